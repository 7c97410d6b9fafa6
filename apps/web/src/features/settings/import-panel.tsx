// Import of a Groeipad JSON export: pick a file, see why it was refused or what it holds, and the result.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, FileButton, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportReviewModal } from './import-review-modal';
import { importSummaryText } from './import-messages';
import { useJournalExchangeImport } from './use-journal-exchange-import';

type Props = { userId: string | undefined };

export function ImportPanel({ userId }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const { state, choose, confirm, dismiss } = useJournalExchangeImport(userId);
  const resetInput = useRef<() => void>(null);
  const busy = state.phase === 'reading' || state.phase === 'importing';
  const closeLabel = t('common:actions.close');

  function onFile(file: File | null) {
    // Emptied at once, so choosing the same file again (a second import) fires a change too.
    resetInput.current?.();
    void choose(file);
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} size="h4">
        {t('settings:exchange.importTitle')}
      </Title>
      <Text size="sm">{t('settings:exchange.importDescription')}</Text>
      <FileButton
        onChange={onFile}
        accept="application/json,.json"
        resetRef={resetInput}
        disabled={busy || userId === undefined}
        inputProps={{ 'aria-label': t('settings:exchange.importButton') }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            loading={state.phase === 'reading'}
            disabled={busy || userId === undefined}
          >
            {t('settings:exchange.importButton')}
          </Button>
        )}
      </FileButton>
      {state.phase === 'reading' ? (
        <Text size="sm" c="dimmed" role="status">
          {t('settings:exchange.reading')}
        </Text>
      ) : null}
      {state.phase === 'rejected' ? (
        <Alert
          color="red"
          role="alert"
          title={t('settings:exchange.failedTitle')}
          withCloseButton
          closeButtonLabel={closeLabel}
          onClose={dismiss}
          w="100%"
        >
          <Text size="sm">{state.message}</Text>
          <Text size="sm">{t('settings:exchange.nothingChanged')}</Text>
        </Alert>
      ) : null}
      {state.phase === 'done' ? (
        <Alert
          color="teal"
          role="status"
          title={t('settings:exchange.doneTitle')}
          withCloseButton
          closeButtonLabel={closeLabel}
          onClose={dismiss}
          w="100%"
        >
          {importSummaryText(t, i18n.language, state.totals)}
        </Alert>
      ) : null}
      <ImportReviewModal
        state={state.phase === 'review' || state.phase === 'importing' ? state : undefined}
        onConfirm={() => void confirm()}
        onClose={dismiss}
      />
    </Stack>
  );
}
