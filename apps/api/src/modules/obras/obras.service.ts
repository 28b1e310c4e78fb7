import {
  ZCreateClienteInput,
  ZCreateObraInput,
  formatCnpj,
  subject,
  type TCreateClienteInput,
  type TCreateObraInput,
  type TObraDetalhe,
  type TObraListQuery,
  type TObraResumo,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { RequestAuth } from '../identity/auth.plugin';
import { obraSubjectFields, toObraDetalhe, toObraResumo } from './obra-view';
import { parseInput } from '../../errors/parse-input';
import { recordAudit, type Actor } from '../audit/audit.service';
import {
  OBRA_FIELDS,
  findClienteByCnpj,
  findObraDetail,
  findObrasPage,
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

/** The obras the user may read, filtered, sorted and paged in SQL. */
export async function listObras(
  db: Db,
  auth: RequestAuth,
  query: TObraListQuery,
): Promise<{ items: TObraResumo[]; total: number }> {
  const permission = accessibleWhere(auth.ability, 'read', 'Obra', OBRA_FIELDS);
  const { rows, total } = await findObrasPage(db, query, permission, auth.user.id);
  return { items: rows.map(toObraResumo), total };
}

/** One obra; an obra the user may not read answers exactly like one that does not exist. */
export async function getObra(db: Db, auth: RequestAuth, id: string): Promise<TObraDetalhe> {
  const row = await findObraDetail(db, id);
  const detail = row ? toObraDetalhe(row) : undefined;
  if (!detail || !auth.ability.can('read', subject('Obra', obraSubjectFields(detail))))
    throw new NotFound('Obra não encontrada.');
  return detail;
}
