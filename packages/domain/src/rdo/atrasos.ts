import { formatDate } from '../br/format';

export interface ActivityProgress {
  id: string;
  codigo: string;
  descricao: string;
  fimPrevisto: string;
  /** Latest cumulative % reported. */
  percentual: number;
}

export interface DetectedDelay {
  tipo: 'atividade' | 'curva';
  atividadeId: string | null;
  descricao: string;
}

const pct = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`;

/**
 * The delays of an obra today: each activity past its planned end and not at 100 %, and the actual curve behind
 * the planned one by more than the obra's threshold (in percentage points).
 */
export function detectDelays(
  activities: readonly ActivityProgress[],
  today: string,
  curve: { previsto: number; realizado: number } | null,
  limiarAtraso: number,
): DetectedDelay[] {
  const delays: DetectedDelay[] = activities
    .filter((a) => a.fimPrevisto < today && a.percentual < 100)
    .map((a) => ({
      tipo: 'atividade',
      atividadeId: a.id,
      descricao: `${a.codigo} ${a.descricao}: término previsto em ${formatDate(a.fimPrevisto)}, ${pct(a.percentual)} realizado`,
    }));
  if (curve && curve.previsto - curve.realizado > limiarAtraso) {
    delays.push({
      tipo: 'curva',
      atividadeId: null,
      descricao: `Avanço realizado ${pct(curve.realizado)} contra ${pct(curve.previsto)} previsto: ${pct(
        Math.round((curve.previsto - curve.realizado) * 100) / 100,
      ).replace(' %', ' pontos')} abaixo (limite ${pct(limiarAtraso).replace(' %', ' pontos')})`,
    });
  }
  return delays;
}
