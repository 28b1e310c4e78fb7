import type { z } from 'zod';
import {
  OS_LIFECYCLES,
  OS_OPEN_STATUS,
  OS_TIPO_LABEL,
  OS_TIPOS,
  itemPercentual,
  moveStartsFrom,
  osProgresso,
  todayInSaoPaulo,
  type AppAbility,
  type TOs,
  type TOsMove,
  type TOsResumo,
  type TOsTipo,
  type ZOsInput,
  type ZOsListQuery,
} from '@portal/domain';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, ValidationFailed } from '../../errors/domain-errors';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { canOn, ensureCan, ensureCanCreate, ensureCanUpdate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { findLiveUserById } from '../identity';
import { emitEvent, followRecord } from '../notificacoes';
import { checkMove, movesFor, recordMove, timelineOf } from '../workflow';
import { obraFieldsFor, obraForTeam, OS_FIELDS, osFields, subjectOf } from './field-rules';
import { ordensServico } from './field.schema';
import { findReadableOs, osFieldsOf } from './os-access';
import {
  countOsRecords,
  findEapItensOf,
  findOsItens,
  findOsPage,
  findParentsAmong,
  insertOs,
  moveOsRow,
  nextOsNumero,
  replaceOsItens,
  updateOsRow,
  type OsDetailRow,
  type OsItemRow,
  type OsPageRow,
} from './os.repository';
import { eapCodigos } from './eap-codes';

type OsInput = z.output<typeof ZOsInput>;
type OsListQuery = z.output<typeof ZOsListQuery>;

/** How people name an order ("OS nº 12 · Field Services · OB-2025-014") and where its page is. */
export function osNames(row: Pick<OsDetailRow, 'os' | 'obra'>): { titulo: string; link: string } {
  return {
    titulo: `OS nº ${row.os.numero} · ${OS_TIPO_LABEL[row.os.tipo]} · ${row.obra.codigo} ${row.obra.nome}`,
    link: `/${row.obra.id}/ordensServico/${row.os.tipo}/${row.os.id}`,
  };
}

function isLate(row: Pick<OsDetailRow['os'], 'status' | 'fimPrevisto'>): boolean {
  return OS_OPEN_STATUS.includes(row.status) && row.fimPrevisto < todayInSaoPaulo();
}

function toResumo(row: OsPageRow, itens: OsItemRow[]): TOsResumo {
  const { os } = row;
  return {
    id: os.id,
    obra: row.obra,
    tipo: os.tipo,
    numero: os.numero,
    titulo: os.titulo,
    prioridade: os.prioridade,
    status: os.status,
    responsavel: row.responsavel?.id ? row.responsavel : null,
    inicioPrevisto: os.inicioPrevisto,
    fimPrevisto: os.fimPrevisto,
    progresso: osProgresso(itens),
    atrasada: isLate(os),
  };
}

/** The orders of both teams the user may read: each team's rules on its own orders. */
export function readableOrders(ability: AppAbility, tipo?: TOsTipo): SQL {
  const tipos = tipo ? [tipo] : OS_TIPOS;
  return or(
    ...tipos.map((t) =>
      and(eq(ordensServico.tipo, t), accessibleWhere(ability, 'read', subjectOf(t), OS_FIELDS)),
    ),
  )!;
}

/** Whoever may read neither team's orders is refused the lists (a client, another area's staff). */
export function ensureReadsSomeTeam(ability: AppAbility): void {
  if (!OS_TIPOS.some((t) => ability.can('read', subjectOf(t))))
    throw new Forbidden('Você não tem acesso às ordens de serviço.');
}

/** A page of the orders the user may read (of an obra, of a team), with each one's progress. */
export async function listOs(ctx: ServiceContext, query: OsListQuery) {
  ensureReadsSomeTeam(ctx.auth.ability);
  const { rows, total } = await findOsPage(ctx.db, query, readableOrders(ctx.auth.ability, query.tipo));
  const itens = await findOsItens(
    ctx.db,
    rows.map((r) => r.os.id),
  );
  const items = rows.map((row) =>
    toResumo(
      row,
      itens.filter((i) => i.osId === row.os.id),
    ),
  );
  return { items, total };
}

/** The order as its page shows it, with its items' progress and what this user may do. */
export async function getOs(ctx: ServiceContext, id: string, tipo?: TOsTipo): Promise<TOs> {
  const row = await findReadableOs(ctx, id, tipo);
  return osView(ctx, row);
}

async function osView(ctx: ServiceContext, row: OsDetailRow): Promise<TOs> {
  const { os } = row;
  const lifecycle = OS_LIFECYCLES[os.tipo];
  const [itens, counts, linhaDoTempo, codigos] = await Promise.all([
    findOsItens(ctx.db, [os.id]),
    countOsRecords(ctx.db, os.id),
    timelineOf(ctx.db, lifecycle, os.id),
    eapCodigos(ctx.db, os.obraId, os.tipo),
  ]);
  const fields = osFieldsOf(row);
  const { ability } = ctx.auth;
  const subject = subjectOf(os.tipo);
  const working = os.status === 'em_execucao';
  return {
    ...toResumo(row, itens),
    escopo: os.escopo,
    local: os.local,
    equipe: os.equipe,
    itens: itens.map((i) => ({
      eapItemId: i.eapItemId,
      codigo: codigos.get(i.eapItemId) ?? '',
      descricao: i.descricao,
      unidade: i.unidade,
      quantidade: i.quantidade,
      executado: i.executado,
      percentual: Math.round(itemPercentual(i.quantidade, i.executado) * 10) / 10,
    })),
    inicioReal: os.inicioReal,
    fimReal: os.fimReal,
    diarios: counts.diarios,
    checklists: counts.checklists,
    criadoPor: row.criadoPor,
    createdAt: os.createdAt.toISOString(),
    updatedAt: os.updatedAt.toISOString(),
    acoes: {
      editar: canOn(ability, 'update', subject, fields) && OS_OPEN_STATUS.includes(os.status),
      registrarDiario: working && canOn(ability, 'create', subject, fields),
      preencherChecklist: working && canOn(ability, 'create', subject, fields),
    },
    movimentos: movesFor(ctx.auth, lifecycle, os.status, fields),
    linhaDoTempo,
  };
}

/** The responsible person must be an active member of the company's own staff. */
async function checkResponsavel(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const user = await findLiveUserById(db, id);
  if (!user || !user.enabled || user.type !== 'gali')
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'responsavelId', mensagem: 'Escolha como responsável alguém ativo da equipe da empresa' },
    ]);
  return user.email;
}

