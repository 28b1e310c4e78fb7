import { describe, expect, it } from 'vitest';
import type { TChecklistItemModelo } from './checklist-modelo.contracts';
import { avaliarResposta, dentroDaTolerancia, faixaDaMedicao, lerMedicao } from './checklist-result';

const torque: TChecklistItemModelo = {
  id: 'mont-2',
  tipo: 'medicao',
  texto: 'Torque dos parafusos M20',
  obrigatorio: true,
  unidade: 'N·m',
  nominal: 280,
  tolerancia: 15,
};
const prumo: TChecklistItemModelo = {
  ...torque,
  id: 'mont-1',
  texto: 'Prumo',
  unidade: 'mm',
  nominal: 0,
  tolerancia: 5,
};
const sinal: TChecklistItemModelo = {
  ...torque,
  id: 't-1',
  texto: 'Sinal a 0 %',
  unidade: 'mA',
  nominal: 4,
  tolerancia: 0.08,
};
const item = (tipo: TChecklistItemModelo['tipo']): TChecklistItemModelo => ({
  id: 'x',
  tipo,
  texto: 'Pergunta',
  obrigatorio: true,
});

describe('avaliarResposta', () => {
  it('keeps a conformidade choice as its result and refuses anything else', () => {
    for (const choice of ['conforme', 'nao_conforme', 'na'])
      expect(avaliarResposta(item('conformidade'), choice)).toEqual({
        ok: true,
        valor: choice,
        resultado: choice,
      });
    expect(avaliarResposta(item('conformidade'), 'talvez')).toEqual({
      ok: false,
      mensagem: 'Escolha Conforme, Não conforme ou N.A. em “Pergunta”',
    });
  });

  it('counts the tolerance boundary as conforming and a hundredth beyond it as not (280 ± 15 N·m)', () => {
    expect(avaliarResposta(torque, 295)).toMatchObject({ ok: true, valor: 295, resultado: 'conforme' });
    expect(avaliarResposta(torque, 265)).toMatchObject({ resultado: 'conforme' });
    expect(avaliarResposta(torque, 295.01)).toMatchObject({ resultado: 'nao_conforme' });
    expect(avaliarResposta(torque, 264.99)).toMatchObject({ resultado: 'nao_conforme' });
  });

  it('measures a deviation either side of zero (prumo 0 ± 5 mm)', () => {
    expect(avaliarResposta(prumo, -5)).toMatchObject({ resultado: 'conforme' });
    expect(avaliarResposta(prumo, 5)).toMatchObject({ resultado: 'conforme' });
    expect(avaliarResposta(prumo, 5.1)).toMatchObject({ resultado: 'nao_conforme' });
    expect(avaliarResposta(prumo, -5.001)).toMatchObject({ resultado: 'nao_conforme' });
  });

  it('is exact where binary floating point is not (4,08 mA against 4 ± 0,08)', () => {
    expect(4.08 - 4 <= 0.08).toBe(false);
    expect(avaliarResposta(sinal, 4.08)).toMatchObject({ resultado: 'conforme' });
    expect(avaliarResposta(sinal, 3.92)).toMatchObject({ resultado: 'conforme' });
    expect(avaliarResposta(sinal, 4.081)).toMatchObject({ resultado: 'nao_conforme' });
  });

  it('reads a typed measurement with a comma or a dot, and refuses letters naming the item', () => {
    expect(avaliarResposta(torque, '295,01')).toMatchObject({ valor: 295.01, resultado: 'nao_conforme' });
    expect(avaliarResposta(torque, ' 290.5 ')).toMatchObject({ valor: 290.5, resultado: 'conforme' });
    expect(avaliarResposta(torque, '29O')).toEqual({
      ok: false,
      mensagem:
        'A medição de “Torque dos parafusos M20” aceita só números (use vírgula ou ponto nos decimais)',
    });
    expect(avaliarResposta(torque, '')).toEqual({
      ok: false,
      mensagem: 'Informe a medição de “Torque dos parafusos M20”',
    });
  });

  it('answers text, photo and signature items as respondido', () => {
    expect(avaliarResposta(item('texto'), '  Sem pendências ')).toEqual({
      ok: true,
      valor: 'Sem pendências',
      resultado: 'respondido',
    });
    expect(avaliarResposta(item('texto'), '  ')).toMatchObject({ ok: false });
    expect(avaliarResposta(item('foto'), null)).toEqual({ ok: true, valor: null, resultado: 'respondido' });
    expect(avaliarResposta(item('assinatura'), 'data:image/png;base64,iVBORw0K')).toMatchObject({
      resultado: 'respondido',
    });
    expect(avaliarResposta(item('assinatura'), 'rabisco')).toMatchObject({ ok: false });
  });
});

describe('helpers', () => {
  it('compares in the decimals people write', () => {
    expect(dentroDaTolerancia(0.3, 0.1, 0.2)).toBe(true);
    expect(dentroDaTolerancia(1e-7, 0, 1e-7)).toBe(true);
  });

  it('reads measurements and writes the range in Brazilian notation', () => {
    expect(lerMedicao('1,5')).toBe(1.5);
    expect(lerMedicao('')).toBeNull();
    expect(lerMedicao('1,5,2')).toBeNaN();
    expect(faixaDaMedicao(sinal)).toBe('4 ± 0,08 mA');
  });
});
