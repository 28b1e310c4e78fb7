import type { TPlanoInput } from '@portal/domain';
import type { PlanoRow } from './plano-row.types';

/** The whole plan for `PUT .../datas`, in the grid's order (a line without id is new; a missing one is removed). */
export function toPlanoInput(rows: readonly PlanoRow[]): TPlanoInput {
  return {
    atividades: rows.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      codigo: r.codigo,
      descricao: r.descricao,
      peso: r.peso,
      inicioPrevisto: r.inicioPrevisto,
      fimPrevisto: r.fimPrevisto,
    })),
  };
}
