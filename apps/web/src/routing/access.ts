import { subject as tag, type AppAbility, type TAction, type TAuthUser, type TSubject } from '@portal/domain';
import type { RouteEntry } from './route-entry';

/** What a site is, as far as permissions care: its id (SPEC "Id_Lista") and the facts its rules test. */
export type SiteFacts = Record<string, unknown>;

export interface AccessContext {
  user: TAuthUser | null;
  ability: AppAbility;
  /** Paths an administrator put under maintenance. */
  maintenance: ReadonlySet<string>;
  /** Where the person was going: path and query. */
  target: { pathname: string; search: string };
  /** The :obra of the route, with its facts, when the route has one. */
  site?: { id: string; facts: SiteFacts };
}

export type AccessDecision = { allow: true } | { allow: false; to: string };

const PUBLIC_REDIRECT_EXCLUDED = new Set(['/login', '/404', '/403']);

function loginRedirect(target: AccessContext['target']): string {
  const current = new URLSearchParams(target.search).get('redirect');
  const destination = current ?? `${target.pathname}${target.search}`;
  return PUBLIC_REDIRECT_EXCLUDED.has(target.pathname)
    ? '/login'
    : `/login?redirect=${encodeURIComponent(destination)}`;
}

function listOf<T>(value: T | T[] | undefined, fallback: T[]): T[] {
  if (value === undefined) return fallback;
  return Array.isArray(value) ? value : [value];
}

/** SPEC §5 rule 3: no subject passes; otherwise any listed action (default read) on any listed subject. */
export function routeAllows(
  entry: Pick<RouteEntry, 'subject' | 'action'>,
  ability: AppAbility,
  site?: AccessContext['site'],
): boolean {
  const subjects = listOf<TSubject>(entry.subject, []);
  if (subjects.length === 0) return true;
  const actions = listOf<TAction>(entry.action, ['read']);
  return subjects.some((s) =>
    actions.some((a) =>
      site ? ability.can(a, tag(s, { obra: site.id, Id_Lista: site.id, ...site.facts })) : ability.can(a, s),
    ),
  );
}

/** Whether the user may reach this obra at all (a client only the obras in their list). */
export function canReachSite(ability: AppAbility, site: { id: string; facts: SiteFacts }): boolean {
  return ability.can('read', tag('Obra', { Id_Lista: site.id, ...site.facts }));
}

/** Where a person chooses the obra to work on (Início lists their obras). */
export const SITE_PICKER = '/obras';

/** SPEC §4: a route flagged in its entry, or put under maintenance by an administrator, goes to /manutencao. */
export function isUnderMaintenance(
  entry: Pick<RouteEntry, 'path' | 'maintenance'>,
  paths: ReadonlySet<string>,
) {
  return entry.maintenance === true || paths.has(entry.path);
}

/**
 * The route guard of SPEC §5, as a pure decision: sign-in first (keeping the redirect), then maintenance, then the
 * site (a page that needs one and has none → the obra picker; unreachable → /ObraInacessivel), then the route's
 * permission (→ /403).
 */
export function decideAccess(entry: RouteEntry, ctx: AccessContext): AccessDecision {
  if (entry.public) return { allow: true };
  if (!ctx.user?.email) return { allow: false, to: loginRedirect(ctx.target) };
  if (isUnderMaintenance(entry, ctx.maintenance)) return { allow: false, to: '/manutencao' };
  // Without its obra, a general check could pass on a rule meant for some obras only (a site manager's RDOs).
  if (entry.needsSite && !ctx.site?.id) return { allow: false, to: SITE_PICKER };
  if (ctx.site && !canReachSite(ctx.ability, ctx.site)) return { allow: false, to: '/ObraInacessivel' };
  return routeAllows(entry, ctx.ability, ctx.site)
    ? { allow: true }
    : { allow: false, to: `/403?de=${encodeURIComponent(ctx.target.pathname)}` };
}
