import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { defineAbilityFor, type TAuthUser, type TUserDetail } from '@portal/domain';
import { DialogProvider } from '../../../layout/dialogs/DialogProvider';
import { useSessionStore } from '../../../session/session.store';
import { ProfilePage } from './ProfilePage';

const SERRA_AZUL = '00000000-0000-4000-8000-0000000000c1';

const clienteUser: TUserDetail = {
  id: 'u-cliente',
  email: 'cliente@demo.obras.dev',
  name: 'Carla Cliente',
  type: 'cliente',
  roles: ['cliente', 'aprovador'],
  companies: [SERRA_AZUL],
  empresas: [{ id: SERRA_AZUL, nome: 'Serra Azul Alimentos' }],
  enabled: true,
  status: 'CONFIRMED',
  emailVerified: true,
  createdAt: '2024-05-01T12:00:00.000Z',
  obras: [{ id: 'obra-14', codigo: 'OB-2025-014', nome: 'Centro logístico' }],
  specificRules: [],
  phoneNumber: null,
};

let requested: string[];
let shown: TUserDetail;

beforeEach(() => {
  requested = [];
  shown = clienteUser;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const { pathname } = new URL(url, 'http://portal');
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (pathname === `/api/usuarios/${clienteUser.id}`) return json(shown);
      if (pathname === '/api/obras') return json({ items: [], total: 0 });
      return json({ status: 404, code: 'NOT_FOUND', detail: 'Não encontrado.' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function signedInAs(me: Pick<TAuthUser, 'id_user' | 'email' | 'type' | 'roles' | 'companies' | 'obras'>) {
  useSessionStore.setState({
    status: 'ativa',
    user: {
      ...me,
      username: me.email,
      email_verified: true,
      name: 'Eu',
      specific_rules: [],
      preferredMFA: 'NOMFA',
    },
    ability: defineAbilityFor({ id: me.id_user, ...me }),
  });
}

function renderProfile(path: string) {
  const router = createMemoryRouter([{ path: '/usuarios/:user?', element: <ProfilePage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <DialogProvider>
          <RouterProvider router={router} />
        </DialogProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const companies = () => within(screen.getByRole('list', { name: 'Empresas' }));

describe('ProfilePage', () => {
  it('shows a client their own companies, with roles and obras, though they may not read the client list', async () => {
    signedInAs({
      id_user: clienteUser.id,
      email: clienteUser.email,
      type: 'cliente',
      roles: clienteUser.roles,
      companies: clienteUser.companies,
      obras: ['obra-14'],
    });
    renderProfile('/usuarios');
    expect(await screen.findByRole('heading', { name: 'Carla Cliente' })).toBeTruthy();
    await waitFor(() => expect(companies().getByText('Serra Azul Alimentos')).toBeTruthy());
    expect(screen.getByText('aprovador')).toBeTruthy();
    expect(screen.getByText('OB-2025-014 · Centro logístico')).toBeTruthy();
    // The names come with the profile: a client may not read the client list.
    expect(requested.some((url) => url.includes('/api/clientes'))).toBe(false);
    expect(screen.queryByText('Administração da conta')).toBeNull();
  });

  it('shows the companies on a read-only profile, where there is no administration card', async () => {
    signedInAs({
      id_user: 'u-planejamento',
      email: 'planejamento@demo.obras.dev',
      type: 'gali',
      roles: ['planejamento'],
      companies: [],
      obras: [],
    });
    renderProfile(`/usuarios/${clienteUser.id}`);
    await waitFor(() => expect(companies().getByText('Serra Azul Alimentos')).toBeTruthy());
    expect(screen.queryByText('Administração da conta')).toBeNull();
    expect(screen.queryByText('Segurança')).toBeNull();
  });

  it('says when the user belongs to no company', async () => {
    shown = { ...clienteUser, companies: [], empresas: [] };
    signedInAs({
      id_user: clienteUser.id,
      email: clienteUser.email,
      type: 'cliente',
      roles: ['cliente'],
      companies: [],
      obras: [],
    });
    renderProfile('/usuarios');
    expect(await screen.findByText('Não está vinculado a nenhuma empresa.')).toBeTruthy();
  });
});
