import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TComparacaoRevisoes,
  TLinhasInput,
  TLinhasLista,
  TLista,
  TListaDadosInput,
  TListaInput,
  TListaResumo,
  TMateriaisMove,
  TPessoaRef,
  TTemplate,
  TTemplateInput,
  TTemplateResumo,
} from '@portal/domain';
import { api } from '../../lib/api-client';

export interface ListasParams {
  obra?: string;
  q?: string;
  status?: string[];
  disciplina?: string[];
  comigo?: boolean;
  planejadaSap?: boolean;
  page?: number;
  pageSize?: number;
  sort?: string;
}

/** The revisions compared: a revision's number, or `null` for the lines as they are now. */
export interface ComparacaoParams {
  de: number;
  para: number | null;
}

/** Query keys of the materials lists and templates. Every change of a list invalidates its detail and the lists. */
export const materiaisKeys = {
  all: ['materiais'] as const,
  templates: (todos: boolean) => ['materiais', 'templates', { todos }] as const,
  template: (id: string) => ['materiais', 'template', id] as const,
  listas: (params: ListasParams) => ['materiais', 'listas', params] as const,
  lista: (id: string) => ['materiais', 'lista', id] as const,
  linhas: (id: string) => ['materiais', 'linhas', id] as const,
  comparacao: (id: string, params: ComparacaoParams) => ['materiais', 'comparacao', id, params] as const,
  pessoas: (q: string) => ['materiais', 'pessoas', q] as const,
};

// Templates ------------------------------------------------------------------------------------------------------

/** The templates a new list may start from (only the active ones), or all of them for their administrator. */
export function useTemplates(todos = false, enabled = true) {
  return useQuery({
    queryKey: materiaisKeys.templates(todos),
    queryFn: () =>
      api<{ items: TTemplateResumo[] }>('/materiais/templates', { query: todos ? { todos: true } : {} }),
    enabled,
  });
}

export function useTemplate(id: string | undefined) {
  return useQuery({
    queryKey: materiaisKeys.template(id ?? ''),
    queryFn: () => api<TTemplate>(`/materiais/templates/${id}`),
    enabled: !!id,
  });
}

function useTemplateSaved() {
  const client = useQueryClient();
  return (template: TTemplate) => {
    client.setQueryData(materiaisKeys.template(template.id), template);
    return client.invalidateQueries({ queryKey: ['materiais', 'templates'] });
  };
}

/** Creates a template (no id) or replaces one's name, discipline, columns and default lines. */
export function useSaveTemplate() {
  const saved = useTemplateSaved();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TTemplateInput }) =>
      id
        ? api<TTemplate>(`/materiais/templates/${id}`, { method: 'PUT', body: input })
        : api<TTemplate>('/materiais/templates', { method: 'POST', body: input }),
    onSuccess: saved,
  });
}

/** Deactivates a template (new lists no longer offer it) or reactivates it. */
export function useTemplateAtivo() {
  const saved = useTemplateSaved();
  return useMutation({
    mutationFn: ({ id, ativo }: { id: string; ativo: boolean }) =>
      api<TTemplate>(`/materiais/templates/${id}/ativo`, { method: 'POST', body: { ativo } }),
    onSuccess: saved,
  });
}

// Lists -----------------------------------------------------------------------------------------------------------

/** The list's query string as the API reads it (lists as `a,b`). */
export const listasQuery = (params: ListasParams) => ({
  ...params,
  status: params.status?.length ? params.status.join(',') : undefined,
  disciplina: params.disciplina?.length ? params.disciplina.join(',') : undefined,
});

