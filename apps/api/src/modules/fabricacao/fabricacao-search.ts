import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { BuscaTermo } from '@portal/domain';
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
import { fabricacoesWhere } from './fabricacao-rules';
import { fabItens } from './fabricacao.schema';

const { obras } = obrasTables;

/**
 * An item's searchable text: its tag first, then its description. Computed per query (no index on fab_itens: the
 * items of the factory are thousands, not millions; an expression GIN index would need a migration).
 */
const documento = searchDocument(
  searchVector(joinedText(fabItens.tag), 'A'),
  searchVector(joinedText(fabItens.descricao), 'B'),
);

const placesOf = (term: BuscaTermo): SQL[] => [
  matches(documento, term),
  ...(/\d/.test(term.texto) ? [codeContains(fabItens.tag, term.texto)] : []),
];

/** Fabrication items in the top bar's search, by tag or description, in the fabrications the user reads. */
export const fabricacaoItensSearchSource: SearchSource = {
  modulo: 'fabricacao',
  label: 'Itens de fabricação',
  ordem: 72,
  subject: 'Fabricacao',
  async search(ctx, busca, limite) {
    const found = everyTerm(busca, placesOf);
    if (!found) return [];
    const rows = await ctx.db
      .select({
        id: fabItens.id,
        tag: fabItens.tag,
        descricao: fabItens.descricao,
        obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      })
      .from(fabItens)
      .innerJoin(obras, eq(obras.id, fabItens.obraId))
      .where(and(eq(obras.tipo, 'fabricacao'), fabricacoesWhere(ctx.auth.ability), found))
      .orderBy(desc(rankOf(documento, busca.termos)), fabItens.tag)
      .limit(limite);
    return rows.map((r) => ({
      id: r.id,
      titulo: `${r.tag} · ${r.descricao}`,
      subtitulo: `${r.obra.codigo} · ${r.obra.nome}`,
      link: `/fabricacao/${r.obra.id}/itens`,
    }));
  },
};
