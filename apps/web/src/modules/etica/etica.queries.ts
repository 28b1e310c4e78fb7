import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  TAcessoRelato,
  TAfastamentoInput,
  TEticaMove,
  TMembroComite,
  TNovoRelatoInput,
  TRelato,
  TRelatoCriado,
  TRelatoPublico,
  TRelatoResumo,
} from '@portal/domain';
import { api, ApiError } from '../../lib/api-client';
import { sendForm } from '../../lib/upload-file';

/** The report's kind in the shared capabilities (thread uploads, history): `/registros/denuncia_etica/:id/...`. */
export const ENTIDADE_RELATO = 'denuncia_etica';

export interface RelatosParams {
  status?: string[];
  categoria?: string[];
  busca?: string;
  investigador?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

/** Query keys of the committee's side. A change of a report refreshes it and the lists. */
export const eticaKeys = {
  all: ['etica'] as const,
  lista: (params: RelatosParams) => ['etica', 'lista', params] as const,
  membros: ['etica', 'membros'] as const,
  relato: (id: string) => ['etica', 'relato', id] as const,
};

// --- The reporter's side (no sign-in): each call is a POST that carries the protocol and key, never cached. ---

/** The form's JSON (`dados`) and the chosen files, as the channel's multipart routes read them. */
function formulario(dados: object, arquivos: readonly File[]): FormData {
  const form = new FormData();
  form.append('dados', JSON.stringify(dados));
  for (const arquivo of arquivos) form.append('arquivos', arquivo, arquivo.name);
  return form;
}

/**
 * A multipart POST of the channel with its upload progress (0–100), as a mutation: the report and its files, or an
 * addition. The progress starts over with each send.
 */
function useEnvioComProgresso<I, T>(path: string, montar: (input: I) => FormData) {
  const [progresso, setProgresso] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: I) => {
      setProgresso(0);
      return sendForm<T>(path, montar(input), ({ loaded, total }) =>
        setProgresso(Math.round((loaded / total) * 100)),
      ).done;
    },
  });
  return { ...mutation, progresso };
}

/** Sends a new report (`dados` as the form typed it: the API trims and turns blanks into nothing). */
export function useEnviarRelato() {
  return useEnvioComProgresso<{ dados: TNovoRelatoInput; arquivos: File[] }, TRelatoCriado>(
    '/etica/publico/relatos',
    ({ dados, arquivos }) => formulario(dados, arquivos),
  );
}

/** Opens a report with its protocol and key (the API counts wrong keys). */
export function useAcompanharRelato() {
  return useMutation({
    mutationFn: (acesso: TAcessoRelato) =>
      api<TRelatoPublico>('/etica/publico/acompanhamento', { method: 'POST', body: acesso }),
  });
}

/** The reporter adds information (and files) to their report; answers the report as it is now. */
export function useComplementarRelato() {
  return useEnvioComProgresso<{ acesso: TAcessoRelato; texto: string; arquivos: File[] }, TRelatoPublico>(
    '/etica/publico/complementos',
    ({ acesso, texto, arquivos }) => formulario({ ...acesso, texto }, arquivos),
  );
}

// --- The committee's side. ---

/** The list's query as the API reads it (lists as `a,b`). */
const relatosQuery = (params: RelatosParams) => ({
  ...params,
  status: params.status?.length ? params.status.join(',') : undefined,
  categoria: params.categoria?.length ? params.categoria.join(',') : undefined,
});

export function useRelatos(params: RelatosParams) {
  return useQuery({
    queryKey: eticaKeys.lista(params),
    queryFn: () =>
      api<{ items: TRelatoResumo[]; total: number }>('/etica/relatos', { query: relatosQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

/** The committee's members (naming the investigator, excluding a member, the list's filter). */
export function useMembrosComite() {
  return useQuery({
    queryKey: eticaKeys.membros,
    queryFn: () => api<{ items: TMembroComite[] }>('/etica/membros'),
    staleTime: 60_000,
  });
}

export function useRelato(id: string | undefined) {
  return useQuery({
    queryKey: eticaKeys.relato(id ?? ''),
    queryFn: () => api<TRelato>(`/etica/relatos/${id}`),
    enabled: !!id,
  });
}

/**
 * Sends a change of a report and keeps the report the API answers with; when the API refuses it because someone
 * changed the report meanwhile (409), the report is read again so the page shows it as it is now.
 */
function useEscrita<I>(id: string, send: (input: I) => Promise<TRelato>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      try {
        return await send(input);
      } catch (e) {
        if (e instanceof ApiError && e.code === 'CONFLICT')
          void client.invalidateQueries({ queryKey: eticaKeys.relato(id) });
        throw e;
      }
    },
    onSuccess: (relato) => {
      client.setQueryData(eticaKeys.relato(relato.id), relato);
      return client.invalidateQueries({ queryKey: ['etica', 'lista'] });
    },
  });
}

export function useDefinirInvestigador(id: string) {
  return useEscrita(id, (input: { investigadorId: string; versao: number }) =>
    api<TRelato>(`/etica/relatos/${id}/investigador`, { method: 'PUT', body: input }),
  );
}

/** An answer the reporter reads (`respostas`) or an internal entry of the investigation (`apuracao`). */
export function useRegistrarTexto(id: string, tipo: 'respostas' | 'apuracao') {
  return useEscrita(id, (input: { texto: string; arquivos: string[] }) =>
    api<TRelato>(`/etica/relatos/${id}/${tipo}`, { method: 'POST', body: input }),
  );
}

export function useMoverRelato(id: string) {
  return useEscrita(
    id,
    ({ movimento, motivo, versao }: { movimento: TEticaMove; motivo?: string; versao: number }) =>
      api<TRelato>(`/etica/relatos/${id}/movimentos/${movimento}`, {
        method: 'POST',
        body: motivo ? { motivo, versao } : { versao },
      }),
  );
}

/**
 * Keeps a member away from the report. Answers the report, or nothing (204) when the member was the user: they no
 * longer read it, and the page leaves for the list (the report is not read again, which would only answer 404).
 */
export function useAfastarMembro(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TAfastamentoInput) =>
      api<TRelato | undefined>(`/etica/relatos/${id}/afastamentos`, { method: 'POST', body: input }),
    onSuccess: (relato) => {
      if (relato) client.setQueryData(eticaKeys.relato(id), relato);
      return client.invalidateQueries({ queryKey: ['etica', 'lista'] });
    },
  });
}
