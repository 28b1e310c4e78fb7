import {
  formatCnpj,
  type TCliente,
  type TClienteListQuery,
  type TCreateClienteInput,
  type TUpdateClienteInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { ensureCan, ensureCanCreate, ensureCanUpdate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit, type Actor } from '../audit';
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

const NOT_FOUND = 'Cliente não encontrado.';
const MAY_NOT_EDIT = 'Você não tem permissão para alterar este cliente.';
const OUT_OF_REACH = 'Você não pode cadastrar ou deixar um cliente fora do alcance das suas permissões.';

export function toCliente(row: ClienteRow, obras: number): TCliente {
  return {
    id: row.id,
    nome: row.nome,
    cnpj: row.cnpj,
    contatos: row.contatos as TCliente['contatos'],
    obras: Number(obras),
  };
}

/**
 * Writes a new client company in the caller's transaction, audited; its CNPJ (check digits included) must be new.
 * No permission check: for the service below and for the seeds, whose data is the portal's own.
 */
export async function insertNewCliente(
  tx: Db,
  actor: Actor,
  input: TCreateClienteInput,
): Promise<ClienteRow> {
  if (await findClienteByCnpj(tx, input.cnpj))
    throw new Conflict(`Já existe um cliente com o CNPJ ${formatCnpj(input.cnpj)}.`);
  const cliente = await insertCliente(tx, input);
  await recordAudit(tx, actor, { entity: 'cliente', entityId: cliente.id, action: 'create', after: cliente });
  return cliente;
}

/** A new client company, checked as the new record with its conditions (a rule may limit names or CNPJs). */
export async function createCliente(ctx: ServiceContext, input: TCreateClienteInput): Promise<TCliente> {
  ensureCanCreate(
    ctx.auth.ability,
    'Cliente',
    { nome: input.nome, cnpj: input.cnpj },
    { message: OUT_OF_REACH },
  );
  const cliente = await ctx.db.transaction((tx) => insertNewCliente(tx, ctx.auth.actor, input));
  // Built from the row just written: whoever may create a client is shown it, whatever their read rules.
  return toCliente(cliente, 0);
}

/** The clients the caller may read, filtered, sorted and paged in SQL. */
export async function listClientes(
  ctx: ServiceContext,
  query: TClienteListQuery,
): Promise<{ items: TCliente[]; total: number }> {
  const permission = accessibleWhere(ctx.auth.ability, 'read', 'Cliente', CLIENTE_FIELDS);
  const { rows, total } = await findClientesPage(ctx.db, query, permission);
  return { items: rows.map((r) => toCliente(r.cliente, r.obras)), total };
}

/** One client as the Cliente rules see it, under the field names the list's SQL reads (CLIENTE_FIELDS). */
const clienteFields = (row: Pick<ClienteRow, 'id' | 'nome' | 'cnpj'>) => ({
  id: row.id,
  nome: row.nome,
  cnpj: row.cnpj,
});

/** A client the caller may read; one they may not answers exactly like one that does not exist (404). */
async function loadCliente(db: Db, ctx: ServiceContext, id: string) {
  const row = await findClienteById(db, id);
  if (!row) throw new NotFound(NOT_FOUND);
  ensureCan(ctx.auth.ability, 'read', 'Cliente', clienteFields(row.cliente), { hideAs: NOT_FOUND });
  return row;
}

export async function getCliente(ctx: ServiceContext, id: string): Promise<TCliente> {
  const row = await loadCliente(ctx.db, ctx, id);
  return toCliente(row.cliente, row.obras);
}

/**
 * Changes a client, checked as it is and as it will be: nobody renames a client into one their rules do not cover.
 * The CNPJ stays unique. Audited with before and after.
 */
export async function updateCliente(
  ctx: ServiceContext,
  id: string,
  input: TUpdateClienteInput,
): Promise<TCliente> {
  return ctx.db.transaction(async (tx) => {
    const current = await loadCliente(tx, ctx, id);
    const before = clienteFields(current.cliente);
    ensureCan(ctx.auth.ability, 'update', 'Cliente', before, { message: MAY_NOT_EDIT });
    ensureCanUpdate(ctx.auth.ability, 'Cliente', before, clienteFields({ ...current.cliente, ...input }), {
      message: OUT_OF_REACH,
    });
    if (input.cnpj && input.cnpj !== current.cliente.cnpj && (await findClienteByCnpj(tx, input.cnpj))) {
      throw new Conflict(`Já existe um cliente com o CNPJ ${formatCnpj(input.cnpj)}.`);
    }
    const after = await updateClienteRow(tx, id, input);
    await recordAudit(tx, ctx.auth.actor, {
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
