// The check-ins, newest first, 30 at a time with "load more"; an empty state when there are none yet.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoodHistoryItem } from './mood-history-item';
import type { MoodActions } from './use-mood-actions';
import { useMoodHistory } from './use-mood-data';

export const PAGE_SIZE = 30;

type Props = { userId: string; onRemove: MoodActions['remove'] };

export function MoodHistory({ userId, onRemove }: Props) {
  const { t } = useTranslation(namespaces);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const history = useMoodHistory(userId, limit);
  return (
    <Stack gap="sm" component="section" aria-labelledby="mood-history-title">
      <Title order={2} size="h4" id="mood-history-title">
        {t('moods:history.title')}
      </Title>
      {!history ? (
        <Stack gap="sm" role="status" aria-label={t('moods:loading')}>
          <Skeleton height={64} radius="lg" />
          <Skeleton height={64} radius="lg" />
        </Stack>
      ) : history.moods.length === 0 ? (
        <Card withBorder padding="lg">
          <Text ta="center" c="dimmed">
            {t('moods:history.empty')}
          </Text>
        </Card>
      ) : (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {history.moods.map((mood) => (
              <MoodHistoryItem key={mood.id} mood={mood} onRemove={onRemove} />
            ))}
          </Stack>
          {history.hasMore ? (
            <Button variant="light" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
              {t('moods:history.more')}
            </Button>
          ) : null}
        </>
      )}
    </Stack>
  );
}
