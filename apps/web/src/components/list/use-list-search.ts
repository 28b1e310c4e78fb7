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
  // in one event must not undo each other.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (change: (current: ListSearch<S>) => ListSearch<S>) => {
    const next = writeListSearch(spec, change(readListSearch(spec, latest.current)));
    // A date still being typed clears nothing that is not there: no new address, no redraw.
    if (next.toString() === latest.current.toString()) return;
    latest.current = next;
    // Drawn at once, not as a transition: filter fields compute their next value from what they show (a chip that
    // turns its source off, a date typed digit by digit), and a redraw that waits behind the grid let a second click
    // work from the first one's old value (the gallery's browser test, on a loaded machine).
    setParams(next, { replace: true, flushSync: true });
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
