import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { AuthFailure } from './auth-errors';
import type { IdentityDeps } from './identity-deps';
import { claimAttempt, clearFailures, throttleKey } from './throttle';
import { acceptTotp } from './totp';
import type { UserRow } from './users.repository';
import { users } from './users.schema';

/**
 * Accepts a code from the user's authenticator app once: throttled like passwords, and the time step is recorded
 * with a conditional update, so two requests racing with the same code cannot both pass.
 */
export async function checkTotpCode(
  deps: IdentityDeps,
  user: UserRow,
  secret: string,
  code: string,
): Promise<void> {
  const key = throttleKey('mfa', user.id);
  await claimAttempt(deps.db, key);
  const step = acceptTotp(secret, code, user.totpLastStep);
  const recorded =
    step !== null &&
    (
      await deps.db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id })
    ).length > 0;
  if (!recorded) {
    throw new AuthFailure(
      'CODE_MISMATCH',
      400,
      'Código inválido. Confira o código de 6 dígitos do aplicativo autenticador.',
    );
  }
  await clearFailures(deps.db, key);
}
