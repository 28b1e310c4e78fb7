import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  TAcessoBiblioteca,
  TAcessoExplicado,
  TBibliotecaRaiz,
  TDocumentoBiblioteca,
  TDocumentoDetalhe,
  TModeloPasta,
  TObraResumo,
  TPastaConteudo,
  TPastaResumo,
  TUserSummary,
} from '@portal/domain';
import { api } from '../../lib/api-client';
import { uploadFile, type UploadHandle, type UploadProgress } from '../../lib/upload-file';

/** Files asked per page of a folder. */
export const DOCUMENTOS_PAGE_SIZE = 50;

export interface PastaParams {
  busca?: string;
  page?: number;
  pageSize?: number;
}

/**
 * Query keys of the library. Anything written in a folder refreshes every folder page (a moved file leaves one and
 * lands in another, a new folder shows in its parent), the file's detail and the access explanations below it.
 */
export const bibliotecaKeys = {
  all: ['biblioteca'] as const,
  raiz: (obraId: string | null) => ['biblioteca', 'raiz', obraId ?? 'geral'] as const,
  pastas: ['biblioteca', 'pasta'] as const,
  pasta: (id: string, params: PastaParams) => ['biblioteca', 'pasta', id, params] as const,
  documento: (id: string) => ['biblioteca', 'documento', id] as const,
  acesso: (pastaId: string) => ['biblioteca', 'acesso', pastaId] as const,
  modelo: ['biblioteca', 'modelo'] as const,
  pessoas: (q: string) => ['biblioteca', 'pessoas', q] as const,
  clientes: (q: string) => ['biblioteca', 'clientes', q] as const,
  obras: (q: string) => ['biblioteca', 'obras', q] as const,
};

/** Where the browser downloads a file (the API logs it); `inline` shows a picture or a PDF in the page. */
export const conteudoUrl = (documentoId: string, options: { versao?: number; inline?: boolean } = {}) => {
  const query = new URLSearchParams();
  if (options.versao) query.set('versao', String(options.versao));
  if (options.inline) query.set('inline', '1');
  const text = query.toString();
  return `/api/biblioteca/arquivos/${documentoId}/conteudo${text ? `?${text}` : ''}`;
};

/** A folder and everything under it as one .zip (streamed by the API). */
export const zipUrl = (pastaId: string) => `/api/biblioteca/pastas/${pastaId}/zip`;

/** A stored thumbnail (pictures get one when sent). */
export const miniaturaUrl = (miniaturaId: string) => `/api/arquivos/${miniaturaId}?inline=1`;

/** Where a library opens: its root folder, or the folders a person named on some lists may enter. */
export function useBiblioteca(obraId: string | null) {
  return useQuery({
    queryKey: bibliotecaKeys.raiz(obraId),
    queryFn: () => api<TBibliotecaRaiz>('/biblioteca', { query: { obra: obraId ?? undefined } }),
  });
}

/** A folder: its path, subfolders and a page of its files (or of the search's hits in it and below). */
export function usePasta(id: string | undefined, params: PastaParams = {}) {
  return useQuery({
    queryKey: bibliotecaKeys.pasta(id ?? '', params),
    queryFn: () =>
      api<TPastaConteudo>(`/biblioteca/pastas/${id}`, {
        query: {
          busca: params.busca || undefined,
          page: params.page,
          pageSize: params.pageSize ?? DOCUMENTOS_PAGE_SIZE,
        },
      }),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });
}

/** Only the subfolders of a folder (the move dialog walks the tree with it). */
export function useSubpastas(id: string | undefined) {
  return usePasta(id, { pageSize: 1 });
}

/** One file with its versions and (to those who may edit it) its last downloads. */
export function useDocumento(id: string | undefined) {
  return useQuery({
    queryKey: bibliotecaKeys.documento(id ?? ''),
    queryFn: () => api<TDocumentoDetalhe>(`/biblioteca/arquivos/${id}`),
    enabled: !!id,
  });
}

/** Who has which access to a folder and the folder it comes from. */
export function useAcesso(pastaId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: bibliotecaKeys.acesso(pastaId ?? ''),
    queryFn: () => api<TAcessoExplicado>(`/biblioteca/pastas/${pastaId}/acesso`),
    enabled: enabled && !!pastaId,
  });
}

/** After any change in a library: its folders, files and access explanations are asked again. */
function refreshLibrary(client: QueryClient) {
  return client.invalidateQueries({ queryKey: bibliotecaKeys.all });
}

export function useCriarPasta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { paiId: string; nome: string }) =>
      api<TPastaResumo>('/biblioteca/pastas', { method: 'POST', body: input }),
    onSuccess: () => refreshLibrary(client),
  });
}

export function useAlterarPasta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; nome?: string; paiId?: string }) =>
      api<TPastaResumo>(`/biblioteca/pastas/${id}`, { method: 'PATCH', body }),
    onSuccess: () => refreshLibrary(client),
  });
}

export function useExcluirPasta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/biblioteca/pastas/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshLibrary(client),
  });
}

