/**
 * Business hours for the after-sales SLA (issue 17): Monday to Friday, 08:00–12:00 and 13:00–17:00 in Brasília
 * (UTC−3 all year: Brazil has had no daylight saving since 2019), without the national holidays — the fixed ones
 * (Lei 662/1949, 6.802/1980, 14.759/2023) and the days most companies close around Easter: Carnaval's Monday and
 * Tuesday, Good Friday and Corpus Christi.
 */
const OFFSET_MS = 3 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** [start, end) minutes of the local day worked. */
const TURNOS: readonly (readonly [number, number])[] = [
  [8 * 60, 12 * 60],
  [13 * 60, 17 * 60],
];

const FIXOS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

/** Easter Sunday of a year (Meeus/Jones/Butcher), as a UTC date at midnight. */
function pascoa(ano: number): Date {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(ano, mes - 1, dia));
}

const cache = new Map<number, Set<string>>();

/** The year's holidays as `AAAA-MM-DD`. */
export function feriadosDoAno(ano: number): Set<string> {
  const pronto = cache.get(ano);
  if (pronto) return pronto;
  const dias = new Set(FIXOS.map((d) => `${ano}-${d}`));
  const p = pascoa(ano).getTime();
  for (const delta of [-48, -47, -2, 60]) dias.add(new Date(p + delta * DAY_MS).toISOString().slice(0, 10));
  cache.set(ano, dias);
  return dias;
}

/** Whether a local date (`AAAA-MM-DD`) is a business day. */
export function ehDiaUtil(data: string): boolean {
  const dia = new Date(`${data}T00:00:00Z`);
  const semana = dia.getUTCDay();
  if (semana === 0 || semana === 6) return false;
  return !feriadosDoAno(dia.getUTCFullYear()).has(data);
}

/** The instant as Brasília's local clock: the local day's midnight (as UTC ms) and the minute of that day. */
function local(instante: Date): { dia: number; minuto: number } {
  const ms = instante.getTime() - OFFSET_MS;
  const dia = Math.floor(ms / DAY_MS) * DAY_MS;
  return { dia, minuto: (ms - dia) / MINUTE_MS };
}

const instanteDe = (dia: number, minuto: number) => new Date(dia + minuto * MINUTE_MS + OFFSET_MS);
const dataDe = (dia: number) => new Date(dia).toISOString().slice(0, 10);

/** The instant `minutos` business minutes after `inicio` (an instant outside business hours starts at the next). */
export function somarMinutosUteis(inicio: Date, minutos: number): Date {
  let { dia, minuto } = local(inicio);
  let restante = Math.max(0, minutos);
  // Bounded: a year of business days is far beyond any SLA with its pauses.
  for (let voltas = 0; voltas < 3700; voltas++) {
    if (ehDiaUtil(dataDe(dia))) {
      for (const [de, ate] of TURNOS) {
        const desde = Math.max(de, minuto);
        if (desde >= ate) continue;
        if (restante <= ate - desde) return instanteDe(dia, desde + restante);
        restante -= ate - desde;
      }
    }
    dia += DAY_MS;
    minuto = 0;
  }
  throw new Error('Prazo fora do alcance do calendário de dias úteis.');
}

/** Business minutes from `de` to `ate` (0 when `ate` is not after `de`). */
export function minutosUteisEntre(de: Date, ate: Date): number {
  if (ate.getTime() <= de.getTime()) return 0;
  const inicio = local(de);
  const fim = local(ate);
  let total = 0;
  for (let dia = inicio.dia; dia <= fim.dia; dia += DAY_MS) {
    if (!ehDiaUtil(dataDe(dia))) continue;
    const desde = dia === inicio.dia ? inicio.minuto : 0;
    const limite = dia === fim.dia ? fim.minuto : 24 * 60;
    for (const [a, b] of TURNOS) total += Math.max(0, Math.min(b, limite) - Math.max(a, desde));
  }
  return Math.round(total);
}
