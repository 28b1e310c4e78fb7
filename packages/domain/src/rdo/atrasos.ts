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
  /** The delay in a few words, for a headline after the obra's name ("obra atrasada (12,3 pontos abaixo do previsto)"). */
  resumo: string;
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
      resumo: `atividade ${a.codigo} ${a.descricao} atrasada`,
    }));
  if (curve && curve.previsto - curve.realizado > limiarAtraso) {
    const abaixo = pct(Math.round((curve.previsto - curve.realizado) * 100) / 100).replace(' %', ' pontos');
    delays.push({
      tipo: 'curva',
      atividadeId: null,
      descricao: `Avanço realizado ${pct(curve.realizado)} contra ${pct(curve.previsto)} previsto: ${abaixo} abaixo (limite ${pct(limiarAtraso).replace(' %', ' pontos')})`,
      resumo: `obra atrasada (${abaixo} abaixo do previsto)`,
    });
  }
  return delays;
}
