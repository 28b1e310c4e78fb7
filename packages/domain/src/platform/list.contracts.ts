import { z } from 'zod';

/** Every list endpoint pages in SQL: `page` from 1, `pageSize` up to 100, and answers `{ items, total }`. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}

/** `?sort=nome` or `?sort=-inicioPrevisto` (descending), among the given fields. */
export function ZSort<const F extends readonly [string, ...string[]]>(fields: F) {
  const allowed = new Set<string>(fields);
  return z
    .string()
    .refine((v) => allowed.has(v.replace(/^-/, '')), `Ordenação inválida; use: ${fields.join(', ')}`)
    .transform((v) => ({ field: v.replace(/^-/, '') as F[number], desc: v.startsWith('-') }));
}

/** A query-string list (`?status=a&status=b` or `?status=a,b`). */
export function ZQueryList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item));
}

/** A query-string boolean (`true`/`false`/`1`/`0`). */
export const ZQueryBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);
