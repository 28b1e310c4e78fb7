import { ZCreateUserInput } from '@portal/domain';
import { parseInput } from '../../errors/parse-input';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import { ensureDevice } from './devices.repository';
import type { ClientInfo, IdentityDeps } from './identity-deps';
import { startSession, userBlockReason, type IssuedTokens } from './sessions.service';
import type { PendingLogin, SsoClient } from './sso-client';
import { findUserByEmail } from './users.repository';
import { createUser } from './users.service';

export type FederatedOutcome =
  { ok: true; tokens: IssuedTokens; created: boolean } | { ok: false; error: string };

/**
 * Finishes an SSO sign-in: the provider vouches for the e-mail; a staff user with that e-mail signs in, and the
 * first federated sign-in of a new e-mail creates a `gali` user with no roles (an administrator grants them).
 * An external client's account never signs in through the staff SSO.
 */
export async function signInFederated(
  deps: IdentityDeps,
  sso: SsoClient,
  callbackUrl: URL,
  pending: PendingLogin,
  client: ClientInfo,
): Promise<FederatedOutcome> {
  let identity;
  try {
    identity = await sso.finishLogin(callbackUrl, pending);
  } catch {
    return { ok: false, error: 'falha_no_provedor' };
  }
  const existing = await findUserByEmail(deps.db, identity.email);
  if (existing?.type === 'cliente') return { ok: false, error: 'conta_de_cliente' };
  if (existing) {
    const blocked = userBlockReason(existing);
    if (blocked)
      return { ok: false, error: blocked === 'USER_DISABLED' ? 'usuario_desativado' : 'acesso_bloqueado' };
  }
  return deps.db.transaction(async (tx) => {
    const user =
      existing ??
      (await createUser(
        tx,
        SYSTEM_ACTOR,
        // What the provider says is outside input: validated here, once, like an invitation's form.
        parseInput(ZCreateUserInput, { email: identity.email, name: identity.name, type: 'gali', roles: [] }),
        { emailVerified: identity.emailVerified },
      ));
    const device = await ensureDevice(tx, user.id, client.deviceKey, client.userAgent);
    const tokens = await startSession(tx, deps.secret, {
      userId: user.id,
      deviceId: device.id,
      method: 'sso',
      idToken: identity.idToken,
    });
    await recordAudit(
      tx,
      { id: user.id, email: user.email },
      { entity: 'user', entityId: user.id, action: 'entrar_sso', after: { dispositivo: device.name } },
    );
    return { ok: true as const, tokens, created: !existing };
  });
}
