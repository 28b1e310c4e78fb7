import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  CHAMADO_LIFECYCLE,
  CHAMADO_PRIORIDADE_LABEL,
  CUSTO_TIPO_LABEL,
  isClientUser,
  nomeDoChamado,
  somaValores,
  type TChamado,
  type TChamadosPage,
  type TChamadosQuery,
  type ZChamadoEdicao,
  type ZChamadoInput,
  type ZCustoInput,
} from '@portal/domain';
import { Conflict, ValidationFailed } from '../../errors/domain-errors';
import { canOn, ensureCanCreate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { IMAGE_TYPES, countFilesOf, findFilesOf, receiveUpload, type FilesDeps } from '../files';
import { findObraById } from '../obras';
import { emitEvent, followRecord } from '../notificacoes';
import { movesFor, timelineOf } from '../workflow';
import { ENTIDADE_CHAMADO, fieldsOf, findReadableChamado, linkDoChamado } from './posvendas-access';
import { equipePosVendas } from './posvendas-equipe';
import { chamadoFields, chamadosWhere } from './posvendas-rules';
import { prazosDe } from './posvendas-sla';
import { resumoOf, solicitanteOf, tituloDoChamado } from './posvendas-view';
import {
  deleteCusto,
  findAvaliacao,
  findChamadosPage,
  findCustos,
  findProdutos,
  insertChamado,
  insertCusto,
  touchChamado,
  updateChamadoIf,
  type ChamadoRow,
} from './posvendas.repository';

export const MUDOU =
  'Outra pessoa alterou este chamado enquanto você o lia. Atualize a página e tente de novo.';
/** Photos a ticket may hold (the opening's and those sent later). */
export const MAX_FOTOS = 10;

export async function listChamados(ctx: ServiceContext, query: TChamadosQuery): Promise<TChamadosPage> {
  const { rows, total } = await findChamadosPage(
    ctx.db,
    query,
    chamadosWhere(ctx.auth.ability),
    ctx.auth.user.id,
  );
  const agora = new Date();
  return { items: rows.map((row) => resumoOf(row, agora)), total };
}

export async function listProdutos(ctx: ServiceContext): Promise<{ items: string[] }> {
  return { items: await findProdutos(ctx.db, chamadosWhere(ctx.auth.ability)) };
}

export async function listResponsaveis(ctx: ServiceContext) {
  return { items: await equipePosVendas(ctx.db) };
}

/** The ticket as its page shows it: costs only for the team, the moves this user may make now. */
export async function getChamado(ctx: ServiceContext, ref: string): Promise<TChamado> {
  const row = await findReadableChamado(ctx, ref);
  return viewOf(ctx, row);
}

async function viewOf(ctx: ServiceContext, row: ChamadoRow): Promise<TChamado> {
  const { chamado } = row;
  const fields = fieldsOf(row);
  const { ability } = ctx.auth;
  const interno = canOn(ability, 'readInterno', 'PosVendas', fields);
  const [custos, fotos, avaliacao, linhaDoTempo] = await Promise.all([
    interno ? findCustos(ctx.db, chamado.id) : Promise.resolve([]),
    findFilesOf(ctx.db, ENTIDADE_CHAMADO, chamado.id),
    findAvaliacao(ctx.db, chamado.id),
    timelineOf(ctx.db, CHAMADO_LIFECYCLE, chamado.id),
  ]);
  const editar = canOn(ability, 'update', 'PosVendas', fields);
  return {
    ...resumoOf(row),
    descricao: chamado.descricao,
    numeroSerie: chamado.numeroSerie,
    contatoNome: chamado.contatoNome,
    contatoEmail: chamado.contatoEmail,
    solicitante: solicitanteOf(row),
    fotos,
    custos: interno
      ? custos.map(({ custo, por }) => ({
          id: custo.id,
          tipo: custo.tipo,
          valor: custo.valor,
          descricao: custo.descricao,
          data: custo.data,
          registradoPor: por,
        }))
      : null,
    custoTotal: interno ? somaValores(custos.map((c) => c.custo.valor)) : null,
    avaliacao:
      avaliacao?.nota && avaliacao.em
        ? { nota: avaliacao.nota, comentario: avaliacao.comentario, em: avaliacao.em.toISOString() }
        : null,
    versao: chamado.versao,
    acoes: {
      editar,
      custos: editar && interno,
      fotos: canOn(ability, 'upload', 'PosVendas', fields) && chamado.status !== 'cancelado',
      comentar: canOn(ability, 'comment', 'PosVendas', fields),
    },
    movimentos: movesFor(ctx.auth, CHAMADO_LIFECYCLE, chamado.status, fields),
    linhaDoTempo,
  };
}

async function responsavelValido(ctx: ServiceContext, id: string) {
  const equipe = await equipePosVendas(ctx.db);
  const pessoa = equipe.find((p) => p.id === id);
  if (!pessoa)
    throw new ValidationFailed('O responsável deve ser da equipe de pós-vendas.', [
      { campo: 'responsavelId', mensagem: 'Escolha alguém da equipe de pós-vendas' },
    ]);
  return pessoa;
}

/**
 * Opens a ticket: a client for one of their obras (priority Média, themselves as the contact), the team for any obra.
 * Its SLA deadlines start now; the team hears of it.
 */
export async function createChamado(
  ctx: ServiceContext,
  input: z.output<typeof ZChamadoInput>,
): Promise<TChamado> {
  const { auth } = ctx;
  const cliente = isClientUser(auth.user);
  ensureCanCreate(
    auth.ability,
    'PosVendas',
    chamadoFields({ obraId: input.obraId, status: 'aberto', responsavelEmail: null }),
    {
      message: cliente ? 'Você só abre chamados das suas obras.' : 'Só a equipe de pós-vendas abre chamados.',
    },
  );
  const obra = await findObraById(ctx.db, input.obraId);
  if (!obra)
    throw new ValidationFailed('Obra não encontrada.', [
      { campo: 'obraId', mensagem: 'Escolha uma obra existente' },
    ]);
  const prioridade = cliente ? 'media' : input.prioridade;
  const abertoEm = new Date();
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertChamado(tx, {
      obraId: input.obraId,
      titulo: input.titulo,
      descricao: input.descricao,
      produto: input.produto,
      numeroSerie: input.numeroSerie,
      prioridade,
      solicitanteId: auth.user.id,
      contatoNome: cliente ? auth.user.name : input.contatoNome,
      contatoEmail: cliente ? auth.user.email.toLowerCase() : input.contatoEmail,
      abertoEm,
      ...prazosDe(abertoEm, prioridade, 0),
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_CHAMADO,
      entityId: created.id,
      action: 'criar',
      after: { ...input, prioridade },
    });
    await followRecord(tx, ENTIDADE_CHAMADO, created.id, auth.user.id);
    const equipe = await equipePosVendas(tx);
    await emitEvent(tx, {
      chave: `posvendas:novo:${created.id}`,
      tipo: 'acao_pendente',
      entidade: ENTIDADE_CHAMADO,
      entidadeId: created.id,
      atorId: auth.user.id,
      statusAlvo: 'aberto',
      titulo: `Novo ${nomeDoChamado(created.numero)}: ${input.titulo}`,
      texto: `${obra.codigo} — ${obra.nome}. Prioridade ${CHAMADO_PRIORIDADE_LABEL[prioridade]}.`,
      link: linkDoChamado(created.numero),
      destinatarios: equipe.map((p) => p.id),
    });
    return created.id;
  });
  return getChamado(ctx, id);
}

