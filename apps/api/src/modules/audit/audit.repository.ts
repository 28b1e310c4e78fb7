import { and, count, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { ACESSO_NEGADO, TIME_ZONE, type TAuditoriaQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { auditLog } from './audit.schema';

const { users } = identityTables;

/** An audit row with its author's name today (null for the system, or a user no longer in the pool). */
const AUDIT_ROW = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  actorName: users.name,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  action: auditLog.action,
  before: auditLog.before,
  after: auditLog.after,
};

export interface AuditRow {
  id: number;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

interface Paging {
  page: number;
  pageSize: number;
}

/** Newest first; rows of one transaction share their time, so the id keeps their order (and the pages stable). */
async function findAuditPage(db: Db, where: SQL | undefined, { page, pageSize }: Paging) {
  const [rows, [total]] = await Promise.all([
    db
      .select(AUDIT_ROW)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows as AuditRow[], total: Number(total?.n ?? 0) };
}

/** One record's rows (audit_log_entity_idx: entity, entity_id, at). */
export function findRecordAuditPage(db: Db, entity: string, entityId: string, paging: Paging) {
  return findAuditPage(db, and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)), paging);
}

/**
 * Every kind of record the log holds, read from audit_log_entity_idx one kind at a time (a loose index scan), so it
 * costs one index probe per kind however long the log is.
 */
export async function findAuditEntities(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive kinds(entity) as (
      (select entity from audit_log order by entity limit 1)
      union all
      select (select a.entity from audit_log a where a.entity > kinds.entity order by a.entity limit 1)
      from kinds where kinds.entity is not null
    )
    select entity from kinds where entity is not null`);
  return (result as unknown as { rows: { entity: string }[] }).rows.map((r) => r.entity);
}

/** The id of the user with this e-mail (stored in lower case), if they are still in the pool. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.id;
}

/** The start of a São Paulo day (`days` after `date`) as an instant. */
const startOfDay = (date: string, days = 0) =>
  sql`((${date}::date + ${days}::int)::timestamp at time zone ${TIME_ZONE})`;

export interface AuditFilters extends Omit<TAuditoriaQuery, 'usuario'> {
  /** The actor: by id (audit_log_actor_idx), or by the e-mail the log kept for someone no longer in the pool. */
  actor?: { id: string } | { email: string };
  /** Every kind in the log, so a record filter without a kind still probes audit_log_entity_idx. */
  entities: string[];
  /** Kinds the page never shows (confidential: the ethics channel's reports). */
  hidden: string[];
}

/**
 * Not a file line about a hidden kind's record: a file's audit lines name its holder (`entidade`, `entidadeId`), or the
 * thread upload waiting for it (`kind:id` in `entidadeId`), so an ethics report's files would show the report.
 */
function notAboutHiddenFile(hidden: string[]): SQL {
  const kinds = sql.join(
    hidden.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const holder = (side: typeof auditLog.before | typeof auditLog.after) =>
    sql`(${side}->>'entidade' in (${kinds}) or split_part(${side}->>'entidadeId', ':', 1) in (${kinds}))`;
  return sql`not (${auditLog.entity} = 'arquivo' and coalesce(${holder(auditLog.before)} or ${holder(auditLog.after)}, false))`;
}

/** The audit page: filtered, newest first, paged, each filter on the column its index leads with. */
export function findAuditLogPage(db: Db, filters: AuditFilters) {
  const conditions: (SQL | undefined)[] = [
    filters.actor &&
      ('id' in filters.actor
        ? eq(auditLog.actorId, filters.actor.id)
        : eq(auditLog.actorEmail, filters.actor.email.toLowerCase())),
    filters.entidade ? eq(auditLog.entity, filters.entidade) : undefined,
    filters.registro
      ? and(
          eq(auditLog.entityId, filters.registro),
          filters.entidade ? undefined : inArray(auditLog.entity, filters.entities),
        )
      : undefined,
    filters.de ? gte(auditLog.at, startOfDay(filters.de)) : undefined,
    // The whole last day: up to the start of the next one.
    filters.ate ? lt(auditLog.at, startOfDay(filters.ate, 1)) : undefined,
    filters.acao ? eq(auditLog.action, filters.acao) : undefined,
    filters.negados ? eq(auditLog.action, ACESSO_NEGADO) : undefined,
    filters.hidden.length > 0 ? notInArray(auditLog.entity, filters.hidden) : undefined,
    filters.hidden.length > 0 ? notAboutHiddenFile(filters.hidden) : undefined,
  ];
  return findAuditPage(db, and(...conditions), filters);
}
