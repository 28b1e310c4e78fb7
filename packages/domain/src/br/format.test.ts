import { describe, expect, it } from 'vitest';
import {
  agora,
  formatBytes,
  formatDate,
  formatDateTime,
  formatMoney,
  todayInSaoPaulo,
  weekdayOf,
} from './format';

describe('formatação pt-BR', () => {
  it('shows money as R$ with dot thousands and comma decimals', () => {
    expect(formatMoney('18450000.00')).toBe('R$ 18.450.000,00');
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
  });

  it('shows dates as dd/mm/aaaa, plain dates unchanged by time zones', () => {
    expect(formatDate('2025-03-10')).toBe('10/03/2025');
    // 02:00 UTC on 1 Jan is still 31 Dec in São Paulo.
    expect(formatDate(new Date('2026-01-01T02:00:00Z'))).toBe('31/12/2025');
    expect(formatDateTime('2026-01-01T02:00:00Z')).toBe('31/12/2025 23:00');
  });

  it("takes today's date in São Paulo", () => {
    expect(todayInSaoPaulo(new Date('2026-11-22T01:30:00Z'))).toBe('2026-11-21');
  });

  it('keeps the day fixed by PORTAL_HOJE, and ignores a value that is not a date', () => {
    const before = process.env.PORTAL_HOJE;
    try {
      process.env.PORTAL_HOJE = '2026-02-10';
      expect(todayInSaoPaulo()).toBe('2026-02-10');
      expect(todayInSaoPaulo(agora())).toBe('2026-02-10');
      expect(Math.abs((agora().getTime() - Date.now()) % (24 * 60 * 60 * 1000))).toBeLessThan(1000);
      expect(todayInSaoPaulo(new Date('2026-11-22T01:30:00Z'))).toBe('2026-11-21');
      process.env.PORTAL_HOJE = 'amanhã';
      expect(todayInSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      if (before === undefined) delete process.env.PORTAL_HOJE;
      else process.env.PORTAL_HOJE = before;
    }
  });

  it('shows sizes in KB and MB', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
  });

  it('names the weekday of the plain date, whatever the time zone', () => {
    expect(weekdayOf('2026-03-09')).toBe('segunda-feira');
    expect(weekdayOf('2026-03-15')).toBe('domingo');
  });
});
