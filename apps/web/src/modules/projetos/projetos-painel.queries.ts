import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TProjetoCategoria, TProjetoEscopo, TProjetosPainel } from '@portal/domain';
import { api } from '../../lib/api-client';

/** What a board counts: a scope, and an obra or a category when the page fixes them. */
export interface ProjetosPainelParams {
  escopo: TProjetoEscopo;
  obraId?: string;
  categoria?: TProjetoCategoria;
}

/** Under `['projetos']`, so whatever the register's mutations invalidate refreshes the boards too. */
export const projetosPainelKeys = {
  painel: (params: ProjetosPainelParams) => ['projetos', 'painel', params] as const,
};

/** A board (GET /api/projetos/painel): counts, review codes by month, review time and the overdue documents. */
export function useProjetosPainel(params: ProjetosPainelParams) {
  return useQuery({
    queryKey: projetosPainelKeys.painel(params),
    queryFn: () => api<TProjetosPainel>('/projetos/painel', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
