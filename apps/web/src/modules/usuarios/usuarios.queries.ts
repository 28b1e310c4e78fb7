import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { RoleInfo, SubjectPermissions, TCliente, TUserDetail, TUserSummary } from '@portal/domain';
import { api, ApiError } from '../../lib/api-client';
import { useSessionStore } from '../../session/session.store';
import { fetchObras } from '../obras/obras.queries';

export interface UserListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  type?: 'gali' | 'cliente';
  role?: string;
  enabled?: boolean;
  obra?: string;
  semObra?: string;
  sort?: string;
}

export const userKeys = {
  all: ['usuarios'] as const,
  list: (params: UserListParams) => ['usuarios', 'lista', params] as const,
  detail: (id: string) => ['usuarios', 'detalhe', id] as const,
  permissions: (id: string) => ['usuarios', 'permissoes', id] as const,
  roles: ['usuarios', 'papeis'] as const,
  /** A company's name, found one way or the other depending on whether the viewer reads clients. */
  company: (id: string, canReadClientes: boolean) => ['usuarios', 'empresa', id, canReadClientes] as const,
};

export const usersApi = {
  list: (params: UserListParams) =>
    api<{ items: TUserSummary[]; total: number }>('/usuarios', { query: { ...params } }),
  detail: (id: string) => api<TUserDetail>(`/usuarios/${id}`),
  permissions: (id: string) => api<{ items: SubjectPermissions[] }>(`/usuarios/${id}/permissoes`),
  roles: () => api<{ items: RoleInfo[] }>('/usuarios/papeis'),
  update: (id: string, body: Record<string, unknown>) =>
    api<TUserDetail>(`/usuarios/${id}`, { method: 'PATCH', body }),
  invite: (body: {
    email: string;
    name: string;
    type: 'gali' | 'cliente';
    roles: string[];
    companies: string[];
  }) => api<TUserSummary>('/usuarios', { method: 'POST', body }),
  setEnabled: (id: string, enabled: boolean) =>
    api<TUserSummary>(`/usuarios/${id}/${enabled ? 'ativar' : 'desativar'}`, { method: 'POST' }),
  resendInvitation: (id: string) => api<void>(`/usuarios/${id}/reenviar-convite`, { method: 'POST' }),
  requirePasswordReset: (id: string) =>
    api<void>(`/usuarios/${id}/exigir-redefinicao-senha`, { method: 'POST' }),
};

export function useUsers(params: UserListParams, enabled = true) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: () => usersApi.list(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: () => usersApi.detail(id!),
    enabled: !!id,
  });
}

export function useRoleCatalog() {
  return useQuery({ queryKey: userKeys.roles, queryFn: usersApi.roles, staleTime: Infinity });
}

/**
 * A company's name (companies are client ids), or null when the viewer can see none. Staff read the client itself;
 * a client user may not read the client list, but reads the obras of their company, and each names its client.
 */
async function findCompanyName(id: string, canReadClientes: boolean): Promise<string | null> {
  if (canReadClientes) {
    try {
      return (await api<Pick<TCliente, 'nome'>>(`/clientes/${id}`)).nome;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 404)) throw error;
    }
  }
  const { items } = await fetchObras({ clienteId: id, pageSize: 1 });
  return items[0]?.cliente.nome ?? null;
}

/** The names of a user's companies, in their order; `undefined` while loading, null when not visible. */
export function useCompanyNames(ids: readonly string[]): { id: string; nome: string | null | undefined }[] {
  const canReadClientes = useSessionStore((s) => s.ability.can('read', 'Cliente'));
  const names = useQueries({
    queries: ids.map((id) => ({
      queryKey: userKeys.company(id, canReadClientes),
      queryFn: () => findCompanyName(id, canReadClientes),
      staleTime: 300_000,
    })),
  });
  return ids.map((id, i) => ({ id, nome: names[i]?.isError ? null : names[i]?.data }));
}
