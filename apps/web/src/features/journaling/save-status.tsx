// The editor's save line: "Saving…", "Saved on this device at 14:32" (only after the commit), or the error with a retry.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './draft-saver';

type Props = { status: SaveStatus; created: boolean; onRetry: () => void };

export function SaveStatusLine({ status, created, onRetry }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const time = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(at);
  return (
    <Group gap="xs" wrap="nowrap" mih={28}>
      {status.kind === 'saving' ? <Loader size={14} aria-hidden="true" /> : null}
      <Text
        size="sm"
        role="status"
        aria-live="polite"
        data-testid="journal-save-status"
        data-status={status.kind}
        c={status.kind === 'error' ? 'red' : 'dimmed'}
      >
        {status.kind === 'saving'
          ? t('journal:status.saving')
          : status.kind === 'saved'
            ? t('journal:status.saved', { time: time(status.at) })
            : status.kind === 'error'
              ? t('journal:status.error')
              : t(created ? 'journal:status.idle' : 'journal:status.new')}
      </Text>
      {status.kind === 'error' ? (
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      ) : null}
    </Group>
  );
}
