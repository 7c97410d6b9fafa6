// Search for a known user: the box, the filters, and recent items, results or the reason there are none.
import { startOfNextDay } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import type { SearchHit } from '@groeipad/text';
import { useDebouncedValue } from '@mantine/hooks';
import { Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { SearchField } from './search-field';
import { SearchFilters } from './search-filters';
import { filterCount, filtersOf } from './search-params';
import { SearchResults } from './search-results';
import { IndexError, IndexingState, NoResults, NothingYet } from './search-states';
import { useSearchIndex } from './use-search-index';
import { useSearchView } from './use-search-view';

/** Hits computed per query; more than this is a sign to narrow the search, not to scroll. */
export const RESULT_LIMIT = 200;
const RECENT = 8;
const TYPING_PAUSE_MS = 150;

type Found = { mode: 'recent' | 'results'; hits: SearchHit[] };

export function SearchView({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(namespaces);
  const state = useSearchIndex(userId, i18n.language);
  const { view, update, clearFilters } = useSearchView();
  const [input, setInput] = useState(view.query);
  const [typed] = useDebouncedValue(input, TYPING_PAUSE_MS);
  useEffect(() => {
    if (typed !== view.query) update({ query: typed });
    // Only a pause in typing writes the URL; a URL change alone must not retype the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const endOfToday = startOfNextDay(useNow(60_000));
  const filtered = filterCount(view) > 0;
  const filterKey = JSON.stringify(filtersOf(view));
  const found = useMemo((): Found | undefined => {
    if (state.status !== 'ready') return undefined;
    if (view.query.trim() === '' && !filtered) {
      // Newest first, but not tasks due next month: "recent" means up to today.
      return { mode: 'recent', hits: state.index.list({ to: endOfToday }, RECENT) };
    }
    return { mode: 'results', hits: state.index.search(view.query, filtersOf(view), RESULT_LIMIT) };
    // filterKey stands for the filters; `state` changes with every index update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, view.query, filterKey, filtered, endOfToday]);

  return (
    // data-search-state / data-search-results: the index is built and how many hits show (bench/app waits on them).
    <Stack
      gap="md"
      data-search-state={state.status}
      data-search-results={found ? found.hits.length : undefined}
    >
      <Stack
        gap="md"
        component="form"
        role="search"
        aria-label={t('search:title')}
        onSubmit={(event) => {
          // Enter searches at once instead of waiting for the typing pause.
          event.preventDefault();
          if (input !== view.query) update({ query: input });
        }}
      >
        <SearchField value={input} onChange={setInput} />
        <SearchFilters
          view={view}
          tags={state.status === 'ready' ? state.tags : []}
          onChange={update}
          onClear={clearFilters}
        />
      </Stack>
      {state.status === 'building' ? (
        <IndexingState indexed={state.indexed} total={state.total} />
      ) : null}
      {state.status === 'error' ? <IndexError onRetry={state.retry} /> : null}
      {state.status === 'ready' && found ? (
        found.mode === 'recent' ? (
          found.hits.length === 0 ? (
            <NothingYet />
          ) : (
            <SearchResults
              hits={found.hits}
              docs={state.docs}
              limit={Infinity}
              heading={t('search:recent', {
                count: state.index.size,
                total: new Intl.NumberFormat(i18n.language).format(state.index.size),
              })}
            />
          )
        ) : found.hits.length === 0 ? (
          <NoResults query={view.query} filtered={filtered} onClearFilters={clearFilters} />
        ) : (
          <SearchResults
            key={`${view.query}|${filterKey}`}
            hits={found.hits}
            docs={state.docs}
            limit={RESULT_LIMIT}
            heading={t('search:results.count', { count: found.hits.length })}
          />
        )
      ) : null}
    </Stack>
  );
}
