import type { Db } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { apoliceFields, subjectOf } from './seguros-rules';
import { findApoliceDetail, type ApoliceDetailRow } from './seguros.repository';

export const APOLICE_NAO_ENCONTRADA = 'Apólice não encontrada.';

/** A policy's name as a record: in the audit log, its files, its thread and its notifications. */
export const ENTIDADE_APOLICE = 'apolice_seguro';

/** The rules' fields of a loaded policy. */
export const fieldsOf = (row: ApoliceDetailRow) =>
  apoliceFields({ obraId: row.apolice.obraId, siteManagerEmail: row.siteManagerEmail });

/** A policy the user may read; one they may not answers exactly like a missing one (404). */
export async function findReadableApolice(
  ctx: ServiceContext | { db: Db; auth: ServiceContext['auth'] },
  id: string,
): Promise<ApoliceDetailRow> {
  const row = isUuid(id) ? await findApoliceDetail(ctx.db, id) : undefined;
  if (!row) throw new NotFound(APOLICE_NAO_ENCONTRADA);
  ensureCan(ctx.auth.ability, 'read', subjectOf(row.apolice.ramo), fieldsOf(row), {
    hideAs: APOLICE_NAO_ENCONTRADA,
  });
  return row;
}
