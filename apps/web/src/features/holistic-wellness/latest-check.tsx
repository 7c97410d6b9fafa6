// The latest check: overall score, the eight basic areas and the deeper sections, each with its change since the one before.
import { compareSections, HOLISTIC_SECTIONS, WELLNESS_ITEM_IDS } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDelta, scoreColor, timePointLabel } from './check-format';
import { ScoreRow } from './score-row';
import type { StoredCheck } from './use-holistic-checks';

type Props = { latest: StoredCheck; previous: StoredCheck | undefined };

export function LatestCheck({ latest, previous }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const lng = i18n.language;
  const sections =
    latest.sections && previous?.sections
      ? compareSections(latest.sections, previous.sections)
      : null;
  const delta = (value: number | undefined) =>
    value === undefined || value === 0 ? undefined : formatDelta(value, lng);
  const label = timePointLabel(latest.timePoint);
  const scoreOf = (name: string, score: number) =>
    `${name}: ${t('wellnessCheck:overview.scoreOf', { score })}`;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="holistic-latest">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('wellnessCheck:overview.latest', {
            date: formatDate(latest.completedAt, lng),
            timePoint: t(
              `wellnessCheck:timePoints.${label.key}`,
              label.key === 'week' ? { week: label.week } : {},
            ),
          })}
        </Text>
        <Group gap="xs" align="baseline">
          <Text fw={600}>{t('wellnessCheck:overview.overall')}</Text>
          <Text
            fz={32}
            fw={700}
            c={scoreColor(latest.scores.overall)}
            data-testid="holistic-overall"
          >
            {latest.scores.overall}
          </Text>
        </Group>
        {previous ? (
          <Text size="sm" data-testid="holistic-overall-change">
            {t('wellnessCheck:overview.compareTitle', {
              date: formatDate(previous.completedAt, lng),
            })}
            {' · '}
            {t('wellnessCheck:overview.overallChange', {
              from: previous.scores.overall,
              to: latest.scores.overall,
              delta: formatDelta(latest.scores.overall - previous.scores.overall, lng),
            })}
          </Text>
        ) : (
          <Text size="sm" data-testid="holistic-first">
            {t('wellnessCheck:overview.firstCheck')}
          </Text>
        )}
        <Title order={2} size="h4">
          {t('wellnessCheck:overview.coreTitle')}
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {WELLNESS_ITEM_IDS.map((id) => {
            const name = t(`insights:wellnessAnalysis.areas.${id}`);
            return (
              <ScoreRow
                key={id}
                label={name}
                score={latest.scores.items[id]}
                delta={delta(previous && latest.scores.items[id] - previous.scores.items[id])}
                progressLabel={scoreOf(name, latest.scores.items[id])}
              />
            );
          })}
        </Stack>
        {latest.sections ? (
          <>
            <Title order={2} size="h4">
              {t('wellnessCheck:overview.sectionsTitle')}
            </Title>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {HOLISTIC_SECTIONS.map(({ id }) => {
                const name = t(`wellnessCheck:sections.${id}.title`);
                const score = latest.sections?.[id] ?? 0;
                return (
                  <ScoreRow
                    key={id}
                    label={name}
                    score={score}
                    delta={delta(sections?.find((c) => c.id === id)?.delta)}
                    progressLabel={scoreOf(name, score)}
                  />
                );
              })}
            </Stack>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
