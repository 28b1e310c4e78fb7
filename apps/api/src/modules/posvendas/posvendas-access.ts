import type { TAction } from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { Db } from '../../db/database';
import type { RequestAuth } from '../identity';
import { chamadoFields } from './posvendas-rules';
import { findChamado, findChamadoIdByNumero, type ChamadoRow } from './posvendas.repository';

export const CHAMADO_NAO_ENCONTRADO = 'Chamado não encontrado.';
/** A ticket's name as a record: in the audit log, its thread, its notifications, its files. */
export const ENTIDADE_CHAMADO = 'chamado_posvenda';

export const fieldsOf = (row: ChamadoRow) =>
  chamadoFields({
    obraId: row.chamado.obraId,
    status: row.chamado.status,
    responsavelEmail: row.responsavel?.email ?? null,
  });

export const linkDoChamado = (numero: number) => `/posvendas/${numero}`;

const RECUSA: Partial<Record<TAction, string>> = {
  update: 'Só a equipe de pós-vendas altera este chamado.',
  upload: 'Você não pode enviar fotos a este chamado.',
  readInterno: 'Só a equipe de pós-vendas vê os custos do chamado.',
};

/** A ticket by its id or its number ("12"), or undefined. */
export async function findChamadoByRef(db: Db, ref: string): Promise<ChamadoRow | undefined> {
  if (isUuid(ref)) return findChamado(db, ref);
  if (!/^\d{1,9}$/.test(ref)) return undefined;
  const id = await findChamadoIdByNumero(db, Number(ref));
  return id ? findChamado(db, id) : undefined;
}

/**
 * A ticket this user may read (and `action` on it); anyone else — a client of another obra, staff without an
 * after-sales role — gets what a missing ticket gives (404), so not even its existence shows.
 */
export async function findReadableChamado(
  ctx: { db: Db; auth: RequestAuth },
  ref: string,
  action?: TAction,
): Promise<ChamadoRow> {
  const row = await findChamadoByRef(ctx.db, ref);
  if (!row) throw new NotFound(CHAMADO_NAO_ENCONTRADO);
  ensureCan(ctx.auth.ability, 'read', 'PosVendas', fieldsOf(row), { hideAs: CHAMADO_NAO_ENCONTRADO });
  if (action && action !== 'read')
    ensureCan(ctx.auth.ability, action, 'PosVendas', fieldsOf(row), {
      message: RECUSA[action] ?? 'Você não pode fazer isso neste chamado.',
    });
  return row;
}
