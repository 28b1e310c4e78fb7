import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { idempotencia } from './idempotency.schema';

/** One request sent with an Idempotency-Key: whose, which key, and what makes it the same request again. */
export interface Envio {
  usuarioId: string;
  chave: string;
  metodo: string;
  rota: string;
  impressao: string | null;
}

/** How long a key is kept: the phone's queue sends well within it (a week offline is already the exception). */
export const KEEP_DAYS = 7;
/**
 * A reservation with no answer after this long belongs to a process that died mid-request (a restart): it is taken
 * over, or the phone's item would be stuck "in progress" for a week. Longer than any request, uploads included.
 */
const ABANDONED_AFTER = sql`now() - interval '15 minutes'`;

const byKey = (envio: Pick<Envio, 'usuarioId' | 'chave'>) =>
  and(eq(idempotencia.usuarioId, envio.usuarioId), eq(idempotencia.chave, envio.chave));

/** Reserves the key for this request; false when it is already taken (answered, or another request runs it). */
export async function reserveKey(db: Db, envio: Envio): Promise<boolean> {
  const rows = await db
    .insert(idempotencia)
    .values(envio)
    .onConflictDoUpdate({
      target: [idempotencia.usuarioId, idempotencia.chave],
      set: { metodo: envio.metodo, rota: envio.rota, impressao: envio.impressao, createdAt: sql`now()` },
      setWhere: and(isNull(idempotencia.status), lt(idempotencia.createdAt, ABANDONED_AFTER)),
    })
    .returning({ chave: idempotencia.chave });
  return rows.length > 0;
}

export async function findKey(db: Db, envio: Envio) {
  const [row] = await db.select().from(idempotencia).where(byKey(envio));
  return row;
}

/** Keeps the answer of the request that reserved the key, for its retries. */
export async function completeKey(
  db: Db,
  envio: Envio,
  answer: { status: number; resposta: string | null; contentType: string | null },
): Promise<void> {
  await db.update(idempotencia).set(answer).where(byKey(envio));
}

/** Frees the key of a request that created nothing, so that a retry runs again. */
export async function releaseKey(db: Db, envio: Envio): Promise<void> {
  await db.delete(idempotencia).where(and(byKey(envio), isNull(idempotencia.status)));
}

/** Removes the keys older than KEEP_DAYS (through the created_at index). */
export async function purgeOldKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencia)
    .where(lt(idempotencia.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
}
