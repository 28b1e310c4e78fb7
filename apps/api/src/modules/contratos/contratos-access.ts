import type { TContratoStatus } from '@portal/domain';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import { ensureCan, type RecordFields } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { contratoFields } from './contratos-rules';
import { findContratoDetail, type ContratoDetailRow } from './contratos.repository';

export const CONTRATO_NAO_ENCONTRADO = 'Contrato não encontrado.';

/** A contract's name as a record: in the audit log, its files, its thread, its timeline and its notifications. */
export const ENTIDADE_CONTRATO = 'contrato';

/** The rules' fields of a loaded contract, optionally as it would be in another status. */
export function fieldsOf(
  row: ContratoDetailRow,
  status: TContratoStatus = row.contrato.status,
): RecordFields {
  return contratoFields({
    obraId: row.contrato.obraId,
    status,
    emails: {
      responsavel: row.responsavel.email,
      gestor: row.gestor.email,
      validador: row.validador.email,
      siteManager: row.siteManagerEmail,
    },
  });
}

/** A contract the user may read; one they may not answers exactly like a missing one (404). */
export async function findReadableContrato(
  ctx: ServiceContext | { db: Db; auth: ServiceContext['auth'] },
  id: string,
): Promise<ContratoDetailRow> {
  const row = isUuid(id) ? await findContratoDetail(ctx.db, id) : undefined;
  if (!row) throw new NotFound(CONTRATO_NAO_ENCONTRADO);
  ensureCan(ctx.auth.ability, 'read', 'Contratos', fieldsOf(row), { hideAs: CONTRATO_NAO_ENCONTRADO });
  return row;
}
