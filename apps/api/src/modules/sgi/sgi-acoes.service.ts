import type { z } from 'zod';
import {
  statusSgiDe,
  type TAcoesQuery,
  type TOcorrenciaSgi,
  type ZAcaoFinalizarInput,
  type ZAcaoReabrirInput,
  type ZPlanoAcaoInput,
} from '@portal/domain';
import { and } from 'drizzle-orm';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { RecordsContext } from '../../records/record-registry';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { emitEvent, followRecord } from '../notificacoes';
import { ENTIDADE_OCORRENCIA, acaoFieldsOf, findReadableOcorrencia, linkDaOcorrencia } from './sgi-access';
import { findAcao, findAcoesPage, insertAcoes, updateAcaoIf, type AcaoRow } from './sgi-acoes.repository';
import { pessoaDoQuadro } from './sgi-equipe';
import { acompanharPlano } from './sgi-moves.service';
import { ocorrenciasWhere } from './sgi-rules';
import { acaoOf, tituloDaOcorrencia } from './sgi-view';
import { touchOcorrencia } from './sgi.repository';
import { getOcorrencia } from './sgi.service';

const ACAO_NAO_ENCONTRADA = 'Ação não encontrada.';

/** `/sgi/acoes`: every action of the occurrences the user may read (`readAcoes`), mine and overdue on request. */
export async function listAcoes(ctx: ServiceContext, query: TAcoesQuery) {
  const { rows, total } = await findAcoesPage(
    ctx.db,
    query,
    and(ocorrenciasWhere(ctx.auth.ability, 'readAcoes'))!,
    ctx.auth.user.id,
  );
  return { items: rows.map((row) => acaoOf(row, ctx.auth)), total };
}

/**
 * Adds actions to the occurrence's plan (the team, or its responsible while it is in progress): each with a staff
 * owner (told of it) and a verifier who is someone else.
 */
export async function adicionarPlano(
  ctx: RecordsContext,
  id: string,
  input: z.output<typeof ZPlanoAcaoInput>,
): Promise<TOcorrenciaSgi> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableOcorrencia({ db: tx, auth }, id, 'update');
    const status = statusSgiDe(row.ocorrencia.status);
    if (status !== 'EM ANDAMENTO')
      throw new Conflict(
        status === 'FINALIZADO'
          ? 'Esta ocorrência foi finalizada: reabra-a para incluir ações.'
          : 'O plano de ação é feito depois que a triagem aceita a ocorrência.',
      );
    const donos = new Map<string, string>();
    for (const [i, acao] of input.acoes.entries()) {
      const quem = await pessoaDoQuadro(tx, acao.quemId, `acoes.${i}.quemId`, 'Quem');
      await pessoaDoQuadro(tx, acao.verificadorId, `acoes.${i}.verificadorId`, 'Verificador');
      if (acao.quemId === acao.verificadorId)
        throw new ValidationFailed('Quem verifica a ação não pode ser quem a executa.', [
          { campo: `acoes.${i}.verificadorId`, mensagem: 'Escolha outra pessoa para verificar' },
        ]);
      donos.set(quem.id, acao.oQue);
    }
    await insertAcoes(
      tx,
      input.acoes.map((a) => ({ ...a, ocorrenciaId: row.ocorrencia.id, registradaPor: auth.user.id })),
    );
    await touchOcorrencia(tx, row.ocorrencia.id);
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: row.ocorrencia.id,
      action: 'plano',
      after: { acoes: input.acoes.map((a) => a.oQue) },
    });
    for (const [dono, oQue] of donos) {
      await followRecord(tx, ENTIDADE_OCORRENCIA, row.ocorrencia.id, dono);
      if (dono !== auth.user.id)
        await emitEvent(tx, {
          chave: `sgi:acao:${row.ocorrencia.id}:${dono}:${Date.now()}`,
          tipo: 'atribuido',
          entidade: ENTIDADE_OCORRENCIA,
          entidadeId: row.ocorrencia.id,
          atorId: auth.user.id,
          titulo: tituloDaOcorrencia(row),
          texto: `Uma ação do plano é sua: ${oQue}`,
          link: linkDaOcorrencia(row.ocorrencia.numero),
          destinatarios: [dono],
        });
    }
  });
  return getOcorrencia(ctx, id);
}

/** An action whose occurrence the user may read; anything else answers like a missing action. */
async function acaoLegivel(ctx: ServiceContext, id: string): Promise<AcaoRow> {
  const row = isUuid(id) ? await findAcao(ctx.db, id) : undefined;
  if (!row) throw new NotFound(ACAO_NAO_ENCONTRADA);
  await findReadableOcorrencia(ctx, row.ocorrencia.id).catch(() => {
    throw new NotFound(ACAO_NAO_ENCONTRADA);
  });
  return row;
}

/** Whoever did the action does not verify it, unless they are also its named verifier (segregation of duties). */
function ensureVerifica(ctx: ServiceContext, row: AcaoRow): void {
  ensureCan(ctx.auth.ability, 'accept', 'InteracaoTicket', acaoFieldsOf(row), {
    message:
      'Só quem verifica a ação, o responsável pela ocorrência ou a equipe do SGI a aceitam ou reabrem.',
  });
  if (row.quem?.id === ctx.auth.user.id && row.verificador?.id !== ctx.auth.user.id)
    throw new Forbidden('Quem executou a ação não a verifica: peça ao verificador.');
}

