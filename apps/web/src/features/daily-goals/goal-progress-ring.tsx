// The day's progress: a ring with the completed share, and the count in words for screen readers too.
import { goalProgress } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Group, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GoalRecord } from './use-goal-data';

export function GoalProgressRing({ goals }: { goals: readonly GoalRecord[] }) {
  const { t } = useTranslation(namespaces);
  const { total, completed, rate } = goalProgress(goals);
  const allDone = total > 0 && completed === total;
  return (
    <Group gap="md" wrap="nowrap">
      <RingProgress
        size={84}
        thickness={8}
        roundCaps
        sections={[{ value: rate, color: allDone ? 'green' : 'teal' }]}
        label={
          <Text ta="center" fw={700} size="sm" aria-hidden="true">
            {t('goals:progress.percent', { rate })}
          </Text>
        }
        aria-hidden="true"
      />
      <Stack gap={2}>
        <Text fw={600}>{t('goals:progress.count', { completed, count: total })}</Text>
        <Text size="sm" c="dimmed">
          {allDone ? t('goals:progress.allDone') : t('goals:progress.keepGoing')}
        </Text>
      </Stack>
    </Group>
  );
}
