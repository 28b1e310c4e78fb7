import { z } from 'zod';

/** The longest comment: a few paragraphs; a report belongs in a file. */
export const COMENTARIO_TEXTO_MAX = 5000;
/** People named in one comment (each is notified). */
export const COMENTARIO_MENCOES_MAX = 20;
/** Files attached to one comment. */
export const COMENTARIO_ARQUIVOS_MAX = 10;
/** A thread shows its newest comments up to this many (the older ones stay, counted in `total`). */
export const COMENTARIOS_THREAD_MAX = 500;

/** A person named in a comment (`@nome`). */
export const ZPessoaMencionada = z.object({ id: z.string(), nome: z.string() });
export type TPessoaMencionada = z.infer<typeof ZPessoaMencionada>;

/** A file attached to a comment: downloads at `/api/arquivos/:id`. */
export const ZComentarioArquivo = z.object({
  id: z.string(),
  nome: z.string(),
  tamanho: z.number().int(),
  mime: z.string(),
});
export type TComentarioArquivo = z.infer<typeof ZComentarioArquivo>;

/** One comment of a record's thread, as this user may see it. */
export const ZComentario = z.object({
  id: z.string(),
  autor: z.object({ id: z.string().nullable(), nome: z.string() }),
  /** Empty once the comment is removed. */
  texto: z.string(),
  /** An internal note: external users (clients, suppliers, law firms) never receive it. */
  interno: z.boolean(),
  mencoes: z.array(ZPessoaMencionada),
  arquivos: z.array(ZComentarioArquivo),
  createdAt: z.string(),
  /** When it was removed: it stays in the thread as "Comentário removido", without text or files. */
  removidoEm: z.string().nullable(),
  /** Whether this user may remove it (its author, or whoever manages the record). */
  podeRemover: z.boolean(),
});
export type TComentario = z.infer<typeof ZComentario>;

/** A record's thread, oldest first, with what this user may do in it. */
export const ZComentarioThread = z.object({
  items: z.array(ZComentario),
  /** Every comment this user may see; more than `items` when the thread passed COMENTARIOS_THREAD_MAX. */
  total: z.number().int(),
  podeComentar: z.boolean(),
  /** Only internal users write internal notes. */
  podeNotaInterna: z.boolean(),
});
export type TComentarioThread = z.infer<typeof ZComentarioThread>;

const ZIds = (max: number, excesso: string) =>
  z
    .array(z.uuid('Identificador inválido'))
    .max(max, excesso)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** A new comment: its text, whether it is an internal note, the people it names and the files it attaches. */
export const ZNovoComentarioInput = z.object({
  texto: z
    .string('Escreva o comentário')
    .trim()
    .min(1, 'Escreva o comentário')
    .max(COMENTARIO_TEXTO_MAX, `O comentário pode ter até ${COMENTARIO_TEXTO_MAX} caracteres`),
  interno: z.boolean('Informe sim ou não').default(false),
  /** Ids of the users named with `@`; each must be able to read the record. */
  mencoes: ZIds(COMENTARIO_MENCOES_MAX, `Mencione até ${COMENTARIO_MENCOES_MAX} pessoas por comentário`),
  /** Ids of files this user sent for this record's thread (`.../comentarios/anexos`) and not yet attached. */
  arquivos: ZIds(COMENTARIO_ARQUIVOS_MAX, `Anexe até ${COMENTARIO_ARQUIVOS_MAX} arquivos por comentário`),
});
export type TNovoComentarioInput = z.input<typeof ZNovoComentarioInput>;
export type TNovoComentario = z.output<typeof ZNovoComentarioInput>;

/** Someone who may be named in the record's thread (the `@` autocomplete). */
export const ZMencionavel = z.object({ id: z.string(), nome: z.string(), email: z.string() });
export type TMencionavel = z.infer<typeof ZMencionavel>;

export const ZMencionaveisQuery = z.object({
  /** Part of the name or e-mail; accents and case do not matter. */
  q: z.string().trim().max(100, 'Busca longa demais').default(''),
  /** For an internal note: only internal users. */
  interno: z.enum(['1', 'true', '0', 'false']).optional(),
});
