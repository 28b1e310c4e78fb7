import {
  ZCreateClienteInput,
  formatCnpj,
  subject,
  type TCliente,
  type TClienteListQuery,
  type TCreateClienteInput,
  type TUpdateClienteInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, NotFound } from '../../errors/domain-errors';
import { parseInput } from '../../errors/parse-input';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { recordAudit, type Actor } from '../audit';
import type { RequestAuth } from '../identity';
import {
  CLIENTE_FIELDS,
  findClienteByCnpj,
  findClienteById,
  findClienteNomesByIds,
  findClientesPage,
  insertCliente,
  updateClienteRow,
  type ClienteRow,
} from './obras.repository';

export function toCliente(row: ClienteRow, obras: number): TCliente {
  return {
    id: row.id,
    nome: row.nome,
    cnpj: row.cnpj,
    contatos: row.contatos as TCliente['contatos'],
    obras: Number(obras),
  };
}

/** A new client company; its CNPJ (check digits included) must be new. Audited. */
export async function createCliente(tx: Db, actor: Actor, input: TCreateClienteInput): Promise<ClienteRow> {
  const data = parseInput(ZCreateClienteInput, input);
  if (await findClienteByCnpj(tx, data.cnpj))
    throw new Conflict(`Já existe um cliente com o CNPJ ${formatCnpj(data.cnpj)}.`);
  const cliente = await insertCliente(tx, data);
  await recordAudit(tx, actor, { entity: 'cliente', entityId: cliente.id, action: 'create', after: cliente });
  return cliente;
}

/** The clients the caller may read, filtered, sorted and paged in SQL. */
export async function listClientes(
  db: Db,
  auth: RequestAuth,
  query: TClienteListQuery,
): Promise<{ items: TCliente[]; total: number }> {
  const permission = accessibleWhere(auth.ability, 'read', 'Cliente', CLIENTE_FIELDS);
  const { rows, total } = await findClientesPage(db, query, permission);
  return { items: rows.map((r) => toCliente(r.cliente, r.obras)), total };
}

/** One client as the Cliente rules see it, under the field names the list's SQL reads (CLIENTE_FIELDS). */
const clienteSubject = (row: ClienteRow) =>
  subject('Cliente', { id: row.id, nome: row.nome, cnpj: row.cnpj });

/**
 * A client the caller may `action`; one they may not read answers exactly like one that does not exist (404),
 * reading but not `action` is 403.
 */
async function loadClienteFor(db: Db, auth: RequestAuth, id: string, action: 'read' | 'update') {
  const row = await findClienteById(db, id);
  if (!row || !auth.ability.can('read', clienteSubject(row.cliente)))
    throw new NotFound('Cliente não encontrado.');
  if (action !== 'read' && !auth.ability.can(action, clienteSubject(row.cliente)))
    throw new Forbidden('Você não tem permissão para alterar este cliente.');
  return row;
}

export async function getCliente(db: Db, auth: RequestAuth, id: string): Promise<TCliente> {
  const row = await loadClienteFor(db, auth, id, 'read');
  return toCliente(row.cliente, row.obras);
}

export async function updateCliente(
  db: Db,
  auth: RequestAuth,
  id: string,
  input: TUpdateClienteInput,
): Promise<TCliente> {
  return db.transaction(async (tx) => {
    const current = await loadClienteFor(tx, auth, id, 'update');
    if (input.cnpj && input.cnpj !== current.cliente.cnpj && (await findClienteByCnpj(tx, input.cnpj))) {
      throw new Conflict(`Já existe um cliente com o CNPJ ${formatCnpj(input.cnpj)}.`);
    }
    const after = await updateClienteRow(tx, id, input);
    await recordAudit(tx, auth.actor, {
      entity: 'cliente',
      entityId: id,
      action: 'update',
      before: current.cliente,
      after,
    });
    // Not read again through the rules: a change the caller may make could take the client out of what they read.
    return toCliente(after, current.obras);
  });
}

/**
 * The names of these client companies, in the order given (a user's companies, for their profile). Whoever may read
 * the profile sees the names of its companies: they are part of who the person is, not the client register.
 */
export async function findClienteNomes(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; nome: string }[]> {
  if (ids.length === 0) return [];
  const rows = await findClienteNomesByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r.nome]));
  return ids.flatMap((id) => (byId.has(id) ? [{ id, nome: byId.get(id)! }] : []));
}
