import { describe, expect, it } from 'vitest';
import type { TGaleriaItem } from '@portal/domain';
import { groupByDay } from './galeria-dias';

const foto = (id: string, data: string): TGaleriaItem => ({
  id,
  fonte: 'rdo',
  arquivoId: id,
  miniaturaId: null,
  legenda: '',
  data,
  titulo: 'RDO nº 1',
  link: '/diarios/1',
});

describe('the gallery grouped by day', () => {
  it('groups the photos by São Paulo’s day, in the order they came, under a dd/mm/aaaa heading', () => {
    const dias = groupByDay([
      foto('a', '2026-03-10T23:30:00.000Z'), // 20:30 of 10/03 in São Paulo
      foto('b', '2026-03-10T03:00:00.000Z'), // a report of 10/03: its midnight there
      foto('c', '2026-03-10T02:59:00.000Z'), // 23:59 of 09/03
      foto('d', '2026-03-01T03:00:00.000Z'),
    ]);
    expect(dias.map((d) => [d.dia, d.titulo, d.fotos.map((f) => f.id)])).toEqual([
      ['2026-03-10', '10/03/2026', ['a', 'b']],
      ['2026-03-09', '09/03/2026', ['c']],
      ['2026-03-01', '01/03/2026', ['d']],
    ]);
  });

  it('has no day without photos', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