export function useListas(params: ListasParams) {
  return useQuery({
    queryKey: materiaisKeys.listas(params),
    queryFn: () =>
      api<{ items: TListaResumo[]; total: number }>('/materiais', { query: listasQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

/** Staff who may be named on a list (quantifier, verifier, site manager, coordinator), searched by name or e-mail. */
export function usePessoasMateriais(q: string, enabled = true) {
  return useQuery({
    queryKey: materiaisKeys.pessoas(q),
    queryFn: () => api<{ items: TPessoaRef[] }>('/materiais/pessoas', { query: { q } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useLista(id: string | undefined) {
  return useQuery({
    queryKey: materiaisKeys.lista(id ?? ''),
    queryFn: () => api<TLista>(`/materiais/${id}`),
    enabled: !!id,
  });
}

/** A list answered by a write replaces the cached one; the obra's lists are read again. */
function useListaSaved() {
  const client = useQueryClient();
  return (lista: TLista) => {
    client.setQueryData(materiaisKeys.lista(lista.id), lista);
    return client.invalidateQueries({ queryKey: ['materiais', 'listas'] });
  };
}

export function useCreateLista(obra: string) {
  const saved = useListaSaved();
  return useMutation({
    mutationFn: (input: TListaInput) =>
      api<TLista>(`/obras/${obra}/materiais`, { method: 'POST', body: input }),
    onSuccess: saved,
  });
}

/** The header: title, discipline, project, the named people and the SAP destination. */
export function useUpdateLista(id: string) {
  const saved = useListaSaved();
  return useMutation({
    mutationFn: (input: TListaDadosInput) => api<TLista>(`/materiais/${id}`, { method: 'PUT', body: input }),
    onSuccess: saved,
  });
}

/**
 * A move of the release chain, with the `versao` the page read (a list changed meanwhile is refused). The lines
 * are read again too: a release keeps a revision and the list's version grows.
 */
export function useListaMove(id: string) {
  const saved = useListaSaved();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      movimento,
      motivo,
      versao,
    }: {
      movimento: TMateriaisMove;
      motivo?: string;
      versao: number;
    }) =>
      api<TLista>(`/materiais/${id}/movimentos/${movimento}`, {
        method: 'POST',
        body: motivo ? { motivo, versao } : { versao },
      }),
    onSuccess: async (lista) => {
      await saved(lista);
      return client.invalidateQueries({ queryKey: materiaisKeys.linhas(id) });
    },
  });
}

/** Planning records the SAP document the released list became (the list is then "planejada no SAP"). */
export function useRegistrarSap(id: string) {
  const saved = useListaSaved();
  return useMutation({
    mutationFn: (documento: string) =>
      api<TLista>(`/materiais/${id}/sap`, { method: 'POST', body: { documento } }),
    onSuccess: saved,
  });
}

/** The spreadsheet planning sends to SAP: a plain link, so the browser downloads it. */
export const listaSapUrl = (id: string) => `/api/materiais/${id}/sap.xlsx`;

// Lines -----------------------------------------------------------------------------------------------------------

export function useLinhas(id: string | undefined) {
  return useQuery({
    queryKey: materiaisKeys.linhas(id ?? ''),
    queryFn: () => api<TLinhasLista>(`/materiais/${id}/linhas`),
    enabled: !!id,
  });
}

/** Lines saved or imported: they replace the cached ones, and the list (its version, count, status) is read again. */
export function useLinhasSaved(id: string) {
  const client = useQueryClient();
  return (linhas: TLinhasLista) => {
    client.setQueryData(materiaisKeys.linhas(id), linhas);
    void client.invalidateQueries({ queryKey: ['materiais', 'listas'] });
    return client.invalidateQueries({ queryKey: materiaisKeys.lista(id) });
  };
}

/** Every line of the list, in order, with the `versao` the grid read (409 when someone else saved meanwhile). */
export function useSaveLinhas(id: string) {
  const saved = useLinhasSaved(id);
  return useMutation({
    mutationFn: (input: TLinhasInput) =>
      api<TLinhasLista>(`/materiais/${id}/linhas`, { method: 'PUT', body: input }),
    onSuccess: saved,
  });
}

/** Reads the lines again from the API (after a refused save: someone else changed them), and the list with them. */
export function useRecarregarLinhas(id: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: materiaisKeys.lista(id) });
    return client.fetchQuery({
      queryKey: materiaisKeys.linhas(id),
      queryFn: () => api<TLinhasLista>(`/materiais/${id}/linhas`),
      staleTime: 0,
    });
  };
}

export type ModoImportacao = 'substituir' | 'acrescentar';

/** Where a spreadsheet of lines is sent (multipart field `arquivo`; uploadFile adds `/api`). */
export const linhasImportPath = (id: string, modo: ModoImportacao) =>
  `/materiais/${id}/linhas/importar?modo=${modo}`;

/** The import template (.xlsx) with the list's columns: a plain link. */
export const linhasModeloUrl = (id: string) => `/api/materiais/${id}/linhas/modelo`;

// Revisions -------------------------------------------------------------------------------------------------------

export function useComparacao(id: string, params: ComparacaoParams | null) {
  return useQuery({
    queryKey: materiaisKeys.comparacao(id, params ?? { de: -1, para: null }),
    queryFn: () =>
      api<TComparacaoRevisoes>(`/materiais/${id}/revisoes/comparar`, {
        query: { de: params!.de, para: params!.para ?? undefined },
      }),
    enabled: !!params,
  });
}
