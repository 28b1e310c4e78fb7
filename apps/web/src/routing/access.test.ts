import { describe, expect, it } from 'vitest';
import { defineAbilityFor, type TAuthUser } from '@portal/domain';
import { decideAccess } from './access';
import type { RouteEntry } from './route-entry';

const page = async () => () => null;
const entry = (over: Partial<RouteEntry>): RouteEntry => ({
  path: '/x',
  title: 't',
  layout: 'geral',
  load: page,
  ...over,
});

function userOf(roles: string[], type: 'gali' | 'cliente' = 'gali', obras: string[] = []): TAuthUser {
  return {
    id_user: 'u1',
    username: 'u1',
    email: 'pessoa@demo.obras.dev',
    email_verified: true,
    name: 'Pessoa',
    type,
    roles,
    companies: [],
    obras,
    specific_rules: [],
    preferredMFA: 'NOMFA',
  };
}

function ctx(user: TAuthUser | null, over: Partial<Parameters<typeof decideAccess>[1]> = {}) {
  const ability = defineAbilityFor(
    user
      ? {
          id: user.id_user,
          email: user.email,
          type: user.type,
          roles: user.roles,
          companies: [],
          obras: user.obras,
        }
      : { id: '', email: '', type: 'cliente', roles: [], companies: [], obras: [] },
  );
  return { user, ability, maintenance: new Set<string>(), target: { pathname: '/x', search: '' }, ...over };
}

describe('the route guard (SPEC §5)', () => {
  it('lets anyone into a public route', () => {
    expect(decideAccess(entry({ public: true }), ctx(null))).toEqual({ allow: true });
  });

  it('sends a visitor with no user, or a user with no e-mail, to /login with the redirect', () => {
    const target = { pathname: '/obras/1/informacoes', search: '?aba=2' };
    expect(decideAccess(entry({}), ctx(null, { target }))).toEqual({
      allow: false,
      to: '/login?redirect=%2Fobras%2F1%2Finformacoes%3Faba%3D2',
    });
    const noEmail = { ...userOf(['acesso_total']), email: '' };
    expect(decideAccess(entry({}), ctx(noEmail, { target })).allow).toBe(false);
  });

  it('keeps a redirect already in the query', () => {
    const target = { pathname: '/x', search: '?redirect=%2Fsgi' };
    expect(decideAccess(entry({}), ctx(null, { target }))).toEqual({
      allow: false,
      to: '/login?redirect=%2Fsgi',
    });
  });

  it('passes a route that declares no subject, and checks any listed action on any listed subject', () => {
    const gestor = userOf(['site_manager']);
    expect(decideAccess(entry({}), ctx(gestor)).allow).toBe(true);
    expect(decideAccess(entry({ subject: 'Obra', action: 'create' }), ctx(gestor))).toEqual({
      allow: false,
      to: '/403?de=%2Fx',
    });
    expect(decideAccess(entry({ subject: ['Obra', 'RDO'], action: ['create'] }), ctx(gestor)).allow).toBe(
      true,
    );
  });

  it('checks a route with a site parameter against that site, and sends an unreachable site to /ObraInacessivel', () => {
    const cliente = userOf(['cliente'], 'cliente', ['obra-a']);
    const onA = { id: 'obra-a', facts: {} };
    const onB = { id: 'obra-b', facts: {} };
    expect(decideAccess(entry({ subject: 'Obra' }), ctx(cliente, { site: onA })).allow).toBe(true);
    expect(decideAccess(entry({ subject: 'Obra' }), ctx(cliente, { site: onB }))).toEqual({
      allow: false,
      to: '/ObraInacessivel',
    });
    const gestor = userOf(['site_manager']);
    const mine = { id: 'obra-c', facts: { siteManager: { mail: 'pessoa@demo.obras.dev' } } };
    const other = { id: 'obra-d', facts: { siteManager: { mail: 'outra@demo.obras.dev' } } };
    expect(decideAccess(entry({ subject: 'RDO', action: 'create' }), ctx(gestor, { site: mine })).allow).toBe(
      true,
    );
    expect(
      decideAccess(entry({ subject: 'RDO', action: 'create' }), ctx(gestor, { site: other })).allow,
    ).toBe(false);
  });

  it('sends a route under maintenance to /manutencao', () => {
    const admin = userOf(['acesso_total']);
    expect(decideAccess(entry({ path: '/sgi' }), ctx(admin, { maintenance: new Set(['/sgi']) }))).toEqual({
      allow: false,
      to: '/manutencao',
    });
  });

  it('sends a route flagged under maintenance in its entry to /manutencao, even for an administrator', () => {
    const admin = userOf(['acesso_total']);
    expect(decideAccess(entry({ path: '/sgi', maintenance: true }), ctx(admin))).toEqual({
      allow: false,
      to: '/manutencao',
    });
    expect(decideAccess(entry({ path: '/sgi', maintenance: false }), ctx(admin))).toEqual({ allow: true });
  });

  it('asks for sign-in before telling anyone a flagged route is under maintenance', () => {
    expect(decideAccess(entry({ maintenance: true }), ctx(null))).toEqual({
      allow: false,
      to: '/login?redirect=%2Fx',
    });
  });

  it('sends a page that needs a site, opened without its obra, to the obra picker instead of a general check', () => {
    // A site manager may create RDOs only on their obras: a general check would wrongly pass.
    const gestor = userOf(['site_manager']);
    const novoRdo = entry({
      path: '/:obra?/diarios/novo',
      subject: 'RDO',
      action: 'create',
      needsSite: true,
    });
    expect(decideAccess(novoRdo, ctx(gestor))).toEqual({ allow: false, to: '/obras' });
    expect(decideAccess(novoRdo, ctx(gestor, { site: { id: '', facts: {} } }))).toEqual({
      allow: false,
      to: '/obras',
    });
  });

  it("checks a page that needs a site against its obra: unreachable goes to /ObraInacessivel, another's to /403", () => {
    const cliente = userOf(['cliente'], 'cliente', ['obra-a']);
    const painel = entry({ path: '/obras/:obra', needsSite: true });
    expect(decideAccess(painel, ctx(cliente, { site: { id: 'obra-a', facts: {} } }))).toEqual({
      allow: true,
    });
    expect(decideAccess(painel, ctx(cliente, { site: { id: 'obra-b', facts: {} } }))).toEqual({
      allow: false,
      to: '/ObraInacessivel',
    });
    const gestor = userOf(['site_manager']);
    const novoRdo = entry({ path: '/:obra/diarios/novo', subject: 'RDO', action: 'create', needsSite: true });
    const other = { id: 'obra-d', facts: { siteManager: { mail: 'outra@demo.obras.dev' } } };
    expect(
      decideAccess(
        novoRdo,
        ctx(gestor, { site: other, target: { pathname: '/obra-d/diarios/novo', search: '' } }),
      ),
    ).toEqual({
      allow: false,
      to: '/403?de=%2Fobra-d%2Fdiarios%2Fnovo',
    });
  });

  it('asks a visitor to sign in before asking for an obra', () => {
    const novoRdo = entry({ path: '/:obra?/diarios/novo', needsSite: true });
    expect(decideAccess(novoRdo, ctx(null))).toEqual({ allow: false, to: '/login?redirect=%2Fx' });
  });
});
