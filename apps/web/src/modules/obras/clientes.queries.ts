import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCliente } from '@portal/domain';
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
};

export const clientesApi = {
  list: (params: ClienteListParams) =>
    api<{ items: TCliente[]; total: number }>('/clientes', { query: { ...params } }),
  create: (body: unknown) => api<TCliente>('/clientes', { method: 'POST', body }),
  update: (id: string, body: unknown) => api<TCliente>(`/clientes/${id}`, { method: 'PATCH', body }),
};

export function useClientes(params: ClienteListParams) {
  return useQuery({
    queryKey: clienteKeys.list(params),
    queryFn: () => clientesApi.list(params),
    placeholderData: keepPreviousData,
  });
}
