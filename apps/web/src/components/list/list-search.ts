/**
 * The state of a list page (search, filters, page, order), kept in the address so a refresh or a link sent to a
 * colleague shows the same list. Parameter names are Portuguese because people read and paste these links:
 * `busca`, `pagina` (from 1), `porPagina`, `ordem` (`-nome` is descending), and each filter by its own name.
 */

export interface FilterSpec {
  /** Several values at once, written `a,b` in the address. */
  multiple?: boolean;
  /** The values allowed; anything else in a hand-edited link is dropped. */
  values?: readonly string[];
  /** Checks and normalises one value (an id, a date); undefined drops it. */
  parse?: (value: string) => string | undefined;
}

export type FilterSpecs = Record<string, FilterSpec>;

/** What the filters hold: a list for a `multiple` filter, one value or nothing otherwise. */
export type FilterValues<S extends FilterSpecs> = {
  [K in keyof S]: S[K] extends { multiple: true } ? string[] : string | undefined;
};

export interface ListSpec<S extends FilterSpecs> {
  filters: S;
  /** The API's sort fields this list offers; the address may name no other. */
  sorts: readonly string[];
  defaultSort: string;
  pageSizes?: readonly number[];
}

export interface ListSearch<S extends FilterSpecs> {
  q: string;
  filters: FilterValues<S>;
  /** From 1, as the API counts. */
  page: number;
  pageSize: number;
  /** The API's sort parameter: `nome`, `-createdAt`... */
  sort: string;
}

export const LIST_PAGE_SIZES = [20, 50, 100] as const;

function readOne(spec: FilterSpec, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  if (spec.values && !spec.values.includes(value)) return undefined;
  return spec.parse ? spec.parse(value) : value;
}

/**
 * Reads the list state from the address. Whatever cannot be understood is dropped rather than sent to the API,
 * so an old or mistyped link still opens a list instead of an error.
 */
export function readListSearch<S extends FilterSpecs>(
  spec: ListSpec<S>,
  params: URLSearchParams,
): ListSearch<S> {
  const sizes = spec.pageSizes ?? LIST_PAGE_SIZES;
  const filters: Record<string, string | string[] | undefined> = {};
  for (const [name, filter] of Object.entries(spec.filters)) {
    const raw = params.get(name) ?? '';
    if (filter.multiple) {
      const values = raw.split(',').map((v) => readOne(filter, v));
      filters[name] = values.filter((v, i): v is string => v !== undefined && values.indexOf(v) === i);
    } else {
      filters[name] = readOne(filter, raw);
    }
  }
  const page = Number(params.get('pagina'));
  const pageSize = Number(params.get('porPagina'));
  const sort = params.get('ordem') ?? '';
  return {
    q: params.get('busca') ?? '',
    filters: filters as FilterValues<S>,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: sizes.includes(pageSize) ? pageSize : (sizes[0] ?? 20),
    sort: spec.sorts.includes(sort.replace(/^-/, '')) ? sort : spec.defaultSort,
  };
}

/** The address for a list state; defaults are left out so the plain link stays plain. */
export function writeListSearch<S extends FilterSpecs>(
  spec: ListSpec<S>,
  search: ListSearch<S>,
): URLSearchParams {
  const sizes = spec.pageSizes ?? LIST_PAGE_SIZES;
  const params = new URLSearchParams();
  if (search.q) params.set('busca', search.q);
  for (const name of Object.keys(spec.filters)) {
    const value = (search.filters as Record<string, string | string[] | undefined>)[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    if (text) params.set(name, text);
  }
  if (search.sort !== spec.defaultSort) params.set('ordem', search.sort);
  if (search.page > 1) params.set('pagina', String(search.page));
  if (search.pageSize !== sizes[0]) params.set('porPagina', String(search.pageSize));
  return params;
}

/** How many filters are set (the count on the phone's "Filtros" button). */
export function activeFilterCount<S extends FilterSpecs>(search: ListSearch<S>): number {
  return Object.values(search.filters as Record<string, string | string[] | undefined>).filter((v) =>
    Array.isArray(v) ? v.length > 0 : !!v,
  ).length;
}
