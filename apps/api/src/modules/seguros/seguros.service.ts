import type { MultipartFile } from '@fastify/multipart';
import {
  SEGURO_RAMO_LABEL,
  SEGURO_TIPOS,
  cobreEm,
  formatDate,
  formatMoney,
  todayInSaoPaulo,
  type TApolice,
  type TApoliceDados,
  type TApoliceInput,
  type TApolicesPage,
  type TApolicesResumo,
  type TCobertura,
  type TCoberturaEm,
  type TEndossoInput,
  type TSeguroAlerta,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { canOn, ensureCan, ensureCanCreate } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { deleteFile, IMAGE_TYPES, receiveUpload, type FilesDeps } from '../files';
import { getObra } from '../obras';
import { APOLICE_NAO_ENCONTRADA, fieldsOf, findReadableApolice } from './seguros-access';
import { alertasDe, announceAlertas } from './seguros-alertas';
import { apoliceFields, apolicesWhere, subjectOf } from './seguros-rules';
import { apoliceOf, resumoOf } from './seguros-view';
import {
  deleteApolice as deleteApoliceRow,
  deleteEndosso as deleteEndossoRow,
  findApoliceDetail,
  findApolicesEmVigor,
  countApolicesPorSituacao,
  findApolicesPage,
  findArquivoRow,
  findEndosso,
  findEndossos,
  findApolicesParaAvisos,
  insertApolice,
  insertEndosso,
  lockApolice,
  numeroEmUso,
  updateApolice as updateApoliceRow,
  updateEndosso,
  type ApoliceDetailRow,
  type ApoliceRow,
  type EndossoRow,
} from './seguros.repository';

/** A service call that stores files (the policy's and its endorsements'). */
export interface SegurosFilesContext extends ServiceContext {
  files: FilesDeps;
}

const ENTIDADE = 'apolice_seguro';
const ENDOSSO_NAO_ENCONTRADO = 'Endosso não encontrado.';
/** A policy or an endorsement is a PDF from the insurer, or a photo or scan of it. */
const DOCUMENTO_TYPES = { 'application/pdf': 'PDF', ...IMAGE_TYPES };

/** The policy as its endorsements leave it, in the order they were issued: term, sum, covers and total premium. */
function vigenteApos(
  base: Pick<ApoliceRow, 'fimVigenciaOriginal' | 'importanciaOriginal' | 'coberturasOriginais' | 'premio'>,
  endossos: EndossoRow[],
) {
  let fimVigencia = base.fimVigenciaOriginal;
  let importanciaSegurada = base.importanciaOriginal;
  let coberturas = base.coberturasOriginais;
  let premioCentavos = Math.round(Number(base.premio) * 100);
  for (const e of endossos) {
    if (e.novoFimVigencia) fimVigencia = e.novoFimVigencia;
    if (e.novaImportancia) importanciaSegurada = e.novaImportancia;
    if (e.coberturas) coberturas = e.coberturas;
    if (e.premioAdicional) premioCentavos += Math.round(Number(e.premioAdicional) * 100);
  }
  return { fimVigencia, importanciaSegurada, coberturas, premioTotal: (premioCentavos / 100).toFixed(2) };
}

async function endossosEmOrdem(db: Db, apoliceId: string): Promise<EndossoRow[]> {
  return (await findEndossos(db, apoliceId)).map((e) => e.endosso);
}

/**
 * Re-reads the warnings of the obra's policies in the transaction that changed one of them (a new one is announced at
 * once; deleting a policy may leave an older one ending the obra's cover).
 */
async function anunciar(tx: Db, obraId: string): Promise<void> {
  const hoje = todayInSaoPaulo();
  await announceAlertas(tx, await findApolicesParaAvisos(tx, hoje, { obraIds: [obraId] }), hoje);
}

/** The policy as it is inside a transaction that locked it (a policy deleted meanwhile is not found). */
async function apoliceTravada(tx: Db, id: string): Promise<ApoliceRow> {
  await lockApolice(tx, id);
  const row = await findApoliceDetail(tx, id);
  if (!row) throw new NotFound(APOLICE_NAO_ENCONTRADA);
  return row.apolice;
}

async function assertNumeroLivre(db: Db, dados: TApoliceDados, exceto?: string): Promise<void> {
  if (await numeroEmUso(db, dados.seguradora, dados.numero, exceto))
    throw new Conflict(`A seguradora ${dados.seguradora} já tem uma apólice com o número ${dados.numero}.`);
}

/** The list's count per situation (the chips above it), with its other filters. */
export async function resumoApolices(
  ctx: ServiceContext,
  query: Parameters<typeof findApolicesPage>[1],
): Promise<TApolicesResumo> {
  return countApolicesPorSituacao(ctx.db, query, apolicesWhere(ctx.auth.ability), todayInSaoPaulo());
}

export async function listApolices(
  ctx: ServiceContext,
  query: Parameters<typeof findApolicesPage>[1],
): Promise<TApolicesPage> {
  const agora = new Date();
  const { rows, total } = await findApolicesPage(
    ctx.db,
    query,
    apolicesWhere(ctx.auth.ability),
    todayInSaoPaulo(agora),
  );
  return { items: rows.map((r) => resumoOf(r, agora)), total };
}

/** The warnings of one policy, among its obra's. */
async function alertasDaApolice(db: Db, row: ApoliceDetailRow, hoje: string): Promise<TSeguroAlerta[]> {
  const daObra = await findApolicesParaAvisos(db, hoje, { obraIds: [row.apolice.obraId] });
  const esta = daObra.find((u) => u.apolice.id === row.apolice.id);
  return esta ? alertasDe(esta, hoje) : [];
}

export async function getApolice(ctx: ServiceContext, id: string): Promise<TApolice> {
  const row = await findReadableApolice(ctx, id);
  const agora = new Date();
  const subject = subjectOf(row.apolice.ramo);
  const fields = fieldsOf(row);
  return apoliceOf(row, {
    agora,
    arquivo: await findArquivoRow(ctx.db, row.apolice.arquivoId),
    endossos: await findEndossos(ctx.db, id),
    alertas: await alertasDaApolice(ctx.db, row, todayInSaoPaulo(agora)),
    acoes: {
      editar: canOn(ctx.auth.ability, 'update', subject, fields),
      endossar: canOn(ctx.auth.ability, 'update', subject, fields),
      excluir: canOn(ctx.auth.ability, 'delete', subject, fields),
    },
  });
}

/** Registers a policy on an obra, for whoever may create that kind of policy there. */
export async function createApolice(
  ctx: ServiceContext,
  obraId: string,
  input: TApoliceInput,
): Promise<TApolice> {
  const obra = await getObra(ctx, obraId);
  ensureCanCreate(
    ctx.auth.ability,
    subjectOf(input.ramo),
    apoliceFields({ obraId: obra.id, siteManagerEmail: obra.siteManager?.email ?? null }),
    { message: `Você não pode registrar apólices de ${SEGURO_RAMO_LABEL[input.ramo]} nesta obra.` },
  );
  const id = await ctx.db.transaction(async (tx) => {
    await assertNumeroLivre(tx, input);
    const { ramo, ...dados } = input;
    const row = await insertApolice(tx, {
      ...dados,
      obraId: obra.id,
      ramo,
      fimVigenciaOriginal: input.fimVigencia,
      importanciaOriginal: input.importanciaSegurada,
      premioTotal: input.premio,
      coberturasOriginais: input.coberturas,
      criadoPor: ctx.auth.user.id,
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE,
      entityId: row.id,
      action: 'criar',
      after: input,
    });
    await anunciar(tx, obra.id);
    return row.id;
  });
  return getApolice(ctx, id);
}

/** A policy the user may read (404 otherwise) and `action` (403). */
async function apoliceFor(ctx: ServiceContext, id: string, action: 'update' | 'delete', message: string) {
  const row = await findReadableApolice(ctx, id);
  ensureCan(ctx.auth.ability, action, subjectOf(row.apolice.ramo), fieldsOf(row), { message });
  return row;
}

/** Corrects what the policy says as issued; its endorsements still apply on top. */
export async function updateApolice(
  ctx: ServiceContext,
  id: string,
  input: TApoliceDados,
): Promise<TApolice> {
  const row = await apoliceFor(ctx, id, 'update', 'Você não pode editar esta apólice.');
  if (!(SEGURO_TIPOS[row.apolice.ramo] as readonly string[]).includes(input.tipo))
    throw new ValidationFailed('Dados inválidos.', [
      { campo: 'tipo', mensagem: 'Este tipo não é deste ramo de seguro' },
    ]);
  await ctx.db.transaction(async (tx) => {
    await apoliceTravada(tx, id);
    await assertNumeroLivre(tx, input, id);
    const endossos = await endossosEmOrdem(tx, id);
    const base = {
      fimVigenciaOriginal: input.fimVigencia,
      importanciaOriginal: input.importanciaSegurada,
      coberturasOriginais: input.coberturas,
      premio: input.premio,
    };
    const vigente = vigenteApos(base, endossos);
    if (vigente.fimVigencia <= input.inicioVigencia)
      throw new ValidationFailed('Dados inválidos.', [
        { campo: 'inicioVigencia', mensagem: 'O início deve ser antes do fim da vigência endossada' },
      ]);
    if (Number(vigente.premioTotal) < 0)
      throw new ValidationFailed('Dados inválidos.', [
        { campo: 'premio', mensagem: 'O prêmio não pode ser menor que as restituições dos endossos' },
      ]);
    const { fimVigencia: _fim, importanciaSegurada: _imp, coberturas: _cob, ...resto } = input;
    const after = await updateApoliceRow(tx, id, { ...resto, ...base, ...vigente });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE,
      entityId: id,
      action: 'editar',
      before: row.apolice,
      after,
    });
    await anunciar(tx, row.apolice.obraId);
  });
  return getApolice(ctx, id);
}

