import { describe, expect, it } from 'vitest';
import { cobreEm, fimDaCobertura, instanteEmSaoPaulo, situacaoSeguro, somarDias } from './seguros.vigencia';

const vigencia = { inicio: '2026-01-01', fim: '2026-12-10' };

describe('the term of a policy (section 9: insurance expires at midnight)', () => {
  it('covers the whole last day and stops at 00:00 of the next day in São Paulo', () => {
    expect(fimDaCobertura('2026-12-10').toISOString()).toBe('2026-12-11T03:00:00.000Z');
    expect(cobreEm(vigencia, new Date('2026-12-10T23:59:59-03:00'))).toBe(true);
    expect(cobreEm(vigencia, new Date('2026-12-11T00:00:00-03:00'))).toBe(false);
  });

  it('starts at 24:00 of its first day in São Paulo, when the policy it renews ends', () => {
    expect(cobreEm(vigencia, new Date('2026-01-01T23:59:59-03:00'))).toBe(false);
    expect(cobreEm(vigencia, new Date('2026-01-02T00:00:00-03:00'))).toBe(true);
    const renovada = { inicio: '2026-12-10', fim: '2027-12-10' };
    for (const instante of ['2026-12-10T23:59:59-03:00', '2026-12-11T00:00:00-03:00'])
      expect([cobreEm(vigencia, new Date(instante)), cobreEm(renovada, new Date(instante))]).not.toEqual([
        true,
        true,
      ]);
  });

  it('reads the situation on both sides of midnight and 30 days before the end', () => {
    expect(situacaoSeguro(vigencia, new Date('2026-12-10T23:59:00-03:00'))).toBe('vence_em_breve');
    expect(situacaoSeguro(vigencia, new Date('2026-12-11T00:00:00-03:00'))).toBe('vencida');
    expect(situacaoSeguro(vigencia, new Date('2026-11-10T12:00:00-03:00'))).toBe('vence_em_breve');
    expect(situacaoSeguro(vigencia, new Date('2026-11-09T12:00:00-03:00'))).toBe('vigente');
    expect(situacaoSeguro(vigencia, new Date('2026-01-01T12:00:00-03:00'))).toBe('a_iniciar');
    expect(situacaoSeguro(vigencia, new Date('2026-01-02T00:00:00-03:00'))).toBe('vigente');
  });

  it('counts calendar days and São Paulo hours', () => {
    expect(somarDias('2026-02-28', 1)).toBe('2026-03-01');
    expect(somarDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(instanteEmSaoPaulo('2026-12-10', 8).toISOString()).toBe('2026-12-10T11:00:00.000Z');
  });
});
