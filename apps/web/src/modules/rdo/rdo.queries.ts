import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAssinaturaInput,
  TAtraso,
  TCreateRdoInput,
  TCurvaS,
  TPlano,
  TPlanoInput,
  TRdo,
  TRdoAutor,
  TRdoConfig,
  TRdoFoto,
  TRdoModelo,
  TRdoResumo,
  TUpdateRdoInput,
} from '@portal/domain';
import { api } from '../../lib/api-client';

export interface RdoListParams {
  page?: number;
  pageSize?: number;
  obra?: string;
  de?: string;
  ate?: string;
  status?: string[];
  autor?: string;
  sort?: string;
}

/** Query keys of the RDO module. Every mutation of a report invalidates `all`; plan changes also the curve. */
export const rdoKeys = {
  all: ['diarios'] as const,
  list: (params: RdoListParams) => ['diarios', 'lista', params] as const,
  detail: (id: string) => ['diarios', 'detalhe', id] as const,
  modelo: (obra: string, data: string) => ['diarios', 'modelo', obra, data] as const,
  config: (obra: string) => ['diarios', 'config', obra] as const,
  plano: (obra: string) => ['diarios', 'plano', obra] as const,
  curva: (obra: string) => ['diarios', 'curva', obra] as const,
  atrasos: (obra?: string) => ['diarios', 'atrasos', obra ?? 'todas'] as const,
  autores: (params: RdoAutoresParams) => ['diarios', 'autores', params] as const,
};

export const rdoListQuery = (params: RdoListParams) => ({
  ...params,
  status: params.status?.length ? params.status.join(',') : undefined,
});

/** The spreadsheet of the filtered period: a plain link, so the browser downloads it. */
export function rdoSpreadsheetUrl(params: RdoListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rdoListQuery(params))) {
    if (value !== undefined && value !== '' && !['page', 'pageSize', 'sort'].includes(key))
      query.set(key, String(value));
  }
  return `/api/diarios/exportar?${query.toString()}`;
}

export const rdoPdfUrl = (id: string) => `/api/diarios/${id}/pdf`;
export const planTemplateUrl = (obra: string) => `/api/obras/${obra}/diarios/datas/modelo.xlsx`;

