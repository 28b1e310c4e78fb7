import type { MultipartFile } from '@fastify/multipart';
import type {
  TCliente,
  TCreateObraInput,
  TObraDetalhe,
  TObraListQuery,
  TObraResumo,
  TUpdateObraInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { ensureCan, ensureCanCreate, ensureCanUpdate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit, type Actor } from '../audit';
import { deleteFile, receiveUpload, type FilesDeps, IMAGE_TYPES } from '../files';
import { findUserById, type UserRow } from '../identity';
import { obraFields, obraFieldsOf, toObraDetalhe, toObraResumo } from './obra-view';
import {
  OBRA_FIELDS,
  deleteObraUsuario,
  findClienteById,
  findObraByCodigo,
  findObraById,
  findObraDetail,
  findObrasPage,
  insertObra,
  insertObraUsuario,
  updateObraRow,
  type ObraRow,
} from './obras.repository';

/** What changing an obra's picture needs besides the request's user: the file storage. */
export interface ObraFilesContext extends ServiceContext {
  files: FilesDeps;
}

const NOT_FOUND = 'Obra não encontrada.';
const MAY_NOT_EDIT = 'Você não tem permissão para alterar esta obra.';
const OUT_OF_REACH =
  'Você não pode criar ou deixar uma obra com um cliente, tipo, status ou responsável fora das suas permissões.';

const PEOPLE = ['siteManagerId', 'siteManagerSubstitutoId', 'coordenadorId'] as const;
type PeopleIds = Partial<Record<(typeof PEOPLE)[number], string | null>>;
type People = Partial<Record<(typeof PEOPLE)[number], UserRow | null>>;

/**
 * The client must exist, and the people named for the obra must be active staff.
 * @returns the people named, as loaded (undefined: not named in the input).
 */
async function checkReferences(db: Db, input: { clienteId?: string } & PeopleIds): Promise<People> {
  const errors: { campo: string; mensagem: string }[] = [];
  if (input.clienteId && !(await findClienteById(db, input.clienteId)))
    errors.push({ campo: 'clienteId', mensagem: 'Cliente não encontrado' });
  const people: People = {};
  for (const campo of PEOPLE) {
    const id = input[campo];
    if (id === null) people[campo] = null;
    if (!id) continue;
    const user = await findUserById(db, id);
    if (!user || user.deletedAt || !user.enabled || user.type !== 'gali')
      errors.push({ campo, mensagem: 'Escolha um colaborador ativo' });
    else people[campo] = user;
  }
  if (errors.length > 0) throw new ValidationFailed('Os dados enviados são inválidos.', errors);
  return people;
}

/**
 * Writes a new obra (the client is required) with the people it names as its members, in the caller's transaction,
 * audited. No permission check: for the service below and for the seeds, whose data is the portal's own.
 */
export async function insertNewObra(tx: Db, actor: Actor, data: TCreateObraInput): Promise<ObraRow> {
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

/**
 * Creates an obra, checked as the new record with its conditions: a user whose rules allow creating obras only for
 * some clients (or types, statuses, site managers) cannot create one outside them.
 */
export async function createObra(ctx: ServiceContext, input: TCreateObraInput): Promise<TObraDetalhe> {
  const { db, auth } = ctx;
  const id = await db.transaction(async (tx) => createObraIn({ db: tx, auth }, input));
  // Shown as written: whoever may create this obra is shown it, whatever their read rules.
  return detailOf(db, id);
}

/**
 * `createObra` in the caller's transaction (`ctx.db`), for a module that writes more with the new obra in one go
 * (a fabrication, issue 20). Checked the same way. @returns the new obra's id.
 */
export async function createObraIn(ctx: ServiceContext, input: TCreateObraInput): Promise<string> {
  const { db: tx, auth } = ctx;
  const people = await checkReferences(tx, input);
  ensureCanCreate(
    auth.ability,
    'Obra',
    obraFields({
      clienteId: input.clienteId,
      tipo: input.tipo ?? 'obra',
      status: input.status ?? 'em_planejamento',
      siteManager: people.siteManagerId,
      siteManagerSubstituto: people.siteManagerSubstitutoId,
      coordenador: people.coordenadorId,
    }),
    { message: OUT_OF_REACH },
  );
  return (await insertNewObra(tx, auth.actor, input)).id;
}

/** Makes a user a member of an obra (their "work sites") in the caller's transaction; adding twice changes nothing. */
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

/** Takes a user out of an obra's team in the caller's transaction; false when they were not in it. Audited. */
export async function removeUsuarioFromObra(
  tx: Db,
  actor: Actor,
  obraId: string,
  userId: string,
): Promise<boolean> {
  if (!(await deleteObraUsuario(tx, obraId, userId))) return false;
  await recordAudit(tx, actor, {
    entity: 'obra',
    entityId: obraId,
    action: 'remover_usuario',
    before: { userId },
  });
  return true;
}

/** The obras the user may read, filtered, sorted and paged in SQL. */
export async function listObras(
  ctx: ServiceContext,
  query: TObraListQuery,
): Promise<{ items: TObraResumo[]; total: number }> {
  const permission = accessibleWhere(ctx.auth.ability, 'read', 'Obra', OBRA_FIELDS);
  const { rows, total } = await findObrasPage(ctx.db, query, permission, ctx.auth.user.id);
  return { items: rows.map(toObraResumo), total };
}

async function detailOf(db: Db, id: string): Promise<TObraDetalhe> {
  const row = await findObraDetail(db, id);
  if (!row) throw new NotFound(NOT_FOUND);
  return toObraDetalhe(row);
}

/** One obra; an obra the user may not read answers exactly like one that does not exist. */
export async function getObra(ctx: ServiceContext, id: string): Promise<TObraDetalhe> {
  const detail = await detailOf(ctx.db, id);
  ensureCan(ctx.auth.ability, 'read', 'Obra', obraFieldsOf(detail), { hideAs: NOT_FOUND });
  return detail;
}

/**
 * The obra's client with its CNPJ, for whoever may read the obra: a client user reads their own company here even
 * without the right to read the client list.
 */
export async function getObraCliente(
  ctx: ServiceContext,
  id: string,
): Promise<Pick<TCliente, 'id' | 'nome' | 'cnpj'>> {
  const obra = await getObra(ctx, id);
  const row = await findClienteById(ctx.db, obra.cliente.id);
  if (!row) throw new NotFound('Cliente não encontrado.');
  return { id: row.cliente.id, nome: row.cliente.nome, cnpj: row.cliente.cnpj };
}

/** An obra the user may read (404 otherwise) and update (403). */
async function loadEditableObra(ctx: ServiceContext, id: string): Promise<TObraDetalhe> {
  const obra = await getObra(ctx, id);
  ensureCan(ctx.auth.ability, 'update', 'Obra', obraFieldsOf(obra), { message: MAY_NOT_EDIT });
  return obra;
}

const personAfter = (
  chosen: UserRow | null | undefined,
  current: { email: string } | null,
): { email: string } | null => (chosen === undefined ? current : chosen);

/**
 * Changes an obra, checked as it is and as it will be: nobody moves an obra to a client, status or site manager
 * their rules do not let them edit. The code stays unique and the planned dates in order. Audited.
 */
export async function updateObra(
  ctx: ServiceContext,
  id: string,
  input: TUpdateObraInput,
): Promise<TObraDetalhe> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => updateObraIn({ db: tx, auth }, id, input));
  // Not read again through the rules: a change the caller may make could take the obra out of what they read.
  return detailOf(db, id);
}

