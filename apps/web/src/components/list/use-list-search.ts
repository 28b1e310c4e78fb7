import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  activeFilterCount,
  readListSearch,
  writeListSearch,
  type FilterSpecs,
  type FilterValues,
  type ListSearch,
  type ListSpec,
} from './list-search';

/**
 * A list's state read from and written to the address (see list-search.ts). Any change of search, filter or order
 * starts over at page 1: page 7 of the old result means nothing in the new one. The address is replaced, not
 * pushed, so the back button leaves the list instead of undoing one filter click at a time.
 * `spec` must be a constant of the module (it is a dependency of the parsed state).
 */
export function useListSearch<S extends FilterSpecs>(spec: ListSpec<S>) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readListSearch(spec, params), [spec, params]);
  // The latest address, not the render's snapshot (react-router hands that one to a function update): two changes
  // before the next render (a chip clicked while a typed date is written) must not undo each other.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (change: (current: ListSearch<S>) => ListSearch<S>) => {
    const next = writeListSearch(spec, change(readListSearch(spec, latest.current)));
    latest.current = next;
    setParams(next, { replace: true });
  };

  const setQuery = (q: string) => update((s) => ({ ...s, q, page: 1 }));
  const setFilters = (change: Partial<FilterValues<S>>) =>
    update((s) => ({ ...s, filters: { ...s.filters, ...change }, page: 1 }));
  const clearFilters = () =>
    update((s) => ({ ...s, filters: readListSearch(spec, new URLSearchParams()).filters, page: 1 }));
  const setPaging = (page: number, pageSize: number) =>
    // A new page size starts over: page 5 of 20 is not page 5 of 100.
    update((s) => ({ ...s, page: pageSize === s.pageSize ? page : 1, pageSize }));
  const setSort = (sort: string) => update((s) => ({ ...s, sort: sort || spec.defaultSort, page: 1 }));

  return {
    search,
    setFilters,
    /** The props ListPage takes for search, paging, order and the filter count. */
    bind: {
      query: search.q,
      onQueryChange: setQuery,
      page: search.page,
      pageSize: search.pageSize,
      onPagingChange: setPaging,
      sort: search.sort,
      onSortChange: setSort,
      activeFilters: activeFilterCount(search),
      onClearFilters: clearFilters,
    },
  };
}