async function removeFiles(ctx: SegurosFilesContext, ids: (string | null)[]): Promise<void> {
  for (const id of ids) if (id) await deleteFile(ctx.files, ctx.auth, id);
}

/** Deletes a policy with its endorsements and their files (section 6: `seguros` deletes). Audited. */
export async function deleteApolice(ctx: SegurosFilesContext, id: string): Promise<void> {
  const row = await apoliceFor(ctx, id, 'delete', 'Você não pode excluir esta apólice.');
  const endossos = await endossosEmOrdem(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await deleteApoliceRow(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE,
      entityId: id,
      action: 'excluir',
      before: { ...row.apolice, endossos: endossos.map((e) => e.numero) },
    });
    await anunciar(tx, row.apolice.obraId);
  });
  await removeFiles(ctx, [row.apolice.arquivoId, ...endossos.map((e) => e.arquivoId)]);
}

const mesmasCoberturas = (a: TCobertura[], b: TCobertura[]) =>
  a.length === b.length &&
  a.every((c, i) => c.descricao === b[i]!.descricao && Number(c.limite) === Number(b[i]!.limite));

/**
 * Whether the endorsement changes anything: a value it gives differs from the policy's now, or it charges or refunds
 * premium.
 */
function mudaAlgo(apolice: ApoliceRow, input: TEndossoInput): boolean {
  return (
    (input.novoFimVigencia !== undefined && input.novoFimVigencia !== apolice.fimVigencia) ||
    (input.novaImportanciaSegurada !== undefined &&
      Number(input.novaImportanciaSegurada) !== Number(apolice.importanciaSegurada)) ||
    (input.coberturas !== undefined && !mesmasCoberturas(input.coberturas, apolice.coberturas)) ||
    (input.premioAdicional !== undefined && Number(input.premioAdicional) !== 0)
  );
}

