// Today's goals: up to five with a checkbox, how many are done, a quick add and the way to all goals.
import type { DailyGoal } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Anchor, Checkbox, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoalQuickAdd } from './goal-quick-add';
import { SectionCard } from './section-card';
import { useTodayGoals } from './use-today-goals';
import { useReportReady } from './home-ready';

export const HOME_GOALS_SHOWN = 5;

export function TodayGoalsCard({ userId, now }: { userId: string; now: number }) {
  const { t } = useTranslation(namespaces);
  const { goals, progress, setCompleted, add } = useTodayGoals(userId, now);
  useReportReady('goals', goals !== undefined);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  async function toggle(goal: DailyGoal, completed: boolean) {
    setBusy((ids) => new Set(ids).add(goal.id));
    await setCompleted(goal, completed);
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(goal.id);
      return next;
    });
  }

  const shown = goals?.slice(0, HOME_GOALS_SHOWN) ?? [];
  const hidden = (goals?.length ?? 0) - shown.length;
  return (
    <SectionCard
      id="home-goals"
      title={t('home:goals.title')}
      testId="home-goals"
      aside={
        progress.total > 0 ? (
          <Text size="sm" c="dimmed" data-testid="home-goals-progress">
            {t('home:goals.progress', { done: progress.completed, total: progress.total })}
          </Text>
        ) : null
      }
    >
      {goals === undefined ? (
        <Skeleton h={96} aria-hidden="true" />
      ) : (
        <Stack gap="sm">
          {progress.total > 0 ? (
            <Progress
              value={progress.rate}
              size="sm"
              color={progress.rate === 100 ? 'teal' : 'blue'}
              aria-label={t('home:goals.progressLabel', { rate: progress.rate })}
            />
          ) : null}
          {shown.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('home:goals.empty')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {shown.map((goal) => (
                <li key={goal.id}>
                  <Checkbox
                    checked={goal.is_completed}
                    disabled={busy.has(goal.id)}
                    onChange={(event) => void toggle(goal, event.currentTarget.checked)}
                    label={
                      <Text
                        span
                        td={goal.is_completed ? 'line-through' : undefined}
                        c={goal.is_completed ? 'dimmed' : undefined}
                      >
                        {goal.goal_emoji ? `${goal.goal_emoji} ${goal.goal_text}` : goal.goal_text}
                      </Text>
                    }
                  />
                </li>
              ))}
            </Stack>
          )}
          {progress.total > 0 && progress.completed === progress.total ? (
            <Text size="sm" c="var(--mantine-color-teal-text)">
              {t('home:goals.allDone')}
            </Text>
          ) : null}
          <GoalQuickAdd onAdd={add} />
          <Group justify="space-between" gap="xs">
            {hidden > 0 ? (
              <Text size="sm" c="dimmed">
                {t('home:goals.more', { count: hidden })}
              </Text>
            ) : (
              <span />
            )}
            <Anchor component={Link} to="/journaling/goals" size="sm">
              {t('home:goals.all')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
