import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { defineAbilityFor, type PermissionUser, type TObraDetalhe } from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { ObraInformacoesPage } from './ObraInformacoesPage';

const OBRA = '00000000-0000-4000-8000-000000000014';
const detalhe: TObraDetalhe = {
  id: OBRA,
  codigo: 'OB-2025-014',
  nome: 'Ampliação do centro logístico',
  tipo: 'obra',
  status: 'em_andamento',
  cidade: 'Ponta Grossa',
  uf: 'PR',
  cliente: { id: 'cliente-1', nome: 'Serra Azul Alimentos' },
  inicioPrevisto: '2025-02-03',
  fimPrevisto: '2025-12-19',
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
const membro = (name: string, email: string, roles: string[]) => ({
  id: `id-${email}`,
  email,
  name,
  type: 'gali',
  roles,
  companies: [],
  enabled: true,
  status: 'CONFIRMED',
  emailVerified: true,
  createdAt: '2024-05-01T12:00:00.000Z',
  adicionadoEm: '2025-01-15T12:00:00.000Z',
});

const ANSWERS: Record<string, unknown> = {
  [`/api/obras/${OBRA}`]: detalhe,
  [`/api/obras/${OBRA}/cliente`]: { id: 'cliente-1', nome: 'Serra Azul Alimentos', cnpj: '11222333000181' },
  [`/api/obras/${OBRA}/usuarios`]: {
    items: [
      membro('Gestor da Silva', 'gestor@demo.obras.dev', ['site_manager']),
      membro('Planejadora Souza', 'planejamento@demo.obras.dev', []),
    ],
  },
};

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    url in ANSWERS
      ? new Response(JSON.stringify(ANSWERS[url]), { headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ status: 404, code: 'NOT_FOUND', detail: 'Não encontrado.' }), {
          status: 404,
          headers: { 'content-type': 'application/problem+json' },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function signedInAs(user: Omit<PermissionUser, 'id' | 'companies'>) {
  useSessionStore.setState({ ability: defineAbilityFor({ id: 'eu', companies: [], ...user }) });
}

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/obras/:obra/informacoes', element: <ObraInformacoesPage /> }],
    { initialEntries: [`/obras/${OBRA}/informacoes`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

describe('ObraInformacoesPage', () => {
  it("shows the client's CNPJ formatted, and who is on the obra to staff", async () => {
    signedInAs({ email: 'admin@demo.obras.dev', type: 'gali', roles: ['obra'], obras: [] });
    renderPage();
    expect(await screen.findByText('11.222.333/0001-81')).toBeTruthy();
    expect(within(row('CNPJ do cliente')).getByText('11.222.333/0001-81')).toBeTruthy();
    const team = await screen.findByRole('list', { name: 'Usuários na obra (2)' });
    expect(screen.getByRole('region', { name: 'Usuários na obra' }).contains(team)).toBe(true);
    const people = within(team).getAllByRole('listitem');
    expect(people.map((p) => p.textContent)).toEqual([
      'Gestor da Silvagestor@demo.obras.dev · site_manager · desde 15/01/2025',
      'Planejadora Souzaplanejamento@demo.obras.dev · desde 15/01/2025',
    ]);
    expect(within(team).getByRole('link', { name: 'Gestor da Silva' }).getAttribute('href')).toBe(
      '/usuarios/id-gestor@demo.obras.dev',
    );
  });

  it('shows a client the CNPJ but not the team, and never asks the API for it', async () => {
    signedInAs({
      email: 'cliente@demo.obras.dev',
      type: 'cliente',
      roles: ['cliente'],
      obras: [OBRA],
      specificRules: [{ action: 'inspect', subject: 'Obra' }],
    });
    renderPage();
    expect(await screen.findByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Usuários na obra' })).toBeNull();
    expect(screen.queryByText('Gestor da Silva')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(`/api/obras/${OBRA}/usuarios`);
  });
});
