// Review before importing: when the file was exported, what it holds per table, and the go to merge it.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableLabel } from './import-messages';
import type { ImportState } from './use-journal-exchange-import';

type ReviewState = Extract<ImportState, { phase: 'review' | 'importing' }>;

type Props = { state: ReviewState | undefined; onConfirm: () => void; onClose: () => void };

export function ImportReviewModal({ state: current, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  // The last review stays on screen while the modal fades out, instead of an empty box.
  const [lastShown, setLastShown] = useState(current);
  if (current !== undefined && current !== lastShown) setLastShown(current);
  const state = current ?? lastShown;
  const importing = current?.phase === 'importing';
  const numbers = new Intl.NumberFormat(i18n.language);
  const rows = Object.entries(state?.parsed.counts ?? {}).filter(([, count]) => count > 0);
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  const exportedAt = state
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        state.parsed.exportedAt,
      )
    : '';

  return (
    <Modal
      opened={current !== undefined}
      // The import is one transaction that is already running; closing would only hide its outcome.
      onClose={importing ? () => undefined : onClose}
      closeOnClickOutside={!importing}
      closeOnEscape={!importing}
      withCloseButton={!importing}
      title={t('settings:exchange.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      // The theme frosts every Paper; a confirmation with numbers must stay fully legible.
      styles={{ content: { backgroundColor: 'var(--mantine-color-body)', backdropFilter: 'none' } }}
    >
      {state ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {state.fileName}
            </Text>
            <Text size="sm" c="dimmed">
              {t('settings:exchange.exportedAt', { date: exportedAt })}
            </Text>
          </Stack>
          {total === 0 ? (
            <Text>{t('settings:exchange.emptyFile')}</Text>
          ) : (
            <Table
              captionSide="top"
              withRowBorders={false}
              verticalSpacing={4}
              data-testid="import-counts"
            >
              <Table.Caption ta="start">{t('settings:exchange.contains')}</Table.Caption>
              <Table.Tbody>
                {rows.map(([table, count]) => (
                  <Table.Tr key={table}>
                    <Table.Th scope="row" fw={400}>
                      {tableLabel(t, table)}
                    </Table.Th>
                    <Table.Td ta="end">{numbers.format(count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {total > 0 ? (
            <Text size="sm" fw={600}>
              {t('settings:exchange.total', { count: total })}
            </Text>
          ) : null}
          {(state.parsed.skippedTables?.length ?? 0) > 0 ? (
            <Text size="sm" c="dimmed">
              {t('settings:exchange.skipped')}
            </Text>
          ) : null}
          <Text size="sm">{t('settings:exchange.mergeNote')}</Text>
          {state.phase === 'review' && state.failure ? (
            <Alert color="red" role="alert" title={t('settings:exchange.failedTitle')}>
              <Text size="sm">{state.failure}</Text>
              <Text size="sm">{t('settings:exchange.nothingChanged')}</Text>
            </Alert>
          ) : null}
          {importing ? (
            <Stack gap={4} role="status">
              <Progress value={100} animated striped aria-hidden />
              <Text size="sm" c="dimmed">
                {t('settings:exchange.importing')}
              </Text>
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={onClose} disabled={importing}>
              {t('common:actions.cancel')}
            </Button>
            <Button loading={importing} disabled={total === 0} onClick={onConfirm}>
              {t('settings:exchange.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
