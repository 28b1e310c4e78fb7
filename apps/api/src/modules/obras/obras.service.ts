import {
  ZCreateClienteInput,
  ZCreateObraInput,
  formatCnpj,
  type TCreateClienteInput,
  type TCreateObraInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict } from '../../errors/domain-errors';
import { parseInput } from '../../errors/parse-input';
import { recordAudit, type Actor } from '../audit/audit.service';
import {
  findClienteByCnpj,
  findObraByCodigo,
  insertCliente,
  insertObra,
  insertObraUsuario,
  type ClienteRow,
  type ObraRow,
} from './obras.repository';

export async function createCliente(tx: Db, actor: Actor, input: TCreateClienteInput): Promise<ClienteRow> {
  const data = parseInput(ZCreateClienteInput, input);
  if (await findClienteByCnpj(tx, data.cnpj)) {
    throw new Conflict(`Já existe um cliente com o CNPJ ${formatCnpj(data.cnpj)}.`);
  }
  const cliente = await insertCliente(tx, data);
  await recordAudit(tx, actor, { entity: 'cliente', entityId: cliente.id, action: 'create', after: cliente });
  return cliente;
}

export async function createObra(tx: Db, actor: Actor, input: TCreateObraInput): Promise<ObraRow> {
  const data = parseInput(ZCreateObraInput, input);
  if (await findObraByCodigo(tx, data.codigo)) {
    throw new Conflict(`Já existe uma obra com o código ${data.codigo}.`);
  }
  const obra = await insertObra(tx, data);
  await recordAudit(tx, actor, { entity: 'obra', entityId: obra.id, action: 'create', after: obra });
  return obra;
}

/** Makes a user a member of an obra (their "work sites"); adding twice changes nothing. */
export async function addUsuarioToObra(tx: Db, actor: Actor, obraId: string, userId: string): Promise<void> {
  if (await insertObraUsuario(tx, obraId, userId)) {
    await recordAudit(tx, actor, {
      entity: 'obra',
      entityId: obraId,
      action: 'adicionar_usuario',
      after: { userId },
    });
  }
}