/**
 * An endorsement is issued within the term as it stands, after the last one (they apply in the order issued); after the
 * end it may only extend the term (insurers extend with retroactive effect). A refund never exceeds what was paid.
 */
function validarEndosso(apolice: ApoliceRow, ultimo: EndossoRow | undefined, input: TEndossoInput): void {
  const erros = [];
  const estende = input.novoFimVigencia !== undefined && input.novoFimVigencia > apolice.fimVigencia;
  if (input.dataEmissao < apolice.inicioVigencia)
    erros.push({
      campo: 'dataEmissao',
      mensagem: `O endosso não pode ser anterior ao início da vigência (${formatDate(apolice.inicioVigencia)})`,
    });
  else if (ultimo && input.dataEmissao < ultimo.dataEmissao)
    erros.push({
      campo: 'dataEmissao',
      mensagem: `O endosso não pode ser anterior ao último, emitido em ${formatDate(ultimo.dataEmissao)}`,
    });
  else if (input.dataEmissao > apolice.fimVigencia && !estende)
    erros.push({
      campo: 'dataEmissao',
      mensagem: `A vigência terminou em ${formatDate(apolice.fimVigencia)}: depois dela o endosso só pode prorrogá-la`,
    });
  if (!mudaAlgo(apolice, input))
    erros.push({
      campo: 'novoFimVigencia',
      mensagem: 'O endosso repete o que a apólice já diz: informe o que ele altera',
    });
  if (input.novoFimVigencia && input.novoFimVigencia <= apolice.inicioVigencia)
    erros.push({
      campo: 'novoFimVigencia',
      mensagem: `O novo fim da vigência deve ser depois do início (${formatDate(apolice.inicioVigencia)})`,
    });
  else if (input.novoFimVigencia && input.novoFimVigencia < input.dataEmissao)
    erros.push({
      campo: 'novoFimVigencia',
      mensagem: 'O novo fim da vigência deve ser depois da emissão do endosso',
    });
  if (Number(apolice.premioTotal) + Number(input.premioAdicional ?? 0) < 0)
    erros.push({
      campo: 'premioAdicional',
      mensagem: `A restituição é maior que o prêmio pago (${formatMoney(apolice.premioTotal)})`,
    });
  if (erros.length > 0) throw new ValidationFailed('O endosso não pode ser registrado.', erros);
}

