// The summary: the average mood of the last 7 and 30 days (emoji and number), the week-over-week trend, and what
// the average counts (decision 039).
import { MOOD_AVERAGE_DAYS, moodSummary, type MoodPoint } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moodAverageText } from '../../components/daily/mood-average-text';
import { averageEmoji, formatAverage, TREND_COLORS } from './mood-format';
import { MoodIcon } from './mood-icons';

type Props = { points: readonly MoodPoint[] | undefined; now: number };

function AverageCard({
  title,
  value,
  count,
}: {
  title: string;
  value: number | null;
  count: number;
}) {
  const { t, i18n } = useTranslation(namespaces);
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {title}
        </Text>
        {value === null ? (
          <Text fw={600}>{t('moods:summary.noData')}</Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text fz={28} lh={1} aria-hidden="true">
              {averageEmoji(value)}
            </Text>
            <Text fz={24} fw={700} lh={1}>
              {formatAverage(value, i18n.language)}
            </Text>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('moods:summary.days', { count })}
        </Text>
      </Stack>
    </Card>
  );
}

export function MoodSummaryCards({ points, now }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  if (!points) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} role="status" aria-label={t('moods:loading')}>
        <Skeleton height={104} radius="lg" />
        <Skeleton height={104} radius="lg" />
        <Skeleton height={104} radius="lg" />
      </SimpleGrid>
    );
  }
  const summary = moodSummary(points, now);
  const monthly = { average: summary.monthlyAverage, days: summary.days30, moods: summary.count30 };
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <AverageCard
          title={t('moods:summary.week')}
          value={summary.weeklyAverage}
          count={summary.days7}
        />
        <AverageCard
          title={t('moods:summary.month')}
          value={summary.monthlyAverage}
          count={summary.days30}
        />
        <Card withBorder padding="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('moods:summary.trend')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" color={TREND_COLORS[summary.trend]} radius="xl" size="lg">
                <MoodIcon name={summary.trend} />
              </ThemeIcon>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {t(`moods:trend.${summary.trend}`)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t(`moods:trendHint.${summary.trend}`)}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="mood-average">
        {moodAverageText(t, i18n.language, monthly, MOOD_AVERAGE_DAYS)}
      </Text>
    </Stack>
  );
}
