import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  avaliarResposta,
  itensDoChecklist,
  type TChecklist,
  type TChecklistFoto,
  type TChecklistModelo,
  type TChecklistModeloInput,
  type TChecklistModeloResumo,
  type TChecklistResumo,
  type TChecklistRespostaInput,
  type TConcluirChecklistInput,
  type TOsResumo,
  type TOsTipo,
} from '@portal/domain';
import { api } from '../../lib/api-client';
import { uploadFile, type UploadHandle, type UploadProgress } from '../../lib/upload-file';
import { useSessionStore } from '../../session/session.store';

/** Query keys of the checklists: templates per obra and team, a template's version, a filled checklist. */
export const checklistKeys = {
  all: ['checklists'] as const,
  modelos: (obra: string, tipo: TOsTipo) => ['checklists', 'modelos', obra, tipo] as const,
  modelo: (obra: string, tipo: TOsTipo, id: string, versao?: number) =>
    ['checklists', 'modelo', obra, tipo, id, versao ?? 'atual'] as const,
  emExecucao: (obra: string, tipo: TOsTipo) => ['checklists', 'ordens', obra, tipo] as const,
  detail: (id: string) => ['checklists', 'detalhe', id] as const,
  daOs: (os: string, page: number) => ['checklists', 'daOs', os, page] as const,
};

const modelosPath = (obra: string, tipo: TOsTipo) => `/obras/${obra}/checklists/${tipo}/modelos`;

export const checklistPdfUrl = (id: string) => `/api/checklists/${id}/pdf`;
/** A photo of an answer, as the browser shows it (the files module checks who may see it). */
export const checklistFotoUrl = (arquivoId: string) => `/api/arquivos/${arquivoId}`;

export function useChecklistModelos(obra: string, tipo: TOsTipo | undefined) {
  return useQuery({
    queryKey: checklistKeys.modelos(obra, tipo ?? 'field'),
    queryFn: () => api<{ items: TChecklistModeloResumo[] }>(modelosPath(obra, tipo!)),
    enabled: !!obra && !!tipo,
  });
}

export function useChecklistModelo(obra: string, tipo: TOsTipo, id: string | undefined, versao?: number) {
  return useQuery({
    queryKey: checklistKeys.modelo(obra, tipo, id ?? '', versao),
    queryFn: () => api<TChecklistModelo>(`${modelosPath(obra, tipo)}/${id}`, { query: { versao } }),
    enabled: !!id,
  });
}

/** Creates a template (id undefined) or edits one; every template view is refreshed. */
export function useSaveChecklistModelo(obra: string, tipo: TOsTipo) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TChecklistModeloInput }) =>
      id
        ? api<TChecklistModelo>(`${modelosPath(obra, tipo)}/${id}`, { method: 'PUT', body: input })
        : api<TChecklistModelo>(modelosPath(obra, tipo), { method: 'POST', body: input }),
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: ['checklists', 'modelo'] })
        .then(() => client.invalidateQueries({ queryKey: checklistKeys.modelos(obra, tipo) })),
  });
}

/** The obra's orders of the team in execution: where a checklist may be filled. */
export function useOrdensEmExecucao(obra: string, tipo: TOsTipo | undefined) {
  return useQuery({
    queryKey: checklistKeys.emExecucao(obra, tipo ?? 'field'),
    queryFn: () =>
      api<{ items: TOsResumo[]; total: number }>('/ordensServico', {
        query: { obra, tipo, status: 'em_execucao', pageSize: 100, sort: 'numero' },
      }),
    enabled: !!obra && !!tipo,
  });
}

export function useChecklist(id: string | undefined) {
  return useQuery({
    queryKey: checklistKeys.detail(id ?? ''),
    queryFn: () => api<TChecklist>(`/checklists/${id}`),
    enabled: !!id,
  });
}

/** Starts a checklist; the key makes a retry of the same tap return the same checklist. */
export function useIniciarChecklist(tipo: TOsTipo) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { os: string; modeloId: string; chaveIdempotencia: string }) =>
      api<TChecklist>(`/ordensServico/${tipo}/${input.os}/checklists`, {
        method: 'POST',
        body: { modeloId: input.modeloId, chaveIdempotencia: input.chaveIdempotencia },
      }),
    onSuccess: (checklist) => {
      client.setQueryData(checklistKeys.detail(checklist.id), checklist);
      // The order's page counts its checklists.
      void client.invalidateQueries({ queryKey: ['ordensServico'] });
    },
  });
}

/** Keeps the newest of two answers of the server (answers saved at once may come back out of order). */
function newest(current: TChecklist | undefined, next: TChecklist): TChecklist {
  return current && Date.parse(current.updatedAt) > Date.parse(next.updatedAt) ? current : next;
}

/**
 * Saves one answer at once. The screen shows it as saved straight away (with its result worked out by the same rule
 * as the API's); on a refusal the previous answer comes back and the error is the mutation's.
 */
export function useResponderItem(id: string) {
  const client = useQueryClient();
  const user = useSessionStore((s) => s.user);
  const key = checklistKeys.detail(id);
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: TChecklistRespostaInput }) =>
      api<TChecklist>(`/checklists/${id}/respostas/${encodeURIComponent(itemId)}`, {
        method: 'PUT',
        body: input,
      }),
    onMutate: async ({ itemId, input }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TChecklist>(key);
      const item = before && itensDoChecklist(before.secoes).find((i) => i.item.id === itemId)?.item;
      const avaliacao = item ? avaliarResposta(item, input.valor) : undefined;
      if (before && avaliacao?.ok) {
        const others = before.respostas.filter((r) => r.itemId !== itemId);
        const resposta = {
          itemId,
          resultado: avaliacao.resultado,
          valor: avaliacao.valor,
          nota: input.nota ?? '',
          fotoId: input.fotoId ?? null,
          porId: user?.id_user ?? '',
          porNome: user?.name ?? '',
          em: new Date().toISOString(),
        };
        client.setQueryData<TChecklist>(key, {
          ...before,
          respostas: input.valor === null && item?.tipo !== 'foto' ? others : [...others, resposta],
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (checklist) => client.setQueryData<TChecklist>(key, (old) => newest(old, checklist)),
  });
}

/** Sends a photo of an answer, with its progress. */
export function uploadChecklistFoto(
  id: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): UploadHandle<TChecklistFoto> {
  return uploadFile<TChecklistFoto>(`/checklists/${id}/fotos`, file, onProgress);
}

export function useConcluirChecklist(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TConcluirChecklistInput) =>
      api<TChecklist>(`/checklists/${id}/concluir`, { method: 'POST', body: input }),
    onSuccess: (checklist) => client.setQueryData(checklistKeys.detail(id), checklist),
  });
}

/** A page of an order's checklists, newest first (the order's page). */
export function useChecklistsDaOs(tipo: TOsTipo, os: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: checklistKeys.daOs(os, page),
    queryFn: () =>
      api<{ items: TChecklistResumo[]; total: number }>(`/ordensServico/${tipo}/${os}/checklists`, {
        query: { page, pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}
