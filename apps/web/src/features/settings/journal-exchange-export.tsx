// The three export buttons, each disabled with a reason while there is nothing for it to export.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalExchangeExport as Exports } from './use-journal-exchange-export';

type Props = { exports: Exports; disabled: boolean };

export function JournalExchangeExport({ exports, disabled }: Props) {
  const { t } = useTranslation(namespaces);
  const { counts, busy, run } = exports;
  const noEntriesId = useId();
  const noMoodsId = useId();
  const noEntries = counts?.entries === 0;
  const noMoods = counts?.moods === 0;
  // Still counting: the buttons wait rather than offer an export that may turn out empty.
  const locked = disabled || counts === undefined || busy !== undefined;

  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} size="h4">
        {t('settings:exchange.exportTitle')}
      </Title>
      <Text size="sm">{t('settings:exchange.exportDescription')}</Text>
      <Group gap="sm">
        <Button
          variant="light"
          loading={busy === 'markdown'}
          disabled={locked || noEntries}
          aria-describedby={noEntries ? noEntriesId : undefined}
          onClick={() => void run('markdown')}
        >
          {t('settings:exchange.markdownButton')}
        </Button>
        <Button
          variant="light"
          loading={busy === 'json'}
          disabled={locked || (noEntries && noMoods)}
          aria-describedby={noEntries && noMoods ? noEntriesId : undefined}
          onClick={() => void run('json')}
        >
          {t('settings:exchange.jsonButton')}
        </Button>
        <Button
          variant="light"
          loading={busy === 'csv'}
          disabled={locked || noMoods}
          aria-describedby={noMoods ? noMoodsId : undefined}
          onClick={() => void run('csv')}
        >
          {t('settings:exchange.csvButton')}
        </Button>
      </Group>
      {noEntries && !disabled ? (
        <Text size="sm" c="dimmed" id={noEntriesId}>
          {t('settings:exchange.noEntries')}
        </Text>
      ) : null}
      {noMoods && !disabled ? (
        <Text size="sm" c="dimmed" id={noMoodsId}>
          {t('settings:exchange.noMoods')}
        </Text>
      ) : null}
    </Stack>
  );
}