/**
 * The team classifies the ticket: priority (its deadlines follow, still from the opening), responsible (who hears
 * of it), product and serial number.
 */
export async function editarChamado(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZChamadoEdicao>,
): Promise<TChamado> {
  await ctx.db.transaction(async (tx) => {
    const tctx = { db: tx, auth: ctx.auth };
    const row = await findReadableChamado(tctx, id, 'update');
    const { chamado } = row;
    if (chamado.status === 'cancelado') throw new Conflict('Este chamado foi cancelado: ele não muda mais.');
    const novo = input.responsavelId ? await responsavelValido(tctx, input.responsavelId) : null;
    const prioridade = input.prioridade ?? chamado.prioridade;
    const changes = {
      ...(input.prioridade !== undefined ? { prioridade } : {}),
      ...(input.responsavelId !== undefined ? { responsavelId: input.responsavelId } : {}),
      ...(input.produto !== undefined ? { produto: input.produto } : {}),
      ...(input.numeroSerie !== undefined ? { numeroSerie: input.numeroSerie } : {}),
      ...(input.prioridade !== undefined && input.prioridade !== chamado.prioridade
        ? prazosDe(chamado.abertoEm, prioridade, chamado.pausaMinutos)
        : {}),
    };
    const updated = await updateChamadoIf(tx, chamado.id, input.versao ?? chamado.versao, changes);
    if (!updated) throw new Conflict(MUDOU);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CHAMADO,
      entityId: chamado.id,
      action: 'editar',
      before: {
        prioridade: chamado.prioridade,
        responsavelId: row.responsavel?.nome ?? null,
        produto: chamado.produto,
        numeroSerie: chamado.numeroSerie,
      },
      after: {
        prioridade,
        responsavelId:
          input.responsavelId === undefined ? (row.responsavel?.nome ?? null) : (novo?.nome ?? null),
        produto: input.produto ?? chamado.produto,
        numeroSerie: input.numeroSerie ?? chamado.numeroSerie,
      },
    });
    if (novo && novo.id !== chamado.responsavelId) {
      await followRecord(tx, ENTIDADE_CHAMADO, chamado.id, novo.id);
      if (novo.id !== ctx.auth.user.id)
        await emitEvent(tx, {
          chave: `posvendas:responsavel:${chamado.id}:${updated.versao}`,
          tipo: 'atribuido',
          entidade: ENTIDADE_CHAMADO,
          entidadeId: chamado.id,
          atorId: ctx.auth.user.id,
          titulo: tituloDoChamado(row),
          texto: 'Você é o responsável por este chamado.',
          link: linkDoChamado(chamado.numero),
          destinatarios: [novo.id],
        });
    }
  });
  return getChamado(ctx, id);
}

