// One conflict in plain words: the kind of record, its own title if known, what happened and when, what can be done, 'Gezien'.
import type { TableName } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import type { StoredConflict } from '@groeipad/local-db';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canMarkSeen, conflictAction, conflictDetail, conflictRecordLabel } from './conflict-view';
import { syncedAtText } from './format-time';
import { StatusBadge } from './status-badge';

const kindColors = {
  merged: 'blue',
  deleted_remotely: 'orange',
  rejected: 'red',
  kept_aside: 'grape',
} as const;

type ItemButton = {
  name: 'retry' | 'restore' | 'markSeen';
  variant: 'light' | 'filled';
  onClick: (key: string) => void;
};

type Props = {
  note: StoredConflict;
  busy: boolean;
  onSeen: (key: string) => void;
  onRetry: (key: string) => void;
  onRestore: (key: string) => void;
};

export function ConflictItem({ note, busy, onSeen, onRetry, onRestore }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const table = t(`diagnostics:tableNames.${note.table as TableName}`, {
    defaultValue: note.table,
  });
  const detail = conflictDetail(note, false);
  const recordLabel = conflictRecordLabel(note);
  const at = syncedAtText(note.at, i18n.language, '');
  const text =
    detail.key === 'rejected'
      ? t('diagnostics:conflicts.detail.rejected', {
          reason: t(`diagnostics:conflicts.reason.${detail.reason}`),
        })
      : 'fields' in detail
        ? t(`diagnostics:conflicts.detail.${detail.key}`, { fields: detail.fields })
        : t(`diagnostics:conflicts.detail.${detail.key}`);
  const action = conflictAction(note);
  // Told apart by the record's own title, else by when it happened; ids are for the details.
  const labels = { table, id: recordLabel ? `“${recordLabel}”` : at };
  // The action that helps comes first and stands out; 'Gezien' lets the note go.
  const buttons: ItemButton[] = [
    ...(action === 'retry' ? [{ name: 'retry', variant: 'light', onClick: onRetry } as const] : []),
    ...(action === 'restore'
      ? [{ name: 'restore', variant: 'filled', onClick: onRestore } as const]
      : []),
    ...(canMarkSeen(note)
      ? [{ name: 'markSeen', variant: 'light', onClick: onSeen } as const]
      : []),
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-conflict-kind={note.kind}
      data-conflict-key={note.key}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {table}
          </Text>
          <StatusBadge color={kindColors[note.kind]} style={{ flexShrink: 0 }}>
            {t(`diagnostics:conflicts.kind.${note.kind}`)}
          </StatusBadge>
        </Group>
        {recordLabel && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {recordLabel}
          </Text>
        )}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs">{at}</Text>
          <Group gap="xs" wrap="wrap">
            {buttons.map(({ name, variant, onClick }) => (
              <Button
                key={name}
                size="compact-sm"
                variant={variant}
                disabled={busy}
                onClick={() => onClick(note.key)}
                aria-label={t(`diagnostics:conflicts.${name}Label`, labels)}
              >
                {t(`diagnostics:conflicts.${name}`)}
              </Button>
            ))}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
