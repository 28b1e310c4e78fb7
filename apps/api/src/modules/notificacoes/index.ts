/**
 * The notifications module's public surface: a module emits events in its own transaction and makes people follow
 * its records; delivery (bell, e-mail, digest) is this module's business.
 */
export { emitEvent, followRecord, type NotificationEvent } from './notificacoes.events';
