import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RoleInfo, SubjectPermissions, TUserDetail, TUserSummary } from '@portal/domain';
import { api } from '../../lib/api-client';

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
