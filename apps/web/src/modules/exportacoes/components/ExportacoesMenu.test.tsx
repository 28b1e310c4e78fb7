import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { TExportacao } from '@portal/domain';
import { ExportacoesMenu } from './ExportacoesMenu';

const base: TExportacao = {
  id: '00000000-0000-4000-8000-00000000e001',
  lista: 'diarios',
  titulo: 'Diários de obra (RDO)',
  status: 'gerando',
  linhas: 12345,
  total: 100000,
  arquivo: null,
  erro: null,
  createdAt: '2026-11-25T17:30:00.000Z',
  concluidaEm: null,
};

let answers: TExportacao[][];
let requests: number;

beforeEach(() => {
  requests = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://portal');
      if (pathname !== '/api/exportacoes') return new Response('{}', { status: 404 });
      const items = answers[Math.min(requests, answers.length - 1)]!;
      requests += 1;
      return new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMenu() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ExportacoesMenu />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

describe('ExportacoesMenu', () => {
  it('shows nothing until the person has exported something', async () => {
    answers = [[]];
    const { container } = renderMenu();
    await vi.waitFor(() => expect(requests).toBe(1));
    expect(container.textContent).toBe('');
  });

  it('follows a running export with its rows written, then offers the file in a toast and in the menu', async () => {
    answers = [
      [base],
      [{ ...base, linhas: 64000 }],
      [
        {
          ...base,
          status: 'pronta',
          linhas: 100000,
          arquivo: 'Diarios-2026-11-25.xlsx',
          concluidaEm: '2026-11-25T17:31:00.000Z',
        },
      ],
    ];
    renderMenu();
    const button = await screen.findByRole('button', { name: 'Exportações (1 em andamento)' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('12.345 de 100.000 linhas')).toBeTruthy();
    expect(
      within(menu)
        .getByRole('progressbar', { name: '12.345 de 100.000 linhas' })
        .getAttribute('aria-valuenow'),
    ).toBe('12');
    expect(await within(menu).findByText('64.000 de 100.000 linhas', {}, { timeout: 3000 })).toBeTruthy();

    // The person closes the menu and goes on working; the toast finds them wherever they are.
    fireEvent.keyDown(menu, { key: 'Escape' });
    const toast = await screen.findByText(
      'A planilha de Diários de obra (RDO) está pronta.',
      {},
      { timeout: 3000 },
    );
    const baixar = within(toast.closest('.notistack-MuiContent') as HTMLElement).getByRole('link', {
      name: 'Baixar',
    });
    expect(baixar.getAttribute('href')).toBe(`/api/exportacoes/${base.id}/arquivo`);
    fireEvent.click(screen.getByRole('button', { name: 'Exportações' }));
    const item = await screen.findByRole('menuitem', { name: 'Baixar Diarios-2026-11-25.xlsx' });
    expect(item.getAttribute('href')).toBe(`/api/exportacoes/${base.id}/arquivo`);
    expect(item.textContent).toContain('100.000 linhas · Diarios-2026-11-25.xlsx');
  });

  it('says why an export failed, without a file to download', async () => {
    answers = [
      [base],
      [{ ...base, status: 'falhou', erro: 'Você não tem mais permissão para ler esta lista.' }],
    ];
    renderMenu();
    expect(
      await screen.findByText(
        'A exportação de Diários de obra (RDO) falhou: Você não tem mais permissão para ler esta lista.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exportações' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Você não tem mais permissão para ler esta lista.')).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: /^Baixar/ })).toBeNull();
  });
});
