import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXPORTACAO_EM_ANDAMENTO, type TExportacao } from '@portal/domain';
import { api } from '../../lib/api-client';
import type { ListExport } from '../../routing/route-entry';

/** Query keys of the exports: the user's recent exports (the top bar's menu follows them). */
export const exportacaoKeys = {
  all: ['exportacoes'] as const,
  recentes: ['exportacoes', 'recentes'] as const,
};

/** Polled this often while an export is being made: the progress moves about once a second. */
const POLL_MS = 1000;

export const isRunning = (e: TExportacao) => EXPORTACAO_EM_ANDAMENTO.includes(e.status);

/** The download of a ready export: a plain link, so the browser saves the file. */
export const exportacaoArquivoUrl = (id: string) => `/api/exportacoes/${id}/arquivo`;

/** The user's recent exports, newest first; polled while one of them is still being made. */
export function useExportacoes() {
  return useQuery({
    queryKey: exportacaoKeys.recentes,
    queryFn: () => api<{ items: TExportacao[] }>('/exportacoes'),
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.items.some(isRunning) ? POLL_MS : false),
  });
}

/** Asks for a list's export; the new export goes to the top of the menu at once, which starts following it. */
export function useCreateExportacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lista, filtros }: Pick<ListExport, 'lista' | 'filtros'>) =>
      api<TExportacao>('/exportacoes', { method: 'POST', body: { lista, filtros } }),
    onSuccess: (created) => {
      queryClient.setQueryData<{ items: TExportacao[] }>(exportacaoKeys.recentes, (old) => ({
        items: [created, ...(old?.items ?? []).filter((e) => e.id !== created.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: exportacaoKeys.all });
    },
  });
}
