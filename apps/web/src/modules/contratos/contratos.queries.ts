import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAditivoInput,
  TContrato,
  TContratoDadosInput,
  TContratoItemInput,
  TContratoMove,
  TContratoPapel,
  TContratoResumo,
  TPessoaRef,
} from '@portal/domain';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

export interface ContratosParams {
  obra?: string;
  q?: string;
  status?: string[];
  parteTipo?: string[];
  comigo?: boolean;
  page?: number;
  pageSize?: number;
  sort?: string;
}

/** Query keys of the contracts. Every change of a contract replaces its detail and refreshes the lists. */
export const contratosKeys = {
  all: ['contratos'] as const,
  lista: (params: ContratosParams) => ['contratos', 'lista', params] as const,
  contrato: (id: string) => ['contratos', 'contrato', id] as const,
  pessoas: (papel: TContratoPapel, q: string) => ['contratos', 'pessoas', papel, q] as const,
};

/** The list's query as the API (and the export) reads it: lists as `a,b`. */
export const contratosQuery = (params: ContratosParams) => ({
  ...params,
  status: params.status?.length ? params.status.join(',') : undefined,
  parteTipo: params.parteTipo?.length ? params.parteTipo.join(',') : undefined,
});

export function useContratos(params: ContratosParams) {
  return useQuery({
    queryKey: contratosKeys.lista(params),
    queryFn: () =>
      api<{ items: TContratoResumo[]; total: number }>('/contratos', { query: contratosQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Staff a contract may name in this place (only those whose roles let them act there: a responsible, a manager, a
 * verifier), searched by name or e-mail.
 */
export function usePessoasContrato(papel: TContratoPapel, q: string, enabled = true) {
  return useQuery({
    queryKey: contratosKeys.pessoas(papel, q),
    queryFn: () => api<{ items: TPessoaRef[] }>('/contratos/pessoas', { query: { q, papel } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useContrato(id: string | undefined) {
  return useQuery({
    queryKey: contratosKeys.contrato(id ?? ''),
    queryFn: () => api<TContrato>(`/contratos/${id}`),
    enabled: !!id,
  });
}

/** Keeps a contract the API answered with, and refreshes the lists that show it. */
export function useContratoSalvo() {
  const client = useQueryClient();
  return (contrato: TContrato) => {
    client.setQueryData(contratosKeys.contrato(contrato.id), contrato);
    return client.invalidateQueries({ queryKey: ['contratos', 'lista'] });
  };
}

/**
 * Sends a change of a contract; when the API refuses it because someone changed the contract meanwhile (409), the
 * contract is read again so the page shows what it is now, and the refusal still reaches the caller.
 */
function useEscrita<I>(id: string, send: (input: I) => Promise<TContrato>) {
  const salvo = useContratoSalvo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      try {
        return await send(input);
      } catch (e) {
        if (e instanceof ApiError && e.code === 'CONFLICT')
          void client.invalidateQueries({ queryKey: contratosKeys.contrato(id) });
        throw e;
      }
    },
    onSuccess: salvo,
  });
}

export function useCriarContrato(obraId: string) {
  const salvo = useContratoSalvo();
  return useMutation({
    mutationFn: (input: TContratoDadosInput) =>
      api<TContrato>(`/obras/${obraId}/contratos`, { method: 'POST', body: input }),
    onSuccess: salvo,
  });
}

/** The contract's data (object, party, dates, people), with the `versao` the form read. */
export function useEditarContrato(id: string) {
  return useEscrita(id, (input: TContratoDadosInput) =>
    api<TContrato>(`/contratos/${id}`, { method: 'PUT', body: input }),
  );
}

/** Adds an item (no `itemId`) or changes one; outside Revisão this returns the contract to Revisão. */
export function useSalvarItem(id: string) {
  return useEscrita(id, ({ itemId, input }: { itemId?: string; input: TContratoItemInput }) =>
    itemId
      ? api<TContrato>(`/contratos/${id}/itens/${itemId}`, { method: 'PUT', body: input })
      : api<TContrato>(`/contratos/${id}/itens`, { method: 'POST', body: input }),
  );
}

export function useExcluirItem(id: string) {
  return useEscrita(id, ({ itemId, versao }: { itemId: string; versao: number }) =>
    api<TContrato>(`/contratos/${id}/itens/${itemId}`, { method: 'DELETE', query: { versao } }),
  );
}

/** A new amendment of an approved contract: it goes back through approval. */
export function useCriarAditivo(id: string) {
  return useEscrita(id, (input: TAditivoInput) =>
    api<TContrato>(`/contratos/${id}/aditivos`, { method: 'POST', body: input }),
  );
}

/** A move of the life cycle, with the reason when it asks for one and the `versao` the page read. */
export function useMoverContrato(id: string) {
  return useEscrita(
    id,
    ({ movimento, motivo, versao }: { movimento: TContratoMove; motivo?: string; versao: number }) =>
      api<TContrato>(`/contratos/${id}/movimentos/${movimento}`, {
        method: 'POST',
        body: motivo ? { motivo, versao } : { versao },
      }),
  );
}

/** Where a document is sent (multipart: `tipo`, `descricao`, then the file `arquivo`; uploadFile adds `/api`). */
export const documentoUploadPath = (id: string) => `/contratos/${id}/documentos`;

export function useExcluirDocumento(id: string) {
  return useEscrita(id, (documentoId: string) =>
    api<TContrato>(`/contratos/${id}/documentos/${documentoId}`, { method: 'DELETE' }),
  );
}

/** A document's file, opened in the browser (PDF, images) or downloaded (Word, Excel). */
export const arquivoUrl = (arquivoId: string) => `/api/arquivos/${arquivoId}?inline=1`;
