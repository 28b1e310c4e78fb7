import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';
import { generalGroups } from './UserMenu';

const t = (key: string) => `«${key}»`;
const OBRA = 'o-14';

describe('breadcrumbTrail', () => {
  it('an RDO: Início › its obra › Diários of that obra › RDO nº 12', () => {
    const trail = breadcrumbTrail({
      entry: {
        path: '/diarios/:diario',
        title: 'rdo:rotas.visualizar',
        layout: 'geral',
        breadcrumb: [{ label: 'rdo:rotas.diarios', to: '/diarios?obra=:obra' }],
      },
      pathname: '/diarios/r-12',
      params: { diario: 'r-12' },
      page: { obra: OBRA, current: 'RDO nº 12' },
      obraLabel: 'OB-014 · Centro logístico',
      t,
    });
    expect(trail).toEqual([
      { label: '«rotas.inicio»', to: '/obras' },
      { label: 'OB-014 · Centro logístico', to: `/obras/${OBRA}` },
      { label: '«rdo:rotas.diarios»', to: `/diarios?obra=${OBRA}` },
      { label: 'RDO nº 12' },
    ]);
  });

  it('the obra dashboard ends at the obra; an administration page names its group', () => {
    expect(
      breadcrumbTrail({
        entry: { path: '/obras/:obra', title: 'rotas.dashboard', layout: 'obra' },
        pathname: `/obras/${OBRA}`,
        params: { obra: OBRA },
        page: null,
        obraLabel: 'OB-014 · Centro logístico',
        t,
      }),
    ).toEqual([{ label: '«rotas.inicio»', to: '/obras' }, { label: 'OB-014 · Centro logístico' }]);
    expect(
      breadcrumbTrail({
        entry: {
          path: '/clientes',
          title: 'rotas.clientes',
          layout: 'geral',
          menuGroup: 'grupos.administracao',
        },
        pathname: '/clientes',
        params: {},
        page: null,
        t,
      }),
    ).toEqual([
      { label: '«rotas.inicio»', to: '/obras' },
      { label: '«grupos.administracao»' },
      { label: '«rotas.clientes»' },
    ]);
  });

  it('every page of the portal inside the shell gets a trail of at least two crumbs, but Início itself', async () => {
    const { ROUTES } = await import('../routing/route-registry');
    const inShell = ROUTES.filter((r) => !r.public && r.path !== '/obras');
    expect(inShell.length).toBeGreaterThan(10);
    for (const entry of inShell) {
      const trail = breadcrumbTrail({ entry, pathname: entry.path, params: {}, page: null, t });
      expect(trail.length, entry.path).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the general menu of the user menu', () => {
  it('lists every general page the user may open, Administração first, without pages that need an obra', () => {
    const groups = generalGroups([
      { path: '/diarios', title: 'rdo:rotas.diarios', group: 'grupos.rdo' },
      { path: '/obra', title: 'rotas.novaObra', group: 'grupos.administracao' },
      { path: '/usuarios/:user?', title: 'rotas.perfil', group: 'grupos.geral' },
      { path: '/permissoes', title: 'rotas.permissoes', group: 'grupos.administracao' },
      { path: '/obras/:obra', title: 'rotas.dashboard', group: 'grupos.obra' },
    ]);
    expect(groups.map(([group, links]) => [group, links.map((l) => l.path)])).toEqual([
      ['grupos.administracao', ['/obra', '/permissoes']],
      ['grupos.rdo', ['/diarios']],
    ]);
  });
});
