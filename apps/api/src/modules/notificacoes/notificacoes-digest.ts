import { formatDateTime } from '@portal/domain';
import { findLiveUserById } from '../identity';
import { notificationDigestMail, queueMail } from '../mail';
import { preferencesLink, type DeliveryDeps } from './notificacoes-delivery';
import { claimDigestOf, findDigestUserIds, markSent } from './notificacoes.repository';

/** A digest lists at most this many; the rest are in the portal. */
const MAX_ITEMS = 50;

/**
 * The daily digest: each user with notifications waiting for it gets one e-mail listing those still unread (what
 * they already read in the portal is not sent again), and all of them are marked sent in the same transaction as
 * the queued mail, so a second run (another instance, a retry) finds nothing. A disabled user gets nothing; their
 * notifications wait. Answers how many e-mails were queued.
 */
export async function sendDigests(deps: DeliveryDeps): Promise<number> {
  let mailed = 0;
  for (const userId of await findDigestUserIds(deps.db)) {
    const sent = await deps.db.transaction(async (tx) => {
      const rows = await claimDigestOf(tx, userId);
      const user = rows.length > 0 ? await findLiveUserById(tx, userId) : undefined;
      if (!user || !user.enabled) return false;
      const unread = rows.filter((row) => row.lidaEm === null);
      if (unread.length > 0) {
        const itens = unread.slice(0, MAX_ITEMS).map((row) => ({
          titulo: row.titulo,
          texto: row.texto,
          quando: formatDateTime(row.createdAt),
        }));
        if (unread.length > MAX_ITEMS)
          itens.push({ titulo: `… e mais ${unread.length - MAX_ITEMS} no portal`, texto: '', quando: '' });
        const content = notificationDigestMail({
          name: user.name,
          itens,
          link: `${deps.config.PUBLIC_URL}/notificacoes?naoLidas=true`,
          preferencias: preferencesLink(deps.config),
        });
        await queueMail(tx, user.email, content, deps.config.isSmtpConfigured);
      }
      await markSent(
        tx,
        rows.map((row) => row.id),
      );
      return unread.length > 0;
    });
    if (sent) mailed++;
  }
  return mailed;
}
