import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { PROJETO_SITUACAO_LABEL, type BuscaTermo } from '@portal/domain';
import {
  codeContains,
  everyTerm,
  joinedText,
  matches,
  rankOf,
  searchDocument,
  searchVector,
  type SearchSource,
} from '../busca';
import { obrasTables } from '../obras';
import { projetosWhere } from './projetos-rules';
import { projetos as P } from './projetos.schema';

const { obras } = obrasTables;

/** A document's searchable text: its number first, then its title (computed per query; registers are small). */
const documento = searchDocument(
  searchVector(joinedText(P.numero), 'A'),
  searchVector(joinedText(P.titulo), 'B'),
);

// A number is written with any punctuation ("lt3 est 0001" finds LT3-EST-DE-0001).
const placesOf = (term: BuscaTermo): SQL[] => [
  matches(documento, term),
  ...(/\d/.test(term.texto) ? [codeContains(P.numero, term.texto)] : []),
];

/**
 * Engineering documents and factory projects in the top bar's search, by number and title: only those the user
 * reads (a client only their obras', nobody a Referência one without readInterno).
 */
export const projetosSearchSource: SearchSource = {
  modulo: 'projetos',
  label: 'Documentos de engenharia',
  ordem: 45,
  subject: ['PROJETO', 'PROJETO_FABRICA'],
  async search(ctx, busca, limite) {
    const found = everyTerm(busca, placesOf);
    if (!found) return [];
    const { ability } = ctx.auth;
    const rows = await ctx.db
      .select({
        id: P.id,
        escopo: P.escopo,
        numero: P.numero,
        titulo: P.titulo,
        situacao: P.situacao,
        revisao: P.revisaoAtual,
        obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      })
      .from(P)
      .innerJoin(obras, eq(obras.id, P.obraId))
      .where(and(or(projetosWhere(ability, 'cre'), projetosWhere(ability, 'fabrica')), found))
      .orderBy(desc(rankOf(documento, busca.termos)), asc(P.numero))
      .limit(limite);
    return rows.map((r) => ({
      id: r.id,
      titulo: `${r.numero}${r.revisao ? ` rev. ${r.revisao}` : ''} · ${r.titulo}`,
      subtitulo: `${r.obra.codigo} · ${r.obra.nome} · ${PROJETO_SITUACAO_LABEL[r.situacao]}`,
      link:
        r.escopo === 'cre' ? `/obras/${r.obra.id}/cre/${r.id}` : `/fabricacao/${r.obra.id}/projetos/${r.id}`,
    }));
  },
};
