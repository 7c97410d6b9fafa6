// Conflicts met while syncing (merged, deleted elsewhere, refused, kept aside), shown until seen, with retry and restore; absent when there are none.
import { namespaces } from '@groeipad/i18n';
import type { StoredConflict } from '@groeipad/local-db';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncView } from '../../lib/sync';
import { ConflictItem } from './conflict-item';
import { canMarkSeen, sortConflicts } from './conflict-view';
import { EmptyNote } from './empty-note';
import type { ConflictOutcome } from './use-conflict-actions';
import { useConflictActions } from './use-conflict-actions';

type Props = {
  userId: string | undefined;
  conflicts: StoredConflict[] | undefined;
  sync: SyncView;
};

const failures: readonly (ConflictOutcome | undefined)[] = ['markFailed', 'actionFailed'];

export function ConflictsCard({ userId, conflicts, sync }: Props) {
  const { t } = useTranslation(namespaces);
  const { busy, outcome, markSeen, retry, restore } = useConflictActions(userId, sync);
  const dismissable = conflicts?.filter(canMarkSeen) ?? [];
  // Nothing to say: the page stays about what matters. The outcome of the last action still shows.
  if (!outcome && (conflicts === undefined || conflicts.length === 0)) return null;

  return (
    <Card withBorder radius="md" p="lg" data-testid="sync-conflicts" data-count={conflicts?.length}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {t('diagnostics:conflicts.title')}
          </Title>
          {dismissable.length > 1 && (
            <Button size="compact-sm" variant="subtle" disabled={busy} onClick={() => markSeen()}>
              {t('diagnostics:conflicts.markAllSeen')}
            </Button>
          )}
        </Group>
        <Text size="sm">{t('diagnostics:conflicts.intro')}</Text>
        {outcome && (
          <Alert
            variant="light"
            color={failures.includes(outcome) ? 'red' : 'teal'}
            role={failures.includes(outcome) ? 'alert' : 'status'}
          >
            {t(`diagnostics:conflicts.${outcome}`)}
          </Alert>
        )}
        {conflicts?.length === 0 && (
          <EmptyNote
            title={t('diagnostics:conflicts.emptyTitle')}
            description={t('diagnostics:conflicts.emptyBody')}
          />
        )}
        {conflicts &&
          sortConflicts(conflicts).map((note) => (
            <ConflictItem
              key={note.key}
              note={note}
              busy={busy}
              onSeen={(key) => markSeen([key])}
              onRetry={retry}
              onRestore={restore}
            />
          ))}
      </Stack>
    </Card>
  );
}
