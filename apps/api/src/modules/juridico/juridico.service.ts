import type { z } from 'zod';
import {
  type TProcesso,
  type TProcessoResumo,
  type TProcessosPage,
  type TProcessosQuery,
  type ZProcessoInput,
} from '@portal/domain';
import { Conflict, ValidationFailed } from '../../errors/domain-errors';
import { canOn, ensureCanCreate, ensureCanUpdate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { followRecord } from '../notificacoes';
import { ENTIDADE_PROCESSO, fieldsOf, findReadableProcesso } from './juridico-access';
import { processoFields, processosWhere } from './juridico-rules';
import {
  findArquivosDasSolicitacoes,
  findEscritorios,
  findEventos,
  findObraExists,
  findPessoasInternas,
  findProcessoByCnj,
  findProcessosPage,
  findSolicitacoes,
  insertProcesso,
  updateProcessoIf,
  type ProcessoRow,
} from './juridico.repository';

type ProcessoInput = z.output<typeof ZProcessoInput>;
export const MUDOU =
  'Outra pessoa alterou este processo enquanto você o editava. Atualize a página e tente de novo.';

export function resumoOf(row: ProcessoRow): TProcessoResumo {
  const { processo } = row;
  return {
    id: processo.id,
    tipo: processo.tipo,
    numeroCnj: processo.numeroCnj,
    obra: row.obra,
    parteContraria: processo.parteContraria,
    polo: processo.polo,
    vara: processo.vara,
    comarca: processo.comarca,
    uf: processo.uf,
    fase: processo.fase,
    valorCausa: processo.valorCausa,
    provisaoRisco: processo.provisaoRisco,
    provisaoValor: processo.provisaoValor,
    escritorio: row.escritorio?.id ? { id: row.escritorio.id, nome: row.escritorio.nome } : null,
    proximoEvento: row.proximoEvento ?? null,
    atualizadoEm: processo.updatedAt.toISOString(),
  };
}

export async function listProcessos(ctx: ServiceContext, query: TProcessosQuery): Promise<TProcessosPage> {
  const { rows, totals } = await findProcessosPage(ctx.db, query, processosWhere(ctx.auth.ability));
  return {
    items: rows.map(resumoOf),
    total: totals.total,
    totais: {
      valorCausa: totals.valorCausa,
      provisao: { provavel: totals.provavel, possivel: totals.possivel, remota: totals.remota },
    },
  };
}

export async function getProcesso(ctx: ServiceContext, id: string): Promise<TProcesso> {
  const row = await findReadableProcesso(ctx, id);
  const [eventos, solicitacoes] = await Promise.all([findEventos(ctx.db, id), findSolicitacoes(ctx.db, id)]);
  const arquivos = await findArquivosDasSolicitacoes(
    ctx.db,
    solicitacoes.map((s) => s.id),
  );
  const fields = fieldsOf(row);
  const pessoa = (p: ProcessoRow['dp']) => (p?.id ? { id: p.id, nome: p.nome, email: p.email } : null);
  return {
    ...resumoOf(row),
    objeto: row.processo.objeto,
    responsavelDp: pessoa(row.dp),
    responsavelSeg: pessoa(row.seg),
    eventos: eventos.map((e) => ({
      id: e.id,
      tipo: e.tipo,
      titulo: e.titulo,
      data: e.data,
      hora: e.hora,
      local: e.local,
      observacao: e.observacao,
      concluido: e.concluido,
    })),
    solicitacoes: solicitacoes.map((s) => ({
      id: s.id,
      tipoDocumento: s.tipoDocumento,
      descricao: s.descricao,
      prazo: s.prazo,
      criadaEm: s.createdAt.toISOString(),
      arquivos: arquivos
        .filter((a) => a.entidadeId === s.id)
        .map((a) => ({
          id: a.id,
          nome: a.nome,
          tamanho: a.tamanho,
          enviadoPor: a.enviadoPor,
          em: a.createdAt.toISOString(),
        })),
    })),
    versao: row.processo.versao,
    acoes: {
      editar: canOn(ctx.auth.ability, 'update', 'ProcessoJuridico', fields),
      enviar: canOn(ctx.auth.ability, 'upload', 'ProcessoJuridico', fields),
      comentar: canOn(ctx.auth.ability, 'comment', 'ProcessoJuridico', fields),
    },
  };
}

/**
 * What the case's people must be: an obra that exists, a firm that is a partner (a client company with
 * `escritorio_parceiro` users), DP and safety people from the staff. Refused field by field otherwise.
 */
async function checkPessoas(ctx: ServiceContext, input: ProcessoInput) {
  if (!(await findObraExists(ctx.db, input.obraId)))
    throw new ValidationFailed('Obra não encontrada.', [
      { campo: 'obraId', mensagem: 'Obra não encontrada' },
    ]);
  if (input.escritorioId) {
    const firms = await findEscritorios(ctx.db);
    if (!firms.some((f) => f.id === input.escritorioId))
      throw new ValidationFailed('Escolha um escritório parceiro.', [
        { campo: 'escritorioId', mensagem: 'Não é um escritório parceiro' },
      ]);
  }
  const ids = [input.responsavelDpId, input.responsavelSegId].filter((id): id is string => Boolean(id));
  const found = ids.length > 0 ? await findPessoasInternas(ctx.db, undefined, ids) : [];
  const people = new Map(found.map((p) => [p.id, p]));
  for (const [campo, id] of [
    ['responsavelDpId', input.responsavelDpId],
    ['responsavelSegId', input.responsavelSegId],
  ] as const) {
    if (id && !people.has(id))
      throw new ValidationFailed('Escolha uma pessoa ativa da equipe.', [
        { campo, mensagem: 'Não é uma pessoa ativa da equipe' },
      ]);
  }
  return {
    dpEmail: input.responsavelDpId ? people.get(input.responsavelDpId)!.email : null,
    segEmail: input.responsavelSegId ? people.get(input.responsavelSegId)!.email : null,
  };
}

async function ensureCnjLivre(ctx: ServiceContext, numeroCnj: string, exceto?: string) {
  const existing = await findProcessoByCnj(ctx.db, numeroCnj);
  if (existing && existing.id !== exceto)
    throw new Conflict(`Já existe um processo com o número CNJ ${numeroCnj}.`);
}

function valuesOf(input: ProcessoInput) {
  const { versao: _versao, ...values } = input;
  return values;
}

export async function createProcesso(ctx: ServiceContext, input: ProcessoInput): Promise<TProcesso> {
  const emails = await checkPessoas(ctx, input);
  ensureCanCreate(
    ctx.auth.ability,
    'ProcessoJuridico',
    processoFields({ obraId: input.obraId, escritorioId: input.escritorioId, ...emails }),
    { message: 'Só o jurídico registra processos.' },
  );
  await ensureCnjLivre(ctx, input.numeroCnj);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertProcesso(tx, valuesOf(input));
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROCESSO,
      entityId: created.id,
      action: 'criar',
      after: valuesOf(input),
    });
    await followRecord(tx, ENTIDADE_PROCESSO, created.id, ctx.auth.user.id);
    return created.id;
  });
  return getProcesso(ctx, id);
}

