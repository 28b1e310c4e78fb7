import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateDiarioOsInput,
  TDiarioOs,
  TDiarioOsModelo,
  TDiarioOsPage,
  TOsTipo,
} from '@portal/domain';
import { api } from '../../lib/api-client';

/**
 * Query keys of an order's daily logs, under the orders' own prefix (`ordensServico`, os.queries.ts): a new log
 * changes the order's progress, so saving one refreshes the order's page and lists together with the logs.
 */
export const diarioOsKeys = {
  all: ['ordensServico'] as const,
  lista: (os: string, params: { page?: number; pageSize?: number }) =>
    ['ordensServico', 'diarios', os, 'lista', params] as const,
  detalhe: (os: string, id: string) => ['ordensServico', 'diarios', os, 'detalhe', id] as const,
  modelo: (os: string, data: string) => ['ordensServico', 'diarios', os, 'modelo', data] as const,
};

const base = (tipo: TOsTipo, os: string) => `/ordensServico/${tipo}/${os}`;

/** Where a photo is sent ahead of its log (uploadFile adds `/api`). */
export const diarioFotoUploadPath = (tipo: TOsTipo, os: string) => `${base(tipo, os)}/fotos`;

/** The spreadsheet of all the order's logs: a plain link, so the browser downloads it. */
export const diariosExportUrl = (tipo: TOsTipo, os: string) => `/api${base(tipo, os)}/diarios/exportar`;

/** Where a new log of `data` starts (the previous log's team, the order's items with what remains). */
export function useDiarioOsModelo(tipo: TOsTipo | undefined, os: string, data: string) {
  return useQuery({
    queryKey: diarioOsKeys.modelo(os, data),
    queryFn: () => api<TDiarioOsModelo>(`${base(tipo!, os)}/diarios/modelo`, { query: { data } }),
    enabled: !!tipo && !!os,
    // The template must not change under a person filling the form in.
    refetchOnWindowFocus: false,
  });
}

export function useDiarioOs(tipo: TOsTipo | undefined, os: string, id: string) {
  return useQuery({
    queryKey: diarioOsKeys.detalhe(os, id),
    queryFn: () => api<TDiarioOs>(`${base(tipo!, os)}/diarios/${id}`),
    enabled: !!tipo && !!os && !!id,
  });
}

/** A page of the order's logs, newest first. */
export function useDiariosOs(
  tipo: TOsTipo | undefined,
  os: string,
  params: { page?: number; pageSize?: number },
) {
  return useQuery({
    queryKey: diarioOsKeys.lista(os, params),
    queryFn: () => api<TDiarioOsPage>(`${base(tipo!, os)}/diarios`, { query: params }),
    enabled: !!tipo && !!os,
    placeholderData: keepPreviousData,
  });
}

/** Records a log; the order's progress, pages and lists refresh. */
export function useCreateDiarioOs(tipo: TOsTipo, os: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateDiarioOsInput) =>
      api<TDiarioOs>(`${base(tipo, os)}/diarios`, { method: 'POST', body: input }),
    onSuccess: (diario) => {
      client.setQueryData(diarioOsKeys.detalhe(os, diario.id), diario);
      return client.invalidateQueries({ queryKey: diarioOsKeys.all });
    },
  });
}
