import { describe, expect, it } from 'vitest';
import { ehDiaUtil, feriadosDoAno, minutosUteisEntre, somarMinutosUteis } from './sla';

/** Brasília local time (UTC−3) as an instant. */
const br = (local: string) => new Date(`${local}:00-03:00`);

describe('after-sales business hours (Mon–Fri 08–12, 13–17 in Brasília, national holidays off)', () => {
  it('knows the holidays of 2026, Easter-bound ones included', () => {
    const dias = feriadosDoAno(2026);
    for (const d of ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04', '2026-04-21', '2026-11-20'])
      expect(dias.has(d)).toBe(true);
    expect(ehDiaUtil('2026-02-18')).toBe(true);
    expect(ehDiaUtil('2026-11-28')).toBe(false); // Saturday
    expect(ehDiaUtil('2026-12-25')).toBe(false);
  });

  it('carries a deadline over the weekend', () => {
    // Friday 16:00 + 2 h: one hour on Friday, one on Monday.
    expect(somarMinutosUteis(br('2026-11-27T16:00'), 120).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it('skips Carnaval: Friday 16:30 + 8 h ends Wednesday 16:30', () => {
    expect(somarMinutosUteis(br('2026-02-13T16:30'), 8 * 60)).toEqual(br('2026-02-18T16:30'));
  });

  it('starts the clock at the next business minute (before 08:00, at lunch, on a holiday)', () => {
    expect(somarMinutosUteis(br('2026-11-26T06:10'), 60)).toEqual(br('2026-11-26T09:00'));
    expect(somarMinutosUteis(br('2026-11-26T12:30'), 60)).toEqual(br('2026-11-26T14:00'));
    expect(somarMinutosUteis(br('2026-11-20T10:00'), 30)).toEqual(br('2026-11-23T08:30'));
    expect(somarMinutosUteis(br('2026-11-26T11:00'), 120)).toEqual(br('2026-11-26T14:00'));
  });

  it('counts business minutes between two instants', () => {
    expect(minutosUteisEntre(br('2026-11-27T16:00'), br('2026-11-30T09:00'))).toBe(120);
    expect(minutosUteisEntre(br('2026-11-26T07:00'), br('2026-11-26T19:00'))).toBe(8 * 60);
    expect(minutosUteisEntre(br('2026-02-13T08:00'), br('2026-02-19T08:00'))).toBe(16 * 60);
    expect(minutosUteisEntre(br('2026-11-30T09:00'), br('2026-11-27T16:00'))).toBe(0);
  });

  it('adding and counting agree', () => {
    const inicio = br('2026-12-23T15:20');
    const fim = somarMinutosUteis(inicio, 40 * 60);
    expect(minutosUteisEntre(inicio, fim)).toBe(40 * 60);
  });
});