export async function updateProcesso(
  ctx: ServiceContext,
  id: string,
  input: ProcessoInput,
): Promise<TProcesso> {
  const emails = await checkPessoas(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableProcesso({ db: tx, auth: ctx.auth }, id);
    ensureCanUpdate(
      ctx.auth.ability,
      'ProcessoJuridico',
      fieldsOf(row),
      processoFields({ obraId: input.obraId, escritorioId: input.escritorioId, ...emails }),
      { message: 'Só o jurídico altera este processo.' },
    );
    await ensureCnjLivre({ ...ctx, db: tx }, input.numeroCnj, id);
    const updated = await updateProcessoIf(tx, id, input.versao ?? row.processo.versao, valuesOf(input));
    if (!updated) throw new Conflict(MUDOU);
    const { versao: _v, createdAt: _c, updatedAt: _u, id: _id, ...before } = row.processo;
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROCESSO,
      entityId: id,
      action: 'editar',
      before,
      after: valuesOf(input),
    });
  });
  return getProcesso(ctx, id);
}

/** The partner firms, for the case form (legal staff only: the route asks `update`). */
export async function listEscritorios(ctx: ServiceContext) {
  return { items: await findEscritorios(ctx.db) };
}

/** Staff people to name as DP or safety responsible. */
export async function listPessoas(ctx: ServiceContext, busca: string | undefined) {
  return { items: await findPessoasInternas(ctx.db, busca) };
}
