import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TApolice,
  TApoliceDados,
  TApoliceInput,
  TApoliceResumo,
  TApolicesResumo,
  TEndossoInput,
  TSeguroAlerta,
} from '@portal/domain';
import { api } from '../../lib/api-client';

export interface ApolicesParams {
  obra?: string;
  ramo?: string;
  situacao?: string[];
  q?: string;
  ordem?: string;
  page?: number;
  pageSize?: number;
}

/** Query keys of the policies. Every change of a policy refreshes it, the lists and the obra's warnings. */
export const segurosKeys = {
  all: ['seguros'] as const,
  lista: (params: ApolicesParams) => ['seguros', 'lista', params] as const,
  resumo: (params: ApolicesParams) => ['seguros', 'lista', 'resumo', params] as const,
  apolice: (id: string) => ['seguros', 'apolice', id] as const,
  alertas: (obraId: string) => ['seguros', 'alertas', obraId] as const,
};

/** The list's query as the API (and the export) reads it. */
export const apolicesQuery = (params: ApolicesParams) => ({
  ...params,
  situacao: params.situacao?.length ? params.situacao.join(',') : undefined,
});

export function useApolices(params: ApolicesParams) {
  return useQuery({
    queryKey: segurosKeys.lista(params),
    queryFn: () =>
      api<{ items: TApoliceResumo[]; total: number }>('/seguros/apolices', { query: apolicesQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

/** How many policies are in each situation, with the list's other filters (the chips above it). */
export function useResumoApolices(params: Omit<ApolicesParams, 'situacao' | 'page' | 'pageSize' | 'ordem'>) {
  return useQuery({
    queryKey: segurosKeys.resumo(params),
    queryFn: () => api<TApolicesResumo>('/seguros/apolices/resumo', { query: apolicesQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useApolice(id: string | undefined) {
  return useQuery({
    queryKey: segurosKeys.apolice(id ?? ''),
    queryFn: () => api<TApolice>(`/seguros/apolices/${id}`),
    enabled: !!id,
  });
}

/** The obra's insurance warnings (the dashboard card). */
export function useAlertasSeguro(obraId: string) {
  return useQuery({
    queryKey: segurosKeys.alertas(obraId),
    queryFn: () => api<{ items: TSeguroAlerta[] }>(`/obras/${obraId}/seguros/alertas`),
    staleTime: 60_000,
  });
}

/** Keeps a policy the API answered with, and refreshes what shows it (lists, warnings). */
export function useApoliceSalva() {
  const client = useQueryClient();
  return (apolice: TApolice) => {
    client.setQueryData(segurosKeys.apolice(apolice.id), apolice);
    return Promise.all([
      client.invalidateQueries({ queryKey: ['seguros', 'lista'] }),
      client.invalidateQueries({ queryKey: segurosKeys.alertas(apolice.obra.id) }),
    ]);
  };
}

export function useCriarApolice(obraId: string) {
  const salva = useApoliceSalva();
  return useMutation({
    mutationFn: (input: TApoliceInput) =>
      api<TApolice>(`/obras/${obraId}/seguros/apolices`, { method: 'POST', body: input }),
    onSuccess: salva,
  });
}

export function useEditarApolice(id: string) {
  const salva = useApoliceSalva();
  return useMutation({
    mutationFn: (input: TApoliceDados) =>
      api<TApolice>(`/seguros/apolices/${id}`, { method: 'PUT', body: input }),
    onSuccess: salva,
  });
}

export function useExcluirApolice(apolice: TApolice) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/seguros/apolices/${apolice.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: segurosKeys.apolice(apolice.id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: ['seguros', 'lista'] }),
        client.invalidateQueries({ queryKey: segurosKeys.alertas(apolice.obra.id) }),
      ]);
    },
  });
}

export function useEndossar(id: string) {
  const salva = useApoliceSalva();
  return useMutation({
    mutationFn: (input: TEndossoInput) =>
      api<TApolice>(`/seguros/apolices/${id}/endossos`, { method: 'POST', body: input }),
    onSuccess: salva,
  });
}

export function useExcluirEndosso(id: string) {
  const salva = useApoliceSalva();
  return useMutation({
    mutationFn: (endossoId: string) =>
      api<TApolice>(`/seguros/apolices/${id}/endossos/${endossoId}`, { method: 'DELETE' }),
    onSuccess: salva,
  });
}
