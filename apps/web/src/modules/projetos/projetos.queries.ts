import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TEmPreparacao,
  TParecerInput,
  TProjeto,
  TProjetoArquivo,
  TProjetoComentarioInput,
  TProjetoEscopo,
  TProjetoInput,
  TProjetoMoveInput,
  TProjetoUpdate,
  TProjetosConfig,
  TProjetosPage,
  TRevisaoInput,
  TTransmittaisPage,
  TTransmittal,
  TTransmittalInput,
} from '@portal/domain';
import { api } from '../../lib/api-client';
import { uploadFile, type UploadProgress } from '../../lib/upload-file';

export interface ProjetosParams {
  escopo: TProjetoEscopo;
  obraId?: string;
  categoria?: string[];
  disciplina?: string[];
  situacao?: string[];
  codigo?: string[];
  atrasados?: boolean;
  busca?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export interface TransmittaisParams {
  escopo: TProjetoEscopo;
  obraId?: string;
  page?: number;
  pageSize?: number;
}

/** The record kind of a document's history (the API's `app.records`). */
export const ENTIDADE_PROJETO = 'projeto';

/**
 * Query keys of the registers. Everything sits under `['projetos']` (the boards' keys too), so a change to a
 * document replaces its page and refreshes the registers, the GRDs and the boards that count it.
 */
export const projetosKeys = {
  all: ['projetos'] as const,
  lista: (params: ProjetosParams) => ['projetos', 'lista', params] as const,
  projeto: (id: string) => ['projetos', 'projeto', id] as const,
  transmittais: (params: TransmittaisParams) => ['projetos', 'transmittais', params] as const,
  transmittal: (id: string) => ['projetos', 'transmittal', id] as const,
  config: (obraId: string) => ['projetos', 'config', obraId] as const,
  emPreparacao: (escopo: TProjetoEscopo, obraId: string) =>
    ['projetos', 'emPreparacao', escopo, obraId] as const,
};

const lista = (v?: string[]) => (v?.length ? v.join(',') : undefined);

/** The register's query as the API (and the export) reads it: lists as `a,b`. */
export const projetosQuery = (params: ProjetosParams) => ({
  ...params,
  categoria: lista(params.categoria),
  disciplina: lista(params.disciplina),
  situacao: lista(params.situacao),
  codigo: lista(params.codigo),
});

export function useProjetos(params: ProjetosParams, enabled = true) {
  return useQuery({
    queryKey: projetosKeys.lista(params),
    queryFn: () => api<TProjetosPage>('/projetos', { query: projetosQuery(params) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProjeto(id: string | undefined) {
  return useQuery({
    queryKey: projetosKeys.projeto(id ?? ''),
    queryFn: () => api<TProjeto>(`/projetos/${id}`),
    enabled: !!id,
  });
}

/** An obra's revisions in preparation that the user may issue (the GRD dialog), in one request. */
export function useEmPreparacao(escopo: TProjetoEscopo, obraId: string, enabled = true) {
  return useQuery({
    queryKey: projetosKeys.emPreparacao(escopo, obraId),
    queryFn: () => api<TEmPreparacao[]>('/projetos/em-preparacao', { query: { escopo, obraId } }),
    enabled,
  });
}

/** After a change the API answers with: the page shows it at once; registers, GRDs and boards refetch. */
export function useProjetoSalvo() {
  const client = useQueryClient();
  return (projeto: TProjeto) => {
    client.setQueryData(projetosKeys.projeto(projeto.id), projeto);
    void client.invalidateQueries({
      queryKey: projetosKeys.all,
      predicate: (q) => q.queryKey[1] !== 'projeto' && q.queryKey[1] !== 'config',
    });
  };
}

export function useCriarProjeto() {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: (input: TProjetoInput) => api<TProjeto>('/projetos', { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

export function useEditarProjeto(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: (input: TProjetoUpdate) => api<TProjeto>(`/projetos/${id}`, { method: 'PATCH', body: input }),
    onSuccess: salvo,
  });
}

export function useNovaRevisao(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: (input: TRevisaoInput) =>
      api<TProjeto>(`/projetos/${id}/revisoes`, { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

export function useEditarRevisao(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: ({ revisao, input }: { revisao: string; input: Partial<TRevisaoInput> }) =>
      api<TProjeto>(`/projetos/${id}/revisoes/${revisao}`, { method: 'PATCH', body: input }),
    onSuccess: salvo,
  });
}

export function useExcluirRevisao(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: (revisao: string) =>
      api<TProjeto>(`/projetos/${id}/revisoes/${revisao}`, { method: 'DELETE' }),
    onSuccess: salvo,
  });
}

const arquivosPath = (projeto: string, revisao: string) =>
  `/projetos/${projeto}/revisoes/${revisao}/arquivos`;

/** A revision's file download (the API checks the document may be read). */
export const projetoArquivoUrl = (projeto: string, revisao: string, arquivo: string) =>
  `/api${arquivosPath(projeto, revisao)}/${arquivo}`;

export const enviarArquivo = (
  projeto: string,
  revisao: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) => uploadFile<TProjetoArquivo>(arquivosPath(projeto, revisao), file, onProgress);

/** After a file lands (or is deleted): the document is read again (the API answers the file alone). */
export function useRecarregarProjeto() {
  const client = useQueryClient();
  return (id: string) => client.invalidateQueries({ queryKey: projetosKeys.projeto(id) });
}

export function useExcluirArquivo(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: ({ revisao, arquivo }: { revisao: string; arquivo: string }) =>
      api<TProjeto>(`${arquivosPath(id, revisao)}/${arquivo}`, { method: 'DELETE' }),
    onSuccess: salvo,
  });
}

export function useParecer(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: ({ revisao, input }: { revisao: string; input: TParecerInput }) =>
      api<TProjeto>(`/projetos/${id}/revisoes/${revisao}/parecer`, { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

export function useComentar(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: (input: TProjetoComentarioInput) =>
      api<TProjeto>(`/projetos/${id}/comentarios`, { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

export function useResponderComentario(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: ({ comentario, texto }: { comentario: string; texto: string }) =>
      api<TProjeto>(`/projetos/${id}/comentarios/${comentario}/resposta`, {
        method: 'POST',
        body: { texto },
      }),
    onSuccess: salvo,
  });
}

export function useFecharComentario(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: (comentario: string) =>
      api<TProjeto>(`/projetos/${id}/comentarios/${comentario}/fechar`, { method: 'POST' }),
    onSuccess: salvo,
  });
}

export function useMoverProjeto(id: string) {
  const salvo = useProjetoSalvo();
  return useMutation({
    mutationFn: ({ movimento, ...input }: TProjetoMoveInput & { movimento: 'cancelar' | 'reativar' }) =>
      api<TProjeto>(`/projetos/${id}/movimentos/${movimento}`, { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

export function useTransmittais(params: TransmittaisParams, enabled = true) {
  return useQuery({
    queryKey: projetosKeys.transmittais(params),
    queryFn: () => api<TTransmittaisPage>('/projetos/transmittais', { query: { ...params } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A GRD's cover sheet (PDF). */
export const transmittalPdfUrl = (id: string) => `/api/projetos/transmittais/${id}/pdf`;

export function useEmitirTransmittal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TTransmittalInput) =>
      api<TTransmittal>('/projetos/transmittais', { method: 'POST', body: input }),
    // Every document it issued changed situation: the pages read again with the registers.
    onSuccess: () => client.invalidateQueries({ queryKey: projetosKeys.all }),
  });
}

export function useProjetosConfig(obraId: string | undefined) {
  return useQuery({
    queryKey: projetosKeys.config(obraId ?? ''),
    queryFn: () => api<TProjetosConfig>(`/obras/${obraId}/projetos/config`),
    enabled: !!obraId,
  });
}

export function useSalvarProjetosConfig(obraId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TProjetosConfig) =>
      api<TProjetosConfig>(`/obras/${obraId}/projetos/config`, { method: 'PUT', body: input }),
    onSuccess: (config) => client.setQueryData(projetosKeys.config(obraId), config),
  });
}
