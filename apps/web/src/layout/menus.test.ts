import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from '@portal/domain';
import type { RouteEntry } from '../routing/route-entry';
import { computeMenus, resolvePath } from './menus';

const load = async () => () => null;
const ROUTES: RouteEntry[] = [
  { path: '/obras/:obra', title: 'painel', layout: 'obra', menu: true, load },
  { path: '/obra', title: 'nova', layout: 'geral', menu: true, subject: 'Obra', action: 'create', load },
  { path: '/usuarios/:user?', title: 'perfil', layout: 'geral', menu: true, subject: 'PERFIL', load },
  { path: '/escondida', title: 'x', layout: 'geral', subject: 'PERFIL', load },
  { path: '/fabricacao/:obra', title: 'fab', layout: 'fabrica', menu: true, load },
];

describe('menus (SPEC §5 rule 4)', () => {
  it('lists flagged pages the user may open, in the menu of their layout', () => {
    const admin = defineAbilityFor({
      id: '1',
      email: 'a@x',
      type: 'gali',
      roles: ['acesso_total'],
      companies: [],
      obras: [],
    });
    const menus = computeMenus(ROUTES, admin);
    expect(menus.obra.map((l) => l.title)).toEqual(['painel']);
    expect(menus.geral.map((l) => l.title)).toEqual(['nova', 'perfil']);
    expect(menus.fabrica.map((l) => l.title)).toEqual(['fab']);
  });

  it('puts a page with a higher menuOrder after the others of its list, keeping the modules’ order otherwise', () => {
    const admin = defineAbilityFor({
      id: '1',
      email: 'a@x',
      type: 'gali',
      roles: ['acesso_total'],
      companies: [],
      obras: [],
    });
    const routes: RouteEntry[] = [
      {
        path: '/obras/:obra/biblioteca',
        title: 'biblioteca',
        layout: 'obra',
        menu: true,
        menuOrder: 1,
        load,
      },
      { path: '/obras/:obra/galeria', title: 'galeria', layout: 'obra', menu: true, menuOrder: 1, load },
      ...ROUTES,
      { path: '/obras/:obra/atualizar', title: 'editar', layout: 'obra', menu: true, load },
    ];
    expect(computeMenus(routes, admin).obra.map((l) => l.title)).toEqual([
      'painel',
      'editar',
      'biblioteca',
      'galeria',
    ]);
  });

  it('leaves out what the user may not do', () => {
    const gestor = defineAbilityFor({
      id: '1',
      email: 'g@x',
      type: 'gali',
      roles: ['site_manager'],
      companies: [],
      obras: [],
    });
    expect(computeMenus(ROUTES, gestor).geral.map((l) => l.title)).toEqual(['perfil']);
  });

  it('fills the current obra into site links and drops those it cannot fill', () => {
    expect(resolvePath('/obras/:obra', { obra: 'abc' })).toBe('/obras/abc');
    expect(resolvePath('/obras/:obra', {})).toBeNull();
    expect(resolvePath('/usuarios/:user?', {})).toBe('/usuarios');
  });
});

describe('menus of a client following no obra', () => {
  it('leave out the pages whose rules need one of their obras, and keep a partner firm’s cases', () => {
    const routes: RouteEntry[] = [
      { path: '/todas-obras', title: 'obras', layout: 'aberto', menu: true, subject: 'Obra', load },
      { path: '/diarios', title: 'diarios', layout: 'geral', menu: true, subject: 'RDO', load },
      {
        path: '/juridico/x',
        title: 'processos',
        layout: 'geral',
        menu: true,
        subject: 'ProcessoJuridico',
        load,
      },
    ];
    const escritorio = defineAbilityFor({
      id: '1',
      email: 'adv@x',
      type: 'cliente',
      roles: ['escritorio_parceiro'],
      companies: ['firma-1'],
      obras: [],
    });
    expect(computeMenus(routes, escritorio).geral.map((l) => l.title)).toEqual(['processos']);
    const cliente = defineAbilityFor({
      id: '2',
      email: 'c@x',
      type: 'cliente',
      roles: ['cliente'],
      companies: [],
      obras: ['obra-1'],
    });
    expect(computeMenus(routes, cliente).geral.map((l) => l.title)).toEqual(['obras', 'diarios']);
  });
});
