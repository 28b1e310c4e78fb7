import {
  ZCreateObraInput,
  subject,
  type TCliente,
  type TCreateObraInput,
  type TObraDetalhe,
  type TObraListQuery,
  type TObraResumo,
  type TUpdateObraInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { parseInput } from '../../errors/parse-input';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { recordAudit, type Actor } from '../audit';
import type { RequestAuth } from '../identity';
import { findUserById } from '../identity';
import { findClienteById } from './obras.repository';
import { obraSubjectFields, toObraDetalhe, toObraResumo } from './obra-view';
import {
  OBRA_FIELDS,
  findObraByCodigo,
  findObraById,
  findObraDetail,
  findObrasPage,
  insertObra,
  insertObraUsuario,
  updateObraRow,
  type ObraRow,
} from './obras.repository';

type PeopleFields = {
  siteManagerId?: string | null;
  siteManagerSubstitutoId?: string | null;
  coordenadorId?: string | null;
};

/** The client must exist, and the people named for the obra must be active staff. */
async function checkReferences(db: Db, input: { clienteId?: string } & PeopleFields): Promise<void> {
  const errors: { campo: string; mensagem: string }[] = [];
  if (input.clienteId && !(await findClienteById(db, input.clienteId)))
    errors.push({ campo: 'clienteId', mensagem: 'Cliente não encontrado' });
  for (const campo of ['siteManagerId', 'siteManagerSubstitutoId', 'coordenadorId'] as const) {
    const id = input[campo];
    if (!id) continue;
    const user = await findUserById(db, id);
    if (!user || user.deletedAt || !user.enabled || user.type !== 'gali')
      errors.push({ campo, mensagem: 'Escolha um colaborador ativo' });
  }
  if (errors.length > 0) throw new ValidationFailed('Os dados enviados são inválidos.', errors);
}

/** Creates an obra (the client is required) with the people it names as its members. Audited. */
export async function createObra(tx: Db, actor: Actor, input: TCreateObraInput): Promise<ObraRow> {
  const data = parseInput(ZCreateObraInput, input);
  await checkReferences(tx, data);
  if (await findObraByCodigo(tx, data.codigo))
    throw new Conflict(`Já existe uma obra com o código ${data.codigo}.`);
  const obra = await insertObra(tx, data);
  for (const userId of [data.siteManagerId, data.siteManagerSubstitutoId, data.coordenadorId]) {
    if (userId) await insertObraUsuario(tx, obra.id, userId);
  }
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

/**
 * The obra's client with its CNPJ, for whoever may read the obra: a client user reads their own company here even
 * without the right to read the client list.
 */
export async function getObraCliente(
  db: Db,
  auth: RequestAuth,
  id: string,
): Promise<Pick<TCliente, 'id' | 'nome' | 'cnpj'>> {
  const obra = await getObra(db, auth, id);
  const row = await findClienteById(db, obra.cliente.id);
  if (!row) throw new NotFound('Cliente não encontrado.');
  return { id: row.cliente.id, nome: row.cliente.nome, cnpj: row.cliente.cnpj };
}

/** Whether the user may `action` this obra (after it was found readable). */
export function canOnObra(
  auth: RequestAuth,
  action: 'update' | 'inspect' | 'delete',
  obra: TObraDetalhe,
): boolean {
  return auth.ability.can(action, subject('Obra', obraSubjectFields(obra)));
}

/** Changes an obra; the code stays unique and the planned dates in order. Audited with before and after. */
export async function updateObra(
  db: Db,
  auth: RequestAuth,
  id: string,
  input: TUpdateObraInput,
): Promise<TObraDetalhe> {
  const current = await getObra(db, auth, id);
  if (!canOnObra(auth, 'update', current))
    throw new Forbidden('Você não tem permissão para alterar esta obra.');
  await checkReferences(db, input);
  // null clears a date: only a field left out keeps the stored one (`??` would bring a cleared date back).
  const inicio = input.inicioPrevisto === undefined ? current.inicioPrevisto : input.inicioPrevisto;
  const fim = input.fimPrevisto === undefined ? current.fimPrevisto : input.fimPrevisto;
  if (inicio && fim && inicio > fim) {
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'fimPrevisto', mensagem: 'O término previsto deve ser depois do início' },
    ]);
  }
  await db.transaction(async (tx) => {
    if (input.codigo && input.codigo !== current.codigo) {
      const other = await findObraByCodigo(tx, input.codigo);
      if (other) throw new Conflict(`Já existe uma obra com o código ${input.codigo}.`);
    }
    const before = await findObraById(tx, id);
    const after = await updateObraRow(tx, id, input);
    for (const userId of [input.siteManagerId, input.siteManagerSubstitutoId, input.coordenadorId]) {
      if (userId) await insertObraUsuario(tx, id, userId);
    }
    await recordAudit(tx, auth.actor, { entity: 'obra', entityId: id, action: 'update', before, after });
  });
  return getObra(db, auth, id);
}

/** Sets the obra's picture (a file already received and attached to it). */
export async function setObraFoto(
  db: Db,
  auth: RequestAuth,
  obra: TObraDetalhe,
  arquivoId: string,
): Promise<TObraDetalhe> {
  await db.transaction(async (tx) => {
    await updateObraRow(tx, obra.id, { fotoArquivoId: arquivoId });
    await recordAudit(tx, auth.actor, {
      entity: 'obra',
      entityId: obra.id,
      action: 'alterar_foto',
      before: { fotoArquivoId: obra.fotoArquivoId },
      after: { fotoArquivoId: arquivoId },
    });
  });
  return getObra(db, auth, obra.id);
}
