// The latest check: the overall score as a ring and every area as a bar, with its change since the last check.
import type { AssessmentComparison, AssessmentReading } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { Badge, Group, Progress, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';
import { BAND_COLORS, formatDate, formatDelta } from './wellness-format';

type Props = { latest: AssessmentReading; comparison: AssessmentComparison | null };

export function AssessmentCard({ latest, comparison }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const titleId = useId();
  const lng = i18n.language;
  return (
    <SectionCard labelledBy={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="md" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h3" id={titleId}>
              {t('insights:wellnessAnalysis.latest.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('insights:wellnessAnalysis.latest.date', {
                date: formatDate(latest.completedAt, lng),
              })}
            </Text>
          </Stack>
          <RingProgress
            size={96}
            thickness={9}
            roundCaps
            sections={[{ value: latest.overall, color: 'teal' }]}
            aria-label={t('insights:wellnessAnalysis.latest.overall', { score: latest.overall })}
            label={
              <Text ta="center" fw={700} size="xl" data-testid="wellness-overall">
                {latest.overall}
              </Text>
            }
          />
        </Group>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {latest.areas.map((area) => {
            const name = t(`insights:wellnessAnalysis.areas.${area.id}`);
            const change = comparison?.changes.find((c) => c.id === area.id);
            return (
              <Stack key={area.id} gap={4} component="li" aria-label={name} data-band={area.band}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    {change && change.delta !== 0 ? (
                      <Badge
                        size="sm"
                        variant="outline"
                        color={change.delta > 0 ? 'teal' : 'red'}
                        data-testid="area-delta"
                      >
                        {formatDelta(change.delta, lng)}
                      </Badge>
                    ) : null}
                    <Badge size="sm" variant="light" color={BAND_COLORS[area.band]}>
                      {t(`insights:wellnessAnalysis.bands.${area.band}`)}
                    </Badge>
                  </Group>
                </Group>
                <Progress
                  value={area.score}
                  color={BAND_COLORS[area.band]}
                  aria-label={t('insights:wellnessAnalysis.latest.areaScore', {
                    area: name,
                    score: area.score,
                  })}
                />
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