/** Adds an endorsement: the policy's term, sum, covers and premium follow it at once. */
export async function addEndosso(
  ctx: ServiceContext,
  apoliceId: string,
  input: TEndossoInput,
): Promise<TApolice> {
  await apoliceFor(ctx, apoliceId, 'update', 'Você não pode endossar esta apólice.');
  await ctx.db.transaction(async (tx) => {
    const current = await apoliceTravada(tx, apoliceId);
    const endossos = await endossosEmOrdem(tx, apoliceId);
    validarEndosso(current, endossos.at(-1), input);
    if (endossos.some((e) => e.numero === input.numero))
      throw new Conflict(`Esta apólice já tem o endosso número ${input.numero}.`);
    const endosso = await insertEndosso(tx, {
      apoliceId,
      numero: input.numero,
      dataEmissao: input.dataEmissao,
      descricao: input.descricao,
      novoFimVigencia: input.novoFimVigencia ?? null,
      novaImportancia: input.novaImportanciaSegurada ?? null,
      coberturas: input.coberturas ?? null,
      premioAdicional: input.premioAdicional ?? null,
      criadoPor: ctx.auth.user.id,
    });
    const vigente = vigenteApos(current, await endossosEmOrdem(tx, apoliceId));
    await updateApoliceRow(tx, apoliceId, vigente);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE,
      entityId: apoliceId,
      action: 'endossar',
      before: { fimVigencia: current.fimVigencia, importanciaSegurada: current.importanciaSegurada },
      after: { endosso: endosso.numero, ...vigente },
    });
    await anunciar(tx, current.obraId);
  });
  return getApolice(ctx, apoliceId);
}

async function endossoDa(db: Db, apoliceId: string, endossoId: string): Promise<EndossoRow> {
  const endosso = isUuid(endossoId) ? await findEndosso(db, endossoId) : undefined;
  if (!endosso || endosso.apoliceId !== apoliceId) throw new NotFound(ENDOSSO_NAO_ENCONTRADO);
  return endosso;
}

/** Removes an endorsement registered by mistake (for whoever may delete policies); the policy folds the rest. */
export async function deleteEndosso(
  ctx: SegurosFilesContext,
  apoliceId: string,
  endossoId: string,
): Promise<TApolice> {
  await apoliceFor(ctx, apoliceId, 'delete', 'Você não pode excluir endossos desta apólice.');
  const endosso = await endossoDa(ctx.db, apoliceId, endossoId);
  await ctx.db.transaction(async (tx) => {
    const current = await apoliceTravada(tx, apoliceId);
    await deleteEndossoRow(tx, endossoId);
    const vigente = vigenteApos(current, await endossosEmOrdem(tx, apoliceId));
    if (vigente.fimVigencia <= current.inicioVigencia)
      throw new ValidationFailed('O endosso não pode ser excluído: a vigência terminaria antes de começar.');
    if (Number(vigente.premioTotal) < 0)
      throw new ValidationFailed(
        'O endosso não pode ser excluído: as restituições passariam do prêmio pago.',
      );
    await updateApoliceRow(tx, apoliceId, vigente);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE,
      entityId: apoliceId,
      action: 'excluir_endosso',
      before: { endosso: endosso.numero, fimVigencia: current.fimVigencia },
      after: vigente,
    });
    await anunciar(tx, current.obraId);
  });
  await removeFiles(ctx, [endosso.arquivoId]);
  return getApolice(ctx, apoliceId);
}

