import { sql, type AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of a daily report and of its activities. The schema file indexes these very
 * expressions (GIN), and the search query uses them unchanged, so the index serves it.
 */

/** A report: its number first, then what was written in it (comments, occurrences, why it was returned). */
export function rdoSearchDocument(t: {
  numero: AnyColumn;
  comentarios: AnyColumn;
  ocorrencias: AnyColumn;
  devolucao: AnyColumn;
}) {
  return searchDocument(
    searchVector(sql`${t.numero}::text`, 'A'),
    searchVector(
      joinedText(
        t.comentarios,
        // Each occurrence's kind and description; the JSON punctuation around them is not a word.
        sql`jsonb_path_query_array(${t.ocorrencias}, '$[*].*')::text`,
        sql`${t.devolucao} ->> 'motivo'`,
      ),
      'C',
    ),
  );
}

/** An activity of a report: its description and remark. */
export function rdoAtividadeSearchDocument(t: { descricao: AnyColumn; observacao: AnyColumn }) {
  return searchDocument(searchVector(joinedText(t.descricao, t.observacao), 'C'));
}
