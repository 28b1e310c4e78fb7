import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SESSION_INVALIDATING_MESSAGES } from '@portal/domain';
import { LoginPage } from './LoginPage';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ssoEnabled: false, mfa: 'OFF' }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin(state?: unknown) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: [{ pathname: '/login', state }],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// What RootShell sends to /login when the API ends the session.
const forcedOut = (motivo: string) => ({ aviso: 'Sua sessão foi encerrada. Entre novamente.', motivo });

describe('LoginPage after a forced sign-out', () => {
  it('says the account was disabled', async () => {
    renderLogin(forcedOut(SESSION_INVALIDATING_MESSAGES.USER_DISABLED));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sua conta foi desativada. Fale com o administrador do portal.',
    );
    expect(screen.queryByText('Sua sessão foi encerrada. Entre novamente.')).toBeNull();
  });

  it('says a password reset is needed', async () => {
    renderLogin(forcedOut(SESSION_INVALIDATING_MESSAGES.PASSWORD_RESET_REQUIRED));
    expect((await screen.findByRole('alert')).textContent).toContain('É preciso redefinir sua senha');
  });

  it('keeps the generic notice for a reason it does not know', async () => {
    renderLogin(forcedOut('Something else'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sua sessão foi encerrada. Entre novamente.',
    );
  });

  it('shows no notice on a plain visit', async () => {
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('LoginPage and the ethics channel', () => {
  it('links to the channel, which takes reports without an account', async () => {
    renderLogin();
    const link = await screen.findByRole('link', { name: /Canal de ética/ });
    expect(link.getAttribute('href')).toBe('/canal-etica');
  });
});
