// Today's five basics as calm, large tick cards; each tick is written before it shows as done.
import { BASICS, dayKey, type Basic } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Card, Checkbox, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailed, reasonOf } from '../../components/daily/notify';
import { useDatabase } from '../../lib/database-context';
import { useLiveResult } from '../../lib/use-live';
import { useNow } from '../../lib/use-now';
import { readBasicsTicks, toggleBasicsTick } from './basics-store';

export function BasicsChecklist({ userId }: { userId: string }) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  // A new day starts with a fresh, empty list.
  const day = dayKey(useNow(60_000));
  const ticks = useLiveResult((db) => readBasicsTicks(db, userId, day), [userId, day]);
  const toggle = useCallback(
    (basic: Basic) =>
      toggleBasicsTick(db, userId, day, basic).catch((error: unknown) =>
        notifyFailed(t('progress:saveFailed', { reason: reasonOf(error) }), {
          close: t('progress:close'),
        }),
      ),
    [db, userId, day, t],
  );

  if (ticks.status === 'loading') {
    return (
      <Stack gap="sm" role="status" aria-label={t('progress:basics.loading')}>
        {BASICS.map((basic) => (
          <Skeleton key={basic} height={72} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (ticks.status === 'error') {
    return (
      <Alert color="red" role="alert">
        {t('progress:basics.error')}
      </Alert>
    );
  }
  const done = ticks.value.length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="basics-today" data-screen-ready="basics">
      <Title order={2} size="h3" id="basics-today">
        {t('progress:basics.today')}
      </Title>
      <Text size="sm" c="dimmed" aria-live="polite">
        {done === BASICS.length
          ? t('progress:basics.allDone')
          : t('progress:basics.count', { done, total: BASICS.length })}
      </Text>
      {BASICS.map((basic) => (
        <Card key={basic} withBorder radius="lg" padding="md">
          <Checkbox
            size="md"
            color="teal"
            checked={ticks.value.includes(basic)}
            onChange={() => void toggle(basic)}
            label={t(`progress:basics.items.${basic}.label`)}
            description={t(`progress:basics.items.${basic}.hint`)}
          />
        </Card>
      ))}
    </Stack>
  );
}
