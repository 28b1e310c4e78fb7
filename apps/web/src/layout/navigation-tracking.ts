import { STORAGE_KEYS } from '../session/local-session';

const LOGIN_LIKE = ['/login', '/primeiroLogin', '/acessoFederado'];
const NEVER_RECORDED = ['/404', '/403', '/acessoFederado', '/login'];

function isLoginLike(pathname: string): boolean {
  return LOGIN_LIKE.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * SPEC §4: every navigation except to or from login-like pages and to /404, /403, /acessoFederado, /login records
 * the full path as the last visited route.
 */
export function shouldRecordNavigation(from: string | null, to: string): boolean {
  if (from !== null && isLoginLike(from)) return false;
  if (isLoginLike(to)) return false;
  return !NEVER_RECORDED.includes(to);
}

export function recordLastRoute(fullPath: string): void {
  localStorage.setItem(STORAGE_KEYS.lastRoute, fullPath);
}
