import { plannedFraction, roundTo2 } from '@portal/domain';

/** The % of a planned activity the plan expects done by the end of `data` (linear over its planned span). */
export function previstoNaData(
  atividade: { inicioPrevisto: string; fimPrevisto: string },
  data: string,
): number {
  return roundTo2(100 * plannedFraction({ id: '', peso: 1, ...atividade }, data));
}
