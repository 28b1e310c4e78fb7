import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TNotificacao,
  TNotificacaoPreferencia,
  TNotificacaoPreferenciaView,
  TNotificacoesNaoLidas,
} from '@portal/domain';
import { api } from '../../lib/api-client';

export interface NotificacoesParams {
  page: number;
  pageSize: number;
  naoLidas?: boolean;
}

/** The list's query as the API takes it (also what its export sends): "only unread" is left out when off. */
export const notificacoesQuery = (params: NotificacoesParams) => ({
  page: params.page,
  pageSize: params.pageSize,
  naoLidas: params.naoLidas || undefined,
});

/** Query keys of the notifications. Reading one changes the count and every list: they share `all`. */
export const notificacaoKeys = {
  all: ['notificacoes'] as const,
  naoLidas: ['notificacoes', 'nao-lidas'] as const,
  list: (params: NotificacoesParams) => ['notificacoes', 'lista', params] as const,
  preferencias: ['notificacoes-preferencias'] as const,
};

/** The bell asks this often (and whenever the window gets the focus back): delivery runs in the background. */
const BELL_POLL_MS = 20_000;

/** The bell's number: the user's unread notifications. */
export function useNaoLidas() {
  return useQuery({
    queryKey: notificacaoKeys.naoLidas,
    queryFn: () => api<TNotificacoesNaoLidas>('/me/notificacoes/nao-lidas'),
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
}

/** The user's notifications, newest first; `enabled` false while nothing shows them (the closed bell). */
export function useNotificacoes(params: NotificacoesParams, enabled = true) {
  return useQuery({
    queryKey: notificacaoKeys.list(params),
    queryFn: () =>
      api<{ items: TNotificacao[]; total: number }>('/me/notificacoes', { query: notificacoesQuery(params) }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMarcarLida() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<TNotificacao>(`/me/notificacoes/${id}/lida`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificacaoKeys.all }),
  });
}

export function useMarcarTodasLidas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ marcadas: number }>('/me/notificacoes/lidas', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificacaoKeys.all }),
  });
}

/** How the user receives each kind (with the kind's default until they choose). */
export function usePreferencias() {
  return useQuery({
    queryKey: notificacaoKeys.preferencias,
    queryFn: () => api<TNotificacaoPreferenciaView[]>('/me/notificacoes/preferencias'),
  });
}

/** Saves one kind's choice; the answer is every kind as it now stands. */
export function useDefinirPreferencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: TNotificacaoPreferencia) =>
      api<TNotificacaoPreferenciaView[]>('/me/notificacoes/preferencias', { method: 'PUT', body: choice }),
    onSuccess: (prefs) => queryClient.setQueryData(notificacaoKeys.preferencias, prefs),
  });
}
