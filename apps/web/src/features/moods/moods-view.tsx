// The moods screen for a known user: check-in, summary, the 14-day strip and the history.
import { addCalendarDays } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoodPoints } from '../../lib/use-mood-points';
import { useNow } from '../../lib/use-now';
import { CheckInCard } from './check-in-card';
import { MoodHistory } from './mood-history';
import { MoodStrip, STRIP_DAYS } from './mood-strip';
import { MoodSummaryCards } from './mood-summary-cards';
import { useMoodActions } from './use-mood-actions';

/** The summary covers 30 days and the 14-day strip lies inside it. */
const WINDOW_DAYS = Math.max(30, STRIP_DAYS);

export function MoodsView({ userId }: { userId: string }) {
  const { t } = useTranslation(namespaces);
  const now = useNow(60_000);
  // Rounded to the day so the live query is not re-made every minute.
  const from = addCalendarDays(now, 1 - WINDOW_DAYS);
  const points = useMoodPoints(userId, from);
  const actions = useMoodActions(userId);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <CheckInCard actions={actions} />
        <Stack gap="md">
          <MoodSummaryCards points={points} now={now} />
          {points ? <MoodStrip points={points} now={now} /> : null}
        </Stack>
      </SimpleGrid>
      <MoodHistory userId={userId} onRemove={actions.remove} />
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {t('moods:export.text')}
        </Text>
        <Anchor component={Link} to="/settings#data" size="sm">
          {t('moods:export.link')}
        </Anchor>
      </Group>
    </Stack>
  );
}
