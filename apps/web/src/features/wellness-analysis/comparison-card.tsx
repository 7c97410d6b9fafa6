// What changed since the check before: the overall score and the areas that went up or down.
import type { AssessmentComparison } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from './section-card';
import { formatDate, formatDelta } from './wellness-format';

type Props = { comparison: AssessmentComparison | null; latestOverall: number };

type ChangesProps = {
  kind: 'improved' | 'declined';
  comparison: AssessmentComparison;
};

/** "Went up: Sleep (+25), Meaning (+25)", the biggest change first; nothing when no area moved that way. */
function Changes({ kind, comparison }: ChangesProps) {
  const { t, i18n } = useTranslation(namespaces);
  const ids = comparison[kind];
  if (ids.length === 0) return null;
  const areas = ids
    .map((id) => {
      const delta = comparison.changes.find((c) => c.id === id)?.delta ?? 0;
      return t('insights:wellnessAnalysis.comparison.areaChange', {
        area: t(`insights:wellnessAnalysis.areas.${id}`),
        delta: formatDelta(delta, i18n.language),
      });
    })
    .join(', ');
  return (
    <Text size="sm" data-testid={`wellness-${kind}`}>
      {t(`insights:wellnessAnalysis.comparison.${kind}`, { areas })}
    </Text>
  );
}

export function ComparisonCard({ comparison, latestOverall }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const titleId = useId();
  if (!comparison) {
    return (
      <Card withBorder padding="lg" radius="md" data-testid="wellness-no-comparison">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('insights:wellnessAnalysis.comparison.none')}</Text>
          <Button component={Link} to="/wellness-assessment" variant="light" size="compact-sm">
            {t('insights:wellnessAnalysis.comparison.again')}
          </Button>
        </Stack>
      </Card>
    );
  }
  const values = {
    delta: Math.abs(comparison.overallDelta),
    from: comparison.previousOverall,
    to: latestOverall,
  };
  const direction =
    comparison.overallDelta > 0
      ? 'overallUp'
      : comparison.overallDelta < 0
        ? 'overallDown'
        : 'overallSame';
  return (
    <SectionCard labelledBy={titleId} testId="wellness-comparison">
      <Stack gap="xs">
        <Title order={2} size="h3" id={titleId}>
          {t('insights:wellnessAnalysis.comparison.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('insights:wellnessAnalysis.comparison.since', {
            date: formatDate(comparison.previousAt, i18n.language),
          })}
        </Text>
        <Text data-testid="wellness-overall-change">
          {t(`insights:wellnessAnalysis.comparison.${direction}`, values)}
        </Text>
        <Changes kind="improved" comparison={comparison} />
        <Changes kind="declined" comparison={comparison} />
        {comparison.improved.length === 0 && comparison.declined.length === 0 ? (
          <Text size="sm">{t('insights:wellnessAnalysis.comparison.unchanged')}</Text>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
