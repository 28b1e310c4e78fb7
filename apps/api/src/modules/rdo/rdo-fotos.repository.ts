import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { filesTables } from '../files';

/** The display names of the stored files of a report's photos (the files module's table, read in a join's place). */
export async function findArquivoNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { arquivos } = filesTables;
  const rows = await db
    .select({ id: arquivos.id, nome: arquivos.nome })
    .from(arquivos)
    .where(inArray(arquivos.id, ids));
  return new Map(rows.map((r) => [r.id, r.nome]));
}
