import { IDENTITY_MESSAGES } from '@portal/domain';
import { authApi } from './auth.api';
import { clearLocalSession } from './session';

/** SPEC §9: the provider's sign-out must take the browser away within 3 s. */
export const SIGNOUT_TIMEOUT_MS = 3000;

/**
 * Signs out (this device, or every device with `global`). A client lands on /login; anyone else goes through the
 * SSO provider's end-session page, and if the browser is still here after 3 s, 'Signout timeout fail' is reported.
 */
export async function signOutAndLeave(
  global: boolean,
  goToLogin: () => void,
  leave: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  let redirectTo = '/login';
  try {
    ({ redirectTo } = await authApi.signOut(global));
  } finally {
    clearLocalSession();
  }
  if (!/^https?:\/\//.test(redirectTo)) {
    goToLogin();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      window.removeEventListener('pagehide', left);
      reject(new Error(IDENTITY_MESSAGES.SIGNOUT_TIMEOUT));
    }, SIGNOUT_TIMEOUT_MS);
    const left = () => {
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener('pagehide', left, { once: true });
    leave(redirectTo);
  });
}
