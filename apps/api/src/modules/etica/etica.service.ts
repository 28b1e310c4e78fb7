import type { z } from 'zod';
import {
  COMITE_ETICA_ROLE,
  ETICA_LIFECYCLE,
  moveStartsFrom,
  type TEticaMove,
  type TEticaQuery,
  type TMembroComite,
  type TRelato,
  type TRelatoResumo,
  type ZAfastamentoInput,
  type ZEticaMoveInput,
  type ZEticaTextoInput,
  type ZInvestigadorInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, ValidationFailed } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { pendingOf } from '../comentarios';
import { attachFiles } from '../files';
import { findActiveUsersWithRole } from '../identity';
import { emitEvent } from '../notificacoes';
import { checkMove, movesFor, moverFor, recordMove, timelineOf } from '../workflow';
import { ehMembroDoComite, fieldsOf, findReadableRelato } from './etica-access';
import { linkDoRelato, tituloDoRelato } from './etica-publico.service';
import {
  ENTIDADE_MENSAGEM,
  ENTIDADE_RELATO,
  findAfastamentos,
  findArquivosDoRelato,
  findMensagens,
  findRelatosPage,
  insertAfastamento,
  insertMensagem,
  touchRelato,
  updateRelatoIf,
  type RelatoDetailRow,
} from './etica.repository';

const MUDOU = 'Outra pessoa alterou este relato enquanto você o lia. Atualize a página e tente de novo.';

/** The list is the committee's alone: anyone else is refused without learning whether there is anything. */
function ensureMembro(ctx: ServiceContext): void {
  if (!ehMembroDoComite(ctx.auth) || !ctx.auth.ability.can('read', 'DenunciaEtica'))
    throw new Forbidden('Só o comitê de ética lê os relatos do canal de ética.');
}

function resumoOf(row: RelatoDetailRow): TRelatoResumo {
  const { relato } = row;
  return {
    id: relato.id,
    protocolo: relato.protocolo,
    categoria: relato.categoria,
    status: relato.status,
    criadoEm: relato.createdAt.toISOString(),
    atualizadoEm: relato.updatedAt.toISOString(),
    investigador: row.investigador?.id
      ? { id: row.investigador.id, nome: row.investigador.nome, email: row.investigador.email }
      : null,
    identificado: Boolean(relato.nome || relato.contato),
    complementosNovos: row.complementosNovos,
  };
}

export async function listRelatos(ctx: ServiceContext, query: TEticaQuery) {
  ensureMembro(ctx);
  const { rows, total } = await findRelatosPage(ctx.db, query, ctx.auth.user.id);
  return { items: rows.map(resumoOf), total };
}

/** The committee's members, for naming an investigator or excluding someone. */
export async function listMembros(ctx: ServiceContext): Promise<{ items: TMembroComite[] }> {
  ensureMembro(ctx);
  const rows = await findActiveUsersWithRole(ctx.db, COMITE_ETICA_ROLE);
  return { items: rows.map((r) => ({ id: r.id, nome: r.name, email: r.email })) };
}

export async function getRelato(ctx: ServiceContext, id: string): Promise<TRelato> {
  const row = await findReadableRelato(ctx, id);
  const { relato } = row;
  const mensagens = await findMensagens(ctx.db, id, ['complemento', 'resposta', 'apuracao']);
  const arquivos = await findArquivosDoRelato(
    ctx.db,
    id,
    mensagens.map((m) => m.mensagem.id),
  );
  const arquivosDe = (entidade: string, dono: string) =>
    arquivos
      .filter((a) => a.entidade === entidade && a.entidadeId === dono)
      .map((a) => ({ id: a.id, nome: a.nome, mime: a.mime, tamanho: a.tamanho }));
  const fields = fieldsOf(row);
  const afastados = await findAfastamentos(ctx.db, id);
  return {
    ...resumoOf(row),
    relato: relato.relato,
    local: relato.local,
    quando: relato.quando,
    envolvidos: relato.envolvidos,
    nome: relato.nome,
    contato: relato.contato,
    arquivos: arquivosDe(ENTIDADE_RELATO, id),
    mensagens: mensagens
      .filter((m) => m.mensagem.tipo !== 'apuracao')
      .map(({ mensagem, autor }) => ({
        id: mensagem.id,
        tipo: mensagem.tipo as 'complemento' | 'resposta',
        texto: mensagem.texto,
        em: mensagem.createdAt.toISOString(),
        autor: mensagem.tipo === 'resposta' ? (autor ?? 'Comitê de ética') : null,
        arquivos: arquivosDe(ENTIDADE_MENSAGEM, mensagem.id),
      })),
    apuracao: mensagens
      .filter((m) => m.mensagem.tipo === 'apuracao')
      .map(({ mensagem, autor }) => ({
        id: mensagem.id,
        texto: mensagem.texto,
        em: mensagem.createdAt.toISOString(),
        autor,
        arquivos: arquivosDe(ENTIDADE_MENSAGEM, mensagem.id),
      })),
    afastados: afastados.map((a) => ({
      id: a.id,
      nome: a.nome,
      email: a.email,
      motivo: a.motivo,
      em: a.em.toISOString(),
    })),
    versao: relato.versao,
    // Only one's own membership moves a report: no move as someone's substitute.
    movimentos: movesFor(ctx.auth, ETICA_LIFECYCLE, relato.status, fields).filter((m) => !m.substituindo),
    linhaDoTempo: await timelineOf(ctx.db, ETICA_LIFECYCLE, id),
    acoes: { editar: canOn(ctx.auth.ability, 'update', 'DenunciaEtica', fields) },
  };
}

