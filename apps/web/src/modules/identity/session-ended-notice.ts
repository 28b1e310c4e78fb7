import { SESSION_INVALIDATING_MESSAGES, type TSessionInvalidReason } from '@portal/domain';

const REASONS = new Map(
  Object.entries(SESSION_INVALIDATING_MESSAGES).map(([reason, message]) => [
    message as string,
    reason as TSessionInvalidReason,
  ]),
);

/**
 * The catalogue key (namespace `identidade`) that tells in pt-BR why the session ended, from the SPEC §8 message
 * the API sent in `motivo`; the generic notice for any other reason.
 */
export function sessionEndedNoticeKey(motivo: string | undefined): string {
  const reason = motivo === undefined ? undefined : REASONS.get(motivo);
  return reason ? `sessaoEncerrada.${reason}` : 'entrar.sessaoEncerrada';
}
