import type { DetectedDelay } from '@portal/domain';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { findActiveUsersWithRole, findUserById } from '../identity';
import { delayWarningMail, queueMail } from '../mail';
import { emitEvent } from '../notificacoes';

/** A delay opened now: its record and what the check found. */
export interface OpenedDelay extends DetectedDelay {
  id: string;
}

/** The obra as the warning names it. */
export interface WarnedObra {
  id: string;
  codigo: string;
  nome: string;
  siteManagerId: string | null;
}

/** Who hears of the obra's delays: its site manager (an active account) and every active planner, once each. */
async function delayRecipients(tx: Db, obra: WarnedObra) {
  const recipients = new Map<string, { id: string; name: string; email: string }>();
  const manager = obra.siteManagerId ? await findUserById(tx, obra.siteManagerId) : undefined;
  if (manager && manager.enabled && !manager.deletedAt) recipients.set(manager.email, manager);
  for (const planner of await findActiveUsersWithRole(tx, 'planejamento'))
    recipients.set(planner.email, planner);
  return [...recipients.values()];
}

/** At most this many delays are described in the bell's text (the e-mail lists them all). */
const DESCRIBED = 3;

/** The notification's headline and text: the delay itself, or how many, then what each is. */
export function delayNotice(obra: WarnedObra, opened: readonly OpenedDelay[]) {
  const [only] = opened;
  const titulo = `${obra.codigo} · ${obra.nome}: ${
    opened.length === 1 && only ? only.resumo : `${opened.length} novos atrasos`
  }`;
  const described = opened.slice(0, DESCRIBED).map((d) => d.descricao);
  const more = opened.length - described.length;
  const texto = `${described.join('; ')}${more > 0 ? ` e mais ${more}` : ''}.`;
  return { titulo, texto };
}

/**
 * Announces the delays just opened, in the transaction that opened them (so a delay is announced if and only if it
 * was recorded): one e-mail per person listing them all, sent whatever their notification settings, and one
 * `atrasado` notification for the bell. The notifications module delivers the events of one record in one
 * transaction as one change (one notification per person), so the delays of one check make one event, keyed by the
 * first of them (each delay is opened, and so announced, by exactly one check). The notification's e-mail is off by
 * default (the kind's default is "Só no portal"), so nobody gets the same delay twice unless they ask for it.
 */
export async function announceDelays(
  tx: Db,
  config: Config,
  obra: WarnedObra,
  opened: readonly OpenedDelay[],
): Promise<void> {
  const [first] = opened;
  if (!first) return;
  const recipients = await delayRecipients(tx, obra);
  const link = `/obras/${obra.id}`;
  for (const person of recipients) {
    await queueMail(
      tx,
      person.email,
      delayWarningMail({
        name: person.name,
        obra: `${obra.codigo} — ${obra.nome}`,
        atrasos: opened.map((d) => d.descricao),
        link: `${config.PUBLIC_URL}${link}`,
      }),
      config.isSmtpConfigured,
    );
  }
  await emitEvent(tx, {
    chave: `atraso:${first.id}`,
    tipo: 'atrasado',
    entidade: 'obra',
    entidadeId: obra.id,
    atorId: null,
    ...delayNotice(obra, opened),
    link,
    destinatarios: recipients.map((p) => p.id),
  });
}