/** A photo of the problem (JPEG, PNG or WebP, checked from its bytes), from whoever may send files to the ticket. */
export async function addFoto(
  ctx: ServiceContext & { files: FilesDeps },
  id: string,
  part: MultipartFile | undefined,
) {
  const row = await findReadableChamado(ctx, id, 'upload');
  if (row.chamado.status === 'cancelado')
    throw new Conflict('Este chamado foi cancelado: ele não recebe fotos.');
  if ((await countFilesOf(ctx.db, ENTIDADE_CHAMADO, row.chamado.id)) >= MAX_FOTOS)
    throw new Conflict(`Um chamado guarda até ${MAX_FOTOS} fotos; mande outras pelas interações.`);
  const arquivo = await receiveUpload(
    ctx.files,
    ctx.auth,
    part,
    { entidade: ENTIDADE_CHAMADO, entidadeId: row.chamado.id },
    IMAGE_TYPES,
  );
  await ctx.db.transaction(async (tx) => {
    await touchChamado(tx, row.chamado.id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CHAMADO,
      entityId: row.chamado.id,
      action: 'foto',
      after: { foto: arquivo.nome },
    });
  });
  return { id: arquivo.id, nome: arquivo.nome, mime: arquivo.mime, tamanho: arquivo.tamanho };
}

/** Whether this user may download a ticket's photos: whoever may read it. */
export async function podeLerFotos(ctx: ServiceContext, id: string): Promise<boolean> {
  try {
    await findReadableChamado(ctx, id);
    return true;
  } catch {
    return false;
  }
}

export async function addCusto(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZCustoInput>,
): Promise<TChamado> {
  await ctx.db.transaction(async (tx) => {
    const tctx = { db: tx, auth: ctx.auth };
    const row = await findReadableChamado(tctx, id, 'readInterno');
    await findReadableChamado(tctx, id, 'update');
    const custo = await insertCusto(tx, {
      chamadoId: row.chamado.id,
      ...input,
      registradoPor: ctx.auth.user.id,
    });
    await touchChamado(tx, row.chamado.id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CHAMADO,
      entityId: row.chamado.id,
      action: 'custo_incluir',
      after: {
        custo: `${CUSTO_TIPO_LABEL[custo.tipo]}: ${custo.descricao}`,
        valor: custo.valor,
        data: custo.data,
      },
    });
  });
  return getChamado(ctx, id);
}

export async function removeCusto(ctx: ServiceContext, id: string, custoId: string): Promise<TChamado> {
  await ctx.db.transaction(async (tx) => {
    const tctx = { db: tx, auth: ctx.auth };
    const row = await findReadableChamado(tctx, id, 'readInterno');
    await findReadableChamado(tctx, id, 'update');
    const removed = await deleteCusto(tx, row.chamado.id, custoId);
    if (!removed) throw new Conflict('Este custo já foi excluído. Atualize a página.');
    await touchChamado(tx, row.chamado.id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CHAMADO,
      entityId: row.chamado.id,
      action: 'custo_excluir',
      before: {
        custo: `${CUSTO_TIPO_LABEL[removed.tipo]}: ${removed.descricao}`,
        valor: removed.valor,
        data: removed.data,
      },
    });
  });
  return getChamado(ctx, id);
}
