import type { TComentario, TComentarioArquivo } from '@portal/domain';
import type { ComentarioRow } from './comentarios.repository';

/**
 * A comment as the API answers it. A removed one keeps its author, date and kind so the thread keeps its order, but
 * says nothing of what it said: no text, mentions or files.
 */
export function toComentario(
  row: ComentarioRow,
  extra: { nomes: Map<string, string>; arquivos: TComentarioArquivo[]; podeRemover: boolean },
): TComentario {
  const removido = row.removidoEm !== null;
  return {
    id: row.id,
    autor: { id: row.autorId, nome: row.autorNome },
    texto: removido ? '' : row.texto,
    interno: row.interno,
    mencoes: removido
      ? []
      : row.mencoes.map((id) => ({ id, nome: extra.nomes.get(id) ?? 'Usuário removido' })),
    arquivos: removido ? [] : extra.arquivos,
    createdAt: row.createdAt.toISOString(),
    removidoEm: row.removidoEm?.toISOString() ?? null,
    podeRemover: !removido && extra.podeRemover,
  };
}

/** What a notification shows of the comment: its start, on one line. */
export function excerptOf(texto: string, max = 200): string {
  const line = texto.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
