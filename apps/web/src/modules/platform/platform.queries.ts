import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { loadMaintenance } from '../../routing/maintenance';

/** A mail the portal kept instead of sending it (development without SMTP). */
export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** Query keys of the platform module: health, the dev mailbox, the pages under maintenance. */
export const platformKeys = {
  health: ['health'] as const,
  mailbox: (to: string) => ['dev', 'mailbox', to] as const,
  maintenance: ['manutencao'] as const,
};

export function useHealth() {
  return useQuery({
    queryKey: platformKeys.health,
    queryFn: () => api<{ status: string }>('/health'),
    retry: false,
  });
}

/** The dev mailbox, refreshed every 5 s while open; only asked for when the server keeps one. */
export function useDevMailbox(to: string, enabled: boolean) {
  return useQuery({
    queryKey: platformKeys.mailbox(to),
    queryFn: () => api<{ items: DevMail[] }>('/dev/mailbox', { query: { to: to || undefined } }),
    refetchInterval: 5000,
    enabled,
  });
}

/** The pages an administrator put under maintenance at run time. */
export function useMaintenanceFlags(enabled: boolean) {
  return useQuery({
    queryKey: platformKeys.maintenance,
    queryFn: () => api<{ paths: string[] }>('/manutencao'),
    enabled,
  });
}

export function useSaveMaintenanceFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paths: string[]) =>
      api<{ paths: string[] }>('/manutencao', { method: 'PUT', body: { paths } }),
    // The guard reads the list too: it is refreshed before the change counts as saved.
    onSuccess: async (data) => {
      queryClient.setQueryData(platformKeys.maintenance, data);
      await loadMaintenance(true);
    },
  });
}
