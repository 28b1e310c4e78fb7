import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { defineAbilityFor } from '@portal/domain';
import { setSiteFactsLoader } from '../routing/site-facts';
import { useSessionStore } from '../session/session.store';
import type { MenuLink } from './layout.store';
import { useSiteMenuFilter } from './use-site-menu-filter';

const MANAGED = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const LINKS: MenuLink[] = [
  { path: '/obras/:obra', title: 'obras:rotas.painel' },
  { path: '/:obra/diarios/novo', title: 'rdo:rotas.novo' },
];

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(cleanup);

describe('useSiteMenuFilter', () => {
  useSessionStore.setState({
    ability: defineAbilityFor({
      id: 'g',
      email: 'gestor@x',
      type: 'gali',
      roles: ['site_manager'],
      companies: [],
      obras: [MANAGED, OTHER],
    }),
  });
  setSiteFactsLoader(async (id) => ({ siteManager: { mail: id === MANAGED ? 'gestor@x' : 'outro@x' } }));

  it('keeps "Novo RDO" on an obra the site manager manages', async () => {
    const { result } = renderHook(() => useSiteMenuFilter('obra', MANAGED), { wrapper });
    await waitFor(() => expect(result.current(LINKS).map((l) => l.path)).toEqual(LINKS.map((l) => l.path)));
  });

  it('drops it on an obra someone else manages, once the obra is known', async () => {
    const { result } = renderHook(() => useSiteMenuFilter('obra', OTHER), { wrapper });
    expect(result.current(LINKS)).toHaveLength(2);
    await waitFor(() => expect(result.current(LINKS).map((l) => l.path)).toEqual(['/obras/:obra']));
  });

  it('leaves the general menu alone', () => {
    const { result } = renderHook(() => useSiteMenuFilter('geral', OTHER), { wrapper });
    expect(result.current(LINKS)).toHaveLength(2);
  });
});
