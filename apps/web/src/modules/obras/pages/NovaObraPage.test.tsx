import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { SnackbarProvider } from 'notistack';
import type { TCreateObraInput, TObraDetalhe } from '@portal/domain';
import { NovaObraPage } from './NovaObraPage';

// The form has its own fields and rules; here only what the page does once the form is valid matters.
vi.mock('../components/ObraForm', () => ({
  ObraForm: ({
    submitLabel,
    onSubmit,
  }: {
    submitLabel: string;
    onSubmit: (values: TCreateObraInput) => Promise<void>;
  }) => (
    <button
      type="button"
      onClick={() =>
        void onSubmit({
          codigo: 'OB-2026-050',
          nome: 'Galpão',
          clienteId: CLIENTE,
          cidade: 'Salvador',
          uf: 'BA',
        })
      }
    >
      {submitLabel}
    </button>
  ),
}));

const CLIENTE = '00000000-0000-4000-8000-0000000000c1';
const OBRA = '00000000-0000-4000-8000-000000000050';
const obra = (fotoArquivoId: string | null): TObraDetalhe => ({
  id: OBRA,
  codigo: 'OB-2026-050',
  nome: 'Galpão',
  tipo: 'obra',
  status: 'em_planejamento',
  cidade: 'Salvador',
  uf: 'BA',
  cliente: { id: CLIENTE, nome: 'Cliente SA' },
  inicioPrevisto: null,
  fimPrevisto: null,
  siteManager: null,
  fotoArquivoId,
  logradouro: null,
  cep: null,
  valorContrato: null,
  siteManagerSubstituto: null,
  coordenador: null,
  membros: 0,
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
});

/** The browser's XMLHttpRequest as far as an upload uses it: the test reports progress and answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  withCredentials = false;
  responseType = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    act(() => this.onload?.());
  }
}

let requests: { method: string; url: string; body?: unknown }[];

beforeEach(() => {
  FakeXhr.sent = [];
  requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body && JSON.parse(String(init.body)),
      });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url === '/api/config') return json(200, { maxUploadBytes: 10 * 1024 * 1024 });
      if (url === '/api/obras' && init?.method === 'POST') return json(201, obra(null));
      return json(404, { status: 404, code: 'NOT_FOUND', detail: 'Não encontrado.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ObraDashboard() {
  return <p>Painel da obra {useParams().obra}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/obra', element: <NovaObraPage /> },
      { path: '/obras/:obra', element: <ObraDashboard /> },
    ],
    { initialEntries: ['/obra'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

async function createObra() {
  renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Criar obra' }));
  expect(await screen.findByText('Obra OB-2026-050 criada.')).toBeTruthy();
}

describe('NovaObraPage', () => {
  it('creates the obra, then sends its photo with a progress bar and opens the obra with it', async () => {
    await createObra();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/obras', body: expect.objectContaining({ codigo: 'OB-2026-050' }) },
    ]);
    const photo = new File([new Uint8Array(2048)], 'fachada.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('arquivo-input'), { target: { files: [photo] } });

    const [upload] = FakeXhr.sent;
    expect([upload?.method, upload?.url]).toEqual(['PUT', `/api/obras/${OBRA}/foto`]);
    expect((upload?.body?.get('arquivo') as File).name).toBe('fachada.png');
    upload!.progress(1024, 2048);
    expect(
      screen.getByRole('progressbar', { name: 'Enviando fachada.png... 50%' }).getAttribute('aria-valuenow'),
    ).toBe('50');

    upload!.answer(200, obra('foto-1'));
    expect(await screen.findByText(`Painel da obra ${OBRA}`)).toBeTruthy();
    expect(await screen.findByText('Obra OB-2026-050 criada com a foto.')).toBeTruthy();
  });

  it('stays on the photo step when the upload is refused, saying why, and the obra is kept', async () => {
    await createObra();
    fireEvent.change(screen.getByTestId('arquivo-input'), {
      target: { files: [new File(['%PDF-1.4'], 'memorial.pdf', { type: 'image/png' })] },
    });
    FakeXhr.sent[0]!.answer(415, {
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: 'O arquivo não é uma imagem aceita: envie JPEG, PNG, WebP.',
    });
    expect(await screen.findByText('O arquivo não é uma imagem aceita: envie JPEG, PNG, WebP.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Foto da obra' })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('opens the new obra without a photo when the user skips it', async () => {
    await createObra();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Foto da obra' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar sem foto' }));
    expect(await screen.findByText(`Painel da obra ${OBRA}`)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
