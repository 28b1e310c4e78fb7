import { ZNewPassword } from '@portal/domain';
import { isTooCommon } from '@portal/domain/identity/password-strength';
import { hashPassword } from './password';
import { AuthFailure } from './auth-errors';

/**
 * Checks a new password against the policy and refuses the most common ones (those built on the user's own
 * name or e-mail too), then hashes it.
 */
export async function acceptNewPassword(password: string, userInputs: string[]): Promise<string> {
  const policy = ZNewPassword.safeParse(password);
  if (!policy.success) throw new AuthFailure('INVALID_PASSWORD', 400, policy.error.issues[0]!.message);
  const inputs = userInputs
    .flatMap((value) => value.toLowerCase().split(/[@.\s_-]+/))
    .filter((v) => v.length >= 3);
  if (isTooCommon(password, inputs)) {
    throw new AuthFailure(
      'INVALID_PASSWORD',
      400,
      'Esta senha é muito comum ou fácil de adivinhar. Escolha outra, mais longa ou menos previsível.',
    );
  }
  return hashPassword(password);
}
