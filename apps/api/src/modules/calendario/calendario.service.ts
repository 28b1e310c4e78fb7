import { createHash, randomBytes } from 'node:crypto';
import { createEvents, type EventAttributes } from 'ics';
import { agora, somarDias, todayInSaoPaulo, type TCalendarioAssinatura } from '@portal/domain';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { abilityOfUser } from '../identity';
import type { CalendarEvent, CalendarRegistry } from './calendar-registry';
import {
  deleteAssinatura,
  findAssinatura,
  findAssinaturaByHash,
  saveAssinatura,
  touchAssinatura,
  type AssinaturaRow,
} from './calendario.repository';

export const ASSINATURA_NAO_ENCONTRADA = 'Endereço de calendário inexistente ou substituído por outro.';
/** The feed's window: what is past a year ago or more than five years ahead is of no use in a calendar. */
const DIAS_ANTES = 365;
const DIAS_DEPOIS = 5 * 366;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function view(row: AssinaturaRow | undefined, url?: string): TCalendarioAssinatura {
  return {
    ativa: row !== undefined,
    criadaEm: row?.createdAt.toISOString() ?? null,
    ultimoAcesso: row?.ultimoAcesso?.toISOString() ?? null,
    ...(url ? { url } : {}),
  };
}

export async function getAssinatura(ctx: ServiceContext): Promise<TCalendarioAssinatura> {
  return view(await findAssinatura(ctx.db, ctx.auth.user.id));
}

/**
 * Makes the person's feed address (a new one ends the old). The secret travels in the query string, which the
 * request log leaves out, and is kept only as its hash.
 */
export async function criarAssinatura(
  ctx: ServiceContext,
  publicUrl: string,
): Promise<TCalendarioAssinatura> {
  const token = randomBytes(32).toString('base64url');
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findAssinatura(tx, ctx.auth.user.id);
    const saved = await saveAssinatura(tx, ctx.auth.user.id, hashOf(token));
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'calendario_assinatura',
      entityId: ctx.auth.user.id,
      action: before ? 'renovar' : 'criar',
      before: before ? { criadaEm: before.createdAt } : undefined,
      after: { criadaEm: saved.createdAt },
    });
    return saved;
  });
  return view(row, `${publicUrl}/api/calendario.ics?chave=${token}`);
}

export async function revogarAssinatura(ctx: ServiceContext): Promise<TCalendarioAssinatura> {
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteAssinatura(tx, ctx.auth.user.id);
    if (removed)
      await recordAudit(tx, ctx.auth.actor, {
        entity: 'calendario_assinatura',
        entityId: ctx.auth.user.id,
        action: 'revogar',
        before: { criadaEm: removed.createdAt },
      });
  });
  return view(undefined);
}

function toIcsEvent(event: CalendarEvent, publicUrl: string): EventAttributes {
  return {
    uid: event.uid,
    title: event.titulo,
    description: `${event.descricao}\n\n${publicUrl}${event.link}`,
    url: `${publicUrl}${event.link}`,
    ...(event.local ? { location: event.local } : {}),
    start: event.inicio.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.fim.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(event.atualizadoEm ? { lastModified: event.atualizadoEm.getTime() } : {}),
    productId: 'portal-obras/calendario',
    calName: 'Portal de Obras',
  };
}

/**
 * The ICS feed of the subscription `token`: every registered source's events that its owner may read now (their
 * current roles and obras; a disabled person's feed answers like a missing one).
 */
export async function feedOf(
  deps: { db: Db; config: Config; calendar: CalendarRegistry },
  token: string,
  instante = agora(),
): Promise<string> {
  const row = await findAssinaturaByHash(deps.db, hashOf(token));
  const person = row ? await abilityOfUser(deps.db, row.userId, deps.config.APP_ENV) : null;
  if (!row || !person) throw new NotFound(ASSINATURA_NAO_ENCONTRADA);
  const hoje = todayInSaoPaulo(instante);
  const range = { de: somarDias(hoje, -DIAS_ANTES), ate: somarDias(hoje, DIAS_DEPOIS) };
  const ctx = { db: deps.db, userId: person.id, ability: person.ability };
  const events: CalendarEvent[] = [];
  for (const source of deps.calendar.all()) events.push(...(await source.events(ctx, range)));
  await touchAssinatura(deps.db, row.userId);
  const { error, value } = createEvents(
    events.map((e) => toIcsEvent(e, deps.config.PUBLIC_URL)),
    { productId: 'portal-obras/calendario', calName: 'Portal de Obras' },
  );
  if (error || !value) throw error ?? new Error('ICS vazio');
  return value;
}
