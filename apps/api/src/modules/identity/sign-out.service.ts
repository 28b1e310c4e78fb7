import { recordAudit } from '../audit';
import type { RequestAuth } from './auth.plugin';
import { sha256 } from './crypto';
import type { IdentityDeps } from './identity-deps';
import {
  findSessionByRefreshHash,
  revokeSessionById,
  revokeSessionsOfUser,
  type SessionRow,
  type UserRow,
} from './sessions.repository';

/**
 * Ends this session (local) or every session of the user (global). A client goes back to /login; anyone else
 * goes through the SSO provider's end-session endpoint (SPEC §4), when there is one. Works with an expired access
 * token too: the refresh cookie still names the session.
 */
export async function signOut(
  deps: IdentityDeps,
  auth: RequestAuth | null,
  global: boolean,
  refreshToken: string | undefined,
): Promise<{ redirectTo: string }> {
  let found: { user: UserRow; session: SessionRow } | undefined = auth ?? undefined;
  if (!found && refreshToken) found = await findSessionByRefreshHash(deps.db, sha256(refreshToken));
  if (!found) return { redirectTo: '/login' };
  const { user, session } = found;
  await deps.db.transaction(async (tx) => {
    if (global) await revokeSessionsOfUser(tx, user.id, 'saida_global');
    else await revokeSessionById(tx, session.id, 'saida');
    await recordAudit(
      tx,
      { id: user.id, email: user.email },
      { entity: 'user', entityId: user.id, action: global ? 'sair_de_todos' : 'sair' },
    );
  });
  if (user.type === 'cliente' || !deps.sso) return { redirectTo: '/login' };
  return { redirectTo: await deps.sso.endSessionUrl(session.idToken) };
}
