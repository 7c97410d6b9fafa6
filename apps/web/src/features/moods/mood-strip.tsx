// The last 14 days at a glance: one bar per day, as tall as that day's average mood (the real charts are on /analytics).
import {
  dailyMoodAverages,
  dayKey,
  dayKeysBetween,
  shiftDayKey,
  startOfDayKey,
  type MoodPoint,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Anchor, Box, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { averageEmoji, formatAverage } from './mood-format';

export const STRIP_DAYS = 14;
const BAR_HEIGHT = 72;
const COLORS = ['red', 'orange', 'yellow', 'lime', 'teal'] as const;

type Props = { points: readonly MoodPoint[]; now: number };

export function MoodStrip({ points, now }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const today = dayKey(now);
  const days = dayKeysBetween(shiftDayKey(today, 1 - STRIP_DAYS), today);
  const averages = dailyMoodAverages(points);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow' });
  const full = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="mood-strip-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="mood-strip-title">
            {t('moods:strip.title')}
          </Title>
          <Anchor component={Link} to="/analytics" size="sm">
            {t('moods:strip.more')}
          </Anchor>
        </Group>
        <Box
          component="ol"
          p={0}
          m={0}
          style={{
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: `repeat(${STRIP_DAYS}, minmax(0, 1fr))`,
            gap: 4,
          }}
        >
          {days.map((day) => {
            const average = averages.get(day);
            const start = startOfDayKey(day);
            const color =
              average === undefined ? 'gray' : (COLORS[Math.round(average) - 1] ?? 'gray');
            return (
              <Stack key={day} component="li" gap={4} align="center">
                <Box
                  h={BAR_HEIGHT}
                  w="100%"
                  style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'center' }}
                  aria-hidden="true"
                  title={
                    average === undefined
                      ? undefined
                      : `${averageEmoji(average)} ${formatAverage(average, i18n.language)}`
                  }
                >
                  <Box
                    w="70%"
                    maw={18}
                    h={average === undefined ? 4 : Math.max(8, (average / 5) * BAR_HEIGHT)}
                    bg={`var(--mantine-color-${color}-${average === undefined ? 'light' : 'filled'})`}
                    style={{ borderRadius: 6 }}
                  />
                </Box>
                <Text
                  size="xs"
                  c={day === today ? undefined : 'dimmed'}
                  fw={day === today ? 700 : 400}
                  aria-hidden="true"
                >
                  {weekday.format(start)}
                </Text>
                <VisuallyHidden>
                  {average === undefined
                    ? t('moods:strip.dayEmpty', { day: full.format(start) })
                    : t('moods:strip.day', {
                        day: full.format(start),
                        average: formatAverage(average, i18n.language),
                      })}
                </VisuallyHidden>
              </Stack>
            );
          })}
        </Box>
      </Stack>
    </Card>
  );
}
