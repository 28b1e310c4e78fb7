import type { TAction, TObraDetalhe } from '@portal/domain';
import { Forbidden } from '../../errors/domain-errors';
import { canOn, type RecordFields } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { getObra } from '../obras';
import { rdoFields } from './rdo-view';

/**
 * The RDO rules' view of an obra (its reports' `obra` and `siteManager.mail`), for obra-wide RDO actions; with a
 * status, a report of the obra in that status (a new report is checked as the report it will be).
 */
export function obraRdoFields(obra: TObraDetalhe, status?: string): RecordFields {
  return rdoFields({ obra: obra.id, status, siteManager: obra.siteManager });
}

/** Whether the user may `action` the obra's reports; reading counts when they may read its signed reports. */
export function canOnObraRdos(ctx: ServiceContext, action: TAction, obra: TObraDetalhe): boolean {
  const { ability } = ctx.auth;
  return (
    canOn(ability, action, 'RDO', obraRdoFields(obra)) ||
    (action === 'read' && canOn(ability, 'read', 'RDO', obraRdoFields(obra, 'aprovado')))
  );
}

/**
 * The obra, when the user may `action` RDOs of it (any of the actions); an obra they cannot read is 404 like a
 * missing one, an obra they read but whose reports they may not `action` is 403 with `refusal`.
 */
export async function obraForRdo(
  ctx: ServiceContext,
  obraId: string,
  actions: TAction[],
  refusal: string,
): Promise<TObraDetalhe> {
  const obra = await getObra(ctx, obraId);
  if (!actions.some((action) => canOnObraRdos(ctx, action, obra))) throw new Forbidden(refusal);
  return obra;
}
