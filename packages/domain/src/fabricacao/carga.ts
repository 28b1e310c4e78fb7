/**
 * The load an operation puts on its work centre (issue 20's planning board): its planned hours spread evenly over
 * the working days (Monday to Friday) from its planned start to its planned end, both included, and summed per ISO
 * week (weeks start on Monday). An operation whose dates hold no working day puts all its hours on the week of its
 * start. The API's SQL spreads them the same way (fabrica.repository.ts).
 */
export interface TCargaOperacao {
  inicioPrevisto: string;
  fimPrevisto: string;
  horasPrevistas: number;
}

const DIA_MS = 86_400_000;
const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of the ISO week of a date (aaaa-mm-dd). */
export function inicioSemana(iso: string): string {
  const ms = toUtc(iso);
  const diaSemana = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return toIso(ms - diaSemana * DIA_MS);
}

/** A date plus some days (aaaa-mm-dd). */
export function somaDias(iso: string, dias: number): string {
  return toIso(toUtc(iso) + dias * DIA_MS);
}

/** The ISO week label of a date: `S07/2025` (the year that holds the week's Thursday). */
export function rotuloSemana(iso: string): string {
  const quinta = toUtc(inicioSemana(iso)) + 3 * DIA_MS;
  const ano = new Date(quinta).getUTCFullYear();
  const semana = Math.floor((quinta - Date.UTC(ano, 0, 1)) / (7 * DIA_MS)) + 1;
  return `S${String(semana).padStart(2, '0')}/${ano}`;
}

/** Hours per week (keyed by the week's Monday, in date order), rounded to two decimals. */
export function cargaPorSemana(op: TCargaOperacao): Map<string, number> {
  const dias: string[] = [];
  for (let ms = toUtc(op.inicioPrevisto); ms <= toUtc(op.fimPrevisto); ms += DIA_MS) {
    const diaSemana = new Date(ms).getUTCDay();
    if (diaSemana !== 0 && diaSemana !== 6) dias.push(toIso(ms));
  }
  const porSemana = new Map<string, number>();
  if (dias.length === 0) {
    porSemana.set(inicioSemana(op.inicioPrevisto), op.horasPrevistas);
    return porSemana;
  }
  for (const dia of dias) {
    const semana = inicioSemana(dia);
    porSemana.set(semana, (porSemana.get(semana) ?? 0) + 1);
  }
  for (const [semana, n] of porSemana) {
    porSemana.set(semana, Math.round(((op.horasPrevistas * n) / dias.length) * 100) / 100);
  }
  return porSemana;
}

/** The load of many operations summed per week (rounded to two decimals). */
export function cargaTotalPorSemana(ops: TCargaOperacao[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const op of ops) {
    for (const [semana, horas] of cargaPorSemana(op)) total.set(semana, (total.get(semana) ?? 0) + horas);
  }
  for (const [semana, horas] of total) total.set(semana, Math.round(horas * 100) / 100);
  return new Map([...total].sort(([a], [b]) => a.localeCompare(b)));
}
