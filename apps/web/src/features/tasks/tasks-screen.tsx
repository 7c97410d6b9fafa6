// The /tasks screen: the daily-core tabs, a title and, once the user is known, their task list.
import { Stack } from '@mantine/core';
import { JournalingTabs } from '../../components/daily/journaling-tabs';
import { useCurrentUser } from '../../lib/use-current-user';
import { NoProfile, TasksLoading } from './task-states';
import { TasksHeader } from './tasks-header';
import { TasksView } from './tasks-view';

export function TasksScreen() {
  const state = useCurrentUser();
  return (
    <Stack gap="md" py="md" data-testid="tasks-screen">
      <JournalingTabs />
      {state.status === 'ready' ? (
        <TasksView userId={state.user.id} />
      ) : (
        <>
          <TasksHeader />
          {state.status === 'loading' ? <TasksLoading /> : <NoProfile />}
        </>
      )}
    </Stack>
  );
}
