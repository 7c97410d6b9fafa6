// One super insight: what was found, the numbers, how well it is supported, one thing to try, and a pin.
import type { InsightSource, SuperInsight } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsIcon } from './analytics-icons';

/** Confidence bands for the badge; the score itself is a ranking aid, not a probability. */
export function confidenceLevel(confidence: number): 'strong' | 'fair' | 'tentative' {
  if (confidence >= 0.75) return 'strong';
  if (confidence >= 0.5) return 'fair';
  return 'tentative';
}

const LEVEL_COLOR = { strong: 'teal', fair: 'blue', tentative: 'gray' } as const;

type Props = {
  insight: SuperInsight;
  pinned: boolean;
  busy: boolean;
  onTogglePin: () => void;
};

export function SuperInsightCard({ insight, pinned, busy, onTogglePin }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const titleId = useId();
  const level = confidenceLevel(insight.confidence);
  const sources = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    insight.dataSources.map((source: InsightSource) =>
      t(`insights:superInsights.source.${source}`),
    ),
  );
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-labelledby={titleId}
      data-insight={insight.key}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="teal" radius="xl" size="lg">
            <AnalyticsIcon
              name={insight.direction === 'up' ? 'improving' : 'declining'}
              size={18}
            />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId}>
              {insight.title}
            </Title>
            <Badge variant="light" color={LEVEL_COLOR[level]} size="sm">
              {t(`insights:superInsights.confidence.${level}`)}
            </Badge>
          </Stack>
        </Group>
        <Text size="sm" lh={1.5}>
          {insight.content}
        </Text>
        {insight.actions[0] ? (
          <Text size="sm" fw={500} lh={1.5}>
            {t('insights:superInsights.tryThis', { action: insight.actions[0] })}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('insights:superInsights.sources', { sources })}
          </Text>
          <Button
            size="compact-sm"
            variant={pinned ? 'filled' : 'light'}
            aria-pressed={pinned}
            loading={busy}
            onClick={onTogglePin}
          >
            {pinned ? t('insights:superInsights.unpin') : t('insights:superInsights.pin')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
