import type { FastifyBaseLogger } from 'fastify';
import {
  NOTIFICACAO_ENTREGA_PADRAO,
  NOTIFICACAO_TIPO_LABEL,
  NOTIFICACAO_TIPOS,
  type TNotificacaoEntrega,
  type TNotificacaoTipo,
} from '@portal/domain';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { RecordRegistry } from '../../records/record-registry';
import { notificationMail, queueMail } from '../mail';
import { PeopleCache, recipientsOf } from './notificacoes-recipients';
import {
  claimNextEventGroup,
  findPreferenceChoices,
  insertNotifications,
  markEventProcessed,
  type EventRow,
} from './notificacoes.repository';

/** What the background delivery needs: the database, the configuration (SMTP, links) and every module's records. */
export interface DeliveryDeps {
  db: Db;
  config: Config;
  records: RecordRegistry;
  log: FastifyBaseLogger;
}

function isTipo(tipo: string): tipo is TNotificacaoTipo {
  return (NOTIFICACAO_TIPOS as readonly string[]).includes(tipo);
}

/** Where a person changes how they receive each kind (their own profile). */
export function preferencesLink(config: Config): string {
  return `Meu perfil › Notificações (${config.PUBLIC_URL}/usuarios)`;
}

/**
 * Turns one event into its notifications, in the sweep's transaction: one row per recipient (a person already
 * notified of the same change is skipped), delivered as each chose for the kind (default: the kind's own), with the
 * e-mail of each "E-mail na hora" row queued in the same transaction. Only rows inserted now get a mail, so an event
 * delivered twice sends nothing twice.
 */
async function deliverEvent(
  tx: Db,
  deps: DeliveryDeps,
  people: PeopleCache,
  event: EventRow,
  notified: Set<string>,
): Promise<void> {
  const recipients = (await recipientsOf(tx, deps.records, people, event)).filter(
    (person) => !notified.has(person.id),
  );
  const tipo = isTipo(event.tipo) ? event.tipo : undefined;
  const choices = await findPreferenceChoices(
    tx,
    recipients.map((p) => p.id),
    event.tipo,
  );
  const entregaOf = (userId: string): TNotificacaoEntrega =>
    choices.get(userId) ?? (tipo ? NOTIFICACAO_ENTREGA_PADRAO[tipo] : 'app');
  const inserted = await insertNotifications(
    tx,
    recipients.map((person) => {
      const entrega = entregaOf(person.id);
      return {
        eventoId: event.id,
        userId: person.id,
        tipo: event.tipo,
        titulo: event.titulo,
        texto: event.texto,
        link: event.link,
        entidade: event.entidade,
        entidadeId: event.entidadeId,
        entrega,
        enviadaEm: entrega === 'email' ? new Date() : null,
      };
    }),
  );
  const byId = new Map(recipients.map((p) => [p.id, p]));
  for (const row of inserted) {
    const person = byId.get(row.userId);
    if (row.entrega !== 'email' || !person) continue;
    const content = notificationMail({
      name: person.name,
      titulo: event.titulo,
      texto: event.texto,
      link: `${deps.config.PUBLIC_URL}${event.link}`,
      tipo: tipo ? NOTIFICACAO_TIPO_LABEL[tipo] : event.tipo,
      preferencias: preferencesLink(deps.config),
    });
    await queueMail(tx, person.email, content, deps.config.isSmtpConfigured);
  }
  for (const person of recipients) notified.add(person.id);
  await markEventProcessed(tx, event.id);
}

/**
 * Delivers every event not yet delivered, one change at a time, each in its own short transaction (several
 * instances may sweep at once: each change is taken by one of them). An event that fails is left for the next
 * sweep and the others go on; the sweep then fails, so the job queue retries it with backoff. Answers how many
 * events were delivered.
 */
export async function deliverPendingEvents(deps: DeliveryDeps): Promise<number> {
  const people = new PeopleCache(deps.config.APP_ENV);
  const failed: number[] = [];
  let delivered = 0;
  for (;;) {
    let claimed: number[] = [];
    try {
      const count = await deps.db.transaction(async (tx) => {
        const events = await claimNextEventGroup(tx, failed);
        claimed = events.map((e) => e.id);
        const notified = new Set<string>();
        for (const event of events) await deliverEvent(tx, deps, people, event, notified);
        return events.length;
      });
      if (count === 0) break;
      delivered += count;
    } catch (error) {
      if (claimed.length === 0) throw error;
      failed.push(...claimed);
      deps.log.error({ err: error, eventos: claimed }, 'notification events could not be delivered');
    }
  }
  if (failed.length > 0) throw new Error(`${failed.length} notification event(s) failed; retrying later.`);
  return delivered;
}
