import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarioAssinatura } from '@portal/domain';
import { api } from '../../lib/api-client';

export const calendarioKeys = { assinatura: ['calendario', 'assinatura'] as const };

export function useAssinaturaCalendario() {
  return useQuery({
    queryKey: calendarioKeys.assinatura,
    queryFn: () => api<TCalendarioAssinatura>('/calendario/assinatura'),
  });
}

/** Makes a new address (the old stops working); the answer is the only time the address is shown. */
export function useGerarAssinatura() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<TCalendarioAssinatura>('/calendario/assinatura', { method: 'POST' }),
    onSuccess: ({ url: _url, ...assinatura }) => client.setQueryData(calendarioKeys.assinatura, assinatura),
  });
}

export function useRevogarAssinatura() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<TCalendarioAssinatura>('/calendario/assinatura', { method: 'DELETE' }),
    onSuccess: (assinatura) => client.setQueryData(calendarioKeys.assinatura, assinatura),
  });
}
