import { describe, expect, it } from 'vitest';
import type { TLinhaMaterial } from './materiais.contracts';
import { compararLinhas, totaisPorUnidade } from './revisoes';
import { normalizarUnidade } from './unidades';

const linha = (id: string, over: Partial<TLinhaMaterial> = {}): TLinhaMaterial => ({
  id,
  codigoSap: `1000${id}`,
  descricao: `Item ${id}`,
  unidade: 'un',
  quantidade: 1,
  especificacao: '',
  observacoes: '',
  extras: {},
  ...over,
});

describe('comparing two versions of a list', () => {
  it('names the added, removed and changed lines, and the fields that changed', () => {
    const de = [linha('1'), linha('2'), linha('3', { extras: { peso: '2' } })];
    const para = [
      linha('1'),
      linha('3', { quantidade: 4, extras: { peso: '2,5' } }),
      linha('4', { descricao: 'Curva 90° 2"' }),
    ];
    const diff = compararLinhas(de, para);
    expect(diff.adicionadas.map((l) => l.id)).toEqual(['4']);
    expect(diff.removidas.map((l) => l.id)).toEqual(['2']);
    expect(diff.alteradas).toEqual([expect.objectContaining({ campos: ['quantidade', 'extras.peso'] })]);
    expect(diff.iguais).toBe(1);
  });

  it('finds nothing between a version and itself', () => {
    const lines = [linha('1'), linha('2')];
    expect(compararLinhas(lines, lines)).toEqual({
      adicionadas: [],
      removidas: [],
      alteradas: [],
      iguais: 2,
    });
  });
});

describe('totals per unit', () => {
  it('sums quantities per unit, never across units, to three decimals', () => {
    const totais = totaisPorUnidade([
      { unidade: 'm', quantidade: 12.5 },
      { unidade: 'kg', quantidade: 0.1 },
      { unidade: 'm', quantidade: 0.25 },
      { unidade: 'kg', quantidade: 0.2 },
    ]);
    expect(totais).toEqual([
      { unidade: 'm', quantidade: 12.75, linhas: 2 },
      { unidade: 'kg', quantidade: 0.3, linhas: 2 },
    ]);
  });
});

describe('units typed or pasted from a spreadsheet', () => {
  it('reads the ways people write them', () => {
    expect(normalizarUnidade('M2')).toBe('m²');
    expect(normalizarUnidade(' Pç ')).toBe('pç');
    expect(normalizarUnidade('PC')).toBe('pç');
    expect(normalizarUnidade('UN')).toBe('un');
    expect(normalizarUnidade('m³')).toBe('m³');
    expect(normalizarUnidade('TO')).toBe('t');
  });

  it('knows no unit outside the list', () => {
    expect(normalizarUnidade('furlong')).toBeUndefined();
    expect(normalizarUnidade('')).toBeUndefined();
  });
});
