import { TIME_ZONE, todayInSaoPaulo } from '../br/format';

/** Days a policy's end must be within to warn (issue 22: "within 30 days"). */
export const SEGURO_DIAS_AVISO = 30;

/** Section 9: an expiry is a calendar event from 8 to 17 hours, São Paulo time. */
export const SEGURO_EVENTO_HORAS = { inicio: 8, fim: 17 } as const;

const offsetFmt = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The instant that São Paulo's clocks read `hora`:00 on `data` (`aaaa-mm-dd`), whatever the server's zone. */
export function instanteEmSaoPaulo(data: string, hora = 0): Date {
  const guess = new Date(`${data}T${String(hora).padStart(2, '0')}:00:00Z`);
  const parts = Object.fromEntries(offsetFmt.formatToParts(guess).map((p) => [p.type, p.value]));
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return new Date(guess.getTime() + (guess.getTime() - wall));
}

/** `aaaa-mm-dd` plus `dias` (negative goes back), on the calendar, not in hours. */
export function somarDias(data: string, dias: number): string {
  const d = new Date(`${data}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `de` to `ate` (negative when `ate` is earlier). */
export function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T12:00:00Z`) - Date.parse(`${de}T12:00:00Z`)) / 86_400_000);
}

/**
 * Section 9, "insurance expires at midnight", as Brazilian policies word it: cover runs "das 24 horas do dia de início
 * às 24 horas do dia de término". A policy ending on the 10th covers all of the 10th, so its cover stops at 00:00 of
 * the 11th in São Paulo; a renewal starting on the 10th takes over at that same instant, with no day covered twice.
 */
export function fimDaCobertura(fimVigencia: string): Date {
  return instanteEmSaoPaulo(somarDias(fimVigencia, 1));
}

/** Cover starts at 24:00 of its first day in São Paulo (00:00 of the day after), as its end does. */
export function inicioDaCobertura(inicioVigencia: string): Date {
  return instanteEmSaoPaulo(somarDias(inicioVigencia, 1));
}

/** Whether a policy with this term covers the instant `em` (a loss, a visit). */
export function cobreEm(vigencia: { inicio: string; fim: string }, em: Date): boolean {
  return em >= inicioDaCobertura(vigencia.inicio) && em < fimDaCobertura(vigencia.fim);
}

export const SEGURO_SITUACOES = ['a_iniciar', 'vigente', 'vence_em_breve', 'vencida'] as const;
export type TSeguroSituacao = (typeof SEGURO_SITUACOES)[number];

export const SEGURO_SITUACAO_LABEL: Record<TSeguroSituacao, string> = {
  a_iniciar: 'A iniciar',
  vigente: 'Vigente',
  vence_em_breve: `Vence em até ${SEGURO_DIAS_AVISO} dias`,
  vencida: 'Vencida',
};

/** Where a policy stands at `agora`, by the midnight rule. */
export function situacaoSeguro(vigencia: { inicio: string; fim: string }, agora: Date): TSeguroSituacao {
  if (agora < inicioDaCobertura(vigencia.inicio)) return 'a_iniciar';
  if (agora >= fimDaCobertura(vigencia.fim)) return 'vencida';
  return diasEntre(todayInSaoPaulo(agora), vigencia.fim) <= SEGURO_DIAS_AVISO ? 'vence_em_breve' : 'vigente';
}
