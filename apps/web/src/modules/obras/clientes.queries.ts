import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCliente, TCreateClienteInput } from '@portal/domain';
import { api } from '../../lib/api-client';

export interface ClienteListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  sort?: string;
}

export const clienteKeys = {
  all: ['clientes'] as const,
  list: (params: ClienteListParams) => ['clientes', 'lista', params] as const,
  detail: (id: string) => ['clientes', 'detalhe', id] as const,
};

export const clientesApi = {
  list: (params: ClienteListParams) =>
    api<{ items: TCliente[]; total: number }>('/clientes', { query: { ...params } }),
  detail: (id: string) => api<TCliente>(`/clientes/${id}`),
  create: (body: TCreateClienteInput) => api<TCliente>('/clientes', { method: 'POST', body }),
  update: (id: string, body: TCreateClienteInput) =>
    api<TCliente>(`/clientes/${id}`, { method: 'PATCH', body }),
};

export function useClientes(params: ClienteListParams, enabled = true) {
  return useQuery({
    queryKey: clienteKeys.list(params),
    queryFn: () => clientesApi.list(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Several clients by id (the names of a user's companies), each kept for five minutes. */
export function useClientesPorId(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: clienteKeys.detail(id),
      queryFn: () => clientesApi.detail(id),
      staleTime: 300_000,
    })),
  });
}

/** Creates a client, or updates the one whose id is given; the lists are asked again. */
export function useSaveCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TCreateClienteInput }) =>
      id ? clientesApi.update(id, body) : clientesApi.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clienteKeys.all }),
    meta: { ocupado: false },
  });
}
