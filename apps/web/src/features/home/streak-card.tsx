// The streak: days in a row with a journal entry, a mood check-in or a completed goal, and the longest run.
import { namespaces } from '@groeipad/i18n';
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';
import { useStreak } from './use-streak';
import { useReportReady } from './home-ready';

export function StreakCard({ userId, now }: { userId: string; now: number }) {
  const { t } = useTranslation(namespaces);
  const streak = useStreak(userId, now);
  useReportReady('streak', streak !== undefined);
  return (
    <SectionCard id="home-streak" title={t('home:streak.title')} testId="home-streak">
      {streak === undefined ? (
        <Skeleton h={56} aria-hidden="true" />
      ) : (
        <Stack gap={6}>
          <Group gap="xs" align="baseline" wrap="nowrap">
            <Text span fz={32} lh={1} aria-hidden="true">
              {streak.current > 0 ? '🔥' : '🌱'}
            </Text>
            <Text span fz="xl" fw={700} data-testid="home-streak-current">
              {t('home:streak.current', { count: streak.current })}
            </Text>
          </Group>
          <Text size="sm" data-testid="home-streak-longest">
            {t('home:streak.longest', { count: streak.longest })}
          </Text>
          <Text size="sm" c="dimmed">
            {streak.current === 0
              ? t('home:streak.start')
              : streak.activeToday
                ? t('home:streak.doneToday')
                : t('home:streak.keepGoing')}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
