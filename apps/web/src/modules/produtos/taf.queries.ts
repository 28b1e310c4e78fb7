import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TTaf,
  TTafAssinaturaInput,
  TTafFoto,
  TTafInput,
  TTafModelo,
  TTafModeloInput,
  TTafModelosPage,
  TTafMove,
  TTafRespostaInput,
  TTafsPage,
  TTafTestemunhasInput,
} from '@portal/domain';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { uploadFile, type UploadProgress } from '../../lib/upload-file';

export interface TafsParams {
  produtoId?: string;
  obraId?: string;
  status?: string[];
  resultado?: string;
  busca?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export interface ModelosParams {
  produtoId?: string;
  familia?: string;
  busca?: string;
  /** The retired templates too (the templates' tab). */
  inativos?: boolean;
  page?: number;
  pageSize?: number;
}

/** A TAF's thread, history and timeline name it so (the API's record kind, TAF_LIFECYCLE's `entidade`). */
export const ENTIDADE_TAF = 'taf';

/** Query keys of the TAF pages. A change to a TAF replaces its detail and refreshes the lists. */
export const tafKeys = {
  all: ['taf'] as const,
  lista: (params: TafsParams) => ['taf', 'lista', params] as const,
  taf: (id: string) => ['taf', 'registro', id] as const,
  modelos: (params: ModelosParams) => ['taf', 'modelos', params] as const,
};

/** The list's query as the API reads it: lists as `a,b`. */
export const tafsQuery = (params: TafsParams) => ({
  ...params,
  status: params.status?.length ? params.status.join(',') : undefined,
});

export function useTafs(params: TafsParams, enabled = true) {
  return useQuery({
    queryKey: tafKeys.lista(params),
    queryFn: () => api<TTafsPage>('/tafs', { query: tafsQuery(params) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTaf(id: string | undefined) {
  return useQuery({
    queryKey: tafKeys.taf(id ?? ''),
    queryFn: () => api<TTaf>(`/tafs/${id}`),
    enabled: !!id,
  });
}

export function useModelos(params: ModelosParams, enabled = true) {
  return useQuery({
    queryKey: tafKeys.modelos(params),
    queryFn: () => api<TTafModelosPage>('/taf/modelos', { query: { ...params } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSalvarModelo(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TTafModeloInput) =>
      id
        ? api<TTafModelo>(`/taf/modelos/${id}`, { method: 'PUT', body: input })
        : api<TTafModelo>('/taf/modelos', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['taf', 'modelos'] }),
  });
}

/** Keeps the TAF the API answered with and refreshes the lists that count it. */
function useTafSalvo() {
  const client = useQueryClient();
  return (taf: TTaf) => {
    client.setQueryData(tafKeys.taf(taf.id), taf);
    return Promise.all([
      client.invalidateQueries({ queryKey: ['taf', 'lista'] }),
      client.invalidateQueries({ queryKey: ['produtos', 'produto', taf.produto.id] }),
    ]);
  };
}

export function useCriarTaf() {
  const salvo = useTafSalvo();
  return useMutation({
    mutationFn: (input: TTafInput) => api<TTaf>('/tafs', { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

/**
 * A change of the TAF; when the API refuses it because someone changed the TAF meanwhile (409), the TAF is read
 * again so the page shows what it is now, and the refusal still reaches the caller.
 */
function useEscritaTaf<I>(tafId: string, send: (input: I) => Promise<TTaf>) {
  const salvo = useTafSalvo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      try {
        return await send(input);
      } catch (e) {
        if (e instanceof ApiError && e.code === 'CONFLICT')
          void client.invalidateQueries({ queryKey: tafKeys.taf(tafId) });
        throw e;
      }
    },
    onSuccess: salvo,
  });
}

/** One point's answer; a measurement's conformity is the server's. */
export function useResponderPonto(tafId: string) {
  return useEscritaTaf(tafId, ({ ponto, input }: { ponto: string; input: TTafRespostaInput }) =>
    api<TTaf>(`/tafs/${tafId}/pontos/${encodeURIComponent(ponto)}`, { method: 'PUT', body: input }),
  );
}

export function useSalvarTestemunhas(tafId: string) {
  return useEscritaTaf(tafId, (input: TTafTestemunhasInput) =>
    api<TTaf>(`/tafs/${tafId}/testemunhas`, { method: 'PUT', body: input }),
  );
}

export function useAssinarTaf(tafId: string) {
  return useEscritaTaf(tafId, (input: TTafAssinaturaInput) =>
    api<TTaf>(`/tafs/${tafId}/assinaturas`, { method: 'POST', body: input }),
  );
}

export function useMoverTaf(tafId: string) {
  return useEscritaTaf(
    tafId,
    ({ movimento, motivo, versao }: { movimento: TTafMove; motivo?: string; versao: number }) =>
      api<TTaf>(`/tafs/${tafId}/${movimento}`, { method: 'POST', body: { motivo, versao } }),
  );
}

/** Sends a point's photo with its progress; its id then goes in the answer's `fotoId`. */
export const enviarFotoPonto = (
  tafId: string,
  ponto: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) => uploadFile<TTafFoto>(`/tafs/${tafId}/pontos/${encodeURIComponent(ponto)}/foto`, file, onProgress);

export const tafPdfUrl = (tafId: string) => `/api/tafs/${tafId}/pdf`;
export const fotoUrl = (arquivoId: string) => `/api/arquivos/${arquivoId}`;
