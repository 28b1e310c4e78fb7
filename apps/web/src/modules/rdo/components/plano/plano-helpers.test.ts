import { describe, expect, it } from 'vitest';
import { ZPlanoInput } from '@portal/domain';
import { ganttLayout } from './gantt-layout';
import { mergeImportado } from './merge-importado';
import { planoRowErrors } from './plano-row-errors';
import type { PlanoRow } from './plano-row.types';
import { planoShares } from './plano-shares';
import { toPlanoInput } from './to-plano-input';

const row = (key: string, codigo: string, peso: number | null, extra: Partial<PlanoRow> = {}): PlanoRow => ({
  key,
  id: key.startsWith('nova') ? undefined : key,
  codigo,
  descricao: `Atividade ${codigo}`,
  peso,
  inicioPrevisto: '2025-03-01',
  fimPrevisto: '2025-03-10',
  percentualRealizado: 0,
  percentualPrevisto: 0,
  atrasada: false,
  ...extra,
});

describe('planoShares', () => {
  it('gives each line its weight over the sum, in %, whatever the weights add up to', () => {
    const { total, porLinha } = planoShares([row('a', 'A', 1), row('b', 'B', 2), row('c', 'C', 1)]);
    expect(total).toBe(4);
    expect(porLinha).toEqual({ a: 25, b: 50, c: 25 });
  });

  it('rounds to 2 decimals and counts a missing or negative weight as 0', () => {
    const { total, porLinha } = planoShares([
      row('a', 'A', 1),
      row('b', 'B', 2),
      row('c', 'C', null),
      row('d', 'D', -1),
    ]);
    expect(total).toBe(3);
    expect(porLinha).toEqual({ a: 33.33, b: 66.67, c: 0, d: 0 });
  });

  it('is 0 for every line when there is no weight at all', () => {
    expect(planoShares([row('a', 'A', null)]).porLinha).toEqual({ a: 0 });
  });
});

describe('planoRowErrors', () => {
  const rows = [row('a', 'A.1', 1), row('b', 'A.2', 1), row('nova-1', 'A.3', 1)];

  it('puts `atividades.N.campo` on the N-th line sent, by its key, and lists it 1-based', () => {
    const erros = planoRowErrors(
      [
        { campo: 'atividades.2.fimPrevisto', mensagem: 'O término previsto deve ser depois do início' },
        { campo: 'atividades.0.peso', mensagem: 'O peso deve ser maior que zero' },
      ],
      rows,
    );
    expect(erros.celulas).toEqual({
      'nova-1': { fimPrevisto: 'O término previsto deve ser depois do início' },
      a: { peso: 'O peso deve ser maior que zero' },
    });
    expect(erros.linhas[0]).toEqual({
      key: 'nova-1',
      linha: 3,
      codigo: 'A.3',
      campo: 'fimPrevisto',
      mensagem: 'O término previsto deve ser depois do início',
    });
    expect(erros.gerais).toEqual([]);
  });

  it('keeps errors about the whole plan, or a line that is not there, as general messages (once each)', () => {
    const erros = planoRowErrors(
      [
        { campo: 'atividades', mensagem: 'Há códigos repetidos no plano' },
        { campo: 'atividades', mensagem: 'Há códigos repetidos no plano' },
        { campo: 'atividades.9.peso', mensagem: 'O peso deve ser maior que zero' },
      ],
      rows,
    );
    expect(erros.gerais).toEqual(['Há códigos repetidos no plano', 'O peso deve ser maior que zero']);
    expect(erros.linhas).toEqual([]);
  });

  it('reads the zod contract’s own issues the same way (checked before sending)', () => {
    const bad = [
      row('a', 'A.1', 1, { id: undefined }),
      row('b', 'A.2', 0, { id: undefined, fimPrevisto: '2025-02-01' }),
    ];
    const result = ZPlanoInput.safeParse(toPlanoInput(bad));
    expect(result.success).toBe(false);
    const erros = planoRowErrors(
      result.error!.issues.map((i) => ({ campo: i.path.join('.'), mensagem: i.message })),
      bad,
    );
    expect(Object.keys(erros.celulas.b!).sort()).toEqual(['fimPrevisto', 'peso']);
  });
});

describe('toPlanoInput', () => {
  it('sends saved lines with their id and new ones without, in the grid’s order', () => {
    const input = toPlanoInput([row('a', 'A', 1), row('nova-1', 'B', 2)]);
    expect(input.atividades[0]).toMatchObject({ id: 'a', codigo: 'A' });
    expect(input.atividades[1]).not.toHaveProperty('id');
  });
});

describe('mergeImportado', () => {
  it('keeps the id (and reported progress) of a code already in the plan, adds new codes, lists dropped ones', () => {
    let n = 0;
    const atuais = [row('a', 'A.1', 1, { percentualRealizado: 40 }), row('b', 'A.2', 1)];
    const merged = mergeImportado(
      atuais,
      [
        {
          codigo: 'a.1 ',
          descricao: 'Fundações',
          peso: 3,
          inicioPrevisto: '2025-03-02',
          fimPrevisto: '2025-03-20',
        },
        {
          codigo: 'A.3',
          descricao: 'Alvenaria',
          peso: 2,
          inicioPrevisto: '2025-03-10',
          fimPrevisto: '2025-04-10',
        },
      ],
      () => `nova-${++n}`,
    );
    expect(merged.rows[0]).toMatchObject({
      key: 'a',
      id: 'a',
      descricao: 'Fundações',
      peso: 3,
      percentualRealizado: 40,
    });
    expect(merged.rows[1]).toMatchObject({ key: 'nova-1', codigo: 'A.3', percentualRealizado: null });
    expect(merged.rows[1]!.id).toBeUndefined();
    expect(merged).toMatchObject({ novas: 1, atualizadas: 1 });
    expect(merged.removidas.map((r) => r.key)).toEqual(['b']);
  });
});

describe('ganttLayout', () => {
  it('places each bar over the whole period and marks today', () => {
    const layout = ganttLayout(
      [
        row('a', 'A', 1, { inicioPrevisto: '2025-03-01', fimPrevisto: '2025-03-10' }),
        row('b', 'B', 1, { inicioPrevisto: '2025-03-11', fimPrevisto: '2025-03-20' }),
      ],
      '2025-03-11',
    )!;
    expect(layout.inicio).toBe('2025-03-01');
    expect(layout.fim).toBe('2025-03-20');
    expect(layout.barras.a).toEqual({ left: 0, width: 50 });
    expect(layout.barras.b).toEqual({ left: 50, width: 50 });
    expect(layout.hoje).toBe(52.5);
    expect(layout.marcas).toEqual([{ data: '2025-03-01', left: 0 }]);
  });

  it('skips lines without valid dates, and has nothing to draw without any', () => {
    expect(ganttLayout([row('a', 'A', 1, { fimPrevisto: '' })], '2025-03-01')).toBeNull();
    const layout = ganttLayout(
      [row('a', 'A', 1), row('b', 'B', 1, { inicioPrevisto: '2025-04-01', fimPrevisto: '2025-03-01' })],
      '2030-01-01',
    )!;
    expect(Object.keys(layout.barras)).toEqual(['a']);
    expect(layout.hoje).toBeNull();
  });

  it('marks month starts, thinning them out on a long plan', () => {
    const layout = ganttLayout(
      [row('a', 'A', 1, { inicioPrevisto: '2025-01-15', fimPrevisto: '2027-01-14' })],
      '2025-01-01',
    )!;
    expect(layout.marcas[0]!.data).toBe('2025-02-01');
    expect(layout.marcas.length).toBeLessThanOrEqual(12);
  });
});
