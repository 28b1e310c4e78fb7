import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TObraResumo } from '@portal/domain';
import { TodasObrasPage } from '../../modules/obras/pages/TodasObrasPage';
import { readListSearch, writeListSearch, type ListSpec } from './list-search';

const CLIENTE = '0000000a-0000-4000-8000-000000000001';
const obra = (n: number): TObraResumo => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  codigo: `OB-${String(n).padStart(3, '0')}`,
  nome: `Obra ${n}`,
  tipo: 'obra',
  status: 'em_andamento',
  cidade: 'Salvador',
  uf: 'BA',
  cliente: { id: CLIENTE, nome: 'Cliente SA' },
  inicioPrevisto: null,
  fimPrevisto: null,
  siteManager: null,
  fotoArquivoId: null,
});

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://portal').pathname;
    if (path === `/api/clientes/${CLIENTE}`)
      return json({ id: CLIENTE, nome: 'Cliente SA', cnpj: '', contatos: [], obras: 1 });
    if (path === '/api/clientes') return json({ items: [], total: 0 });
    return json({ items: Array.from({ length: 50 }, (_, i) => obra(i + 1)), total: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the page at an address, as a reload or a shared link does; returns the router to read the address. */
function open(url: string) {
  const router = createMemoryRouter([{ path: '/todas-obras', element: <TodasObrasPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const obrasAsked = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://portal'))
    .filter((u) => u.pathname === '/api/obras')
    .map((u) => Object.fromEntries(u.searchParams));

describe('ListPage state in the address', { timeout: 20_000 }, () => {
  it('a shared or reloaded link shows the same search, filters, page, page size and order', async () => {
    open(
      `/todas-obras?busca=ponte&status=em_andamento,paralisada&uf=BA&cliente=${CLIENTE}&ordem=-nome&pagina=3&porPagina=50`,
    );
    await waitFor(() => expect(obrasAsked().length).toBeGreaterThan(0));
    expect(obrasAsked().at(-1)).toEqual({
      q: 'ponte',
      status: 'em_andamento,paralisada',
      uf: 'BA',
      clienteId: CLIENTE,
      sort: '-nome',
      page: '3',
      pageSize: '50',
    });
    expect(
      screen.getByRole('textbox', { name: 'Buscar por código, nome, cidade ou cliente' }),
    ).toHaveProperty('value', 'ponte');
    expect(await screen.findByText('101–150 de 500')).toBeTruthy();
  });

  it('a new search goes back to page 1 and is written to the address, so a reload keeps it', async () => {
    const router = open('/todas-obras?pagina=4&ordem=-codigo');
    await waitFor(() => expect(obrasAsked().at(-1)?.page).toBe('4'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar por código, nome, cidade ou cliente' }), {
      target: { value: 'escola' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?busca=escola&ordem=-codigo'));
    await waitFor(() =>
      expect(obrasAsked().at(-1)).toMatchObject({ q: 'escola', page: '1', sort: '-codigo' }),
    );

    cleanup();
    fetchMock.mockClear();
    open(`/todas-obras${router.state.location.search}`);
    await waitFor(() =>
      expect(obrasAsked().at(-1)).toMatchObject({ q: 'escola', page: '1', sort: '-codigo' }),
    );
  });

  it('sorting by a column header is kept in the address and starts at page 1', async () => {
    const router = open('/todas-obras?pagina=2');
    const header = await screen.findByRole('columnheader', { name: 'Nome' });
    fireEvent.click(header.querySelector('.MuiDataGrid-columnHeaderTitleContainer') ?? header);
    await waitFor(() => expect(router.state.location.search).toBe('?ordem=nome'));
    await waitFor(() => expect(obrasAsked().at(-1)).toMatchObject({ sort: 'nome', page: '1' }));
  });
});

describe('readListSearch / writeListSearch', () => {
  const spec = {
    filters: { status: { multiple: true, values: ['a', 'b'] }, uf: { values: ['BA', 'SP'] }, obra: {} },
    sorts: ['nome', 'data'],
    defaultSort: '-data',
  } as const satisfies ListSpec<Record<string, object>>;

  it('drops what a hand-edited link gets wrong instead of sending it to the API', () => {
    const search = readListSearch(
      spec,
      new URLSearchParams('status=a,x,a&uf=RJ&ordem=senha&pagina=-2&porPagina=7&obra=%20'),
    );
    expect(search).toEqual({
      q: '',
      filters: { status: ['a'], uf: undefined, obra: undefined },
      page: 1,
      pageSize: 20,
      sort: '-data',
    });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = {
      q: 'x',
      filters: { status: ['a', 'b'], uf: 'SP', obra: 'o1' },
      page: 2,
      pageSize: 100,
      sort: 'nome',
    };
    const params = writeListSearch(spec, state);
    expect(params.toString()).toBe('busca=x&status=a%2Cb&uf=SP&obra=o1&ordem=nome&pagina=2&porPagina=100');
    expect(readListSearch(spec, params)).toEqual(state);
    expect(writeListSearch(spec, readListSearch(spec, new URLSearchParams())).toString()).toBe('');
  });
});
