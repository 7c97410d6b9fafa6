// The goals screen for a known user: earlier open goals to decide on, the day navigator, progress, list, form.
import { dayKey, shiftDayKey, startOfDayKey } from '@groeipad/domain';
import { Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNow } from '../../lib/use-now';
import { AddGoalForm } from './add-goal-form';
import { DayNavigator } from './day-navigator';
import { GoalList } from './goal-list';
import { GoalProgressRing } from './goal-progress-ring';
import { OpenGoalsCard } from './open-goals-card';
import { useGoalActions } from './use-goal-actions';
import { useDayGoals, useDayJournal, useEarlierOpenGoals } from './use-goal-data';

export function GoalsDayView({ userId }: { userId: string }) {
  // Kept relative to today so an open screen moves on at midnight.
  const [offset, setOffset] = useState(0);
  const today = dayKey(useNow(60_000));
  const day = shiftDayKey(today, offset);
  const todayStart = startOfDayKey(today);
  const start = startOfDayKey(day);
  const end = startOfDayKey(shiftDayKey(day, 1));
  const goals = useDayGoals(userId, start, end);
  const earlier = useEarlierOpenGoals(userId, todayStart);
  const journal = useDayJournal(userId, start, end);
  const actions = useGoalActions(userId);

  return (
    <Stack gap="lg">
      {earlier && earlier.length > 0 ? <OpenGoalsCard goals={earlier} actions={actions} /> : null}
      <Card withBorder padding="md">
        <DayNavigator day={day} offset={offset} onOffsetChange={setOffset} />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="md">
          {goals && goals.length > 0 ? (
            <Group>
              <GoalProgressRing goals={goals} />
            </Group>
          ) : null}
          <GoalList goals={goals} actions={actions} isToday={offset === 0} />
        </Stack>
        <AddGoalForm
          key={day}
          userId={userId}
          dayStart={start}
          journal={journal}
          onAdd={actions.add}
        />
      </SimpleGrid>
    </Stack>
  );
}
