// The /journaling screen: the sections' tabs, heading, today's prompt, filters and the entries, newest first.
import { parseStringList } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { enhancedJournalRepository } from '@groeipad/local-db';
import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JournalingTabs } from '../../components/daily/journaling-tabs';
import { useCurrentUser, type CurrentUser } from '../../lib/use-current-user';
import { EntryFilters } from './entry-filters';
import { EntryList } from './entry-list';
import {
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  NO_FILTERS,
  type JournalFilters,
} from './journal-filters';
import { PAGE_SIZE } from './journal-options';
import { ListHeader } from './list-header';
import { NoProfile } from './journal-states';
import { notifyFailed, reasonOf } from '../../components/daily/notify';
import { TodayPromptCard } from './today-prompt-card';
import { useJournalEntries, type JournalEntryRecord } from './use-journal-entries';
import { useBoundRepository } from '../../lib/use-repository';

export function JournalingScreen() {
  const current = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      <JournalingTabs />
      <ListHeader />
      {current.status === 'missing' ? <NoProfile /> : null}
      {current.status === 'ready' ? <JournalBody user={current.user} /> : null}
      {current.status === 'loading' ? <EntryList {...LOADING} /> : null}
    </Stack>
  );
}

const ignore = () => undefined;
const LOADING = {
  entries: undefined,
  hasMore: false,
  filtered: false,
  onLoadMore: ignore,
  onClearFilters: ignore,
  onToggleFavourite: ignore,
};

function JournalBody({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(namespaces);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const { entries, hasMore } = useJournalEntries(user.id, filters, limit);
  const repository = useBoundRepository(enhancedJournalRepository, user.id);
  const tagSuggestions = useMemo(
    () => [...new Set((entries ?? []).flatMap((entry) => parseStringList(entry.tags)))].sort(),
    [entries],
  );

  const setFilters = (next: JournalFilters) => {
    setLimit(PAGE_SIZE);
    setParams(filtersToParams(next), { replace: true });
  };
  const toggleFavourite = (entry: JournalEntryRecord) => {
    repository.update(entry.id, { is_favorite: !entry.is_favorite }).catch((error: unknown) =>
      notifyFailed(t('journal:list.favouriteFailed', { reason: reasonOf(error) }), {
        close: t('common:actions.close'),
      }),
    );
  };

  return (
    <>
      <TodayPromptCard mbtiType={user.mbtiType} />
      <EntryFilters filters={filters} onChange={setFilters} tagSuggestions={tagSuggestions} />
      <EntryList
        entries={entries}
        hasMore={hasMore}
        filtered={hasActiveFilters(filters)}
        onLoadMore={() => setLimit((n) => n + PAGE_SIZE)}
        onClearFilters={() => setFilters(NO_FILTERS)}
        onToggleFavourite={toggleFavourite}
      />
    </>
  );
}
