// Earlier checks, newest first: date, time point and overall score.
import { namespaces } from '@groeipad/i18n';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, scoreColor, timePointLabel } from './check-format';
import type { StoredCheck } from './use-holistic-checks';

export function HistoryList({ checks }: { checks: readonly StoredCheck[] }) {
  const { t, i18n } = useTranslation(namespaces);
  if (checks.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('wellnessCheck:overview.historyTitle')}
        </Title>
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          data-testid="holistic-history"
        >
          {checks.map((check) => {
            const label = timePointLabel(check.timePoint);
            return (
              <Group key={check.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {formatDate(check.completedAt, i18n.language)} ·{' '}
                  {t(
                    `wellnessCheck:timePoints.${label.key}`,
                    label.key === 'week' ? { week: label.week } : {},
                  )}
                </Text>
                <Text size="sm" fw={600} c={scoreColor(check.scores.overall)}>
                  {check.scores.overall}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
