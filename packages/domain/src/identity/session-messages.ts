/**
 * SPEC §8: the identity messages that mean the session is over. The API puts the matching one in `motivo`; the
 * web app signs out, clears cached credentials and goes to /login when it sees any of them.
 */
export const SESSION_INVALIDATING_MESSAGES = {
  ACCESS_TOKEN_REVOKED: 'Access Token has been revoked',
  REFRESH_TOKEN_REVOKED: 'Refresh Token has been revoked',
  USER_DISABLED: 'User is disabled.',
  USER_NOT_FOUND: 'User does not exist.',
  REFRESH_TOKEN_EXPIRED: 'Refresh Token has expired',
  PASSWORD_RESET_REQUIRED: 'Password reset required for the user',
} as const;

export type TSessionInvalidReason = keyof typeof SESSION_INVALIDATING_MESSAGES;

const MESSAGES = new Set<string>(Object.values(SESSION_INVALIDATING_MESSAGES));

export function isSessionInvalidatingMessage(message: string | undefined): boolean {
  return message !== undefined && MESSAGES.has(message);
}

/** SPEC §8, word for word: what is reported when signing out after such an error fails too. */
export function cleanupFailedMessage(reason: string, cleanupError: string): string {
  return `Session is invalid due to: ${reason} and failed to clean up invalid session: ${cleanupError}`;
}

/** Other identity messages of SPEC §8, kept verbatim. */
export const IDENTITY_MESSAGES = {
  NO_CURRENT_USER: 'No current user',
  NOT_AUTHENTICATED: 'The user is not authenticated',
  SIGNOUT_TIMEOUT: 'Signout timeout fail',
  PASSWORD_ATTEMPTS_EXCEEDED: 'Password attempts exceeded',
} as const;