/** The order's items must be leaves of its own obra's EAP of its team. */
async function checkItens(db: Db, obraId: string, tipo: TOsTipo, itens: OsInput['itens']): Promise<void> {
  const ids = itens.map((i) => i.eapItemId);
  const [found, parents] = await Promise.all([
    findEapItensOf(db, obraId, tipo, ids),
    findParentsAmong(db, ids),
  ]);
  const known = new Set(found.map((f) => f.id));
  const errors = itens.flatMap((item, index) => {
    if (!known.has(item.eapItemId))
      return [{ campo: `itens.${index}.eapItemId`, mensagem: 'Este item não é da EAP desta obra' }];
    if (parents.includes(item.eapItemId))
      return [
        {
          campo: `itens.${index}.eapItemId`,
          mensagem: 'Escolha um item sem subitens (onde a quantidade é medida)',
        },
      ];
    return [];
  });
  if (errors.length > 0) throw new ValidationFailed('Os dados enviados são inválidos.', errors);
}

/** A quantity as people in Brazil write it in a message: `7,5`, `1.200`. */
function quantidadeBr(value: number): string {
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
}

/** Opens an order on the obra: numbered per obra and team, the responsible person told and following it. */
export async function createOs(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  input: OsInput,
): Promise<TOs> {
  const { auth } = ctx;
  const id = await ctx.db.transaction(async (tx) => {
    const obra = await obraForTeam(
      { db: tx, auth },
      obraId,
      tipo,
      ['create'],
      'Você não pode abrir ordens de serviço nesta obra.',
    );
    const responsavelEmail = await checkResponsavel(tx, input.responsavelId);
    ensureCanCreate(
      auth.ability,
      subjectOf(tipo),
      {
        ...obraFieldsFor(obra),
        ...osFields({ obra: obra.id, siteManagerEmail: obra.siteManager?.email ?? null, responsavelEmail }),
      },
      { message: 'Você não pode abrir ordens de serviço nesta obra.' },
    );
    await checkItens(tx, obra.id, tipo, input.itens);
    const { itens, ...data } = input;
    const created = await insertOs(tx, {
      ...data,
      obraId: obra.id,
      tipo,
      numero: await nextOsNumero(tx, obra.id, tipo),
      criadoPor: auth.user.id,
    });
    await replaceOsItens(tx, created.id, itens);
    await recordAudit(tx, auth.actor, {
      entity: 'ordem_servico',
      entityId: created.id,
      action: 'criar',
      after: { numero: created.numero, tipo, titulo: created.titulo, itens: itens.length },
    });
    await followRecord(tx, 'ordem_servico', created.id, auth.user.id);
    const names = osNames({ os: created, obra });
    await announceResponsavel(
      tx,
      created.id,
      created.responsavelId,
      auth.user.id,
      names,
      'Você foi indicado como responsável por esta nova ordem de serviço.',
    );
    return created.id;
  });
  return getOs(ctx, id);
}

async function announceResponsavel(
  tx: Db,
  osId: string,
  responsavelId: string | null,
  atorId: string,
  names: { titulo: string; link: string },
  texto: string,
): Promise<void> {
  if (!responsavelId || responsavelId === atorId) return;
  await followRecord(tx, 'ordem_servico', osId, responsavelId);
  await emitEvent(tx, {
    chave: `os-responsavel:${osId}:${responsavelId}`,
    tipo: 'atribuido',
    entidade: 'ordem_servico',
    entidadeId: osId,
    atorId,
    titulo: names.titulo,
    texto,
    link: names.link,
    destinatarios: [responsavelId],
  });
}

