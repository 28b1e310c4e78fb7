import { COMITE_ETICA_ROLE } from '@portal/domain';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import { ensureCan, HiddenRefusal, type RecordFields } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { RequestAuth } from '../identity';
import { findRelato, type RelatoDetailRow } from './etica.repository';

export const RELATO_NAO_ENCONTRADO = 'Relato não encontrado.';

/**
 * A member of the ethics committee in their own right. The rules (permissions/etica.ts) already keep everyone else
 * out; this is asked too, so that nothing but the role itself ever opens a report (issue 23).
 */
export function ehMembroDoComite(auth: RequestAuth): boolean {
  return auth.user.type !== 'cliente' && auth.user.roles.includes(COMITE_ETICA_ROLE);
}

/** The fields the rules read: who is kept away from the report, its status and investigator. */
export function fieldsOf(row: RelatoDetailRow): RecordFields {
  return {
    afastados: row.afastados,
    status: row.relato.status,
    investigador: row.relato.investigadorId,
  };
}

/**
 * A report this member may read (or act on with `action`); anyone else, an excluded member included, gets exactly
 * what a missing report gives (404), so not even its existence shows.
 */
export async function findReadableRelato(
  ctx: { db: Db; auth: RequestAuth },
  id: string,
  action: 'read' | 'update' = 'read',
): Promise<RelatoDetailRow> {
  const row = isUuid(id) ? await findRelato(ctx.db, id) : undefined;
  if (!row) throw new NotFound(RELATO_NAO_ENCONTRADO);
  if (!ehMembroDoComite(ctx.auth)) throw new HiddenRefusal(RELATO_NAO_ENCONTRADO, 'DenunciaEtica');
  ensureCan(ctx.auth.ability, 'read', 'DenunciaEtica', fieldsOf(row), { hideAs: RELATO_NAO_ENCONTRADO });
  if (action !== 'read')
    ensureCan(ctx.auth.ability, action, 'DenunciaEtica', fieldsOf(row), {
      message: 'Você não pode alterar este relato.',
    });
  return row;
}

/** Whether this user may read the report (for its files and the shared capabilities). */
export async function podeLerRelato(db: Db, auth: RequestAuth, id: string): Promise<boolean> {
  try {
    await findReadableRelato({ db, auth }, id);
    return true;
  } catch {
    return false;
  }
}
