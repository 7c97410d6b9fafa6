// Conflicts met while syncing (merged, deleted elsewhere, refused by the server), shown until the user marks them seen.
import { namespaces } from '@groeipad/i18n';
import { markConflictsSeen, type StoredConflict } from '@groeipad/local-db';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { ConflictItem } from './conflict-item';
import { sortConflicts } from './conflict-view';
import { EmptyNote } from './empty-note';

type Props = { userId: string | undefined; conflicts: StoredConflict[] | undefined };

export function ConflictsCard({ userId, conflicts }: Props) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function markSeen(keys?: string[]) {
    if (userId === undefined) return;
    setBusy(true);
    setFailed(false);
    try {
      await markConflictsSeen(db, userId, keys);
    } catch (error) {
      console.error('Marking conflicts seen failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" p="lg" data-testid="sync-conflicts" data-count={conflicts?.length}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {t('diagnostics:conflicts.title')}
          </Title>
          {conflicts && conflicts.length > 1 && (
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={busy}
              onClick={() => void markSeen()}
            >
              {t('diagnostics:conflicts.markAllSeen')}
            </Button>
          )}
        </Group>
        <Text size="sm">{t('diagnostics:conflicts.intro')}</Text>
        {failed && (
          <Alert variant="light" color="red" role="alert">
            {t('diagnostics:conflicts.markFailed')}
          </Alert>
        )}
        {!conflicts && <Skeleton h={48} />}
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
              onSeen={(key) => void markSeen([key])}
            />
          ))}
      </Stack>
    </Card>
  );
}
