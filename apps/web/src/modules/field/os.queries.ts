import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TEap,
  TOs,
  TOsInput,
  TOsMove,
  TOsResumo,
  TOsResumoObra,
  TOsTipo,
  TPessoaRef,
} from '@portal/domain';
import { api } from '../../lib/api-client';

export interface OsListParams {
  obra?: string;
  tipo?: TOsTipo;
  q?: string;
  status?: string[];
  prioridade?: string[];
  responsavel?: string;
  atrasada?: boolean;
  page?: number;
  pageSize?: number;
  sort?: string;
}

/** Query keys of the service orders. Every change of an order invalidates `all` (lists and the order). */
export const osKeys = {
  all: ['ordensServico'] as const,
  list: (params: OsListParams) => ['ordensServico', 'lista', params] as const,
  detail: (id: string) => ['ordensServico', 'detalhe', id] as const,
  responsaveis: (obra: string, tipo: TOsTipo) => ['ordensServico', 'responsaveis', obra, tipo] as const,
  eapFolhas: (obra: string, tipo: TOsTipo) => ['ordensServico', 'eap', obra, tipo] as const,
  resumo: (obra: string) => ['ordensServico', 'resumo', obra] as const,
};

/** The obra's orders per status and the late ones, per team the user may read (the dashboard card). */
export function useOsResumoObra(obra: string) {
  return useQuery({
    queryKey: osKeys.resumo(obra),
    queryFn: () => api<TOsResumoObra>(`/obras/${obra}/ordensServico/resumo`),
  });
}

/** The list's query string as the API reads it (lists as `a,b`). */
export const osListQuery = (params: OsListParams) => ({
  ...params,
  status: params.status?.length ? params.status.join(',') : undefined,
  prioridade: params.prioridade?.length ? params.prioridade.join(',') : undefined,
});

export function useOsList(params: OsListParams) {
  return useQuery({
    queryKey: osKeys.list(params),
    queryFn: () =>
      api<{ items: TOsResumo[]; total: number }>('/ordensServico', { query: osListQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useOs(tipo: TOsTipo | undefined, id: string | undefined) {
  return useQuery({
    queryKey: osKeys.detail(id ?? ''),
    queryFn: () => api<TOs>(`/ordensServico/${tipo}/${id}`),
    enabled: !!tipo && !!id,
  });
}

/** Whom an order of the obra and team may name as responsible. */
export function useOsResponsaveis(obra: string, tipo: TOsTipo, enabled = true) {
  return useQuery({
    queryKey: osKeys.responsaveis(obra, tipo),
    queryFn: () => api<{ items: TPessoaRef[] }>(`/obras/${obra}/ordensServico/${tipo}/responsaveis`),
    enabled,
  });
}

/** The obra's EAP of the team, for choosing the items an order covers (leaves only are measured). */
export function useEapParaOs(obra: string, tipo: TOsTipo, enabled = true) {
  return useQuery({
    queryKey: osKeys.eapFolhas(obra, tipo),
    queryFn: () => api<TEap>(`/obras/${obra}/eap/${tipo}`),
    enabled,
  });
}

export function useCreateOs(obra: string, tipo: TOsTipo) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TOsInput) =>
      api<TOs>(`/obras/${obra}/ordensServico/${tipo}`, { method: 'POST', body: input }),
    onSuccess: (os) => {
      client.setQueryData(osKeys.detail(os.id), os);
      return client.invalidateQueries({ queryKey: ['ordensServico', 'lista'] });
    },
  });
}

function useSavedOs() {
  const client = useQueryClient();
  return (os: TOs) => {
    client.setQueryData(osKeys.detail(os.id), os);
    return client.invalidateQueries({ queryKey: ['ordensServico', 'lista'] });
  };
}

export function useUpdateOs(tipo: TOsTipo, id: string) {
  const saved = useSavedOs();
  return useMutation({
    mutationFn: (input: TOsInput) => api<TOs>(`/ordensServico/${tipo}/${id}`, { method: 'PUT', body: input }),
    onSuccess: saved,
  });
}

export function useOsMove(tipo: TOsTipo, id: string) {
  const saved = useSavedOs();
  return useMutation({
    mutationFn: ({ movimento, motivo }: { movimento: TOsMove; motivo?: string }) =>
      api<TOs>(`/ordensServico/${tipo}/${id}/movimentos/${movimento}`, {
        method: 'POST',
        body: motivo ? { motivo } : {},
      }),
    onSuccess: saved,
  });
}
