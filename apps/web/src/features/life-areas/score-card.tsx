// The latest result of the area: score out of 10 with its colour and label (never colour alone), recency and trend.
import { questionnaireResult, scoreTrend } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScoreBadge } from '../../components/levensgebieden-overview/score-badge';
import { formatScore, MANTINE_COLOR, sinceText } from './life-area-format';
import type { ScoredResult } from './scored-history';

type Props = { history: readonly ScoredResult[]; now: number };

export function ScoreCard({ history, now }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const latest = history.at(-1);
  const result = latest && questionnaireResult(latest.score, latest.completedAt, now);
  const trend = scoreTrend(history);
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="score-heading">
      <Stack gap="xs">
        <Title order={2} size="h3" id="score-heading">
          {t('lifeAreas:score.heading')}
        </Title>
        {result ? (
          <>
            <Group gap="sm" align="baseline" wrap="wrap">
              <Text
                fz={32}
                fw={700}
                c={`${MANTINE_COLOR[result.color]}.8`}
                data-testid="life-area-score"
              >
                {t('lifeAreas:score.value', { score: formatScore(result.score, i18n.language) })}
              </Text>
              <ScoreBadge score={result.score} size="lg" testId="life-area-band" />
            </Group>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" data-testid="life-area-since">
                {sinceText(t, result.since)}
              </Text>
              <Badge
                variant="light"
                color={result.recent ? 'teal' : 'gray'}
                data-testid="life-area-recency"
              >
                {result.recent ? t('lifeAreas:score.recent') : t('lifeAreas:score.stale')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" data-testid="life-area-trend">
              {t(`lifeAreas:trend.${trend}`)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed" data-testid="life-area-score-empty">
            {t('lifeAreas:score.none')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
