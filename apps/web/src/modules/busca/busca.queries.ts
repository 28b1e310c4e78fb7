import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBuscaResposta } from '@portal/domain';
import { api } from '../../lib/api-client';

/** The shortest search the API answers (ZBuscaQuery). */
export const BUSCA_MIN = 2;
export const BUSCA_MAX = 100;

/** Query keys of the global search. */
export const buscaKeys = {
  all: ['busca'] as const,
  resultado: (q: string) => ['busca', q] as const,
};

/**
 * The records of every module matching `q` that the user may read, by module. Off below 2 characters; while the
 * next answer comes, the previous one stays on screen.
 */
export function useBusca(q: string) {
  const texto = q.trim();
  return useQuery({
    queryKey: buscaKeys.resultado(texto),
    queryFn: ({ signal }) => api<TBuscaResposta>('/busca', { query: { q: texto }, signal }),
    enabled: texto.length >= BUSCA_MIN && texto.length <= BUSCA_MAX,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
