import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TUpdateFabricacaoInput,
  TCentro,
  TCentroInput,
  TCentroUpdateInput,
  TCreateFabricacaoInput,
  TFabricacaoDetalhe,
  TFabricacaoResumo,
  TFabricacoesPage,
  TItem,
  TItemInput,
  TItemUpdateInput,
  TItens,
  TOperacaoInput,
  TOperacaoTipo,
  TOperacaoTipoInput,
  TOperacaoTipoUpdateInput,
  TOperacaoUpdateInput,
  TPainelFabrica,
  TPainelFabricacao,
  TPlanejamento,
} from '@portal/domain';
import { api } from '../../lib/api-client';

export interface FabricacoesParams {
  busca?: string;
  status?: string[];
  cliente?: string;
  atrasadas?: boolean;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export interface PlanejamentoParams {
  /** Any day of the first week (aaaa-mm-dd). */
  de?: string;
  semanas: number;
  centroId?: string;
}

/** The operation kinds and work centres (the planning dialogs' choices, the configuration page). */
export interface TFabricaConfiguracao {
  tipos: TOperacaoTipo[];
  centros: TCentro[];
}

/**
 * Query keys of the fabrication module. A change to an item or an operation refreshes everything under the
 * fabrication (its items, its dashboard) and the factory-wide views (board, dashboard) and lists that count it.
 */
export const fabricacaoKeys = {
  all: ['fabricacao'] as const,
  lista: (params: FabricacoesParams) => ['fabricacao', 'lista', params] as const,
  detalhe: (id: string) => ['fabricacao', 'detalhe', id] as const,
  painel: (id: string) => ['fabricacao', 'detalhe', id, 'painel'] as const,
  itens: (id: string) => ['fabricacao', 'detalhe', id, 'itens'] as const,
  destino: (obraId: string) => ['fabricacao', 'destino', obraId] as const,
  painelFabrica: ['fabricacao', 'fabrica', 'painel'] as const,
  planejamento: (params: PlanejamentoParams) => ['fabricacao', 'fabrica', 'planejamento', params] as const,
  configuracao: ['fabricacao', 'configuracao'] as const,
};

/** The list's query as the API (and the export) reads it: lists as `a,b`. */
export const fabricacoesQuery = (params: FabricacoesParams) => ({
  ...params,
  status: params.status?.length ? params.status.join(',') : undefined,
});

export function useFabricacoes(params: FabricacoesParams) {
  return useQuery({
    queryKey: fabricacaoKeys.lista(params),
    queryFn: () => api<TFabricacoesPage>('/fabricacoes', { query: fabricacoesQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useFabricacao(id: string | undefined) {
  return useQuery({
    queryKey: fabricacaoKeys.detalhe(id ?? ''),
    queryFn: () => api<TFabricacaoDetalhe>(`/fabricacoes/${id}`),
    enabled: !!id,
  });
}

export function usePainelFabricacao(id: string | undefined) {
  return useQuery({
    queryKey: fabricacaoKeys.painel(id ?? ''),
    queryFn: () => api<TPainelFabricacao>(`/fabricacoes/${id}/painel`),
    enabled: !!id,
  });
}

export function useItens(id: string | undefined) {
  return useQuery({
    queryKey: fabricacaoKeys.itens(id ?? ''),
    queryFn: () => api<TItens>(`/fabricacoes/${id}/itens`),
    enabled: !!id,
  });
}

/** The fabrications whose equipment goes to this site (its factory dashboard). */
export function useFabricacoesDestino(obraId: string | undefined) {
  return useQuery({
    queryKey: fabricacaoKeys.destino(obraId ?? ''),
    queryFn: () => api<{ items: TFabricacaoResumo[] }>(`/obras/${obraId}/fabricacoes`),
    enabled: !!obraId,
  });
}

export function usePainelFabrica() {
  return useQuery({
    queryKey: fabricacaoKeys.painelFabrica,
    queryFn: () => api<TPainelFabrica>('/fabrica/painel'),
  });
}

export function usePlanejamento(params: PlanejamentoParams) {
  return useQuery({
    queryKey: fabricacaoKeys.planejamento(params),
    queryFn: () => api<TPlanejamento>('/fabrica/planejamento', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** Every operation kind and work centre, active or not (readable by all who read fabrications). */
export function useConfiguracao() {
  return useQuery({
    queryKey: fabricacaoKeys.configuracao,
    queryFn: async (): Promise<TFabricaConfiguracao> => {
      const [tipos, centros] = await Promise.all([
        api<{ items: TOperacaoTipo[] }>('/fabrica/operacoes-tipos'),
        api<{ items: TCentro[] }>('/fabrica/centros'),
      ]);
      return { tipos: tipos.items, centros: centros.items };
    },
    staleTime: 60_000,
  });
}

// The forms show their own busy button, so no page-wide indicator.
const FORM = { ocupado: false } as const;

export function useCreateFabricacao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateFabricacaoInput) =>
      api<TFabricacaoDetalhe>('/fabricacoes', { method: 'POST', body }),
    onSuccess: (fabricacao) => {
      client.setQueryData(fabricacaoKeys.detalhe(fabricacao.id), fabricacao);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['fabricacao', 'lista'] }),
        client.invalidateQueries({ queryKey: ['obras', 'lista'] }),
      ]);
    },
    meta: FORM,
  });
}

/** PATCH of a fabrication (its obra's data and its destination site): a field sent as null is cleared. */
export function useAtualizarFabricacao(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateFabricacaoInput) =>
      api<TFabricacaoDetalhe>(`/fabricacoes/${id}`, { method: 'PATCH', body }),
    onSuccess: (fabricacao) => {
      client.setQueryData(fabricacaoKeys.detalhe(fabricacao.id), fabricacao);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['fabricacao'] }),
        client.invalidateQueries({ queryKey: ['obras'] }),
      ]);
    },
    meta: FORM,
  });
}

