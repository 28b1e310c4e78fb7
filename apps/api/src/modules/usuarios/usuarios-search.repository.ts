import { and, asc, desc, isNull, sql, type SQL } from 'drizzle-orm';
import type { BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { everyTerm, matches, rankOf } from '../busca';
import { identityTables } from '../identity';
import { userSearchDocument } from '../identity';

const { users } = identityTables;

/**
 * The live users the caller may read (`permission` is their rules as SQL, as in the users list) whose name has
 * every term as a word, or whose e-mail contains it, best first.
 */
export async function findUsersMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const document = userSearchDocument(users);
  // E-mails are stored in lower case and the terms are folded letters and digits: nothing to escape.
  const found = everyTerm(busca, (term) => [
    matches(document, term),
    sql`${users.email} like ${`%${term.texto}%`}`,
  ]);
  if (!found) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(isNull(users.deletedAt), permission, found))
    .orderBy(desc(rankOf(document, busca.termos)), asc(users.name), asc(users.id))
    .limit(limite);
}