/**
 * Attaches the policy's document (or an endorsement's, with `endossoId`), replacing the one before, which is removed:
 * it belongs to nothing any more. The document is a PDF or an image, checked from its first bytes.
 */
export async function setArquivo(
  ctx: SegurosFilesContext,
  apoliceId: string,
  part: MultipartFile | undefined,
  endossoId?: string,
): Promise<TApolice> {
  await apoliceFor(ctx, apoliceId, 'update', 'Você não pode alterar os documentos desta apólice.');
  if (endossoId) await endossoDa(ctx.db, apoliceId, endossoId);
  const arquivo = await receiveUpload(
    ctx.files,
    ctx.auth,
    part,
    { entidade: ENTIDADE, entidadeId: apoliceId },
    DOCUMENTO_TYPES,
  );
  let anterior: string | null;
  try {
    // Read again under the policy's lock: of two uploads at once, each replaces what the other left.
    anterior = await ctx.db.transaction(async (tx) => {
      const apolice = await apoliceTravada(tx, apoliceId);
      const endosso = endossoId ? await endossoDa(tx, apoliceId, endossoId) : undefined;
      const antes = endosso ? endosso.arquivoId : apolice.arquivoId;
      if (endosso) await updateEndosso(tx, endosso.id, { arquivoId: arquivo.id });
      else await updateApoliceRow(tx, apoliceId, { arquivoId: arquivo.id });
      await recordAudit(tx, ctx.auth.actor, {
        entity: ENTIDADE,
        entityId: apoliceId,
        action: endosso ? 'anexar_endosso' : 'anexar_apolice',
        before: { arquivo: antes },
        after: { arquivo: arquivo.nome, ...(endosso ? { endosso: endosso.numero } : {}) },
      });
      return antes;
    });
  } catch (error) {
    await removeFiles(ctx, [arquivo.id]);
    throw error;
  }
  await removeFiles(ctx, [anterior]);
  return getApolice(ctx, apoliceId);
}

/** "Was the obra covered then?": the policies the user may read that covered the instant `em` (midnight rule). */
export async function coberturaEm(ctx: ServiceContext, obraId: string, em: string): Promise<TCoberturaEm> {
  const obra = await getObra(ctx, obraId);
  const instante = new Date(em);
  const rows = await findApolicesEmVigor(
    ctx.db,
    obra.id,
    todayInSaoPaulo(instante),
    apolicesWhere(ctx.auth.ability),
  );
  const agora = new Date();
  return {
    em: instante.toISOString(),
    apolices: rows
      .filter((r) => cobreEm({ inicio: r.apolice.inicioVigencia, fim: r.apolice.fimVigencia }, instante))
      .map((r) => resumoOf(r, agora)),
  };
}

/** The obra's insurance warnings the user may read (the obra dashboard's card). */
export async function alertasDaObra(ctx: ServiceContext, obraId: string): Promise<TSeguroAlerta[]> {
  const obra = await getObra(ctx, obraId);
  const hoje = todayInSaoPaulo();
  const rows = await findApolicesParaAvisos(ctx.db, hoje, {
    obraIds: [obra.id],
    permission: apolicesWhere(ctx.auth.ability),
  });
  return rows.flatMap((r) => alertasDe(r, hoje));
}

/** The daily check: every obra's warnings, each announced once (see announceAlertas). */
export async function checkAllSeguros(db: Db, agora = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const hoje = todayInSaoPaulo(agora);
    await announceAlertas(tx, await findApolicesParaAvisos(tx, hoje), hoje);
  });
}
