import { describe, expect, it } from 'vitest';
import { notificacaoQuando } from './notificacao-quando';

describe('notificacaoQuando', () => {
  const now = Date.parse('2026-03-12T17:05:00Z');

  it('says "agora" within the minute, then minutes and hours ago', () => {
    expect(notificacaoQuando('2026-03-12T17:04:30Z', now)).toBe('agora');
    expect(notificacaoQuando('2026-03-12T17:04:00Z', now)).toBe('há 1 minuto');
    expect(notificacaoQuando('2026-03-12T16:20:00Z', now)).toBe('há 45 minutos');
    expect(notificacaoQuando('2026-03-12T14:05:00Z', now)).toBe('há 3 horas');
  });

  it('gives the date and time in São Paulo after a day', () => {
    expect(notificacaoQuando('2026-03-11T02:30:00Z', now)).toBe('10/03/2026 23:30');
  });

  it('treats a time slightly ahead of the clock as now', () => {
    expect(notificacaoQuando('2026-03-12T17:05:20Z', now)).toBe('agora');
  });
});
