import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RoleInfo,
  SubjectPermissions,
  TCreateUserInput,
  TUserDetail,
  TUserSummary,
} from '@portal/domain';
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
  invite: (body: TCreateUserInput) => api<TUserSummary>('/usuarios', { method: 'POST', body }),
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

/** What a user can do, per subject, as the permission engine decides today. */
export function useUserPermissions(id: string) {
  return useQuery({ queryKey: userKeys.permissions(id), queryFn: () => usersApi.permissions(id) });
}

/** Every change to a user asks the lists, the profile and the effective permissions again. */
function useUserMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    // The dialog or card shows its own busy button.
    meta: { ocupado: false },
  });
}

/** Invites a user: the account is created and the first-access code goes by e-mail. */
export function useInviteUser() {
  return useUserMutation(usersApi.invite);
}

export function useUpdateUser() {
  return useUserMutation(({ id, body }: { id: string; body: Record<string, unknown> }) =>
    usersApi.update(id, body),
  );
}

export function useSetUserEnabled() {
  return useUserMutation(({ id, enabled }: { id: string; enabled: boolean }) =>
    usersApi.setEnabled(id, enabled),
  );
}

export function useResendInvitation() {
  return useUserMutation(usersApi.resendInvitation);
}

export function useRequirePasswordReset() {
  return useUserMutation(usersApi.requirePasswordReset);
}
