import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loadSession } from '../session/session';
import { useSessionStore } from '../session/session.store';
import { decideAccess } from './access';
import { loadMaintenance } from './maintenance';
import type { RouteEntry } from './route-entry';
import { loadSiteFacts } from './site-facts';

/** The route guard (SPEC §5), run before a page loads. */
export function guardLoader(entry: RouteEntry) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (entry.public) return null;
    const url = new URL(request.url);
    const user = await loadSession();
    const obra = params.obra;
    // Both need a session, not each other: asked together (one round trip less before an obra's page draws).
    const [maintenance, facts] = user
      ? await Promise.all([loadMaintenance(), obra ? loadSiteFacts(obra) : undefined])
      : [new Set<string>(), undefined];
    const site = obra && facts ? { id: obra, facts } : undefined;
    const decision = decideAccess(entry, {
      user,
      ability: useSessionStore.getState().ability,
      maintenance,
      target: { pathname: url.pathname, search: url.search },
      site,
    });
    if (!decision.allow) throw redirect(decision.to);
    return null;
  };
}
