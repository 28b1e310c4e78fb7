import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TAuditoriaEntidades, TAuditoriaPage, THistoricoPage } from '@portal/domain';
import { api } from '../../lib/api-client';

/** The audit page's filters, as the API takes them. */
export interface AuditoriaParams {
  page: number;
  pageSize: number;
  usuario?: string;
  entidade?: string;
  registro?: string;
  de?: string;
  ate?: string;
  negados?: boolean;
}

/** The audit page's query as the API takes it (also what its export sends): "only refused" is left out when off. */
export const auditoriaQuery = (params: AuditoriaParams) => ({
  ...params,
  negados: params.negados || undefined,
});

/** A record's history is asked again whenever `versao` (something that changes with the record) does. */
export const auditoriaKeys = {
  all: ['auditoria'] as const,
  historico: (entidade: string, id: string, versao: string | number) =>
    ['auditoria', 'historico', entidade, id, versao] as const,
  lista: (params: AuditoriaParams) => ['auditoria', 'lista', params] as const,
  entidades: ['auditoria', 'entidades'] as const,
};

/** How many changes the history shows at first and adds with each "Carregar mais". */
export const HISTORICO_PAGE_SIZE = 10;

/** A record's history, newest first, a page at a time (`fetchNextPage`). */
export function useRecordHistory(entidade: string, id: string, versao: string | number = 0) {
  const path = `/registros/${encodeURIComponent(entidade)}/${encodeURIComponent(id)}/historico`;
  return useInfiniteQuery({
    queryKey: auditoriaKeys.historico(entidade, id, versao),
    queryFn: ({ pageParam }) =>
      api<THistoricoPage>(path, { query: { page: pageParam, pageSize: HISTORICO_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, p) => shown + p.items.length, 0) < last.total ? pages.length + 1 : undefined,
  });
}

/** The audit page; off while the filters cannot be asked (a period that ends before it starts). */
export function useAuditoria(params: AuditoriaParams, enabled = true) {
  return useQuery({
    queryKey: auditoriaKeys.lista(params),
    queryFn: () => api<TAuditoriaPage>('/auditoria', { query: auditoriaQuery(params) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The module filter's kinds of record. */
export function useAuditoriaEntidades() {
  return useQuery({
    queryKey: auditoriaKeys.entidades,
    queryFn: () => api<TAuditoriaEntidades>('/auditoria/entidades'),
    staleTime: 5 * 60_000,
  });
}
