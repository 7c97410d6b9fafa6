// Earlier results of the area: a trend line on the 0-10 scale (from two results) and the list, newest first.
import { scoreColor } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { LineChart } from '@mantine/charts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bandKey, formatDay, formatScore, MANTINE_COLOR } from './life-area-format';
import type { ScoredResult } from './scored-history';

export function ScoreHistory({ history }: { history: readonly ScoredResult[] }) {
  const { t, i18n } = useTranslation(namespaces);
  const newestFirst = [...history].reverse();
  const data = history.map((result) => ({
    label: formatDay(result.completedAt, i18n.language),
    score: result.score,
  }));
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="history-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="history-heading">
          {t('lifeAreas:history.heading')}
        </Title>
        {history.length >= 2 ? (
          <div
            role="img"
            aria-label={t('lifeAreas:trend.chartLabel')}
            data-testid="life-area-chart"
          >
            <LineChart
              h={180}
              data={data}
              dataKey="label"
              series={[{ name: 'score', label: t('lifeAreas:trend.series'), color: 'teal.6' }]}
              curveType="monotone"
              withDots
              strokeWidth={2}
              gridAxis="y"
              yAxisProps={{ domain: [0, 10], ticks: [0, 2, 4, 6, 8, 10], width: 28 }}
              xAxisProps={{ minTickGap: 24 }}
              referenceLines={[
                { y: 8, color: 'teal.3' },
                { y: 4, color: 'red.3' },
              ]}
              valueFormatter={(value) => formatScore(value, i18n.language)}
            />
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('lifeAreas:trend.none')}
          </Text>
        )}
        {newestFirst.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="life-area-history-empty">
            {t('lifeAreas:history.empty')}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="life-area-history"
          >
            {newestFirst.map((result) => (
              <Group key={result.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{formatDay(result.completedAt, i18n.language)}</Text>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {formatScore(result.score, i18n.language)}
                  </Text>
                  <Badge size="sm" variant="light" color={MANTINE_COLOR[scoreColor(result.score)]}>
                    {t(bandKey(result.score))}
                  </Badge>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