/**
 * Edits an open order's data. Checked as it is and as it will be (a new responsible person must still leave it
 * editable by the rules); an item cannot go below what its logs already executed, nor leave while it has any.
 */
export async function updateOs(ctx: ServiceContext, id: string, tipo: TOsTipo, input: OsInput): Promise<TOs> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableOs({ db: tx, auth }, id, tipo);
    const subject = subjectOf(tipo);
    const message = 'Você não pode alterar esta ordem de serviço.';
    if (!OS_OPEN_STATUS.includes(row.os.status)) {
      // The rules let nobody but an administrator update a closed order, so whoever could edit it were it open (its
      // responsible person, the site manager) is told why it does not change, not that they may not change it.
      ensureCan(auth.ability, 'update', subject, { ...osFieldsOf(row), status: 'aberta' }, { message });
      throw new Conflict('Uma OS concluída ou cancelada não muda; quem administra o time pode reabri-la.');
    }
    const responsavelEmail = await checkResponsavel(tx, input.responsavelId);
    ensureCanUpdate(
      auth.ability,
      subject,
      osFieldsOf(row),
      { responsavel: { mail: responsavelEmail } },
      { message },
    );
    await checkItens(tx, row.os.obraId, tipo, input.itens);
    const executados = await findOsItens(tx, [id]);
    const errors = executados.flatMap((done) => {
      if (done.executado <= 0) return [];
      const index = input.itens.findIndex((i) => i.eapItemId === done.eapItemId);
      const item = input.itens[index];
      if (!item)
        return [
          {
            campo: 'itens',
            mensagem: `“${done.descricao}” já tem quantidade executada e não pode sair da OS`,
          },
        ];
      if (item.quantidade < done.executado)
        return [
          {
            campo: `itens.${index}.quantidade`,
            mensagem: `A quantidade não pode ser menor que a já executada (${quantidadeBr(done.executado)} ${done.unidade})`,
          },
        ];
      return [];
    });
    if (errors.length > 0) throw new ValidationFailed('Os dados enviados são inválidos.', errors);
    const { itens, ...data } = input;
    await updateOsRow(tx, id, data);
    await replaceOsItens(tx, id, itens);
    await recordAudit(tx, auth.actor, {
      entity: 'ordem_servico',
      entityId: id,
      action: 'editar',
      before: { titulo: row.os.titulo, responsavelId: row.os.responsavelId, fimPrevisto: row.os.fimPrevisto },
      after: { titulo: data.titulo, responsavelId: data.responsavelId, fimPrevisto: data.fimPrevisto },
    });
    if (data.responsavelId !== row.os.responsavelId)
      await announceResponsavel(
        tx,
        id,
        data.responsavelId,
        auth.user.id,
        osNames(row),
        'Esta ordem de serviço foi atribuída a você.',
      );
  });
  return getOs(ctx, id);
}

/** What a move changes besides the status: the actual dates. */
function moveChanges(move: TOsMove, row: OsDetailRow) {
  const today = todayInSaoPaulo();
  switch (move) {
    case 'iniciar':
      return { inicioReal: row.os.inicioReal ?? today };
    case 'concluir':
      return { fimReal: today };
    case 'cancelar':
      return {};
    case 'reabrir':
      return { fimReal: null };
  }
}

/** Makes a move of the order's life cycle, checked, recorded in its timeline and audited in one transaction. */
export async function moverOs(
  ctx: ServiceContext,
  id: string,
  tipo: TOsTipo,
  move: TOsMove,
  detail: { motivo?: string } = {},
): Promise<TOs> {
  const { auth } = ctx;
  const lifecycle = OS_LIFECYCLES[tipo];
  const { from, to } = lifecycle.moves[move];
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableOs({ db: tx, auth }, id, tipo);
    // The rules tie `update` to an open order, so on a closed one even its responsible person would hear "only the
    // responsible person may": who may move it is asked of the order in a status the move starts from, and a move
    // from the wrong status is then refused as such (409).
    const status = moveStartsFrom(lifecycle, row.os.status, move) ? row.os.status : from[0];
    const mover = checkMove(auth, lifecycle, row.os.status, move, { ...osFieldsOf(row), status }, detail);
    const after = await moveOsRow(tx, id, from, { ...moveChanges(move, row), status: to });
    if (!after) throw new Conflict('A OS mudou enquanto você a via. Atualize a página e tente de novo.');
    await recordMove(tx, lifecycle, {
      entidadeId: id,
      move,
      from: row.os.status,
      mover,
      motivo: detail.motivo,
      registro: osNames(row),
    });
    await recordAudit(tx, auth.actor, {
      entity: 'ordem_servico',
      entityId: id,
      action: move,
      before: { status: row.os.status },
      after: { status: to, ...detail },
    });
  });
  return getOs(ctx, id);
}
