import type { TAtividadePlanejada } from '@portal/domain';
import type { PlanoRow } from './plano-row.types';

/** The saved plan as grid lines (keyed by the activities' ids). */
export function toPlanoRows(atividades: readonly TAtividadePlanejada[]): PlanoRow[] {
  return atividades.map((a) => ({ key: a.id, ...a }));
}
