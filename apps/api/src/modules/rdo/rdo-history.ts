import type { TRdo } from '@portal/domain';
import type { Db } from '../../db/database';
import { findAuditTrail } from '../audit';

/** The report's audit actions in words (also its RecordKind's `acoes`, for the history tab). */
export const RDO_ACTION_LABEL: Record<string, string> = {
  create: 'Criado',
  update: 'Editado',
  atualizar: 'Atualizado depois de finalizado',
  finalizar: 'Finalizado e assinado',
  aprovar: 'Aprovado',
  devolver: 'Devolvido para correção',
  reabrir: 'Reaberto',
  adicionar_foto: 'Foto adicionada',
  remover_foto: 'Foto removida',
};

/** The report's history from the audit log, in words (who, when, and the reason given when there is one). */
export async function rdoHistorico(db: Db, rdoId: string): Promise<TRdo['historico']> {
  const trail = await findAuditTrail(db, 'rdo', rdoId);
  return trail
    .filter((e) => RDO_ACTION_LABEL[e.action])
    .map((e) => {
      const after = (e.after ?? {}) as Record<string, unknown>;
      const detalhe = [after.motivo, after.justificativa, after.comentario].find(
        (v): v is string => typeof v === 'string' && v.length > 0,
      );
      return {
        acao: RDO_ACTION_LABEL[e.action]!,
        por: e.actorEmail ?? 'sistema',
        em: e.at.toISOString(),
        detalhe: detalhe ?? null,
      };
    });
}