/** Gives a folder lists of its own, or (`null`) makes it inherit its parent's again. */
export function useDefinirAcesso(pastaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (acesso: TAcessoBiblioteca | null) =>
      api<TAcessoExplicado>(`/biblioteca/pastas/${pastaId}/acesso`, { method: 'PUT', body: { acesso } }),
    onSuccess: () => refreshLibrary(client),
  });
}

export function useAlterarDocumento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; nome?: string; pastaId?: string }) =>
      api<TDocumentoDetalhe>(`/biblioteca/arquivos/${id}`, { method: 'PATCH', body }),
    onSuccess: () => refreshLibrary(client),
  });
}

export function useExcluirDocumento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/biblioteca/arquivos/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshLibrary(client),
  });
}

/** An old version comes back as the newest one. */
export function useRestaurarVersao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, numero }: { id: string; numero: number }) =>
      api<TDocumentoDetalhe>(`/biblioteca/arquivos/${id}/versoes/${numero}/restaurar`, { method: 'POST' }),
    onSuccess: () => refreshLibrary(client),
  });
}

/** The endpoint a new version of a file is sent to (multipart, field `arquivo`). */
export const versoesEndpoint = (documentoId: string) => `/biblioteca/arquivos/${documentoId}/versoes`;

/** Call after a new version was stored (FileUpload sends it): the folder and the detail show it. */
export function useVersaoEnviada() {
  const client = useQueryClient();
  return () => refreshLibrary(client);
}

/**
 * Sends one file to a folder with its upload progress. A file of a dropped folder goes with its relative path
 * (`caminho`, before the file itself), and the API makes the folders it names.
 */
export function enviarArquivo(
  pastaId: string,
  file: File,
  caminho: string | undefined,
  onProgress: (progress: UploadProgress) => void,
): UploadHandle<TDocumentoBiblioteca> {
  return uploadFile<TDocumentoBiblioteca>(`/biblioteca/pastas/${pastaId}/arquivos`, file, onProgress, {
    fields: caminho ? { caminho } : undefined,
  });
}

/** Refreshes the folders once a batch of uploads is over (each upload does not ask the folder again). */
export function useArquivosEnviados() {
  const client = useQueryClient();
  return () => refreshLibrary(client);
}

// ——— The folder template of every obra's library (/obra/documentacao) ———

export function useModelo() {
  return useQuery({
    queryKey: bibliotecaKeys.modelo,
    queryFn: () => api<{ items: TModeloPasta[] }>('/biblioteca/modelo'),
  });
}

function refreshModelo(client: QueryClient) {
  return client.invalidateQueries({ queryKey: bibliotecaKeys.modelo });
}

export function useCriarModeloPasta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { paiId: string | null; nome: string; acesso: TAcessoBiblioteca | null }) =>
      api<TModeloPasta>('/biblioteca/modelo', { method: 'POST', body: input }),
    onSuccess: () => refreshModelo(client),
  });
}

export function useAlterarModeloPasta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; nome?: string; acesso?: TAcessoBiblioteca | null }) =>
      api<TModeloPasta>(`/biblioteca/modelo/${id}`, { method: 'PATCH', body }),
    onSuccess: () => refreshModelo(client),
  });
}

export function useExcluirModeloPasta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/biblioteca/modelo/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshModelo(client),
  });
}

export interface ResultadoAplicar {
  obras: number;
  pastasCriadas: number;
  acessosAtualizados: number;
}

/** Makes the template's missing folders in the obras' libraries and sets the template's lists on them. */
export function useAplicarModelo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (obras: string[]) =>
      api<ResultadoAplicar>('/biblioteca/modelo/aplicar', { method: 'POST', body: { obras } }),
    onSuccess: () => refreshLibrary(client),
  });
}

// ——— Who the lists may name: people, roles (domain catalogue, no request) and client companies ———

/** A person of the portal, searched by name or e-mail (their e-mail is what a list keeps). */
export function usePessoasBiblioteca(q: string, enabled = true) {
  return useQuery({
    queryKey: bibliotecaKeys.pessoas(q),
    queryFn: async () =>
      (
        await api<{ items: TUserSummary[] }>('/usuarios', {
          query: { q: q || undefined, enabled: true, pageSize: 20, sort: 'name' },
        })
      ).items,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Client companies by name or CNPJ (a list keeps `empresa:<id>`). */
export function useClientesBiblioteca(q: string, enabled = true) {
  return useQuery({
    queryKey: bibliotecaKeys.clientes(q),
    queryFn: async () =>
      (
        await api<{ items: { id: string; nome: string }[] }>('/clientes', {
          query: { q: q || undefined, pageSize: q ? 20 : 100 },
        })
      ).items.map((c) => ({ id: c.id, nome: c.nome })),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Obras to apply the template to, by code, name, city or client. */
export function useObrasBiblioteca(q: string, enabled = true) {
  return useQuery({
    queryKey: bibliotecaKeys.obras(q),
    queryFn: async () =>
      (
        await api<{ items: TObraResumo[] }>('/obras', {
          query: { q: q || undefined, pageSize: 50 },
        })
      ).items,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
