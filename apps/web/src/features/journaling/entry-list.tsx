// The entries, newest first: skeletons while loading, an invitation when the journal is empty, a note when the
// filters leave nothing, and "Load more" for the next page.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Center, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntryCard } from './entry-card';
import { JournalIcon } from './journal-icons';
import type { JournalEntryRecord } from './use-journal-entries';

type Props = {
  entries: JournalEntryRecord[] | undefined;
  hasMore: boolean;
  filtered: boolean;
  onLoadMore: () => void;
  onClearFilters: () => void;
  onToggleFavourite: (entry: JournalEntryRecord) => void;
};

export function EntryList(props: Props) {
  const { t } = useTranslation(namespaces);
  const { entries, filtered } = props;
  if (!entries) {
    return (
      <Stack gap="sm" role="status" aria-label={t('journal:list.loading')}>
        {[0, 1, 2].map((index) => (
          <Card key={index} withBorder padding="md" radius="md">
            <Skeleton height={18} width="45%" mb="xs" />
            <Skeleton height={12} width="30%" mb="md" />
            <Skeleton height={12} mb={6} />
            <Skeleton height={12} width="80%" />
          </Card>
        ))}
      </Stack>
    );
  }
  if (entries.length === 0) {
    return (
      <EmptyState
        py="xl"
        icon={<JournalIcon name="pen" size={28} />}
        variant="light"
        title={t(filtered ? 'journal:emptyFiltered.title' : 'journal:empty.title')}
        description={t(filtered ? 'journal:emptyFiltered.body' : 'journal:empty.body')}
        data-testid="journal-empty"
      >
        <EmptyState.Actions>
          {filtered ? (
            <Button variant="light" onClick={props.onClearFilters}>
              {t('journal:filters.clear')}
            </Button>
          ) : (
            <Button component={Link} to="/journaling/new">
              {t('journal:empty.action')}
            </Button>
          )}
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" aria-label={t('journal:list.label')} p={0} m={0}>
        {entries.map((entry) => (
          <li key={entry.id} style={{ listStyle: 'none' }}>
            <EntryCard entry={entry} onToggleFavourite={props.onToggleFavourite} />
          </li>
        ))}
      </Stack>
      {props.hasMore ? (
        <Center>
          <Button variant="default" onClick={props.onLoadMore}>
            {t('journal:list.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
