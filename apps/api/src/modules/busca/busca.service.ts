import { searchTerms, type TBuscaGrupo, type TBuscaQuery, type TBuscaResposta } from '@portal/domain';
import type { ServiceContext } from '../../service-context';
import type { SearchRegistry } from './search-registry';

export interface BuscaContext extends ServiceContext {
  search: SearchRegistry;
}

/**
 * The global search: every module's source the user may read, each with its own permission in SQL, side by side.
 * A source of a subject the user may not read at all is not even asked; groups with nothing found are left out.
 */
export async function searchEverywhere(ctx: BuscaContext, query: TBuscaQuery): Promise<TBuscaResposta> {
  const busca = searchTerms(query.q);
  if (busca.termos.length === 0 && !busca.digitos && !busca.data) return { grupos: [] };
  const sources = ctx.search
    .all()
    .filter((source) => [source.subject].flat().some((subject) => ctx.auth.ability.can('read', subject)));
  const grupos = await Promise.all(
    sources.map(async (source): Promise<TBuscaGrupo> => ({
      modulo: source.modulo,
      label: source.label,
      itens: (await source.search(ctx, busca, query.limite))
        .slice(0, query.limite)
        .map((hit) => ({ ...hit, modulo: source.modulo })),
    })),
  );
  return { grupos: grupos.filter((grupo) => grupo.itens.length > 0) };
}
