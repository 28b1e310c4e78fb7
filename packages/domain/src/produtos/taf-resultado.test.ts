import { describe, expect, it } from 'vitest';
import { conformidadeMedicao, normalizarDecimal, vereditoTaf } from './taf-resultado';
import { ZTafPontoInput, ZTafRespostaInput } from './taf.contracts';

describe('conformidadeMedicao', () => {
  it('takes a value exactly at either edge of the tolerance as conforme, with no floating-point error', () => {
    expect(conformidadeMedicao('10.05', 10, 0.05)).toBe('conforme');
    expect(conformidadeMedicao('9.95', 10, 0.05)).toBe('conforme');
    expect(conformidadeMedicao(10.05, 10, 0.05)).toBe('conforme');
    expect(conformidadeMedicao('0.3', 0.1, 0.2)).toBe('conforme');
  });

  it('takes the smallest step past either edge as não conforme', () => {
    expect(conformidadeMedicao('10.0501', 10, 0.05)).toBe('nao_conforme');
    expect(conformidadeMedicao('9.9499', 10, 0.05)).toBe('nao_conforme');
  });

  it('reads a comma as the decimal separator and handles negative nominals and zero tolerance', () => {
    expect(conformidadeMedicao('10,05', '10', '0,05')).toBe('conforme');
    expect(conformidadeMedicao('-1.5', -1.5, 0)).toBe('conforme');
    expect(conformidadeMedicao('-1.5001', -1.5, 0)).toBe('nao_conforme');
  });
});

describe('normalizarDecimal and vereditoTaf', () => {
  it('writes decimals in their plain form', () => {
    expect(normalizarDecimal('10.0500')).toBe('10.05');
    expect(normalizarDecimal('7.000')).toBe('7');
    expect(normalizarDecimal('-0.0')).toBe('0');
    expect(normalizarDecimal('0,5')).toBe('0.5');
    expect(normalizarDecimal('abc')).toBeNull();
  });

  it('fails the TAF when any point is não conforme', () => {
    expect(vereditoTaf(['conforme', 'nao_aplicavel'])).toBe('aprovado');
    expect(vereditoTaf(['conforme', 'nao_conforme'])).toBe('reprovado');
  });
});

describe('TAF contracts', () => {
  it('refuses a measurement point without nominal, with a negative tolerance or without unit', () => {
    const semNominal = ZTafPontoInput.safeParse({ tipo: 'medicao', descricao: 'Diâmetro', tolerancia: 1 });
    expect(semNominal.success).toBe(false);
    const negativa = ZTafPontoInput.safeParse({
      tipo: 'medicao',
      descricao: 'Diâmetro',
      nominal: 10,
      tolerancia: -0.1,
      unidade: 'mm',
    });
    expect(negativa.error?.issues.map((i) => i.message)).toEqual(['A tolerância não pode ser negativa']);
    const ok = ZTafPontoInput.parse({
      tipo: 'medicao',
      descricao: 'Diâmetro',
      nominal: '10,5',
      tolerancia: 0,
      unidade: 'mm',
    });
    expect(ok).toMatchObject({ nominal: 10.5, tolerancia: 0, unidade: 'mm' });
  });

  it('keeps a measured value as exact text and refuses more than four decimals', () => {
    expect(ZTafRespostaInput.parse({ valorMedido: '10,0500' }).valorMedido).toBe('10.05');
    expect(ZTafRespostaInput.parse({ valorMedido: 3 }).valorMedido).toBe('3');
    expect(ZTafRespostaInput.safeParse({ valorMedido: '1.23456' }).success).toBe(false);
  });
});
