import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAgendaItem,
  TJuridicoDocumentoTipo,
  TJuridicoEventoInput,
  TProcesso,
  TProcessoInput,
  TProcessosPage,
  TSolicitacaoDoProcesso,
  TSolicitacaoInput,
} from '@portal/domain';
import { api } from '../../lib/api-client';

export interface ProcessosParams {
  tipo?: string;
  obra?: string;
  fase?: string[];
  risco?: string[];
  escritorio?: string;
  busca?: string;
  ativos?: boolean;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export interface SolicitacoesParams {
  tipoDocumento: TJuridicoDocumentoTipo;
  pendentes?: boolean;
  page?: number;
  pageSize?: number;
}

export interface TPessoaJuridico {
  id: string;
  nome: string;
  email: string;
}

/** A case's thread, history and notifications name it so (the API's record kind). */
export const ENTIDADE_PROCESSO = 'processo_juridico';

/**
 * Query keys of the legal module. A change to a case replaces its detail and refreshes the lists and the document
 * requests (a file sent on the case page answers a request the upload page lists, and the other way round).
 */
export const juridicoKeys = {
  all: ['juridico'] as const,
  lista: (params: ProcessosParams) => ['juridico', 'lista', params] as const,
  processo: (id: string) => ['juridico', 'processo', id] as const,
  solicitacoes: (params: SolicitacoesParams) => ['juridico', 'solicitacoes', params] as const,
  escritorios: ['juridico', 'escritorios'] as const,
  pessoas: (busca: string) => ['juridico', 'pessoas', busca] as const,
  agenda: (de: string, ate: string) => ['juridico', 'agenda', de, ate] as const,
};

/** The list's query as the API (and the export) reads it: lists as `a,b`. */
export const processosQuery = (params: ProcessosParams) => ({
  ...params,
  fase: params.fase?.length ? params.fase.join(',') : undefined,
  risco: params.risco?.length ? params.risco.join(',') : undefined,
});

/** A page of cases with the provisions of every case the filters match (`totais`). */
export function useProcessos(params: ProcessosParams) {
  return useQuery({
    queryKey: juridicoKeys.lista(params),
    queryFn: () => api<TProcessosPage>('/juridico/processos', { query: processosQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useProcesso(id: string | undefined) {
  return useQuery({
    queryKey: juridicoKeys.processo(id ?? ''),
    queryFn: () => api<TProcesso>(`/juridico/processos/${id}`),
    enabled: !!id,
  });
}

/** The hearings and deadlines from `de` to `ate` (aaaa-mm-dd, at most 92 days) on the cases the user may read. */
export function useAgenda(de: string, ate: string) {
  return useQuery({
    queryKey: juridicoKeys.agenda(de, ate),
    queryFn: () => api<{ items: TAgendaItem[] }>('/juridico/agenda', { query: { de, ate } }),
    placeholderData: keepPreviousData,
  });
}

/** The partner law firms, for the form and the filter (legal staff only). */
export function useEscritorios(enabled = true) {
  return useQuery({
    queryKey: juridicoKeys.escritorios,
    queryFn: () => api<{ items: { id: string; nome: string }[] }>('/juridico/escritorios'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Staff to name as DP or safety responsible, searched by name or e-mail. */
export function usePessoasJuridico(busca: string, enabled = true) {
  return useQuery({
    queryKey: juridicoKeys.pessoas(busca),
    queryFn: () =>
      api<{ items: TPessoaJuridico[] }>('/juridico/pessoas', { query: { busca: busca || undefined } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The requests of one kind of document this user may answer, those with the nearest deadline first. */
export function useSolicitacoes(params: SolicitacoesParams) {
  return useQuery({
    queryKey: juridicoKeys.solicitacoes(params),
    queryFn: () =>
      api<{ items: TSolicitacaoDoProcesso[]; total: number }>('/juridico/solicitacoes', {
        query: { ...params },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Keeps a case the API answered with, and refreshes the lists and requests that show it. */
export function useProcessoSalvo() {
  const client = useQueryClient();
  return (processo: TProcesso) => {
    client.setQueryData(juridicoKeys.processo(processo.id), processo);
    return Promise.all([
      client.invalidateQueries({ queryKey: ['juridico', 'lista'] }),
      client.invalidateQueries({ queryKey: ['juridico', 'solicitacoes'] }),
      client.invalidateQueries({ queryKey: ['juridico', 'agenda'] }),
    ]);
  };
}

export function useCriarProcesso() {
  const salvo = useProcessoSalvo();
  return useMutation({
    mutationFn: (input: TProcessoInput) =>
      api<TProcesso>('/juridico/processos', { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

export function useEditarProcesso(id: string) {
  const salvo = useProcessoSalvo();
  return useMutation({
    mutationFn: (input: TProcessoInput) =>
      api<TProcesso>(`/juridico/processos/${id}`, { method: 'PUT', body: input }),
    onSuccess: salvo,
  });
}

/** Adds a hearing or deadline (no `eventoId`) or changes one (also to mark it done). */
export function useSalvarEvento(processoId: string) {
  const salvo = useProcessoSalvo();
  return useMutation({
    mutationFn: ({ eventoId, input }: { eventoId?: string; input: TJuridicoEventoInput }) =>
      eventoId
        ? api<TProcesso>(`/juridico/processos/${processoId}/eventos/${eventoId}`, {
            method: 'PUT',
            body: input,
          })
        : api<TProcesso>(`/juridico/processos/${processoId}/eventos`, { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

export function useExcluirEvento(processoId: string) {
  const salvo = useProcessoSalvo();
  return useMutation({
    mutationFn: (eventoId: string) =>
      api<TProcesso>(`/juridico/processos/${processoId}/eventos/${eventoId}`, { method: 'DELETE' }),
    onSuccess: salvo,
  });
}

export function useSolicitarDocumentos(processoId: string) {
  const salvo = useProcessoSalvo();
  return useMutation({
    mutationFn: (input: TSolicitacaoInput) =>
      api<TProcesso>(`/juridico/processos/${processoId}/solicitacoes`, { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

/** Where a request's file goes (multipart, field `arquivo`, sent by the shared upload with its progress). */
export const solicitacaoUploadPath = (solicitacaoId: string) =>
  `/juridico/solicitacoes/${solicitacaoId}/arquivos`;

/** A sent file, opened in the browser (or downloaded, for what it cannot show). */
export const arquivoUrl = (arquivoId: string) => `/api/arquivos/${arquivoId}?inline=1`;
