import { describe, expect, it } from 'vitest';
import type { MaoDeObraInput } from './rdo-form.types';
import { totaisMaoDeObra } from './totais-mao-de-obra';

const linha = (tipo: MaoDeObraInput['tipo'], quantidade: string, horas = ''): MaoDeObraInput => ({
  funcao: 'Pedreiro',
  empresa: '',
  tipo,
  quantidade,
  horas,
});

describe('totaisMaoDeObra', () => {
  it('adds own and subcontracted people separately, and both together', () => {
    const totais = totaisMaoDeObra([
      linha('propria', '4'),
      linha('terceirizada', '6'),
      linha('propria', '2'),
    ]);
    expect(totais).toMatchObject({ propria: 6, terceirizada: 6, total: 12 });
  });

  it('counts a line still being typed (empty, fractional or invalid) as nobody', () => {
    const totais = totaisMaoDeObra([
      linha('propria', ''),
      linha('propria', '2,5'),
      linha('terceirizada', 'x'),
    ]);
    expect(totais).toMatchObject({ propria: 0, terceirizada: 0, total: 0 });
  });

  it('works out man-hours from the lines with hours, reading comma decimals', () => {
    expect(totaisMaoDeObra([linha('propria', '3', '8,5'), linha('terceirizada', '2')]).homemHora).toBe(25.5);
    expect(totaisMaoDeObra([linha('propria', '3')]).homemHora).toBeNull();
  });

  it('is all zero with no lines', () => {
    expect(totaisMaoDeObra([])).toEqual({ propria: 0, terceirizada: 0, total: 0, homemHora: null });
  });
});
