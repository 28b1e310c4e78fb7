import type { TOsTipo } from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import { ensureCan, type RecordFields } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { osFields, subjectOf } from './field-rules';
import { findOsDetail, type OsDetailRow } from './os.repository';

export const OS_NOT_FOUND = 'Ordem de serviço não encontrada.';

/** A loaded order under the rules' names. */
export function osFieldsOf(row: Pick<OsDetailRow, 'os' | 'siteManagerEmail' | 'responsavel'>): RecordFields {
  return osFields({
    obra: row.os.obraId,
    status: row.os.status,
    siteManagerEmail: row.siteManagerEmail,
    responsavelEmail: row.responsavel?.email ?? null,
  });
}

/**
 * An order the user may read; one they may not (another obra's, another team's, a client's request) answers exactly
 * like one that does not exist (404). With `tipo`, an order of the other team is missing too (the route names it).
 */
export async function findReadableOs(ctx: ServiceContext, id: string, tipo?: TOsTipo): Promise<OsDetailRow> {
  const row = await findOsDetail(ctx.db, id);
  if (!row || (tipo && row.os.tipo !== tipo)) throw new NotFound(OS_NOT_FOUND);
  ensureCan(ctx.auth.ability, 'read', subjectOf(row.os.tipo), osFieldsOf(row), { hideAs: OS_NOT_FOUND });
  return row;
}

/** An order the user may read (404) and add daily logs or checklists to (`create` on its obra, 403). */
export async function findOsForEntry(
  ctx: ServiceContext,
  id: string,
  refusal: string,
  tipo?: TOsTipo,
): Promise<OsDetailRow> {
  const row = await findReadableOs(ctx, id, tipo);
  ensureCan(ctx.auth.ability, 'create', subjectOf(row.os.tipo), osFieldsOf(row), { message: refusal });
  return row;
}
