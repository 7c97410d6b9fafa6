// /pre-download: the "download everything" button with its progress and outcome.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEverything, type DownloadProgress } from './download-all';

type Outcome = { kind: 'done'; progress: DownloadProgress } | { kind: 'error'; message: string };

export function DownloadAllButton({ onFinished }: { onFinished: () => void }) {
  const { t } = useTranslation(namespaces);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const running = progress !== null && outcome === null;

  async function run() {
    setOutcome(null);
    setProgress({ done: 0, total: 0, failed: 0 });
    try {
      const result = await downloadEverything(setProgress);
      setOutcome({ kind: 'done', progress: result });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    }
    onFinished();
  }

  return (
    <Stack gap="xs">
      <Button onClick={() => void run()} loading={running} fullWidth>
        {t('pwa:preDownload.download.button')}
      </Button>
      {running && progress.total > 0 && (
        <>
          <Progress value={(progress.done / progress.total) * 100} animated />
          <Text size="sm" role="status">
            {t('pwa:preDownload.download.progress', { done: progress.done, total: progress.total })}
          </Text>
        </>
      )}
      {outcome?.kind === 'done' && outcome.progress.failed === 0 && (
        <Alert color="green" role="status" data-testid="download-result">
          {t('pwa:preDownload.download.done', { count: outcome.progress.total })}
        </Alert>
      )}
      {outcome?.kind === 'done' && outcome.progress.failed > 0 && (
        <Alert color="orange" role="status" data-testid="download-result">
          {t('pwa:preDownload.download.failed', { count: outcome.progress.failed })}
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert color="red" role="alert">
          {t('pwa:preDownload.download.noList', { message: outcome.message })}
        </Alert>
      )}
    </Stack>
  );
}
