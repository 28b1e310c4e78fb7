import { inArray, sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@portal/domain';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { rdoFotos, rdos } from './rdo.schema';

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

/**
 * The obra's report photos the caller may read (`permission` is their RDO rules as SQL), as the gallery reads them
 * (GALLERY_COLUMNS): dated by their report's day, titled and linked by their report.
 */
export function rdoPhotosOfObra(obraId: string, permission: SQL): SQL {
  return sql`select ${rdoFotos.id}::text as id, ${rdoFotos.arquivoId} as arquivo_id,
      ${rdoFotos.miniaturaId} as miniatura_id, ${rdoFotos.legenda} as legenda,
      (${rdos.data}::timestamp at time zone ${TIME_ZONE}) as data,
      'RDO nº ' || ${rdos.numero} || ' · ' || to_char(${rdos.data}, 'DD/MM/YYYY') as titulo,
      '/diarios/' || ${rdos.id} as link
    from ${rdoFotos} join ${rdos} on ${rdos.id} = ${rdoFotos.rdoId}
    where ${rdos.obraId} = ${obraId} and ${permission}`;
}
