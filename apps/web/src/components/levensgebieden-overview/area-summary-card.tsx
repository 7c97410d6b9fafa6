// One levensgebied as a link card: its latest score with colour and label, how long ago, the trend, or "not yet".
import { questionnaireResult, scoreTrend, type LevensgebiedId } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowIcon } from './arrow-icon';
import { formatScore, MANTINE_COLOR, sinceText } from './levensgebied-format';
import classes from './levensgebieden-overview.module.css';
import { ScoreBadge } from './score-badge';
import type { ScoredResult } from './scored-history';

type Props = { area: LevensgebiedId; history: readonly ScoredResult[]; now: number };

export function AreaSummaryCard({ area, history, now }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const nameId = useId();
  const detailsId = useId();
  const latest = history.at(-1);
  // A result saved a moment ago on a clock ahead of ours is "today", not in the future.
  const result =
    latest &&
    questionnaireResult(latest.score, latest.completedAt, Math.max(now, latest.completedAt));
  const trend = scoreTrend(history);
  return (
    <Card
      component={Link}
      to={`/levensgebied/${area}`}
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      data-testid={`levensgebied-card-${area}`}
    >
      <Stack gap={6}>
        <Text fw={600} id={nameId} className={classes.name}>
          {t(`daily:levensgebied.${area}`)}
        </Text>
        <Stack gap={6} id={detailsId}>
          {result ? (
            <>
              <Group gap="xs" align="baseline" wrap="wrap">
                <Text
                  fz="xl"
                  fw={700}
                  c={`${MANTINE_COLOR[result.color]}.8`}
                  data-testid="levensgebied-score"
                >
                  {t('lifeAreas:score.value', { score: formatScore(result.score, i18n.language) })}
                </Text>
                <ScoreBadge score={result.score} testId="levensgebied-band" />
              </Group>
              <Text size="sm" c="dimmed" data-testid="levensgebied-since">
                {sinceText(t, result.since)}
              </Text>
              {trend === 'none' ? null : (
                <Group gap={4} wrap="nowrap" data-testid="levensgebied-trend" data-trend={trend}>
                  <ArrowIcon direction={trend} />
                  <Text size="sm">{t(`lifeAreas:trend.${trend}`)}</Text>
                </Group>
              )}
              {result.recent ? null : (
                <Text size="sm" c="var(--mantine-color-teal-text)" data-testid="levensgebied-stale">
                  {t('lifeAreas:overview.stale')}
                </Text>
              )}
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed" data-testid="levensgebied-none">
                {t('lifeAreas:overview.none')}
              </Text>
              <Group gap={4} wrap="nowrap" c="var(--mantine-color-anchor)">
                <Text size="sm" fw={600} c="inherit">
                  {t('lifeAreas:overview.fillIn')}
                </Text>
                <ArrowIcon direction="forward" />
              </Group>
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
