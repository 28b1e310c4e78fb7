import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAcao,
  TAcaoFinalizarInput,
  TAuditoria,
  TAuditoriaInput,
  TChecklist,
  TConstatacaoInput,
  TOcorrenciaEdicao,
  TOcorrenciaInput,
  TOcorrenciaSgi,
  TOcorrenciasPage,
  TPainelSgi,
  TPlanoAcaoInput,
  TRdo,
  TRncEficaciaInput,
  TRncInput,
  TSgiCategoria,
  TSgiMove,
  TTriagemInput,
  TUserSummary,
  ZAuditoriasPage,
} from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { uploadFile, type UploadProgress } from '../../lib/upload-file';

export interface OcorrenciasParams {
  categoria?: TSgiCategoria;
  status?: string[];
  gravidade?: string[];
  tipo?: string;
  obra?: string;
  minhas?: boolean;
  busca?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export interface AcoesParams {
  minhas?: boolean;
  atrasadas?: boolean;
  status?: string[];
  categoria?: TSgiCategoria;
  busca?: string;
  page?: number;
  pageSize?: number;
}

export interface PainelParams {
  categoria?: TSgiCategoria;
  obra?: string;
}

export type TAuditoriaResumo = z.infer<typeof ZAuditoriasPage>['items'][number];

/** A person of the staff, as the pickers show them. */
export interface TPessoaSgi {
  id: string;
  nome: string;
  email: string;
}

/** A photo the API stored as an occurrence's evidence. */
export interface TFotoSgi {
  id: string;
  nome: string;
  mime: string;
  tamanho: number;
}

/** An occurrence's thread, history, files and notifications name it so (the API's record kind). */
export const ENTIDADE_OCORRENCIA = 'ocorrencia_sgi';

/**
 * Query keys of the SGI module. A change to an occurrence replaces it (kept under its number, the page's address, and
 * its id) and refreshes the lists, the actions, the dashboards and the audits that show it.
 */
export const sgiKeys = {
  all: ['sgi'] as const,
  ocorrencias: (params: OcorrenciasParams) => ['sgi', 'ocorrencias', params] as const,
  ocorrencia: (ref: string) => ['sgi', 'ocorrencia', ref] as const,
  acoes: (params: AcoesParams) => ['sgi', 'acoes', params] as const,
  painel: (params: PainelParams) => ['sgi', 'painel', params] as const,
  auditorias: (page: number, pageSize: number) => ['sgi', 'auditorias', page, pageSize] as const,
  auditoria: (id: string) => ['sgi', 'auditoria', id] as const,
  pessoas: (q: string) => ['sgi', 'pessoas', q] as const,
  checklist: (id: string) => ['sgi', 'checklist', id] as const,
  rdo: (id: string) => ['sgi', 'rdo', id] as const,
};

const lista = (values: string[] | undefined) => (values?.length ? values.join(',') : undefined);

/** The occurrences' query as the API (and the export) reads it: lists as `a,b`. */
export const ocorrenciasQuery = (params: OcorrenciasParams) => ({
  ...params,
  status: lista(params.status),
  gravidade: lista(params.gravidade),
});

/** The actions' query as the API (and the export) reads it. */
export const acoesQuery = (params: AcoesParams) => ({ ...params, status: lista(params.status) });

export function useOcorrencias(params: OcorrenciasParams) {
  return useQuery({
    queryKey: sgiKeys.ocorrencias(params),
    queryFn: () => api<TOcorrenciasPage>('/sgi/ocorrencias', { query: ocorrenciasQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

/** One occurrence by its number (the page's address) or id. */
export function useOcorrencia(ref: string | undefined) {
  return useQuery({
    queryKey: sgiKeys.ocorrencia(ref ?? ''),
    queryFn: () => api<TOcorrenciaSgi>(`/sgi/ocorrencias/${encodeURIComponent(ref!)}`),
    enabled: !!ref,
  });
}

export function useAcoes(params: AcoesParams) {
  return useQuery({
    queryKey: sgiKeys.acoes(params),
    queryFn: () => api<{ items: TAcao[]; total: number }>('/sgi/acoes', { query: acoesQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

/** A category's dashboard (all of SGI without one). */
export function usePainelSgi(params: PainelParams) {
  return useQuery({
    queryKey: sgiKeys.painel(params),
    queryFn: () => api<TPainelSgi>('/sgi/painel', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditorias(page: number, pageSize: number) {
  return useQuery({
    queryKey: sgiKeys.auditorias(page, pageSize),
    queryFn: () =>
      api<{ items: TAuditoriaResumo[]; total: number }>('/sgi/auditorias', {
        query: { page, pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditoria(id: string | undefined) {
  return useQuery({
    queryKey: sgiKeys.auditoria(id ?? ''),
    queryFn: () => api<TAuditoria>(`/sgi/auditorias/${id}`),
    enabled: !!id,
  });
}

/**
 * Active members of staff, searched by name or e-mail: who may be named responsible, owner or verifier (the API
 * checks again).
 */
export function usePessoasSgi(q: string, enabled = true) {
  return useQuery({
    queryKey: sgiKeys.pessoas(q),
    queryFn: async (): Promise<{ items: TPessoaSgi[] }> => {
      const page = await api<{ items: TUserSummary[] }>('/usuarios', {
        query: { q: q || undefined, type: 'gali', enabled: true, pageSize: 20, sort: 'name' },
      });
      return { items: page.items.map((u) => ({ id: u.id, nome: u.name, email: u.email })) };
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The checklist a non-conformity came from (to fill the new occurrence in); nothing when it cannot be read. */
export function useChecklistDeOrigem(id: string | undefined) {
  return useQuery({
    queryKey: sgiKeys.checklist(id ?? ''),
    queryFn: () => api<TChecklist>(`/checklists/${id}`),
    enabled: !!id,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The RDO an occurrence came from (its list of occurrences fills the new one in). */
export function useRdoDeOrigem(id: string | undefined) {
  return useQuery({
    queryKey: sgiKeys.rdo(id ?? ''),
    queryFn: () => api<TRdo>(`/diarios/${id}`),
    enabled: !!id,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Keeps an occurrence the API answered with (under its number and id) and refreshes what lists or counts it. */
export function useOcorrenciaSalva() {
  const client = useQueryClient();
  return (ocorrencia: TOcorrenciaSgi) => {
    client.setQueryData(sgiKeys.ocorrencia(String(ocorrencia.numero)), ocorrencia);
    client.setQueryData(sgiKeys.ocorrencia(ocorrencia.id), ocorrencia);
    return Promise.all(
      ['ocorrencias', 'acoes', 'painel', 'origem', 'auditoria'].map((k) =>
        client.invalidateQueries({ queryKey: ['sgi', k] }),
      ),
    );
  };
}

/**
 * Sends a change of an occurrence; when the API refuses it because someone changed it meanwhile (409), the occurrence
 * is read again so the page shows what it is now, and the refusal still reaches the caller.
 */
function useEscrita<I>(
  ocorrencia: Pick<TOcorrenciaSgi, 'numero'> | null,
  send: (input: I) => Promise<TOcorrenciaSgi>,
) {
  const salva = useOcorrenciaSalva();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      try {
        return await send(input);
      } catch (e) {
        if (ocorrencia && e instanceof ApiError && e.code === 'CONFLICT')
          void client.invalidateQueries({ queryKey: sgiKeys.ocorrencia(String(ocorrencia.numero)) });
        throw e;
      }
    },
    onSuccess: salva,
  });
}

export function useCriarOcorrencia() {
  return useEscrita(null, (input: TOcorrenciaInput) =>
    api<TOcorrenciaSgi>('/sgi/ocorrencias', { method: 'POST', body: input }),
  );
}

type Ref = Pick<TOcorrenciaSgi, 'id' | 'numero'>;

export function useEditarOcorrencia(o: Ref) {
  return useEscrita(o, (input: TOcorrenciaEdicao) =>
    api<TOcorrenciaSgi>(`/sgi/ocorrencias/${o.id}`, { method: 'PUT', body: input }),
  );
}

/** Sends, returns, finishes or reopens (not `aceitar`: the triage does it). */
export function useMoverOcorrencia(o: Ref) {
  return useEscrita(
    o,
    ({ movimento, motivo, versao }: { movimento: TSgiMove; motivo?: string; versao?: number }) =>
      api<TOcorrenciaSgi>(`/sgi/ocorrencias/${o.id}/movimentos/${movimento}`, {
        method: 'POST',
        body: { motivo, versao },
      }),
  );
}

/** Sends a draft just created (the form sends it after its photos, which only a draft takes from its author). */
export function useEnviarNova() {
  const salva = useOcorrenciaSalva();
  return useMutation({
    mutationFn: (id: string) =>
      api<TOcorrenciaSgi>(`/sgi/ocorrencias/${id}/movimentos/enviar`, { method: 'POST', body: {} }),
    onSuccess: salva,
  });
}

export function useTriar(o: Ref) {
  return useEscrita(o, (input: TTriagemInput) =>
    api<TOcorrenciaSgi>(`/sgi/ocorrencias/${o.id}/triagem`, { method: 'POST', body: input }),
  );
}

export function useSalvarRnc(o: Ref) {
  return useEscrita(o, (input: TRncInput) =>
    api<TOcorrenciaSgi>(`/sgi/ocorrencias/${o.id}/rnc`, { method: 'PUT', body: input }),
  );
}

export function useRegistrarEficacia(o: Ref) {
  return useEscrita(o, (input: TRncEficaciaInput) =>
    api<TOcorrenciaSgi>(`/sgi/ocorrencias/${o.id}/rnc/eficacia`, { method: 'POST', body: input }),
  );
}

export function useAdicionarPlano(o: Ref) {
  return useEscrita(o, (input: TPlanoAcaoInput) =>
    api<TOcorrenciaSgi>(`/sgi/ocorrencias/${o.id}/acoes`, { method: 'POST', body: input }),
  );
}

export type AcaoOperacao =
  | { op: 'finalizar'; acaoId: string; input: TAcaoFinalizarInput }
  | { op: 'verificar'; acaoId: string }
  | { op: 'reabrir'; acaoId: string; motivo: string };

/** Finishes (the owner), verifies or reopens (the verifier) an action; the API answers with its occurrence. */
export function useAcaoOperacao(ocorrencia: Pick<TOcorrenciaSgi, 'numero'>) {
  return useEscrita(ocorrencia, (operacao: AcaoOperacao) =>
    api<TOcorrenciaSgi>(`/sgi/acoes/${operacao.acaoId}/${operacao.op}`, {
      method: 'POST',
      body:
        operacao.op === 'finalizar'
          ? operacao.input
          : operacao.op === 'reabrir'
            ? { motivo: operacao.motivo }
            : undefined,
    }),
  );
}

/** Keeps an audit the API answered with and refreshes the audits' list. */
function useAuditoriaSalva() {
  const client = useQueryClient();
  return (auditoria: TAuditoria) => {
    client.setQueryData(sgiKeys.auditoria(auditoria.id), auditoria);
    return client.invalidateQueries({ queryKey: ['sgi', 'auditorias'] });
  };
}

export function useCriarAuditoria() {
  const salva = useAuditoriaSalva();
  return useMutation({
    mutationFn: (input: TAuditoriaInput) =>
      api<TAuditoria>('/sgi/auditorias', { method: 'POST', body: input }),
    onSuccess: salva,
  });
}

export function useAvancarAuditoria(id: string) {
  const salva = useAuditoriaSalva();
  return useMutation({
    mutationFn: () => api<TAuditoria>(`/sgi/auditorias/${id}/avancar`, { method: 'POST' }),
    onSuccess: salva,
  });
}

/** A finding of the audit: it becomes an occurrence in triage; the audit is read again to list it. */
export function useRegistrarConstatacao(auditoriaId: string) {
  const salva = useOcorrenciaSalva();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TConstatacaoInput) =>
      api<TOcorrenciaSgi>(`/sgi/auditorias/${auditoriaId}/constatacoes`, { method: 'POST', body: input }),
    onSuccess: async (ocorrencia) => {
      await salva(ocorrencia);
      await client.invalidateQueries({ queryKey: ['sgi', 'auditorias'] });
    },
  });
}

/**
 * A photo the page just sent: added to the occurrence on screen at once, and the occurrence read again (its history
 * and update time changed).
 */
export function useFotoEnviada() {
  const client = useQueryClient();
  return (o: Ref, foto: TFotoSgi) => {
    for (const ref of [String(o.numero), o.id])
      client.setQueryData<TOcorrenciaSgi>(
        sgiKeys.ocorrencia(ref),
        (old) => old && { ...old, fotos: [...old.fotos, foto] },
      );
    void client.invalidateQueries({ queryKey: sgiKeys.ocorrencia(String(o.numero)) });
  };
}

/** Where an occurrence's photos go (multipart, field `arquivo`; images only). */
export const fotoUploadPath = (ocorrenciaId: string) => `/sgi/ocorrencias/${ocorrenciaId}/fotos`;

/** Sends one photo of an occurrence with its progress (the new occurrence's form sends the chosen ones one by one). */
export const enviarFoto = (
  ocorrenciaId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) => uploadFile<TFotoSgi>(fotoUploadPath(ocorrenciaId), file, onProgress);
