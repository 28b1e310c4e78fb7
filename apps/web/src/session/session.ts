import { cleanupFailedMessage, IDENTITY_MESSAGES, type PackedRules, type TAuthUser } from '@portal/domain';
import { ApiError, setSessionHooks } from '../lib/api-client';
import { authApi } from './auth.api';
import { forgetUser, rememberUser } from './local-session';
import { useSessionStore } from './session.store';

/** SPEC §9: credentials refresh every 50 minutes (the access token lives 60). */
export const REFRESH_EVERY_MS = 50 * 60 * 1000;

let loading: Promise<TAuthUser | null> | undefined;
let refreshing: Promise<boolean> | undefined;
let refreshTimer: ReturnType<typeof setInterval> | undefined;
let onEnded: ((reason: string) => void) | undefined;

/** Where the app goes when the API ends the session (set by the router: navigate to /login). */
export function onSessionEnded(handler: (reason: string) => void): void {
  onEnded = handler;
}

function startBackgroundRefresh(): void {
  if (refreshTimer) return;
  refreshTimer = setInterval(() => void refreshSession(), REFRESH_EVERY_MS);
}

function stopBackgroundRefresh(): void {
  clearInterval(refreshTimer);
  refreshTimer = undefined;
}

/** Stores a confirmed session: the store (with the ability), the cached user, the background refresh. */
export function establishSession(user: TAuthUser, rules: PackedRules): void {
  useSessionStore.getState().setSession(user, rules);
  rememberUser(user);
  startBackgroundRefresh();
}

/** The signed-in user, asking the API once; null when nobody is signed in. */
export function loadSession(force = false): Promise<TAuthUser | null> {
  const state = useSessionStore.getState();
  if (!force && state.status === 'ativa') return Promise.resolve(state.user);
  if (!force && state.status === 'encerrada') return Promise.resolve(null);
  loading ??= authApi
    .me()
    .then(({ user, rules }) => {
      establishSession(user, rules);
      return user;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        useSessionStore.getState().clear();
        forgetUser();
        return null;
      }
      throw error;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** SPEC §8 "No current user": the signed-in user, or that error. */
export async function currentUser(): Promise<TAuthUser> {
  const user = await loadSession();
  if (!user) throw new Error(IDENTITY_MESSAGES.NO_CURRENT_USER);
  return user;
}

/**
 * Renews the access token. One renewal at a time across tabs (Web Locks), since a refresh token used twice
 * would end the session.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const run = async () => {
      try {
        await authApi.refresh();
        const { user, rules } = await authApi.me();
        establishSession(user, rules);
        return true;
      } catch {
        return false;
      }
    };
    return navigator.locks ? navigator.locks.request('portal-renovar-sessao', run) : run();
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** Ends the session here: store, cached credentials, timers. */
export function clearLocalSession(): void {
  stopBackgroundRefresh();
  useSessionStore.getState().clear();
  forgetUser();
}

/** A server sign-out unanswered after 3 s has failed, as SPEC §9 times the hosted-UI one ('Signout timeout fail'). */
export const CLEANUP_TIMEOUT_MS = 3000;

let cleaning: Promise<Error | null> | undefined;

function signOutOnServer(): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(IDENTITY_MESSAGES.SIGNOUT_TIMEOUT)), CLEANUP_TIMEOUT_MS);
  });
  return Promise.race([authApi.signOut(false), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The API said the session is invalid (user disabled, token revoked...): clear the cached credentials, sign out on
 * the server (which clears the session cookies), then go to /login with the reason. When signing out fails, SPEC
 * §8's cleanup-failure message is reported and resolved; /login comes anyway, since the session is over either way.
 * Requests that fail together share one cleanup.
 */
export function cleanUpInvalidSession(error: ApiError): Promise<Error | null> {
  cleaning ??= (async () => {
    const reason = error.motivo ?? error.message;
    let failure: Error | null = null;
    try {
      // Local first: nothing of this user stays in the tab, even when the server cannot be reached.
      clearLocalSession();
      await signOutOnServer();
    } catch (cleanupError) {
      const detail = cleanupError instanceof Error ? cleanupError.message : String(cleanupError);
      failure = new Error(cleanupFailedMessage(reason, detail));
      console.error(failure);
    }
    onEnded?.(reason);
    return failure;
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}

setSessionHooks({
  refresh: refreshSession,
  onSessionInvalid: (error) => void cleanUpInvalidSession(error),
});
