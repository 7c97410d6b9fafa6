// The small facts under a goal: category, priority (word and colour, never colour alone) and estimated time.
import { categoryIcon, goalCarriedFrom } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { knownCategory, PRIORITY_COLORS } from './goal-options';
import type { GoalRecord } from './use-goal-data';

export function formatMinutes(minutes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  }).format(minutes);
}

export function GoalBadges({ goal }: { goal: GoalRecord }) {
  const { t, i18n } = useTranslation(namespaces);
  const category = knownCategory(goal.goal_category);
  const carriedFrom = goalCarriedFrom(goal);
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color="gray" size="sm" leftSection={categoryIcon(category)}>
        {t(`daily:category.${category}`)}
      </Badge>
      <Badge variant="dot" color={PRIORITY_COLORS[goal.priority]} size="sm">
        {t(`goals:priority.${goal.priority}`)}
      </Badge>
      {goal.estimated_duration ? (
        <Badge variant="outline" color="gray" size="sm">
          {formatMinutes(goal.estimated_duration, i18n.language)}
        </Badge>
      ) : null}
      {carriedFrom !== undefined ? (
        <Badge variant="light" color="blue" size="sm">
          {t('goals:item.carriedFrom', {
            date: new Intl.DateTimeFormat(i18n.language, {
              weekday: 'short',
              day: 'numeric',
              month: 'short',
            }).format(carriedFrom),
          })}
        </Badge>
      ) : null}
    </Group>
  );
}
