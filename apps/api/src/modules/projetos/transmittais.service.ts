import type { z } from 'zod';
import {
  PROJETO_CATEGORIA_INTERNA,
  PROJETO_FINALIDADE_LABEL,
  somarDias,
  todayInSaoPaulo,
  type TTransmittaisPage,
  type TTransmittal,
  type ZTransmittaisQuery,
  type ZTransmittalInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { getObra } from '../obras';
import { checkMove, recordMove } from '../workflow';
import {
  PROJETO_MUDOU,
  SO_PROJETISTAS,
  ensureLeEscopo,
  fieldsOf,
  lifecycleOf,
  projetoNames,
  situacaoOf,
  subjectOfRow,
} from './projetos-access';
import { configDaObra } from './projetos-config.repository';
import { contarArquivos, lockRevisoesByIds, updateRevisaoIf } from './projetos-revisoes.repository';
import { podeLer, projetosWhere } from './projetos-rules';
import { ENTIDADE_PROJETO, findProjeto, updateProjetoIf } from './projetos.repository';
import { escopoDaObra } from './projetos.service';
import { renderTransmittalPdf } from './transmittal-pdf';
import {
  ENTIDADE_TRANSMITTAL,
  findItensDoTransmittal,
  findTransmittaisPage,
  findTransmittal,
  insertTransmittal,
  proximaSequencia,
} from './transmittais.repository';

const GRD_NAO_ENCONTRADA = 'GRD não encontrada.';
const INVALIDA = 'Não foi possível emitir a GRD: confira as revisões escolhidas.';

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** "GRD-OB-2025-021-0007". */
export const numeroDaGrd = (obraCodigo: string, sequencia: number) =>
  `GRD-${obraCodigo}-${String(sequencia).padStart(4, '0')}`;

type Erro = { campo: string; mensagem: string };

/**
 * Issues revisions in preparation together under one transmittal number (per obra): each must be of the obra, have
 * at least one file, and its document must allow the issue. A revision for approval puts its document in PAP with
 * the client's due date (the one given, or today plus the obra's answer time) and tells the obra's client
 * approvers; the others put it in EMI. Nothing is issued unless everything is.
 */
async function emitirNaTransacao(
  ctx: ServiceContext,
  tx: Db,
  obra: { id: string; codigo: string; tipo: string },
  input: z.output<typeof ZTransmittalInput>,
): Promise<string> {
  const { auth } = ctx;
  const ids = [...new Set(input.revisoes)];
  const revisoes = await lockRevisoesByIds(tx, ids);
  const erros: Erro[] = [];
  const naoEncontrada = (id: string) =>
    erros.push({ campo: `revisoes.${input.revisoes.indexOf(id)}`, mensagem: 'Revisão não encontrada' });
  for (const id of ids) if (!revisoes.some((r) => r.id === id)) naoEncontrada(id);
  const arquivos = await contarArquivos(
    tx,
    revisoes.map((r) => r.id),
  );
  const itens = [];
  const documentos = new Set<string>();
  for (const revisao of revisoes) {
    const campo = `revisoes.${input.revisoes.indexOf(revisao.id)}`;
    const row = await findProjeto(tx, revisao.projetoId);
    if (!row || !podeLer(auth.ability, row.projeto)) {
      naoEncontrada(revisao.id);
      continue;
    }
    const nome = `revisão ${revisao.revisao} do documento ${row.projeto.numero}`;
    ensureCan(auth.ability, 'update', subjectOfRow(row), fieldsOf(row), { message: SO_PROJETISTAS });
    ensureCan(auth.ability, 'create', subjectOfRow(row), fieldsOf(row), { message: SO_PROJETISTAS });
    if (revisao.status !== 'rascunho') throw new Conflict(`A ${nome} já foi emitida.`);
    if (row.projeto.obraId !== obra.id) erros.push({ campo, mensagem: `A ${nome} é de outra obra` });
    if (documentos.has(row.projeto.id))
      erros.push({ campo, mensagem: `Escolha uma revisão por documento (${row.projeto.numero})` });
    documentos.add(row.projeto.id);
    if (!arquivos.get(revisao.id))
      erros.push({ campo, mensagem: `Envie ao menos um arquivo da ${nome} antes de emiti-la` });
    const aprovacao = revisao.finalidade === 'para_aprovacao';
    if (aprovacao && row.projeto.categoria === PROJETO_CATEGORIA_INTERNA)
      erros.push({
        campo,
        mensagem: `O documento ${row.projeto.numero} é de Referência (interno): emita-o sem pedir aprovação do cliente`,
      });
    const move = aprovacao ? ('emitir' as const) : ('emitir_sem_aprovacao' as const);
    const lifecycle = lifecycleOf(row.projeto.escopo);
    const mover = checkMove(auth, lifecycle, situacaoOf(row), move, fieldsOf(row));
    itens.push({ revisao, row, move, mover, lifecycle, aprovacao });
  }
  const hoje = todayInSaoPaulo();
  const pedeAprovacao = itens.some((i) => i.aprovacao);
  if (input.prazo && input.prazo < hoje)
    erros.push({ campo: 'prazo', mensagem: 'O prazo do cliente não pode ser anterior a hoje' });
  if (erros.length > 0) throw new ValidationFailed(INVALIDA, erros);

  const config = await configDaObra(tx, obra.id);
  // Only a request for approval has an answer due: a GRD for information or construction asks nothing.
  const prazo = pedeAprovacao ? (input.prazo ?? somarDias(hoje, config.prazoClienteDias)) : null;
  const sequencia = await proximaSequencia(tx, obra.id);
  const escopo = escopoDaObra(obra.tipo);
  const grd = await insertTransmittal(tx, {
    obraId: obra.id,
    escopo,
    sequencia,
    numero: numeroDaGrd(obra.codigo, sequencia),
    prazo,
    observacao: input.observacao,
    emitidoPor: auth.user.id,
  });
  const agora = new Date();
  for (const { revisao, row, move, mover, lifecycle, aprovacao } of itens) {
    const prazoDoItem = aprovacao ? prazo : null;
    const revisaoOk = await updateRevisaoIf(tx, revisao.id, 'rascunho', {
      status: 'emitida',
      emitidaEm: agora,
      emitidaPor: auth.user.id,
      transmittalId: grd.id,
      prazoCliente: prazoDoItem,
    });
    const situacao = situacaoOf(row);
    const para = lifecycle.moves[move].to;
    const projetoOk = await updateProjetoIf(
      tx,
      row.projeto.id,
      { versao: row.projeto.versao, situacao },
      {
        situacao: para,
        revisaoAtual: revisao.revisao,
        finalidadeAtual: revisao.finalidade,
        codigoAtual: null,
        prazo: prazoDoItem,
      },
    );
    if (!revisaoOk || !projetoOk) throw new Conflict(PROJETO_MUDOU);
    await recordMove(tx, lifecycle, {
      entidadeId: row.projeto.id,
      move,
      from: situacao,
      mover,
      motivo: `${grd.numero}: revisão ${revisao.revisao} (${PROJETO_FINALIDADE_LABEL[revisao.finalidade]})`,
      registro: projetoNames(row),
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: row.projeto.id,
      action: 'emitir',
      before: { situacao, prazo: row.projeto.prazo },
      after: { grd: grd.numero, revisao: revisao.revisao, situacao: para, prazo: prazoDoItem },
    });
  }
  await recordAudit(tx, auth.actor, {
    entity: ENTIDADE_TRANSMITTAL,
    entityId: grd.id,
    action: 'emitir',
    after: {
      numero: grd.numero,
      obraId: obra.id,
      prazo,
      documentos: itens.map((i) => `${i.row.projeto.numero} rev. ${i.revisao.revisao}`),
    },
  });
  return grd.id;
}

export async function emitirTransmittal(
  ctx: ServiceContext,
  input: z.output<typeof ZTransmittalInput>,
): Promise<TTransmittal> {
  const obra = await getObra(ctx, input.obraId).catch(() => {
    throw new ValidationFailed('Obra não encontrada.', [
      { campo: 'obraId', mensagem: 'Obra não encontrada' },
    ]);
  });
  // Two GRDs of the same obra at once take the same number: the unique index refuses the second, which tries again.
  for (let tentativa = 1; ; tentativa++) {
    try {
      const id = await ctx.db.transaction((tx) => emitirNaTransacao(ctx, tx, obra, input));
      return getTransmittal(ctx, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (tentativa >= 3)
        throw new Conflict('Outra GRD desta obra foi emitida ao mesmo tempo. Tente de novo.');
    }
  }
}

/** A transmittal with the documents this user may read (none: 404, like a missing one). */
export async function getTransmittal(ctx: ServiceContext, id: string): Promise<TTransmittal> {
  const row = isUuid(id) ? await findTransmittal(ctx.db, id) : undefined;
  if (!row) throw new NotFound(GRD_NAO_ENCONTRADA);
  const t = row.transmittal;
  const itens = await findItensDoTransmittal(ctx.db, id, projetosWhere(ctx.auth.ability, t.escopo));
  if (itens.length === 0) throw new NotFound(GRD_NAO_ENCONTRADA);
  const arquivos = await contarArquivos(
    ctx.db,
    itens.map((i) => i.revisao.id),
  );
  return {
    id: t.id,
    numero: t.numero,
    obra: row.obra,
    escopo: t.escopo,
    emitidoEm: t.emitidoEm.toISOString(),
    emitidoPor: { id: row.emitidoPor?.id ?? '', nome: row.emitidoPor?.nome ?? 'Usuário removido' },
    prazo: t.prazo,
    observacao: t.observacao,
    itens: itens.map(({ projeto, revisao }) => ({
      projetoId: projeto.id,
      numero: projeto.numero,
      titulo: projeto.titulo,
      revisao: revisao.revisao,
      finalidade: revisao.finalidade,
      arquivos: arquivos.get(revisao.id) ?? 0,
    })),
  };
}

export async function listTransmittais(
  ctx: ServiceContext,
  query: z.output<typeof ZTransmittaisQuery>,
): Promise<TTransmittaisPage> {
  ensureLeEscopo(ctx, query.escopo);
  const { rows, total } = await findTransmittaisPage(
    ctx.db,
    query,
    projetosWhere(ctx.auth.ability, query.escopo),
  );
  return {
    items: rows.map((r) => ({
      id: r.transmittal.id,
      numero: r.transmittal.numero,
      obra: r.obra,
      escopo: r.transmittal.escopo,
      emitidoEm: r.transmittal.emitidoEm.toISOString(),
      emitidoPor: { id: r.emitidoPor?.id ?? '', nome: r.emitidoPor?.nome ?? 'Usuário removido' },
      prazo: r.transmittal.prazo,
      observacao: r.transmittal.observacao,
      documentos: Number(r.documentos),
    })),
    total,
  };
}

/** The cover sheet in PDF, with the documents this user may read. */
export async function transmittalPdf(ctx: ServiceContext, id: string) {
  const transmittal = await getTransmittal(ctx, id);
  const pdf = await renderTransmittalPdf({
    transmittal,
    geradoEm: new Date(),
    geradoPor: ctx.auth.user.name,
  });
  return { pdf, transmittal };
}
