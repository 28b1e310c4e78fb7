import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChamado,
  TChamadoEdicao,
  TChamadoInput,
  TChamadoMove,
  TChamadosPage,
  TCustoInput,
  TPainelPosVendas,
  TPesquisaPublica,
  TPesquisaResposta,
  TSatisfacaoPosVendas,
} from '@portal/domain';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { uploadFile, type UploadProgress } from '../../lib/upload-file';

export interface ChamadosParams {
  status?: string[];
  prioridade?: string[];
  obra?: string;
  cliente?: string;
  produto?: string;
  responsavel?: string;
  slaEstourado?: boolean;
  comigo?: boolean;
  busca?: string;
  de?: string;
  ate?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

/** The dashboards' filters: the period the tickets were opened in, an obra, a product (and, for ratings, who). */
export interface PainelParams {
  de?: string;
  ate?: string;
  obra?: string;
  produto?: string;
  responsavel?: string;
}

export interface TPessoaPosVendas {
  id: string;
  nome: string;
  email: string;
}

/** A photo the API stored for a ticket. */
export interface TFotoChamado {
  id: string;
  nome: string;
  mime: string;
  tamanho: number;
}

/** A ticket's thread, history, files and notifications name it so (the API's record kind). */
export const ENTIDADE_CHAMADO = 'chamado_posvenda';

/**
 * Query keys of the after-sales module. A change to a ticket replaces its detail (kept under its number, the page's
 * address) and refreshes the lists and the dashboards.
 */
export const posvendasKeys = {
  all: ['posvendas'] as const,
  lista: (params: ChamadosParams) => ['posvendas', 'lista', params] as const,
  chamado: (ref: string) => ['posvendas', 'chamado', ref] as const,
  responsaveis: ['posvendas', 'responsaveis'] as const,
  produtos: ['posvendas', 'produtos'] as const,
  painel: (params: PainelParams) => ['posvendas', 'painel', params] as const,
  satisfacao: (params: PainelParams) => ['posvendas', 'satisfacao', params] as const,
  pesquisa: (token: string) => ['posvendas', 'pesquisa', token] as const,
};

/** The list's query as the API (and the export) reads it: lists as `a,b`. */
export const chamadosQuery = (params: ChamadosParams) => ({
  ...params,
  status: params.status?.length ? params.status.join(',') : undefined,
  prioridade: params.prioridade?.length ? params.prioridade.join(',') : undefined,
});

export function useChamados(params: ChamadosParams) {
  return useQuery({
    queryKey: posvendasKeys.lista(params),
    queryFn: () => api<TChamadosPage>('/posvendas/chamados', { query: chamadosQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

/** One ticket by its number (the page's address) or id. */
export function useChamado(ref: string | undefined) {
  return useQuery({
    queryKey: posvendasKeys.chamado(ref ?? ''),
    queryFn: () => api<TChamado>(`/posvendas/chamados/${ref}`),
    enabled: !!ref,
  });
}

/** The after-sales team, who may be a ticket's responsible (the team only). */
export function useResponsaveis(enabled = true) {
  return useQuery({
    queryKey: posvendasKeys.responsaveis,
    queryFn: () => api<{ items: TPessoaPosVendas[] }>('/posvendas/responsaveis'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The products the tickets the user may read already name, for the product filter. */
export function useProdutos(enabled = true) {
  return useQuery({
    queryKey: posvendasKeys.produtos,
    queryFn: () => api<{ items: string[] }>('/posvendas/produtos'),
    enabled,
    staleTime: 60_000,
  });
}

export function usePainel(params: PainelParams) {
  return useQuery({
    queryKey: posvendasKeys.painel(params),
    queryFn: () => api<TPainelPosVendas>('/posvendas/painel', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useSatisfacao(params: PainelParams) {
  return useQuery({
    queryKey: posvendasKeys.satisfacao(params),
    queryFn: () => api<TSatisfacaoPosVendas>('/posvendas/satisfacao', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** Keeps a ticket the API answered with (under its number and its id) and refreshes what lists or counts it. */
export function useChamadoSalvo() {
  const client = useQueryClient();
  return (chamado: TChamado) => {
    client.setQueryData(posvendasKeys.chamado(String(chamado.numero)), chamado);
    client.setQueryData(posvendasKeys.chamado(chamado.id), chamado);
    return Promise.all([
      client.invalidateQueries({ queryKey: ['posvendas', 'lista'] }),
      client.invalidateQueries({ queryKey: ['posvendas', 'painel'] }),
      client.invalidateQueries({ queryKey: ['posvendas', 'produtos'] }),
    ]);
  };
}

/**
 * Sends a change of a ticket; when the API refuses it because someone changed the ticket meanwhile (409), the ticket
 * is read again so the page shows what it is now, and the refusal still reaches the caller.
 */
function useEscrita<I>(chamado: Pick<TChamado, 'id' | 'numero'>, send: (input: I) => Promise<TChamado>) {
  const salvo = useChamadoSalvo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      try {
        return await send(input);
      } catch (e) {
        if (e instanceof ApiError && e.code === 'CONFLICT')
          void client.invalidateQueries({ queryKey: posvendasKeys.chamado(String(chamado.numero)) });
        throw e;
      }
    },
    onSuccess: salvo,
  });
}

export function useCriarChamado() {
  const salvo = useChamadoSalvo();
  return useMutation({
    mutationFn: (input: TChamadoInput) =>
      api<TChamado>('/posvendas/chamados', { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

/** Priority, responsible, product or serial number, with the `versao` the page read. */
export function useEditarChamado(chamado: Pick<TChamado, 'id' | 'numero'>) {
  return useEscrita(chamado, (input: TChamadoEdicao) =>
    api<TChamado>(`/posvendas/chamados/${chamado.id}`, { method: 'PATCH', body: input }),
  );
}

/** A move of the life cycle: every move takes a comment; sent with the `versao` the page read. */
export function useMoverChamado(chamado: Pick<TChamado, 'id' | 'numero'>) {
  return useEscrita(
    chamado,
    ({ movimento, motivo, versao }: { movimento: TChamadoMove; motivo: string; versao: number }) =>
      api<TChamado>(`/posvendas/chamados/${chamado.id}/movimentos/${movimento}`, {
        method: 'POST',
        body: { motivo, versao },
      }),
  );
}

export function useAdicionarCusto(chamado: Pick<TChamado, 'id' | 'numero'>) {
  return useEscrita(chamado, (input: TCustoInput) =>
    api<TChamado>(`/posvendas/chamados/${chamado.id}/custos`, { method: 'POST', body: input }),
  );
}

export function useRemoverCusto(chamado: Pick<TChamado, 'id' | 'numero'>) {
  return useEscrita(chamado, (custoId: string) =>
    api<TChamado>(`/posvendas/chamados/${chamado.id}/custos/${custoId}`, { method: 'DELETE' }),
  );
}

/**
 * A photo the page just sent: added to the ticket on screen at once, and the ticket read again (its history and
 * update time changed).
 */
export function useFotoEnviada() {
  const client = useQueryClient();
  return (chamado: Pick<TChamado, 'id' | 'numero'>, foto: TFotoChamado) => {
    for (const ref of [String(chamado.numero), chamado.id])
      client.setQueryData<TChamado>(
        posvendasKeys.chamado(ref),
        (old) => old && { ...old, fotos: [...old.fotos, foto] },
      );
    void client.invalidateQueries({ queryKey: posvendasKeys.chamado(String(chamado.numero)) });
  };
}

/** Where a ticket's photos go (multipart, field `arquivo`; images only). */
export const fotoUploadPath = (chamadoId: string) => `/posvendas/chamados/${chamadoId}/fotos`;

/** Sends one photo of a ticket with its progress (the new ticket's dialog sends the chosen photos one by one). */
export const enviarFoto = (chamadoId: string, file: File, onProgress: (progress: UploadProgress) => void) =>
  uploadFile<TFotoChamado>(fotoUploadPath(chamadoId), file, onProgress);

/** The survey as its public page shows it (no sign-in: the token is the key). */
export function usePesquisa(token: string) {
  return useQuery({
    queryKey: posvendasKeys.pesquisa(token),
    queryFn: () => api<TPesquisaPublica>(`/posvendas/pesquisa/${encodeURIComponent(token)}`),
    retry: false,
  });
}

/** The client's rating; 409 when it was already answered, 410 when the link expired. */
export function useResponderPesquisa(token: string) {
  return useMutation({
    mutationFn: (resposta: TPesquisaResposta) =>
      api<unknown>(`/posvendas/pesquisa/${encodeURIComponent(token)}`, { method: 'POST', body: resposta }),
  });
}
