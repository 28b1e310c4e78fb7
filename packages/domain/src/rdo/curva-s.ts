import { roundTo2 } from './rdo-sections';

const DAY = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `aaaa-mm-dd` plus `days`. */
export function addDays(iso: string, days: number): string {
  return toIso(toTime(iso) + days * DAY);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toTime(b) - toTime(a)) / DAY);
}

export interface PlannedActivity {
  id: string;
  peso: number;
  inicioPrevisto: string;
  fimPrevisto: string;
}

/** A cumulative % of one activity reported on a date (from a finalized RDO). */
export interface ProgressReport {
  atividadeId: string;
  data: string;
  percentual: number;
}

/**
 * Share (0..1) of an activity the plan expects done by the end of `day`: linear over its planned span, counting
 * both ends (an activity planned for 1–10 March is 10 % done at the end of 1 March and whole at the end of the 10th).
 */
export function plannedFraction(activity: PlannedActivity, day: string): number {
  if (day < activity.inicioPrevisto) return 0;
  if (day >= activity.fimPrevisto) return 1;
  const span = daysBetween(activity.inicioPrevisto, activity.fimPrevisto) + 1;
  return (daysBetween(activity.inicioPrevisto, day) + 1) / span;
}

/** Planned physical % at the end of `day` = Σ weight × planned fraction / Σ weight. */
export function plannedPercent(plan: readonly PlannedActivity[], day: string): number {
  const total = plan.reduce((sum, a) => sum + a.peso, 0);
  if (total <= 0) return 0;
  return roundTo2((100 * plan.reduce((sum, a) => sum + a.peso * plannedFraction(a, day), 0)) / total);
}

export interface SCurvePoint {
  data: string;
  previsto: number;
  realizado: number | null;
}

/**
 * The S-curve day by day from the plan's first start to its last end (or to today, if later): planned % against
 * actual % (Σ weight × latest reported % of each activity up to that day / Σ weight). Days after `today` have no
 * actual value.
 */
export function computeSCurve(
  plan: readonly PlannedActivity[],
  reports: readonly ProgressReport[],
  today: string,
): SCurvePoint[] {
  if (plan.length === 0) return [];
  const total = plan.reduce((sum, a) => sum + a.peso, 0);
  const weight = new Map(plan.map((a) => [a.id, a.peso]));
  const start = plan.reduce(
    (min, a) => (a.inicioPrevisto < min ? a.inicioPrevisto : min),
    plan[0]!.inicioPrevisto,
  );
  const planEnd = plan.reduce((max, a) => (a.fimPrevisto > max ? a.fimPrevisto : max), plan[0]!.fimPrevisto);
  const end = today > planEnd ? today : planEnd;
  const sorted = reports
    .filter((r) => weight.has(r.atividadeId))
    .sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
  const latest = new Map<string, number>();
  let weighted = 0;
  let next = 0;
  // Reports before the plan's start still count from its first day.
  const points: SCurvePoint[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    while (next < sorted.length && sorted[next]!.data <= day) {
      const report = sorted[next++]!;
      const w = weight.get(report.atividadeId)!;
      weighted += w * (report.percentual - (latest.get(report.atividadeId) ?? 0));
      latest.set(report.atividadeId, report.percentual);
    }
    points.push({
      data: day,
      previsto: plannedPercent(plan, day),
      realizado: day <= today && total > 0 ? roundTo2(weighted / total) : null,
    });
  }
  return points;
}
