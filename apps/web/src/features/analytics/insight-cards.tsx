// What the period's numbers say, plus one tip for the user's type: a few calm cards.
import type { Insight } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnalyticsIcon } from './analytics-icons';
import { CardGrid } from './card-grid';
import { formatInsightValues } from './insight-list';

export function InsightCards({ insights }: { insights: readonly Insight[] }) {
  const { t, i18n } = useTranslation(namespaces);
  return (
    <Stack gap="sm" component="section" aria-labelledby="analytics-insights">
      <Stack gap={2}>
        <Title order={2} size="h3" id="analytics-insights">
          {t('analytics:insightsSection.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('analytics:insightsSection.intro')}
        </Text>
      </Stack>
      {insights.length === 0 ? (
        <Text size="sm">{t('analytics:insightsSection.none')}</Text>
      ) : (
        <CardGrid>
          {insights.map((insight) => (
            <Card
              key={insight.code}
              component="li"
              padding="md"
              withBorder
              data-insight={insight.code}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color="teal" radius="xl" size="lg">
                  <AnalyticsIcon name="insight" size={18} />
                </ThemeIcon>
                <Text size="sm" lh={1.5}>
                  {t(
                    `analytics:insights.${insight.code}`,
                    formatInsightValues(insight.values, i18n.language),
                  )}
                </Text>
              </Group>
            </Card>
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
