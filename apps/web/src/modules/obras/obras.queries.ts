import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TObraDetalhe, TObraResumo } from '@portal/domain';
import { api } from '../../lib/api-client';
import { setSiteFactsLoader } from '../../routing/site-facts';
import { queryClient } from '../../app/query-client';

export interface ObraListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  clienteId?: string;
  status?: string[];
  uf?: string[];
  tipo?: string;
  minhas?: boolean;
  sort?: string;
}

/** Query keys of the obras module: lists by their filters, one obra by id. */
export const obraKeys = {
  all: ['obras'] as const,
  list: (params: ObraListParams) => ['obras', 'lista', params] as const,
  detail: (id: string) => ['obras', 'detalhe', id] as const,
};

export function fetchObras(params: ObraListParams) {
  return api<{ items: TObraResumo[]; total: number }>('/obras', {
    query: { ...params, status: params.status?.join(','), uf: params.uf?.join(',') },
  });
}

export function fetchObra(id: string) {
  return api<TObraDetalhe>(`/obras/${id}`);
}

export function useObras(params: ObraListParams) {
  return useQuery({
    queryKey: obraKeys.list(params),
    queryFn: () => fetchObras(params),
    placeholderData: keepPreviousData,
  });
}

export function useObra(id: string | undefined) {
  return useQuery({ queryKey: obraKeys.detail(id ?? ''), queryFn: () => fetchObra(id!), enabled: !!id });
}

// The route guard checks a route's permission against its obra (SPEC §5): it needs the obra's site manager etc.
setSiteFactsLoader(async (id) => {
  try {
    const obra = await queryClient.fetchQuery({
      queryKey: obraKeys.detail(id),
      queryFn: () => fetchObra(id),
      staleTime: 60_000,
    });
    return {
      siteManager: { mail: obra.siteManager?.email ?? null },
      siteManagerSubstituto: { mail: obra.siteManagerSubstituto?.email ?? null },
      coordenador: { mail: obra.coordenador?.email ?? null },
    };
  } catch {
    // Not found or not readable: only the id is known, and the reach check decides (→ /ObraInacessivel).
    return {};
  }
});
