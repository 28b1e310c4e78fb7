import type { SiteFacts } from './access';

type FactsLoader = (obraId: string) => Promise<SiteFacts>;

let loader: FactsLoader = async () => ({});

/**
 * How the guard learns what it needs about the obra of a route (its site manager, ...): the route registry installs
 * the `siteFactsLoader` the obras module exports from its routes.tsx; without one only the id is known, which is
 * what the site-reach rule (SPEC "Id_Lista") tests.
 */
export function setSiteFactsLoader(next: FactsLoader): void {
  loader = next;
}

export function loadSiteFacts(obraId: string): Promise<SiteFacts> {
  return loader(obraId);
}
