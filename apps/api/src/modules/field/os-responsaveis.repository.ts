import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TOsTipo } from '@portal/domain';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';

const { users } = identityTables;
const { obras, obraUsuarios } = obrasTables;

/** The roles that let a person lead a team's orders on an obra they belong to. */
const TEAM_ROLES: Record<TOsTipo, string[]> = {
  field: ['field', 'admin_field'],
  automacao: ['automacao', 'admin_automacao'],
};

/**
 * Who may be named responsible for an order of this obra and team: active staff members of the obra holding the
 * team's role, and the obra's site manager. Sorted by name; the obra's membership is read, never written.
 */
export async function findPossibleResponsaveis(db: Db, obraId: string, tipo: TOsTipo) {
  const roles = sql`${users.roles} && ${`{${TEAM_ROLES[tipo].join(',')}}`}::text[]`;
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .leftJoin(obraUsuarios, and(eq(obraUsuarios.userId, users.id), eq(obraUsuarios.obraId, obraId)))
    .leftJoin(obras, and(eq(obras.id, obraId), eq(obras.siteManagerId, users.id)))
    .where(
      and(
        eq(users.type, 'gali'),
        eq(users.enabled, true),
        isNull(users.deletedAt),
        or(and(sql`${obraUsuarios.userId} is not null`, roles), sql`${obras.id} is not null`),
      ),
    )
    .orderBy(asc(users.name));
}
