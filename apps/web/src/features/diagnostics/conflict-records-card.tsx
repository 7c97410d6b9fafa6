// For support: each stored conflict by table and record id, with the fields it touched.
import { namespaces } from '@groeipad/i18n';
import type { StoredConflict } from '@groeipad/local-db';
import { Card, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { conflictDetail, sortConflicts } from './conflict-view';
import { EmptyNote } from './empty-note';

function useDetailText(note: StoredConflict): string {
  const { t } = useTranslation(namespaces);
  const detail = conflictDetail(note);
  if (detail.key === 'rejected') return note.reason ?? 'unknown';
  return 'fields' in detail
    ? t(`diagnostics:conflicts.detail.${detail.key}`, { fields: detail.fields })
    : t(`diagnostics:conflicts.detail.${detail.key}`);
}

function ConflictRecord({ note }: { note: StoredConflict }) {
  const { t } = useTranslation(namespaces);
  return (
    <Paper withBorder radius="md" p="sm" data-conflict-key={note.key}>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {note.table}/{note.id} · {note.kind}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {useDetailText(note)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('diagnostics:conflicts.record', { id: note.key })}
      </Text>
    </Paper>
  );
}

export function ConflictRecordsCard({ conflicts }: { conflicts: StoredConflict[] | undefined }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder radius="md" p="lg" data-testid="conflict-records">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('diagnostics:conflicts.title')}
        </Title>
        {conflicts?.length === 0 && <EmptyNote title={t('diagnostics:conflicts.emptyTitle')} />}
        {conflicts &&
          sortConflicts(conflicts).map((note) => <ConflictRecord key={note.key} note={note} />)}
      </Stack>
    </Card>
  );
}
