import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TComentario, TComentarioThread, TMencionavel, TNovoComentarioInput } from '@portal/domain';
import { api } from '../../lib/api-client';

/** Query keys of the threads. A comment written or removed invalidates its record's thread. */
export const comentarioKeys = {
  all: ['comentarios'] as const,
  thread: (entidade: string, id: string) => ['comentarios', entidade, id, 'conversa'] as const,
  mencionaveis: (entidade: string, id: string, q: string, interno: boolean) =>
    ['comentarios', entidade, id, 'mencionaveis', q, interno] as const,
};

const base = (entidade: string, id: string) =>
  `/registros/${encodeURIComponent(entidade)}/${encodeURIComponent(id)}`;

/** Where a comment's files go before the comment attaches them (multipart, field `arquivo`). */
export const anexoUploadPath = (entidade: string, id: string) => `${base(entidade, id)}/comentarios/anexos`;

/** A file of a comment, as a download link. */
export const arquivoUrl = (arquivoId: string) => `/api/arquivos/${arquivoId}`;

/** A record's thread (newest comments, oldest first) and what this user may write in it. */
export function useComentarios(entidade: string, id: string) {
  return useQuery({
    queryKey: comentarioKeys.thread(entidade, id),
    queryFn: () => api<TComentarioThread>(`${base(entidade, id)}/comentarios`),
  });
}

/** Who may be named with `@` in the thread, by part of the name or e-mail; off while `enabled` is false. */
export function useMencionaveis(entidade: string, id: string, q: string, interno: boolean, enabled: boolean) {
  return useQuery({
    queryKey: comentarioKeys.mencionaveis(entidade, id, q, interno),
    queryFn: () =>
      api<{ items: TMencionavel[] }>(`${base(entidade, id)}/mencionaveis`, {
        query: { q, interno: interno ? '1' : undefined },
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useCreateComentario(entidade: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TNovoComentarioInput) =>
      api<TComentario>(`${base(entidade, id)}/comentarios`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: comentarioKeys.thread(entidade, id) }),
  });
}

export function useRemoveComentario(entidade: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comentarioId: string) =>
      api<void>(`${base(entidade, id)}/comentarios/${comentarioId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: comentarioKeys.thread(entidade, id) }),
  });
}

/** Throws away a file sent for the comment being written and taken out of it. */
export function useDiscardAnexo(entidade: string, id: string) {
  return useMutation({
    mutationFn: (arquivoId: string) =>
      api<void>(`${base(entidade, id)}/comentarios/anexos/${arquivoId}`, { method: 'DELETE' }),
  });
}
