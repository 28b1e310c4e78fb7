import {
  ZCreateClienteInput,
  formatCnpj,
  type TCliente,
  type TClienteListQuery,
  type TCreateClienteInput,
  type TUpdateClienteInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { parseInput } from '../../errors/parse-input';
import { recordAudit, type Actor } from '../audit/audit.service';
import {
  findClienteByCnpj,
  findClienteById,
  findClientesPage,
  insertCliente,
  updateClienteRow,
  type ClienteRow,
} from './obras.repository';

function toCliente(row: ClienteRow, obras: number): TCliente {
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

export async function listClientes(
  db: Db,
  query: TClienteListQuery,
): Promise<{ items: TCliente[]; total: number }> {
  const { rows, total } = await findClientesPage(db, query);
  return { items: rows.map((r) => toCliente(r.cliente, r.obras)), total };
}

export async function getCliente(db: Db, id: string): Promise<TCliente> {
  const row = await findClienteById(db, id);
  if (!row) throw new NotFound('Cliente não encontrado.');
  return toCliente(row.cliente, row.obras);
}

export async function updateCliente(
  db: Db,
  actor: Actor,
  id: string,
  input: TUpdateClienteInput,
): Promise<TCliente> {
  await db.transaction(async (tx) => {
    const current = await findClienteById(tx, id);
    if (!current) throw new NotFound('Cliente não encontrado.');
    if (input.cnpj && input.cnpj !== current.cliente.cnpj && (await findClienteByCnpj(tx, input.cnpj))) {
      throw new Conflict(`Já existe um cliente com o CNPJ ${formatCnpj(input.cnpj)}.`);
    }
    const after = await updateClienteRow(tx, id, input);
    await recordAudit(tx, actor, {
      entity: 'cliente',
      entityId: id,
      action: 'update',
      before: current.cliente,
      after,
    });
  });
  return getCliente(db, id);
}
