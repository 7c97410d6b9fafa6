// Mijn statistieken: the overall streak, the longest, freezes held and the days a freeze covered, the rest
// days (chosen here), finished challenges, and the XP earned per day over the last 30 days.
import {
  MAX_REST_DAYS,
  dayKeysBetween,
  shiftDayKey,
  type ChallengeProgress,
  type Today,
} from '@groeipad/domain';
import { BarChart } from '@mantine/charts';
import { Card, Chip, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/charts/chart-card';
import {
  CHALLENGE_NAMESPACES,
  dayLabel,
  numberLabel,
} from '../../components/challenges/challenge-texts';

export const XP_CHART_DAYS = 30;
const SNOW = '❄️';

export function xpSeries(progress: ChallengeProgress, today: string) {
  return dayKeysBetween(shiftDayKey(today, -(XP_CHART_DAYS - 1)), today).map((day) => ({
    day,
    xp: progress.xpByDay[day] ?? 0,
  }));
}

/** Short weekday names in the language, Monday first (2026-11-30 was a Monday). */
function weekdayNames(lng: string): string[] {
  const format = new Intl.DateTimeFormat(lng, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 10, 30 + day)));
}

/** The member's rest days: at most MAX_REST_DAYS weekdays on which a streak never breaks. */
function RestDaysCard({
  restDays,
  onRestDays,
}: {
  restDays: readonly number[];
  onRestDays: (days: number[]) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(CHALLENGE_NAMESPACES);
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const [failed, setFailed] = useState(false);
  const chosen = restDays.map(String);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="stats-rest-days">
      <Stack gap="xs">
        <Title order={3} size="h4" id="stats-rest-days">
          {t('challenges:ui.stats.restDays')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('challenges:ui.stats.restDaysExplain')}
        </Text>
        <Chip.Group
          multiple
          value={chosen}
          onChange={(values) => {
            const days = values.map(Number);
            if (days.length > MAX_REST_DAYS) return;
            setFailed(false);
            onRestDays(days).catch((error: unknown) => {
              console.error('Could not save the rest days', error);
              setFailed(true);
            });
          }}
        >
          <Group gap={6} data-testid="stats-rest-days">
            {names.map((name, day) => (
              <Chip
                key={name}
                value={String(day)}
                size="sm"
                variant="light"
                disabled={!chosen.includes(String(day)) && chosen.length >= MAX_REST_DAYS}
              >
                {name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {failed ? (
          <Text size="sm" c="red.8" role="alert">
            {t('challenges:ui.stats.restDaysFailed')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function StatsTab({
  progress,
  today,
  restDays,
  onRestDays,
}: {
  progress: ChallengeProgress;
  today: Today;
  restDays: readonly number[];
  onRestDays: (days: number[]) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(CHALLENGE_NAMESPACES);
  const lng = i18n.language;
  const { streak } = progress;
  const series = useMemo(() => xpSeries(progress, today.localDate), [progress, today.localDate]);
  const total = series.reduce((sum, point) => sum + point.xp, 0);
  const activeDays = series.filter((point) => point.xp > 0).length;
  const data = series.map((point) => ({ label: dayLabel(point.day, lng), xp: point.xp }));
  return (
    <Stack gap="md" data-testid="challenges-stats">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Card withBorder radius="md" p="lg" component="section" aria-labelledby="stats-streak">
          <Stack gap={6}>
            <Title order={3} size="h4" id="stats-streak">
              {t('challenges:ui.stats.streak')}
            </Title>
            <Group gap="xs" align="baseline" wrap="nowrap">
              <Text span fz={28} lh={1} aria-hidden="true">
                {streak.current > 0 ? '🔥' : '🌱'}
              </Text>
              <Text span fz="xl" fw={700} data-testid="stats-streak-current">
                {t('challenges:ui.stats.current', { count: streak.current })}
              </Text>
            </Group>
            <Text size="sm">{t('challenges:ui.stats.longest', { count: streak.longest })}</Text>
            <Text size="sm" fw={600} data-testid="stats-freezes">
              <Text span aria-hidden="true" mr={6}>
                {SNOW}
              </Text>
              {t('challenges:ui.stats.freezes', { count: streak.freezesHeld })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('challenges:ui.stats.freezesExplain')}
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="md" p="lg" component="section" aria-labelledby="stats-frozen">
          <Stack gap={6}>
            <Title order={3} size="h4" id="stats-frozen">
              {t('challenges:ui.stats.frozen')}
            </Title>
            {streak.frozenDays.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('challenges:ui.stats.frozenNone')}
              </Text>
            ) : (
              <List size="sm" data-testid="stats-frozen-days">
                {streak.frozenDays.map((day) => (
                  <List.Item key={day}>{dayLabel(day, lng, true)}</List.Item>
                ))}
              </List>
            )}
            <Text fw={600} mt="sm" data-testid="stats-finished">
              {t('challenges:ui.stats.finished', { count: progress.finished })}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
      <RestDaysCard restDays={restDays} onRestDays={onRestDays} />
      <ChartCard
        title={t('challenges:ui.stats.xpChart')}
        testId="challenges-xp-chart"
        summary={t('challenges:ui.stats.xpSummary', {
          total: numberLabel(total, lng),
          days: activeDays,
        })}
        empty={
          total === 0
            ? {
                message: t('challenges:ui.stats.xpEmpty'),
                action: t('challenges:ui.tabs.today'),
                to: '/challenges',
              }
            : undefined
        }
      >
        <BarChart
          h={220}
          data={data}
          dataKey="label"
          series={[{ name: 'xp', label: t('challenges:ui.stats.xpSeries'), color: 'orange.6' }]}
          gridAxis="y"
          xAxisProps={{ minTickGap: 16 }}
          valueFormatter={(value) => numberLabel(value, lng)}
        />
      </ChartCard>
    </Stack>
  );
}
