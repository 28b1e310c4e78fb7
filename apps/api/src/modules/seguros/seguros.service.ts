import {
  agora,
  SEGURO_RAMO_LABEL,
  SEGURO_TIPOS,
  todayInSaoPaulo,
  type TApolice,
  type TApoliceDados,
  type TApoliceInput,
  type TApolicesPage,
  type TApolicesResumo,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, ValidationFailed } from '../../errors/domain-errors';
import { canOn, ensureCanCreate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { getObra } from '../obras';
import { fieldsOf, findReadableApolice } from './seguros-access';
import { alertasDaApolice } from './seguros-avisos.service';
import {
  ENTIDADE,
  anunciar,
  apoliceFor,
  apoliceTravada,
  endossosEmOrdem,
  removeFiles,
  vigenteApos,
  type SegurosFilesContext,
} from './seguros-escrita';
import { apoliceFields, apolicesWhere, subjectOf } from './seguros-rules';
import { apoliceOf, resumoOf } from './seguros-view';
import {
  countApolicesPorSituacao,
  deleteApolice as deleteApoliceRow,
  findApolicesPage,
  findArquivoRow,
  findEndossos,
  insertApolice,
  numeroEmUso,
  updateApolice as updateApoliceRow,
} from './seguros.repository';

/** A policy's own data: listing, reading, registering, correcting and deleting it (SPEC §6 "Insurance"). */

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
  const instante = agora();
  const { rows, total } = await findApolicesPage(
    ctx.db,
    query,
    apolicesWhere(ctx.auth.ability),
    todayInSaoPaulo(instante),
  );
  return { items: rows.map((r) => resumoOf(r, instante)), total };
}

export async function getApolice(ctx: ServiceContext, id: string): Promise<TApolice> {
  const row = await findReadableApolice(ctx, id);
  const instante = agora();
  const subject = subjectOf(row.apolice.ramo);
  const fields = fieldsOf(row);
  return apoliceOf(row, {
    agora: instante,
    arquivo: await findArquivoRow(ctx.db, row.apolice.arquivoId),
    endossos: await findEndossos(ctx.db, id),
    alertas: await alertasDaApolice(ctx.db, row, todayInSaoPaulo(instante)),
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
