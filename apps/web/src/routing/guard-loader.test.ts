import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { defineAbilityFor, type TAuthUser } from '@portal/domain';
import { useSessionStore } from '../session/session.store';
import { guardLoader } from './guard-loader';
import type { RouteEntry } from './route-entry';
import { setSiteFactsLoader } from './site-facts';

vi.mock('./maintenance', () => ({ loadMaintenance: vi.fn(async () => new Set<string>()) }));

const cliente: TAuthUser = {
  id_user: 'u1',
  username: 'u1',
  email: 'cliente@demo.obras.dev',
  email_verified: true,
  name: 'Cliente',
  type: 'cliente',
  roles: ['cliente'],
  companies: [],
  obras: ['obra-a'],
  specific_rules: [],
  preferredMFA: 'NOMFA',
};

const entry = (over: Partial<RouteEntry>): RouteEntry => ({
  path: '/:obra?/diarios/novo',
  title: 't',
  layout: 'obra',
  load: async () => () => null,
  ...over,
});

/** Runs the guard as the router would, answering where it redirected to (or null when the page may open). */
async function visit(route: RouteEntry, url: string, params: Record<string, string> = {}) {
  const args = { request: new Request(`http://portal.test${url}`), params } as unknown as LoaderFunctionArgs;
  try {
    return await guardLoader(route)(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const facts = vi.fn(async () => ({}));

beforeEach(() => {
  setSiteFactsLoader(facts);
  useSessionStore.setState({
    status: 'ativa',
    user: cliente,
    ability: defineAbilityFor({
      id: cliente.id_user,
      email: cliente.email,
      type: cliente.type,
      roles: cliente.roles,
      companies: [],
      obras: cliente.obras,
    }),
  });
});
afterEach(() => {
  facts.mockClear();
  useSessionStore.getState().clear();
});

describe('the route guard as the router runs it', () => {
  it('sends a page that needs a site, reached without an obra in the address, to the obra picker', async () => {
    expect(await visit(entry({ needsSite: true }), '/diarios/novo')).toBe('/obras');
    expect(facts).not.toHaveBeenCalled();
  });

  it("checks a page that needs a site against the obra in the address, with that obra's facts", async () => {
    const route = entry({ needsSite: true });
    expect(await visit(route, '/obra-a/diarios/novo', { obra: 'obra-a' })).toBeNull();
    expect(facts).toHaveBeenCalledWith('obra-a');
    expect(await visit(route, '/obra-b/diarios/novo', { obra: 'obra-b' })).toBe('/ObraInacessivel');
  });

  it('sends a page flagged under maintenance in its entry to /manutencao, with an empty maintenance list', async () => {
    expect(await visit(entry({ path: '/diarios', maintenance: true }), '/diarios')).toBe('/manutencao');
  });
});