/** A member of the committee, active, not kept away from this report: the only people who may investigate it. */
async function membroElegivel(tx: Db, row: RelatoDetailRow, membroId: string) {
  const membros = await findActiveUsersWithRole(tx, COMITE_ETICA_ROLE);
  const membro = membros.find((m) => m.id === membroId);
  if (!membro)
    throw new ValidationFailed('Escolha um membro do comitê de ética.', [
      { campo: 'investigadorId', mensagem: 'Não é membro do comitê de ética' },
    ]);
  if (row.afastados.includes(membroId))
    throw new ValidationFailed('Este membro foi afastado deste relato.', [
      { campo: 'investigadorId', mensagem: 'Afastado deste relato' },
    ]);
  return membro;
}

export async function definirInvestigador(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZInvestigadorInput>,
): Promise<TRelato> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableRelato({ db: tx, auth: ctx.auth }, id, 'update');
    if (row.relato.status === 'finalizada')
      throw new Conflict('Este relato foi finalizado: reabra-o para trocar o investigador.');
    const membro = await membroElegivel(tx, row, input.investigadorId);
    const updated = await updateRelatoIf(tx, id, input.versao ?? row.relato.versao, {
      investigadorId: membro.id,
    });
    if (!updated) throw new Conflict(MUDOU);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_RELATO,
      entityId: id,
      action: 'investigador',
      before: { investigador: row.investigador?.nome ?? null },
      after: { investigador: membro.name },
    });
    if (membro.id !== ctx.auth.user.id)
      await emitEvent(tx, {
        chave: `etica:investigador:${id}:${updated.versao}`,
        tipo: 'atribuido',
        entidade: ENTIDADE_RELATO,
        entidadeId: id,
        atorId: ctx.auth.user.id,
        titulo: tituloDoRelato(row.relato),
        texto: 'Você foi designado investigador deste relato.',
        link: linkDoRelato(id),
        destinatarios: [membro.id],
      });
  });
  return getRelato(ctx, id);
}

/**
 * An entry of the investigation (internal) or an answer the reporter reads with their key. Files are sent first to
 * the report's thread uploads (`/api/registros/denuncia_etica/:id/comentarios/anexos`) and attached here.
 */
export async function registrarTexto(
  ctx: ServiceContext,
  id: string,
  tipo: 'apuracao' | 'resposta',
  input: z.output<typeof ZEticaTextoInput>,
): Promise<TRelato> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableRelato({ db: tx, auth: ctx.auth }, id, 'update');
    if (tipo === 'apuracao' && row.relato.status !== 'em_andamento')
      throw new Conflict('A apuração é registrada com o relato em andamento: inicie a apuração antes.');
    const mensagem = await insertMensagem(tx, {
      relatoId: id,
      tipo,
      texto: input.texto,
      autorId: ctx.auth.user.id,
    });
    const ids = [...new Set(input.arquivos)];
    if (ids.length > 0) {
      const moved = await attachFiles(tx, ctx.auth, ids, pendingOf(ENTIDADE_RELATO, id), {
        entidade: ENTIDADE_MENSAGEM,
        entidadeId: mensagem.id,
      });
      if (moved.length !== ids.length)
        throw new ValidationFailed('Algum arquivo não foi encontrado: envie-o de novo.', [
          { campo: 'arquivos', mensagem: 'Arquivo não encontrado' },
        ]);
    }
    await touchRelato(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_RELATO,
      entityId: id,
      action: tipo === 'resposta' ? 'responder' : 'apurar',
      after: { texto: input.texto, arquivos: ids.length },
    });
  });
  return getRelato(ctx, id);
}

