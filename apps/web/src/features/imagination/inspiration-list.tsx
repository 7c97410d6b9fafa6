// The person's inspirations, newest first, filtered by status, each opening its editor.
import { namespaces } from '@groeipad/i18n';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryCard, HistorySection } from './history-card';
import { useDateFormat } from './imagination-format';
import { INSPIRATION_FILTERS, statusOfFilter, type InspirationFilter } from './imagination-params';
import { EmptyCard, ListLoading } from './imagination-states';
import classes from './imagination.module.css';
import { StatusFilter } from './status-filter';
import type { InspirationRecord } from './use-imagination';

type Props = {
  inspirations: InspirationRecord[] | undefined;
  filter: InspirationFilter;
  onFilter: (filter: InspirationFilter) => void;
  onOpen: (id: string) => void;
};

function countsOf(list: InspirationRecord[]): Record<InspirationFilter, number> {
  const counts = Object.fromEntries(INSPIRATION_FILTERS.map((f) => [f, 0])) as Record<
    InspirationFilter,
    number
  >;
  for (const inspiration of list) counts[inspiration.status] += 1;
  counts.all = list.length;
  return counts;
}

export function InspirationList({ inspirations, filter, onFilter, onOpen }: Props) {
  const { t } = useTranslation(namespaces);
  const formatDate = useDateFormat();
  const status = statusOfFilter(filter);
  const shown = useMemo(
    () => inspirations?.filter((i) => status === undefined || i.status === status),
    [inspirations, status],
  );
  return (
    <HistorySection
      headingId="imagination-inspirations-heading"
      title={t('imagination:history.inspirations')}
    >
      {inspirations === undefined || shown === undefined ? (
        <ListLoading label={t('imagination:history.loading')} />
      ) : (
        <>
          <StatusFilter value={filter} counts={countsOf(inspirations)} onChange={onFilter} />
          {inspirations.length === 0 ? (
            <EmptyCard
              testId="imagination-inspirations-empty"
              title={t('imagination:history.emptyInspirations.title')}
              body={t('imagination:history.emptyInspirations.body')}
            />
          ) : null}
          {inspirations.length > 0 && shown.length === 0 ? (
            <EmptyCard
              testId="imagination-inspirations-no-match"
              title={t('imagination:history.noMatch.title')}
              body={t('imagination:history.noMatch.body')}
            />
          ) : null}
          <ul className={classes.list}>
            {shown.map((inspiration) => (
              <HistoryCard
                key={inspiration.id}
                testId="imagination-inspiration"
                title={inspiration.title}
                status={{ label: t(`imagination:status.${inspiration.status}`) }}
                meta={formatDate(inspiration.timestamp)}
                open={{
                  label: t('imagination:history.open'),
                  ariaLabel: t('imagination:history.openLabel', { title: inspiration.title }),
                  onClick: () => onOpen(inspiration.id),
                }}
              >
                <Text size="sm" lineClamp={3} className={classes.words}>
                  {inspiration.summary}
                </Text>
              </HistoryCard>
            ))}
          </ul>
        </>
      )}
    </HistorySection>
  );
}
