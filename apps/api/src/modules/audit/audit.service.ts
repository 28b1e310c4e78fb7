import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog } from './audit.schema';

/** Who is acting: a signed-in user, or the system itself (seed, scheduled jobs) with a null id. */
export interface Actor {
  id: string | null;
  email: string | null;
  requestId?: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, email: 'sistema' };

export interface AuditEntry {
  /** The module's name for the record kind, e.g. `obra`, `user`, `arquivo`. */
  entity: string;
  entityId: string;
  /** `create`, `update`, `delete`, or a named action such as `finalizar`. */
  action: string;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEY = /password|senha|secret|token|hash|code|codigo_verificacao|totp/i;

/** Removes secrets before a snapshot is written, so the log never holds a credential. */
function redact(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, redact(v)]),
    );
  }
  return value;
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change and its trace are
 * committed (or rolled back) together.
 */
export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: redact(entry.before),
    after: redact(entry.after),
    requestId: actor.requestId ?? null,
  });
}

/** The trail of one record, oldest first (a report's history on its page). */
export async function findAuditTrail(db: Db, entity: string, entityId: string, limit = 200) {
  return db
    .select({
      action: auditLog.action,
      at: auditLog.at,
      actorEmail: auditLog.actorEmail,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(limit);
}