/**
 * Keeps a member involved in the report away from it: from then on they do not read it, are not notified about it
 * and cannot be its investigator (the investigation passes back to the committee). A member may step away
 * themselves; someone must remain.
 */
export async function afastarMembro(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZAfastamentoInput>,
): Promise<TRelato | null> {
  const saiu = await ctx.db.transaction(async (tx) => {
    const row = await findReadableRelato({ db: tx, auth: ctx.auth }, id, 'update');
    const membros = await findActiveUsersWithRole(tx, COMITE_ETICA_ROLE);
    const membro = membros.find((m) => m.id === input.membroId);
    if (!membro)
      throw new ValidationFailed('Escolha um membro do comitê de ética.', [
        { campo: 'membroId', mensagem: 'Não é membro do comitê de ética' },
      ]);
    const restantes = membros.filter((m) => m.id !== membro.id && !row.afastados.includes(m.id));
    if (restantes.length === 0)
      throw new Conflict('Não afaste o último membro do comitê que pode apurar este relato.');
    const novo = await insertAfastamento(tx, {
      relatoId: id,
      membroId: membro.id,
      motivo: input.motivo,
      afastadoPor: ctx.auth.user.id,
    });
    if (!novo) throw new Conflict('Este membro já foi afastado deste relato.');
    if (row.relato.investigadorId === membro.id) {
      // Read in this transaction: a change made meanwhile by someone else must not leave them investigating.
      const cleared = await updateRelatoIf(tx, id, row.relato.versao, { investigadorId: null });
      if (!cleared) throw new Conflict(MUDOU);
    } else await touchRelato(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_RELATO,
      entityId: id,
      action: 'afastar',
      after: { membro: membro.name, motivo: input.motivo },
    });
    return membro.id === ctx.auth.user.id;
  });
  // Who stepped away no longer reads the report.
  return saiu ? null : getRelato(ctx, id);
}

export async function moverRelato(
  ctx: ServiceContext,
  id: string,
  move: TEticaMove,
  detail: z.output<typeof ZEticaMoveInput>,
): Promise<TRelato> {
  const { auth } = ctx;
  const spec = ETICA_LIFECYCLE.moves[move];
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableRelato({ db: tx, auth }, id);
    const { relato } = row;
    if (!moveStartsFrom(ETICA_LIFECYCLE, relato.status, move)) {
      if (!moverFor(auth, ETICA_LIFECYCLE, move, fieldsOf(row)))
        throw new Forbidden(ETICA_LIFECYCLE.refused[move]);
      throw new Conflict(
        `O status do relato é ${ETICA_LIFECYCLE.labels[relato.status]}: ele já não pode ser ${spec.past}. Atualize a página.`,
      );
    }
    const mover = checkMove(auth, ETICA_LIFECYCLE, relato.status, move, fieldsOf(row), detail);
    // Only one's own membership moves a report: standing in for a member gives nothing here (issue 23).
    if (mover.substituindoId) throw new Forbidden(ETICA_LIFECYCLE.refused[move]);
    if (move === 'iniciar' && !relato.investigadorId)
      throw new Conflict('Designe um investigador do comitê antes de iniciar a apuração.');
    const updated = await updateRelatoIf(tx, id, detail.versao ?? relato.versao, { status: spec.to });
    if (!updated) throw new Conflict(MUDOU);
    await recordMove(tx, ETICA_LIFECYCLE, {
      entidadeId: id,
      move,
      from: relato.status,
      mover,
      motivo: detail.motivo,
      registro: { titulo: tituloDoRelato(relato), link: linkDoRelato(id) },
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_RELATO,
      entityId: id,
      action: move,
      before: { status: relato.status },
      after: { status: spec.to, ...(detail.motivo ? { motivo: detail.motivo } : {}) },
    });
  });
  return getRelato(ctx, id);
}
