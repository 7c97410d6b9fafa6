// The search screen's other states: building the index, a failure, no results, and nothing to search yet.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Button, Group, List, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function IndexingState({ indexed, total }: { indexed: number; total: number | undefined }) {
  const { t, i18n } = useTranslation(namespaces);
  const number = new Intl.NumberFormat(i18n.language);
  const share = total && total > 0 ? Math.round((indexed / total) * 100) : 0;
  return (
    <Stack gap="sm" role="status" aria-live="polite" data-testid="search-indexing">
      <Text size="sm">
        {total === undefined
          ? t('search:indexing.preparing')
          : t('search:indexing.progress', { count: total, total: number.format(total) })}
      </Text>
      <Progress value={share} animated aria-hidden="true" />
      <Skeleton height={72} radius="lg" />
      <Skeleton height={72} radius="lg" />
    </Stack>
  );
}

export function IndexError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Alert color="red" title={t('search:error.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('search:error.body')}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

type NoResultsProps = { query: string; filtered: boolean; onClearFilters: () => void };

export function NoResults({ query, filtered, onClearFilters }: NoResultsProps) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm" role="status" aria-live="polite" data-testid="search-empty">
      <Text fw={600}>
        {query.trim() === ''
          ? t('search:empty.filtersOnly')
          : t('search:empty.title', { query: query.trim() })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('search:empty.tryLabel')}
      </Text>
      <List size="sm" spacing={4}>
        {query.trim() === '' ? null : <List.Item>{t('search:empty.spelling')}</List.Item>}
        {query.trim() === '' ? null : <List.Item>{t('search:empty.fewerWords')}</List.Item>}
        {filtered ? <List.Item>{t('search:empty.filters')}</List.Item> : null}
      </List>
      {filtered ? (
        <Group>
          <Button variant="light" size="compact-sm" onClick={onClearFilters}>
            {t('search:empty.withoutFilters')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function NothingYet() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="xs" data-testid="search-nothing">
      <Text fw={600}>{t('search:nothing.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('search:nothing.body')}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to="/journaling/new" size="sm">
          {t('search:nothing.write')}
        </Anchor>
        <Anchor component={Link} to="/tasks" size="sm">
          {t('search:nothing.tasks')}
        </Anchor>
      </Group>
    </Stack>
  );
}
