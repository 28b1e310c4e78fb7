import type { TAuthUser } from '@portal/domain';
import { forgetOfflineAnswers } from '../app/offline-caches';

/** SPEC §3 "Session (stored locally)": the user under key `user`, an expiry, the last visited route, `versao`. */
export const STORAGE_KEYS = {
  user: 'user',
  expiry: 'expiry',
  lastRoute: 'ultimaRota',
  version: 'versao',
} as const;

/** Access tokens live 1 hour; this is only a hint for the UI (the cookie is the truth). */
const ACCESS_TOKEN_MS = 60 * 60 * 1000;

export function rememberUser(user: TAuthUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.expiry, String(Date.now() + ACCESS_TOKEN_MS));
}

export function cachedUser(): TAuthUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as TAuthUser) : null;
  } catch {
    return null;
  }
}

/**
 * Clears the cached credentials (the user and its expiry) and the API answers the service worker kept for offline,
 * so the next person on this phone reads none of them (sign-out, or a session the API says is over).
 */
export function forgetUser(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.expiry);
  forgetOfflineAnswers();
}
