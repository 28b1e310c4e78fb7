import { useQuery } from '@tanstack/react-query';
import type { TOcorrenciasPage, TSgiOrigem } from '@portal/domain';
import { api } from '../../lib/api-client';

/** The SGI occurrences opened from a record (an RDO, a checklist): the link back from that record's page. */
export function useOcorrenciasDaOrigem(origem: TSgiOrigem, origemId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['sgi', 'origem', origem, origemId] as const,
    queryFn: () =>
      api<TOcorrenciasPage>('/sgi/ocorrencias', {
        query: { origem, origemId, pageSize: 50, sort: 'numero' },
      }),
    enabled: enabled && Boolean(origemId),
  });
}
