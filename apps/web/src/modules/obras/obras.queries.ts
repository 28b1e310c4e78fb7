import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { TCliente, TCreateObraInput, TObraDetalhe, TObraResumo, TUserSummary } from '@portal/domain';
import { api } from '../../lib/api-client';
import { queryClient } from '../../app/query-client';
import { nextPageAfter } from './obras-paging';

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

/** A member of an obra, with when they joined it. */
export type TObraMembro = TUserSummary & { adicionadoEm: string };
/** The obra's client as the obra shows it. */
export type TObraCliente = Pick<TCliente, 'id' | 'nome' | 'cnpj'>;

/**
 * Query keys of the obras module: lists by their filters (one page, or pages loaded one after another), one obra
 * by id with its people and client under it, so refreshing the obra refreshes them too.
 */
export const obraKeys = {
  all: ['obras'] as const,
  list: (params: ObraListParams) => ['obras', 'lista', params] as const,
  pages: (params: ObraListParams) => ['obras', 'lista', 'paginas', params] as const,
  detail: (id: string) => ['obras', 'detalhe', id] as const,
  membros: (id: string) => ['obras', 'detalhe', id, 'usuarios'] as const,
  cliente: (id: string) => ['obras', 'detalhe', id, 'cliente'] as const,
};

export function fetchObras(params: ObraListParams) {
  return api<{ items: TObraResumo[]; total: number }>('/obras', {
    query: { ...params, status: params.status?.join(','), uf: params.uf?.join(',') },
  });
}

export function fetchObra(id: string) {
  return api<TObraDetalhe>(`/obras/${id}`);
}

export function useObras(params: ObraListParams, enabled = true) {
  return useQuery({
    queryKey: obraKeys.list(params),
    queryFn: () => fetchObras(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Obras loaded a page at a time from the API ("Mostrar mais"), however many there are. */
export function useObrasPaginadas(params: Omit<ObraListParams, 'page' | 'pageSize'>, pageSize: number) {
  return useInfiniteQuery({
    queryKey: obraKeys.pages({ ...params, pageSize }),
    queryFn: ({ pageParam }) => fetchObras({ ...params, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageAfter(pages, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useObra(id: string | undefined) {
  return useQuery({ queryKey: obraKeys.detail(id ?? ''), queryFn: () => fetchObra(id!), enabled: !!id });
}

/**
 * Where an obra's team is read and added to: a fabrication's through its own route (issue 20: whoever may update
 * the fabrication adds people, without the users' administration), any other obra's through the obras'.
 */
const membrosPath = (obraId: string, fabricacao: boolean) =>
  `${fabricacao ? '/fabricacoes' : '/obras'}/${obraId}/usuarios`;

/** Who is on the obra; only for those who may read users, or the fabrication's (the API refuses anyone else). */
export function useObraMembros(id: string, enabled = true, fabricacao = false) {
  return useQuery({
    queryKey: obraKeys.membros(id),
    queryFn: () => api<{ items: TObraMembro[] }>(membrosPath(id, fabricacao)),
    enabled: enabled && !!id,
  });
}

/** The obra's client with its CNPJ, for whoever may read the obra. */
export function useObraCliente(id: string) {
  return useQuery({
    queryKey: obraKeys.cliente(id),
    queryFn: () => api<TObraCliente>(`/obras/${id}/cliente`),
    enabled: !!id,
  });
}

/** A saved obra replaces the cached one, and every list is asked again. */
function rememberObra(queryClient: QueryClient, obra: TObraDetalhe) {
  queryClient.setQueryData(obraKeys.detail(obra.id), obra);
  return queryClient.invalidateQueries({ queryKey: ['obras', 'lista'] });
}

/** After something else changed the obra (its picture sent by FileUpload): the cache takes the new one. */
export function useObraSaved() {
  const queryClient = useQueryClient();
  return (obra: TObraDetalhe) => rememberObra(queryClient, obra);
}

// The obra forms show their own busy button, so no page-wide indicator.
const FORM = { ocupado: false } as const;

export function useCreateObra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateObraInput) => api<TObraDetalhe>('/obras', { method: 'POST', body }),
    onSuccess: (obra) => rememberObra(queryClient, obra),
    meta: FORM,
  });
}

/** PATCH of the obra: a field sent as null is cleared. */
export function useUpdateObra(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<TObraDetalhe>(`/obras/${id}`, { method: 'PATCH', body }),
    onSuccess: (obra) => rememberObra(queryClient, obra),
    meta: FORM,
  });
}

/** Someone joined or left an obra: its people, its counts and the user lists and profiles change. */
function refreshMembers(queryClient: QueryClient, obraId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: obraKeys.detail(obraId) }),
    queryClient.invalidateQueries({ queryKey: ['usuarios'] }),
  ]);
}

/** Adds people to an obra, optionally granting them roles (a fabrication's route grants none). */
export function useAddObraMembros() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      obraId,
      userIds,
      roles,
      fabricacao = false,
    }: {
      obraId: string;
      userIds: string[];
      roles?: string[];
      fabricacao?: boolean;
    }) =>
      api<{ adicionados: number }>(membrosPath(obraId, fabricacao && !roles?.length), {
        method: 'POST',
        body: roles?.length ? { userIds, roles } : { userIds },
      }),
    onSuccess: (_data, { obraId }) => refreshMembers(queryClient, obraId),
  });
}

export function useRemoveObraMembro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      obraId,
      userId,
      fabricacao = false,
    }: {
      obraId: string;
      userId: string;
      fabricacao?: boolean;
    }) => api<void>(`${membrosPath(obraId, fabricacao)}/${userId}`, { method: 'DELETE' }),
    onSuccess: (_data, { obraId }) => refreshMembers(queryClient, obraId),
  });
}

/** The facts of a loaded obra that permission rules test (its site manager, substitute, coordinator). */
export function obraFacts(obra: TObraDetalhe): Record<string, unknown> {
  return {
    siteManager: { mail: obra.siteManager?.email ?? null },
    siteManagerSubstituto: { mail: obra.siteManagerSubstituto?.email ?? null },
    coordenador: { mail: obra.coordenador?.email ?? null },
  };
}

/**
 * What the rules need to know about an obra (SPEC §5: its site manager etc.), for the route guard and the menus;
 * the module hands it to the shell as `siteFactsLoader` in routes.tsx.
 */
export async function loadObraFacts(id: string): Promise<Record<string, unknown>> {
  try {
    const obra = await queryClient.fetchQuery({
      queryKey: obraKeys.detail(id),
      queryFn: () => fetchObra(id),
      staleTime: 60_000,
    });
    return obraFacts(obra);
  } catch {
    // Not found or not readable: only the id is known, and the reach check decides (→ /ObraInacessivel).
    return {};
  }
}