/** Whatever an item or operation change moves: the fabrication's pages, the factory's views, the lists. */
function useRefreshFabricacao(obraId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fabricacaoKeys.detalhe(obraId) }),
      client.invalidateQueries({ queryKey: ['fabricacao', 'lista'] }),
      client.invalidateQueries({ queryKey: ['fabricacao', 'destino'] }),
      client.invalidateQueries({ queryKey: ['fabricacao', 'fabrica'] }),
    ]);
}

export function useCriarItem(obraId: string) {
  const refresh = useRefreshFabricacao(obraId);
  return useMutation({
    mutationFn: (body: TItemInput) => api<TItem>(`/fabricacoes/${obraId}/itens`, { method: 'POST', body }),
    onSuccess: refresh,
    meta: FORM,
  });
}

export function useAtualizarItem(obraId: string) {
  const refresh = useRefreshFabricacao(obraId);
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: TItemUpdateInput }) =>
      api<TItem>(`/fabricacoes/${obraId}/itens/${itemId}`, { method: 'PATCH', body }),
    onSettled: refresh,
    meta: FORM,
  });
}

export function useExcluirItem(obraId: string) {
  const refresh = useRefreshFabricacao(obraId);
  return useMutation({
    mutationFn: (itemId: string) => api<void>(`/fabricacoes/${obraId}/itens/${itemId}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

export function useCriarOperacao(obraId: string) {
  const refresh = useRefreshFabricacao(obraId);
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: TOperacaoInput }) =>
      api<TItem>(`/fabricacoes/${obraId}/itens/${itemId}/operacoes`, { method: 'POST', body }),
    onSuccess: refresh,
    meta: FORM,
  });
}

/**
 * A change of plan or progress (the API answers the whole item); a stale `versao` answers 409 and the lists are read
 * again either way.
 */
export function useAtualizarOperacao(obraId: string) {
  const refresh = useRefreshFabricacao(obraId);
  return useMutation({
    mutationFn: ({ operacaoId, body }: { operacaoId: string; body: TOperacaoUpdateInput }) =>
      api<TItem>(`/fabricacoes/${obraId}/operacoes/${operacaoId}`, { method: 'PATCH', body }),
    onSettled: refresh,
    meta: FORM,
  });
}

export function useExcluirOperacao(obraId: string) {
  const refresh = useRefreshFabricacao(obraId);
  return useMutation({
    mutationFn: (operacaoId: string) =>
      api<void>(`/fabricacoes/${obraId}/operacoes/${operacaoId}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** A change of the configuration: the dialogs' choices and every board are read again. */
function useRefreshConfiguracao() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fabricacaoKeys.configuracao }),
      client.invalidateQueries({ queryKey: ['fabricacao', 'fabrica'] }),
    ]);
}

export function useSalvarCentro() {
  const refresh = useRefreshConfiguracao();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TCentroInput | TCentroUpdateInput }) =>
      id
        ? api<TCentro>(`/fabrica/centros/${id}`, { method: 'PATCH', body })
        : api<TCentro>('/fabrica/centros', { method: 'POST', body }),
    onSuccess: refresh,
    meta: FORM,
  });
}

export function useSalvarTipo() {
  const refresh = useRefreshConfiguracao();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TOperacaoTipoInput | TOperacaoTipoUpdateInput }) =>
      id
        ? api<TOperacaoTipo>(`/fabrica/operacoes-tipos/${id}`, { method: 'PATCH', body })
        : api<TOperacaoTipo>('/fabrica/operacoes-tipos', { method: 'POST', body }),
    onSuccess: refresh,
    meta: FORM,
  });
}