async function depois(ctx: RecordsContext, row: AcaoRow): Promise<TOcorrenciaSgi> {
  return getOcorrencia(ctx, row.ocorrencia.id);
}

/** The owner (or the occurrence's responsible) finishes an action with what was done and what it cost. */
export async function finalizarAcao(
  ctx: RecordsContext,
  id: string,
  input: z.output<typeof ZAcaoFinalizarInput>,
): Promise<TOcorrenciaSgi> {
  const row = await acaoLegivel(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const tctx = { ...ctx, db: tx };
    const atual = await acaoLegivel(tctx, id);
    ensureCan(ctx.auth.ability, 'update', 'InteracaoTicket', acaoFieldsOf(atual), {
      message: 'Só quem executa a ação (ou o responsável pela ocorrência) a finaliza.',
    });
    if (statusSgiDe(atual.ocorrencia.status) !== 'EM ANDAMENTO')
      throw new Conflict('A ocorrência desta ação não está em andamento.');
    const updated = await updateAcaoIf(tx, id, 'pendente', {
      status: 'finalizada',
      custoReal: input.custoReal,
      evidencia: input.evidencia,
      finalizadaEm: new Date(),
    });
    if (!updated) throw new Conflict('Esta ação já foi finalizada. Atualize a página.');
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: atual.ocorrencia.id,
      action: 'acao_finalizar',
      after: { acao: atual.acao.oQue, custoReal: input.custoReal, evidencia: input.evidencia },
    });
    if (atual.verificador?.id && atual.verificador.id !== ctx.auth.user.id)
      await emitEvent(tx, {
        chave: `sgi:verificar:${id}:${Date.now()}`,
        tipo: 'atribuido',
        entidade: ENTIDADE_OCORRENCIA,
        entidadeId: atual.ocorrencia.id,
        atorId: ctx.auth.user.id,
        titulo: `Ocorrência SGI nº ${atual.ocorrencia.numero} · ${atual.ocorrencia.titulo}`,
        texto: `Verifique a ação finalizada: ${atual.acao.oQue}`,
        link: linkDaOcorrencia(atual.ocorrencia.numero),
        destinatarios: [atual.verificador.id],
      });
    await acompanharPlano(tx, ctx.auth, atual.ocorrencia.id, 'Todas as ações do plano foram finalizadas.');
  });
  return depois(ctx, row);
}

/** The verifier accepts a finished action. */
export async function verificarAcao(ctx: RecordsContext, id: string): Promise<TOcorrenciaSgi> {
  const row = await acaoLegivel(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const atual = await acaoLegivel({ ...ctx, db: tx }, id);
    ensureVerifica(ctx, atual);
    const updated = await updateAcaoIf(tx, id, 'finalizada', {
      status: 'verificada',
      verificadaEm: new Date(),
    });
    if (!updated)
      throw new Conflict(
        atual.acao.status === 'pendente'
          ? 'Esta ação ainda não foi finalizada por quem a executa.'
          : 'Esta ação já foi verificada. Atualize a página.',
      );
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: atual.ocorrencia.id,
      action: 'acao_verificar',
      after: { acao: atual.acao.oQue },
    });
  });
  return depois(ctx, row);
}

/** The verifier reopens an action (not done as planned): the occurrence goes back in progress if it had finished. */
export async function reabrirAcao(
  ctx: RecordsContext,
  id: string,
  input: z.output<typeof ZAcaoReabrirInput>,
): Promise<TOcorrenciaSgi> {
  const row = await acaoLegivel(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const atual = await acaoLegivel({ ...ctx, db: tx }, id);
    ensureVerifica(ctx, atual);
    if (atual.acao.status === 'pendente') throw new Conflict('Esta ação já está pendente.');
    const updated = await updateAcaoIf(tx, id, atual.acao.status, {
      status: 'pendente',
      finalizadaEm: null,
      verificadaEm: null,
    });
    if (!updated) throw new Conflict('Esta ação mudou enquanto você a lia. Atualize a página.');
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: atual.ocorrencia.id,
      action: 'acao_reabrir',
      after: { acao: atual.acao.oQue, motivo: input.motivo },
    });
    if (atual.quem?.id && atual.quem.id !== ctx.auth.user.id)
      await emitEvent(tx, {
        chave: `sgi:reaberta:${id}:${Date.now()}`,
        tipo: 'atribuido',
        entidade: ENTIDADE_OCORRENCIA,
        entidadeId: atual.ocorrencia.id,
        atorId: ctx.auth.user.id,
        titulo: `Ocorrência SGI nº ${atual.ocorrencia.numero} · ${atual.ocorrencia.titulo}`,
        texto: `Sua ação foi reaberta: ${atual.acao.oQue}. ${input.motivo}`,
        link: linkDaOcorrencia(atual.ocorrencia.numero),
        destinatarios: [atual.quem.id],
      });
    await acompanharPlano(
      tx,
      ctx.auth,
      atual.ocorrencia.id,
      `Ação reaberta: ${atual.acao.oQue}. ${input.motivo}`,
    );
  });
  return depois(ctx, row);
}
