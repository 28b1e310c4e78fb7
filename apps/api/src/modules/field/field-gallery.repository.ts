import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@portal/domain';
import { filesTables } from '../files';
import {
  checklistModeloVersoes,
  checklistModelos,
  checklists,
  ordensServico,
  osDiarioFotos,
  osDiarios,
} from './field.schema';

const { arquivos } = filesTables;

/** The order's page in the web app, before a log's or a checklist's own part. */
const osPath = sql`'/' || ${ordensServico.obraId} || '/ordensServico/' || ${ordensServico.tipo} || '/' || ${ordensServico.id}`;

/**
 * The obra's daily-log photos of the orders the caller may read (`permission`: both teams' rules on the orders), as
 * the gallery reads them (GALLERY_COLUMNS): dated by the log's day, titled and linked by the log.
 */
export function osDiarioPhotosOfObra(obraId: string, permission: SQL): SQL {
  return sql`select ${osDiarioFotos.id}::text as id, ${osDiarioFotos.arquivoId} as arquivo_id,
      ${osDiarioFotos.miniaturaId} as miniatura_id, ${osDiarioFotos.legenda} as legenda,
      (${osDiarios.data}::timestamp at time zone ${TIME_ZONE}) as data,
      'OS nº ' || ${ordensServico.numero} || ' · Diário de ' || to_char(${osDiarios.data}, 'DD/MM/YYYY') as titulo,
      ${osPath} || '/diario/' || ${osDiarios.id} as link
    from ${osDiarioFotos}
      join ${osDiarios} on ${osDiarios.id} = ${osDiarioFotos.diarioId}
      join ${ordensServico} on ${ordensServico.id} = ${osDiarios.osId}
    where ${ordensServico.obraId} = ${obraId} and ${permission}`;
}

/**
 * The obra's checklist photos of the orders the caller may read: one per answer with a photo (a photo item, or the
 * evidence of a non-conformity), the photo a file attached to its checklist. Captioned by the question and the
 * answer's note, dated when it was answered, linked to the checklist; no thumbnail is made for them.
 */
export function checklistPhotosOfObra(obraId: string, permission: SQL): SQL {
  const question = sql`(select i.item->>'texto'
      from jsonb_array_elements(${checklistModeloVersoes.secoes}) as s(secao),
        jsonb_array_elements(s.secao->'itens') as i(item)
      where i.item->>'id' = r.resposta->>'itemId' limit 1)`;
  return sql`select ${checklists.id}::text || ':' || (r.resposta->>'itemId') as id, ${arquivos.id} as arquivo_id,
      null::uuid as miniatura_id,
      concat_ws(' — ', nullif(${question}, ''), nullif(r.resposta->>'nota', '')) as legenda,
      (r.resposta->>'em')::timestamptz as data,
      'Checklist ' || ${checklistModelos.nome} || ' · OS nº ' || ${ordensServico.numero} as titulo,
      '/' || ${ordensServico.obraId} || '/checklist/' || ${ordensServico.tipo} || '/preencher?os=' || ${ordensServico.id}
        || '&checklist=' || ${checklists.id} as link
    from ${checklists}
      join ${ordensServico} on ${ordensServico.id} = ${checklists.osId}
      join ${checklistModeloVersoes} on ${checklistModeloVersoes.id} = ${checklists.versaoId}
      join ${checklistModelos} on ${checklistModelos.id} = ${checklistModeloVersoes.modeloId}
      cross join lateral jsonb_array_elements(${checklists.respostas}) as r(resposta)
      join ${arquivos} on ${arquivos.id} = (r.resposta->>'fotoId')::uuid
        and ${arquivos.entidade} = 'checklist' and ${arquivos.entidadeId} = ${checklists.id}::text
    where ${ordensServico.obraId} = ${obraId} and ${permission}`;
}
