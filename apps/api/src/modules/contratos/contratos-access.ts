import type { TContratoStatus } from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
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

export const CONTRATO_CANCELADO = 'Este contrato foi cancelado: ele não muda mais.';

/**
 * A contract the user may change now: read (404 otherwise), their edit right in its status (403, naming `oQue`), and
 * not cancelled (409: a cancelled contract is closed).
 */
export async function findEditableContrato(
  ctx: ServiceContext | { db: Db; auth: ServiceContext['auth'] },
  id: string,
  oQue = 'este contrato',
): Promise<ContratoDetailRow> {
  const row = await findReadableContrato(ctx, id);
  ensureCan(ctx.auth.ability, 'update', 'Contratos', fieldsOf(row), {
    message: `Você não pode alterar ${oQue} em ${row.contrato.status}.`,
  });
  if (row.contrato.cancelado) throw new Conflict(CONTRATO_CANCELADO);
  return row;
}
