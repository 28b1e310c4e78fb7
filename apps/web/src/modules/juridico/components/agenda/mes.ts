import { addDays, todayInSaoPaulo } from '@portal/domain';

/** A month as the agenda's URL carries it: `aaaa-mm`. */
const MES = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The `?mes=` of the URL when it is a month, else today's month (São Paulo). */
export function mesDe(param: string | null, hoje = todayInSaoPaulo()): string {
  return param && MES.test(param) ? param : hoje.slice(0, 7);
}

/** `2026-12` plus `n` months: `2027-01` for 1, `2026-11` for −1. */
export function somarMeses(mes: string, n: number): string {
  const [ano = 0, m = 1] = mes.split('-').map(Number);
  const total = ano * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Day of the week of a plain date, 0 (Sunday) to 6 (Saturday), read at noon UTC so no time zone moves it. */
const diaDaSemana = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/**
 * The period a month's grid shows: from the Sunday on or before the 1st to the Saturday on or after the last day,
 * whole weeks (28 to 42 days), the range the agenda asks the API for.
 */
export function periodoDaGrade(mes: string): { de: string; ate: string } {
  const primeiro = `${mes}-01`;
  const ultimo = addDays(`${somarMeses(mes, 1)}-01`, -1);
  return { de: addDays(primeiro, -diaDaSemana(primeiro)), ate: addDays(ultimo, 6 - diaDaSemana(ultimo)) };
}

/** Every day of the month's grid, in order. */
export function diasDaGrade(mes: string): string[] {
  const { de, ate } = periodoDaGrade(mes);
  const dias: string[] = [];
  for (let dia = de; dia <= ate; dia = addDays(dia, 1)) dias.push(dia);
  return dias;
}

const nomeFmt = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-12` → `Dezembro de 2026`. */
export function nomeDoMes(mes: string): string {
  const nome = nomeFmt.format(new Date(`${mes}-15T12:00:00Z`));
  return nome.charAt(0).toUpperCase() + nome.slice(1);
}
