// The list's other states: still loading, no tasks yet, nothing matching the filters, no profile to own tasks.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon } from './task-icons';

// Pictures, not words: the emoji carry no text to translate.
const ICONS = { empty: '✅', noMatch: '🔍', noProfile: '👤' } as const;

export function TasksLoading() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm" role="status" aria-label={t('tasks:loading')} aria-busy="true">
      <Skeleton height={42} radius="md" />
      <Skeleton height={28} width="70%" radius="xl" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={88} radius="md" />
      ))}
    </Stack>
  );
}

export function NoTasks({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="xl" radius="md" data-testid="tasks-empty">
      <EmptyState
        icon={<span aria-hidden="true">{ICONS.empty}</span>}
        withIndicatorBackground
        title={t('tasks:empty.title')}
        description={t('tasks:empty.body')}
      >
        <EmptyState.Actions>
          <Button leftSection={<PlusIcon size={16} />} onClick={onAdd}>
            {t('tasks:empty.action')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

export function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="tasks-no-match">
      <EmptyState
        size="sm"
        icon={<span aria-hidden="true">{ICONS.noMatch}</span>}
        title={t('tasks:noMatch.title')}
        description={t('tasks:noMatch.body')}
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={onClear}>
            {t('tasks:filters.clear')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

export function NoProfile() {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="xl" radius="md">
      <EmptyState
        icon={<span aria-hidden="true">{ICONS.noProfile}</span>}
        withIndicatorBackground
        title={t('tasks:missingUser.title')}
        description={t('tasks:missingUser.body')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/profile">
            {t('tasks:missingUser.action')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