/** `updateObra` in the caller's transaction (`ctx.db`), checked the same way (a fabrication's page, issue 20). */
export async function updateObraIn(ctx: ServiceContext, id: string, input: TUpdateObraInput): Promise<void> {
  const { db: tx, auth } = ctx;
  const current = await loadEditableObra({ db: tx, auth }, id);
  const people = await checkReferences(tx, input);
  ensureCanUpdate(
    auth.ability,
    'Obra',
    obraFieldsOf(current),
    obraFields({
      id,
      clienteId: input.clienteId ?? current.cliente.id,
      tipo: input.tipo ?? current.tipo,
      status: input.status ?? current.status,
      siteManager: personAfter(people.siteManagerId, current.siteManager),
      siteManagerSubstituto: personAfter(people.siteManagerSubstitutoId, current.siteManagerSubstituto),
      coordenador: personAfter(people.coordenadorId, current.coordenador),
    }),
    { message: OUT_OF_REACH },
  );
  // null clears a date: only a field left out keeps the stored one (`??` would bring a cleared date back).
  const inicio = input.inicioPrevisto === undefined ? current.inicioPrevisto : input.inicioPrevisto;
  const fim = input.fimPrevisto === undefined ? current.fimPrevisto : input.fimPrevisto;
  if (inicio && fim && inicio > fim) {
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'fimPrevisto', mensagem: 'O término previsto deve ser depois do início' },
    ]);
  }
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
}

/**
 * Sets the obra's picture (JPEG, PNG or WebP, checked from its first bytes before anything is stored), for whoever
 * may update the obra; the replaced picture's file is removed, as it belongs to nothing any more. Audited.
 */
export async function setObraFoto(
  ctx: ObraFilesContext,
  id: string,
  part: MultipartFile | undefined,
): Promise<TObraDetalhe> {
  const { db, auth } = ctx;
  const obra = await loadEditableObra(ctx, id);
  const arquivo = await receiveUpload(
    ctx.files,
    auth,
    part,
    { entidade: 'obra', entidadeId: id },
    IMAGE_TYPES,
  );
  await db.transaction(async (tx) => {
    await updateObraRow(tx, id, { fotoArquivoId: arquivo.id });
    await recordAudit(tx, auth.actor, {
      entity: 'obra',
      entityId: id,
      action: 'alterar_foto',
      before: { fotoArquivoId: obra.fotoArquivoId },
      after: { fotoArquivoId: arquivo.id },
    });
  });
  if (obra.fotoArquivoId) await deleteFile(ctx.files, auth, obra.fotoArquivoId);
  return getObra(ctx, id);
}
