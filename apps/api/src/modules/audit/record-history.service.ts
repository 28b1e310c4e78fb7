import { isClientUser, type THistoricoPage } from '@portal/domain';
import { Forbidden } from '../../errors/domain-errors';
import { loadRecordFor, type RecordsContext } from '../../records/record-registry';
import { isUuid } from '../../permissions/rule-fields';
import { toEvento } from './audit-events';
import { findRecordAuditPage } from './audit.repository';

/**
 * A record's history from the audit log, newest first and paged in SQL: who, when, what, field by field.
 *
 * For the internal team only. External users (clients, suppliers, partner offices) follow a record through its move
 * timeline; its history shows every edit, correction and justification made before they could see it, so they are
 * refused (403) before anything is loaded, whatever the record: the answer says nothing about whether it exists.
 * Internal users get the record's own rule: whoever may not read it gets the same 404 as a missing one.
 */
export async function findRecordHistory(
  ctx: RecordsContext,
  entidade: string,
  id: string,
  paging: { page: number; pageSize: number },
): Promise<THistoricoPage> {
  if (isClientUser(ctx.auth.user))
    throw new Forbidden('O histórico de alterações é só para a equipe interna.');
  // The log keeps ids as the modules wrote them (UUIDs in lower case).
  const recordId = isUuid(id) ? id.toLowerCase() : id;
  const { kind } = await loadRecordFor(ctx, entidade, recordId);
  const { rows, total } = await findRecordAuditPage(ctx.db, kind.entidade, recordId, paging);
  return { items: rows.map((row) => toEvento(row, kind)), total };
}
