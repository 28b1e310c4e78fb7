import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TObraResumo } from '@portal/domain';
import { InicioPage } from './InicioPage';

const TOTAL = 130;
const obra = (n: number): TObraResumo => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  codigo: `OB-${String(n).padStart(3, '0')}`,
  nome: `Obra ${String(n).padStart(3, '0')}`,
  tipo: 'obra',
  status: 'em_andamento',
  cidade: 'Salvador',
  uf: 'BA',
  cliente: { id: 'c1', nome: 'Cliente SA' },
  inicioPrevisto: null,
  fimPrevisto: null,
  siteManager: null,
  fotoArquivoId: null,
});
const ALL = Array.from({ length: TOTAL }, (_, i) => obra(i + 1));

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;

beforeEach(() => {
  // The API, as far as this page uses it: /api/obras paged on the server, 100 at most per page.
  fetchMock = vi.fn(async (url: string) => {
    const query = new URL(url, 'http://portal').searchParams;
    const page = Number(query.get('page') ?? 1);
    const pageSize = Math.min(Number(query.get('pageSize') ?? 20), 100);
    const items = ALL.slice((page - 1) * pageSize, page * pageSize);
    return new Response(JSON.stringify({ items, total: TOTAL }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/obras', element: <InicioPage /> }], {
    initialEntries: ['/obras'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Minhas obras' })).getAllByRole('listitem');
const pagesAsked = () =>
  fetchMock.mock.calls.map(([url]) => {
    const query = new URL(url, 'http://portal').searchParams;
    return [query.get('page'), query.get('pageSize'), query.get('minhas')];
  });

describe('InicioPage', () => {
  it('loads the obras a page at a time from the API, past 100, until every one is shown', async () => {
    renderPage();
    expect(await screen.findByText('24 de 130 obras')).toBeTruthy();
    expect(cards()).toHaveLength(24);
    for (const shown of [48, 72, 96, 120, 130]) {
      fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
      expect(await screen.findByText(`${shown} de 130 obras`)).toBeTruthy();
    }
    expect(cards()).toHaveLength(130);
    expect(screen.getByText('Obra 130')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
    expect(pagesAsked()).toEqual(['1', '2', '3', '4', '5', '6'].map((page) => [page, '24', 'true']));
  });

  it('starts again from the first page when the search changes', async () => {
    renderPage();
    await screen.findByText('24 de 130 obras');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
    await screen.findByText('48 de 130 obras');
    fireEvent.change(screen.getByRole('textbox', { name: /Buscar/ }), { target: { value: 'OB-1' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const last = new URL(fetchMock.mock.calls[2]![0], 'http://portal').searchParams;
    expect([last.get('q'), last.get('page')]).toEqual(['OB-1', '1']);
  });
});