export function useRdos(params: RdoListParams) {
  return useQuery({
    queryKey: rdoKeys.list(params),
    queryFn: () => api<{ items: TRdoResumo[]; total: number }>('/diarios', { query: rdoListQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export interface RdoAutoresParams {
  obra?: string;
  /** Part of the name. */
  q?: string;
  /** Just this person. */
  autor?: string;
}

/** Who wrote the reports the user may read: the list's author filter. Off while `enabled` is false. */
export function useRdoAutores(params: RdoAutoresParams, enabled = true) {
  return useQuery({
    queryKey: rdoKeys.autores(params),
    queryFn: () =>
      api<{ items: TRdoAutor[] }>('/diarios/autores', {
        query: { obra: params.obra, q: params.q || undefined, autor: params.autor },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

export function useRdo(id: string | undefined) {
  return useQuery({
    queryKey: rdoKeys.detail(id ?? ''),
    queryFn: () => api<TRdo>(`/diarios/${id}`),
    enabled: !!id,
  });
}

/** The new-RDO template of a day; `doServidorAgora` asks again on mount (a conflict: someone reported it just now). */
export function useRdoModelo(obra: string | undefined, data: string, doServidorAgora = false) {
  return useQuery({
    queryKey: rdoKeys.modelo(obra ?? '', data),
    queryFn: () => api<TRdoModelo>(`/obras/${obra}/diarios/modelo`, { query: { data } }),
    enabled: !!obra,
    refetchOnMount: doServidorAgora ? 'always' : true,
  });
}

export function useRdoConfig(obra: string | undefined) {
  return useQuery({
    queryKey: rdoKeys.config(obra ?? ''),
    queryFn: () => api<TRdoConfig>(`/obras/${obra}/diarios/configuracao`),
    enabled: !!obra,
  });
}

export function usePlano(obra: string | undefined) {
  return useQuery({
    queryKey: rdoKeys.plano(obra ?? ''),
    queryFn: () => api<TPlano>(`/obras/${obra}/diarios/datas`),
    enabled: !!obra,
  });
}

export function useCurvaS(obra: string | undefined, enabled = true) {
  return useQuery({
    queryKey: rdoKeys.curva(obra ?? ''),
    queryFn: () => api<TCurvaS>(`/obras/${obra}/diarios/curva-s`),
    enabled: !!obra && enabled,
  });
}

export function useAtrasos(obra?: string) {
  return useQuery({
    queryKey: rdoKeys.atrasos(obra),
    queryFn: () => api<{ items: TAtraso[] }>('/diarios/atrasos', { query: { obra } }),
  });
}

/** Refreshes every RDO view after a change (lists, the report, the curve and the warnings). */
function useInvalidateRdo() {
  const client = useQueryClient();
  return (rdo?: TRdo) => {
    if (rdo) client.setQueryData(rdoKeys.detail(rdo.id), rdo);
    return client.invalidateQueries({ queryKey: rdoKeys.all });
  };
}

export function useCreateRdo(obra: string) {
  const invalidate = useInvalidateRdo();
  return useMutation({
    mutationFn: (input: TCreateRdoInput) =>
      api<TRdo>(`/obras/${obra}/diarios`, { method: 'POST', body: input }),
    onSuccess: (rdo) => invalidate(rdo),
  });
}

export function useUpdateRdo(id: string) {
  const invalidate = useInvalidateRdo();
  return useMutation({
    mutationFn: (input: TUpdateRdoInput) => api<TRdo>(`/diarios/${id}`, { method: 'PATCH', body: input }),
    onSuccess: (rdo) => invalidate(rdo),
  });
}

type RdoMove =
  | { acao: 'finalizar'; assinatura?: TAssinaturaInput }
  | { acao: 'aprovar'; assinatura?: TAssinaturaInput; comentario?: string }
  | { acao: 'devolver'; motivo: string; arquivos?: string[] }
  | { acao: 'reabrir'; motivo: string };

/** finalizar / aprovar / devolver / reabrir. */
export function useRdoMove(id: string) {
  const invalidate = useInvalidateRdo();
  return useMutation({
    mutationFn: ({ acao, ...body }: RdoMove) => api<TRdo>(`/diarios/${id}/${acao}`, { method: 'POST', body }),
    onSuccess: (rdo) => invalidate(rdo),
  });
}

export function useDeleteRdo(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/diarios/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: rdoKeys.detail(id) });
      return client.invalidateQueries({ queryKey: rdoKeys.all });
    },
  });
}

export function useRdoFotoLegenda(id: string) {
  const invalidate = useInvalidateRdo();
  return useMutation({
    mutationFn: ({ foto, legenda }: { foto: string; legenda: string }) =>
      api<TRdoFoto>(`/diarios/${id}/fotos/${foto}`, { method: 'PATCH', body: { legenda } }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteRdoFoto(id: string) {
  const invalidate = useInvalidateRdo();
  return useMutation({
    mutationFn: (foto: string) => api<void>(`/diarios/${id}/fotos/${foto}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

/** Photo upload path for `uploadFile` (multipart: `arquivo`, plus the `legenda` field). */
export const rdoFotoUploadPath = (id: string) => `/diarios/${id}/fotos`;

export function useSaveRdoConfig(obra: string) {
  const invalidate = useInvalidateRdo();
  return useMutation({
    mutationFn: (config: TRdoConfig) =>
      api<TRdoConfig>(`/obras/${obra}/diarios/configuracao`, { method: 'PUT', body: config }),
    onSuccess: () => invalidate(),
  });
}

export function useSavePlano(obra: string) {
  const invalidate = useInvalidateRdo();
  return useMutation({
    mutationFn: (plano: TPlanoInput) =>
      api<TPlano>(`/obras/${obra}/diarios/datas`, { method: 'PUT', body: plano }),
    onSuccess: () => invalidate(),
  });
}

/** Plan spreadsheet upload path for `uploadFile` (answers TPlanoImportado; nothing is saved until PUT). */
export const planImportPath = (obra: string) => `/obras/${obra}/diarios/datas/importar`;
