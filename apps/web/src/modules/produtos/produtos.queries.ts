import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TProduto,
  TProdutoEdicao,
  TProdutoFamilias,
  TProdutoInput,
  TProdutosPage,
} from '@portal/domain';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { uploadFile, type UploadProgress } from '../../lib/upload-file';

export interface ProdutosParams {
  busca?: string;
  familia?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

/** A product's thread, history and files name it so (the API's record kind). */
export const ENTIDADE_PRODUTO = 'produto';

/** Query keys of the products pages. A change to a product replaces its detail and refreshes the lists. */
export const produtosKeys = {
  all: ['produtos'] as const,
  lista: (params: ProdutosParams) => ['produtos', 'lista', params] as const,
  familias: ['produtos', 'familias'] as const,
  produto: (id: string) => ['produtos', 'produto', id] as const,
};

export function useProdutos(params: ProdutosParams, enabled = true) {
  return useQuery({
    queryKey: produtosKeys.lista(params),
    queryFn: () => api<TProdutosPage>('/produtos', { query: { ...params } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The families in use, for the list's filter and the template's "applies to" choice. */
export function useFamilias() {
  return useQuery({
    queryKey: produtosKeys.familias,
    queryFn: () => api<TProdutoFamilias>('/produtos/familias'),
    staleTime: 60_000,
  });
}

/**
 * One product. `retry` stops at a 404: the TAF page asks whether its id is a product or a fabrication, and a
 * missing product must answer at once.
 */
export function useProduto(id: string | undefined) {
  return useQuery({
    queryKey: produtosKeys.produto(id ?? ''),
    queryFn: () => api<TProduto>(`/produtos/${id}`),
    enabled: !!id,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

function useProdutoSalvo() {
  const client = useQueryClient();
  return (produto: TProduto) => {
    client.setQueryData(produtosKeys.produto(produto.id), produto);
    return Promise.all([
      client.invalidateQueries({ queryKey: ['produtos', 'lista'] }),
      client.invalidateQueries({ queryKey: produtosKeys.familias }),
    ]);
  };
}

export function useCriarProduto() {
  const salvo = useProdutoSalvo();
  return useMutation({
    mutationFn: (input: TProdutoInput) => api<TProduto>('/produtos', { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

/**
 * Sends a product's changes with the `versao` the page read; when someone changed it meanwhile (409) the product is
 * read again, so the page shows what it is now, and the refusal still reaches the form.
 */
export function useEditarProduto(id: string) {
  const salvo = useProdutoSalvo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TProdutoEdicao) => {
      try {
        return await api<TProduto>(`/produtos/${id}`, { method: 'PATCH', body: input });
      } catch (e) {
        if (e instanceof ApiError && e.code === 'CONFLICT')
          void client.invalidateQueries({ queryKey: produtosKeys.produto(id) });
        throw e;
      }
    },
    onSuccess: salvo,
  });
}

/** Where a product's documents go (multipart, field `arquivo`). */
export const documentoUploadPath = (produtoId: string) => `/produtos/${produtoId}/documentos`;

/** Sends one document with its progress (the upload queue sends them one by one). */
export const enviarDocumento = (
  produtoId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) => uploadFile<TProduto>(documentoUploadPath(produtoId), file, onProgress);

/** A stored file's download (the API checks the product may be read). */
export const arquivoUrl = (arquivoId: string) => `/api/arquivos/${arquivoId}`;

/** After an upload: the API answers the product with its documents, kept as the page's. */
export function useDocumentoEnviado() {
  const client = useQueryClient();
  return (produto: TProduto) => client.setQueryData(produtosKeys.produto(produto.id), produto);
}

export function useExcluirDocumento(produtoId: string) {
  const salvo = useProdutoSalvo();
  return useMutation({
    mutationFn: (arquivoId: string) =>
      api<TProduto>(`/produtos/${produtoId}/documentos/${arquivoId}`, { method: 'DELETE' }),
    onSuccess: salvo,
  });
}
