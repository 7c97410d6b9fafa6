// The search query and filters, kept in the URL search parameters (replace, so Back leaves the screen).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_VIEW, parseSearchView, writeSearchView, type SearchView } from './search-params';

export type SearchViewState = {
  view: SearchView;
  /** Changes part of the view; a key set to undefined removes that filter. */
  update: (patch: Partial<SearchView>) => void;
  /** Removes every filter; the query stays. */
  clearFilters: () => void;
};

export function useSearchView(): SearchViewState {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseSearchView(params), [params]);
  const apply = useCallback(
    (build: (current: SearchView) => SearchView) =>
      setParams((current) => writeSearchView(current, build(parseSearchView(current))), {
        replace: true,
      }),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<SearchView>) => apply((current) => ({ ...current, ...patch })),
    [apply],
  );
  const clearFilters = useCallback(
    () => apply((current) => ({ ...EMPTY_VIEW, query: current.query })),
    [apply],
  );
  return { view, update, clearFilters };
}
