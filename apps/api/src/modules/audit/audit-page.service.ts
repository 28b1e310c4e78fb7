import type { TAuditoriaEntidades, TAuditoriaPage, TAuditoriaQuery } from '@portal/domain';
import type { RecordsContext } from '../../records/record-registry';
import { entityLabel } from './audit-labels';
import { isUuid } from '../../permissions/rule-fields';
import { toAuditoriaItem } from './audit-events';
import {
  findAuditEntities,
  findAuditLogPage,
  findUserIdByEmail,
  type AuditFilters,
} from './audit.repository';

/** What the audit page reads with: the database and the record kinds' names (a request's, or an export job's). */
type AuditPageContext = Pick<RecordsContext, 'db' | 'records'>;

async function actorOf(ctx: AuditPageContext, usuario: string | undefined): Promise<AuditFilters['actor']> {
  if (!usuario) return undefined;
  if (isUuid(usuario)) return { id: usuario.toLowerCase() };
  const id = await findUserIdByEmail(ctx.db, usuario);
  // Someone no longer in the pool is found by the e-mail the log kept.
  return id ? { id } : { email: usuario };
}

/**
 * The administrators' audit page (route: Auditoria read): every module's writes and the refused access attempts,
 * filtered by who, which kind of record, which record, when and what, newest first, paged in SQL.
 */
export async function listAuditoria(ctx: AuditPageContext, query: TAuditoriaQuery): Promise<TAuditoriaPage> {
  const { usuario, ...filters } = query;
  const hidden = ctx.records.confidentialEntidades();
  const entities =
    filters.registro && !filters.entidade
      ? (await findAuditEntities(ctx.db)).filter((e) => !hidden.includes(e))
      : [];
  const actor = await actorOf(ctx, usuario);
  const { rows, total } = await findAuditLogPage(ctx.db, { ...filters, actor, entities, hidden });
  return { items: rows.map((row) => toAuditoriaItem(row, ctx.records.kindOf(row.entity))), total };
}

/** The module filter: the kinds every module registers, and every kind the log holds (accounts, refusals...). */
export async function listAuditEntities(ctx: RecordsContext): Promise<TAuditoriaEntidades> {
  const hidden = new Set(ctx.records.confidentialEntidades());
  const kinds = new Set(
    [...ctx.records.entidades(), ...(await findAuditEntities(ctx.db))].filter((e) => !hidden.has(e)),
  );
  const items = [...kinds].map((entidade) => ({
    entidade,
    rotulo: entityLabel(entidade, ctx.records.kindOf(entidade)?.label),
  }));
  return { items: items.sort((a, b) => a.rotulo.localeCompare(b.rotulo, 'pt-BR')) };
}
