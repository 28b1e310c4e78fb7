import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { abilityFromPacked, type PackedRules, type TObraDetalhe } from '@portal/domain';
import { useSessionStore } from '../session/session.store';
import type { DashboardCard } from './route-entry';
import type * as Registry from './route-registry';

const OBRA = '00000000-0000-4000-8000-000000000014';

const card = (id: string, order: number, extra: Partial<DashboardCard> = {}): DashboardCard => ({
  id,
  order,
  component: lazy(async () => ({ default: ({ obraId }: { obraId: string }) => <p>{`${id} ${obraId}`}</p> })),
  ...extra,
});

// The dashboard sees these cards instead of the modules' real ones.
vi.mock('./route-registry', async (importOriginal) => {
  const real = await importOriginal<typeof Registry>();
  return {
    ...real,
    DASHBOARD_CARDS: real.collectDashboardCards([
      [card('para-todos', 30)],
      [card('diarios', 10, { subject: 'RDO', action: ['read', 'plannedDates'] })],
      [card('so-quem-edita', 20, { subject: 'Obra', action: 'update' })],
    ]),
  };
});

const detalhe: TObraDetalhe = {
  id: OBRA,
  codigo: 'OB-2025-014',
  nome: 'Ampliação do centro logístico',
  tipo: 'obra',
  status: 'em_andamento',
  cidade: 'Ponta Grossa',
  uf: 'PR',
  cliente: { id: 'cliente-1', nome: 'Serra Azul Alimentos' },
  inicioPrevisto: null,
  fimPrevisto: null,
  siteManager: null,
  fotoArquivoId: null,
  logradouro: null,
  cep: null,
  valorContrato: null,
  siteManagerSubstituto: null,
  coordenador: null,
  membros: 2,
  createdAt: '2025-01-10T12:00:00.000Z',
  updatedAt: '2025-01-10T12:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(detalhe), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('obra dashboard cards registered by the modules', { timeout: 20_000 }, () => {
  it('draws, in order, the registered cards the user may see on this obra, and no other', async () => {
    useSessionStore.setState({
      ability: abilityFromPacked([
        ['read', 'Obra'],
        ['read', 'RDO'],
      ] as unknown as PackedRules),
    });
    const { ObraDashboardPage } = await import('../modules/obras/pages/ObraDashboardPage');
    const router = createMemoryRouter([{ path: '/obras/:obra', element: <ObraDashboardPage /> }], {
      initialEntries: [`/obras/${OBRA}`],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const shown = await screen.findAllByText(new RegExp(` ${OBRA}$`));
    expect(shown.map((p) => p.textContent)).toEqual([`diarios ${OBRA}`, `para-todos ${OBRA}`]);
    expect(screen.queryByText(`so-quem-edita ${OBRA}`)).toBeNull();
  });

  it('collects every module’s cards in order and refuses two cards with one id', async () => {
    const { collectDashboardCards } = await import('./route-registry');
    expect(
      collectDashboardCards([[card('b', 2)], undefined, [card('a', 1), card('c', 2)]]).map((c) => c.id),
    ).toEqual(['a', 'b', 'c']);
    expect(() => collectDashboardCards([[card('x', 1)], [card('x', 2)]])).toThrow(/"x"/);
  });

  it('the RDO module registers its S-curve card itself (the obras module imports no other module)', async () => {
    const real = await vi.importActual<typeof Registry>('./route-registry');
    expect(real.DASHBOARD_CARDS.map((c) => c.id)).toContain('rdo-curva-s');
    const obrasSources = import.meta.glob<string>('../modules/obras/**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const importsOtherModule = Object.entries(obrasSources)
      .filter(([, source]) => /from '\.\.\/\.\.\/rdo\/|import\('\.\.\/\.\.\/rdo\//.test(source))
      .map(([file]) => file);
    expect(importsOtherModule).toEqual([]);
  });
});
