import type { BuscaTermos, TBuscaItem, TSubject } from '@portal/domain';
import type { ServiceContext } from '../../service-context';

/** A record found by a source; the module's name is added by the search. */
export type SearchHit = Omit<TBuscaItem, 'modulo'>;

/**
 * Where the global search looks in one module: a kind of record, found by ONE query on the module's own tables with
 * the user's read permission pushed into its WHERE (the same `accessibleWhere` as the module's list), best first.
 */
export interface SearchSource {
  /** The module's name for the group (`obras`, `rdo`), unique in the application. */
  modulo: string;
  /** The group's heading ("Obras", "Diários (RDO)"). */
  label: string;
  /** Lower first: the groups always come in this order. */
  ordem: number;
  /** Whoever may not read this subject (any of these subjects) at all never reaches the query. */
  subject: TSubject | readonly TSubject[];
  /** At most `limite` records the user may read that match every term, best first. */
  search(ctx: ServiceContext, busca: BuscaTermos, limite: number): Promise<SearchHit[]>;
}

/**
 * The search sources of every module, one registry per application (decorated as `app.searchSources` before the modules
 * register, like `app.records`): the search never imports a module, and each module decides how its records are
 * found and who may see them.
 */
export class SearchRegistry {
  private readonly sources = new Map<string, SearchSource>();

  register(source: SearchSource): void {
    if (this.sources.has(source.modulo))
      throw new Error(`Search source '${source.modulo}' is already registered in this application.`);
    this.sources.set(source.modulo, source);
  }

  /** Every source, in the order its group is shown. */
  all(): SearchSource[] {
    return [...this.sources.values()].sort((a, b) => a.ordem - b.ordem || a.modulo.localeCompare(b.modulo));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's search sources (see SearchRegistry; `search` is Fastify's HTTP SEARCH method). */
    searchSources: SearchRegistry;
  }
}
