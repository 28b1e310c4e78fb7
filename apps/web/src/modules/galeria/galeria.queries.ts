import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TGaleriaPage } from '@portal/domain';
import { api } from '../../lib/api-client';

/** The gallery's filters as the page keeps them in its address. */
export interface GaleriaFiltros {
  de?: string;
  ate?: string;
  /** The chosen sources; none means every source. */
  fonte: string[];
}

/** Thumbnails asked at a time ("Carregar mais" asks the next ones). */
export const GALERIA_PAGE_SIZE = 48;

export const galeriaKeys = {
  all: ['galeria'] as const,
  obra: (obraId: string, filtros: GaleriaFiltros) => ['galeria', obraId, filtros] as const,
};

/** The query as the API takes it: the sources as `a,b`. */
export const galeriaQuery = (filtros: GaleriaFiltros, page: number) => ({
  de: filtros.de,
  ate: filtros.ate,
  fonte: filtros.fonte.length ? filtros.fonte.join(',') : undefined,
  page,
  pageSize: GALERIA_PAGE_SIZE,
});

/**
 * The obra's photos, newest first, a page at a time (`fetchNextPage`); off while the filters cannot be asked (a
 * period that ends before it starts). The old photos stay on screen while new filters load.
 */
export function useGaleria(obraId: string, filtros: GaleriaFiltros, enabled = true) {
  return useInfiniteQuery({
    queryKey: galeriaKeys.obra(obraId, filtros),
    queryFn: ({ pageParam, signal }) =>
      api<TGaleriaPage>(`/obras/${obraId}/galeria`, { query: galeriaQuery(filtros, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, p) => shown + p.items.length, 0) < last.total ? pages.length + 1 : undefined,
    placeholderData: keepPreviousData,
    enabled: enabled && !!obraId,
  });
}
