// The goals of the shown day (open first, then done), or a calm empty state that points at the form.
import { namespaces } from '@groeipad/i18n';
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GoalItem } from './goal-item';
import type { GoalActions } from './use-goal-actions';
import type { GoalRecord } from './use-goal-data';

const SEEDLING = '🌱';

type Props = { goals: readonly GoalRecord[] | undefined; actions: GoalActions; isToday: boolean };

export function GoalList({ goals, actions, isToday }: Props) {
  const { t } = useTranslation(namespaces);
  if (!goals) {
    return (
      <Stack gap="sm" role="status" aria-label={t('goals:loading')}>
        <Skeleton height={72} radius="lg" />
        <Skeleton height={72} radius="lg" />
      </Stack>
    );
  }
  if (goals.length === 0) {
    return (
      <Card withBorder padding="lg">
        <Stack gap={4} align="center" ta="center">
          <Text fz={32} aria-hidden="true">
            {SEEDLING}
          </Text>
          <Text fw={600}>{isToday ? t('goals:empty.today') : t('goals:empty.day')}</Text>
          <Text size="sm" c="dimmed">
            {t('goals:empty.hint')}
          </Text>
        </Stack>
      </Card>
    );
  }
  const ordered = [...goals].sort((a, b) => Number(a.is_completed) - Number(b.is_completed));
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('goals:list')}
    >
      {ordered.map((goal) => (
        <GoalItem key={goal.id} goal={goal} actions={actions} />
      ))}
    </Stack>
  );
}
