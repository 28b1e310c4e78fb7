import { subject, type TAction, type TObraDetalhe } from '@portal/domain';
import type { Db } from '../../db/database';
import { Forbidden } from '../../errors/domain-errors';
import type { RequestAuth } from '../identity';
import { getObra } from '../obras';

/** The RDO rules' view of an obra (its reports' `obra` and `siteManager.mail`), for obra-wide RDO actions. */
export function obraRdoSubject(obra: TObraDetalhe, status?: string) {
  return subject('RDO', {
    obra: obra.id,
    siteManager: { mail: obra.siteManager?.email.toLowerCase() ?? null },
    ...(status ? { status } : {}),
  });
}

/**
 * The obra, when the user may `action` RDOs of it (any of the actions); an obra they cannot read is 404 as usual.
 * Reading counts when they may read the obra's signed reports (a client reads only those).
 */
export async function obraForRdo(
  db: Db,
  auth: RequestAuth,
  obraId: string,
  actions: TAction[],
  refusal: string,
): Promise<TObraDetalhe> {
  const obra = await getObra(db, auth, obraId);
  const allowed = actions.some(
    (action) =>
      auth.ability.can(action, obraRdoSubject(obra)) ||
      (action === 'read' && auth.ability.can('read', obraRdoSubject(obra, 'aprovado'))),
  );
  if (!allowed) throw new Forbidden(refusal);
  return obra;
}
