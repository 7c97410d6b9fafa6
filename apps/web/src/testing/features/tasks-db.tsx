// Test support: a real Groeipad database on an isolated in-memory IndexedDB with one local user, and the screen
// rendered on it (with the toasts, which the app mounts outside the router).
import { tasksRepository, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { failingWrites, type WriteSwitch } from '../failing-writes';
import { renderApp } from '../render-app';
import { openTestDatabase } from '../database';
import { TasksScreen } from '../../features/tasks/tasks-screen';

export type { WriteSwitch };

export const USER_ID = 'user-1';
export const T0 = 1_700_000_000_000;

export function openTasksTestDb(control?: WriteSwitch): Promise<OpenGroeipadDbResult> {
  return openTestDatabase({
    userId: USER_ID,
    now: () => T0,
    announceStorage: false,
    middleware: control ? [failingWrites('tasks', control)] : [],
  });
}

/** Tasks written straight to the database, as earlier sessions would have left them. */
export function seedRepository(database: OpenGroeipadDbResult, now = () => Date.now()) {
  return tasksRepository(database.db, { now, actor: USER_ID });
}

export function renderTasks(
  database: OpenGroeipadDbResult,
  options: { lng?: string; path?: string } = {},
) {
  // env="test" turns Mantine's transitions off, so pop-overs (select options) are visible at once.
  return renderApp(
    <MantineProvider env="test">
      <Notifications />
      <TasksScreen />
    </MantineProvider>,
    { database, lng: options.lng ?? 'nl', path: options.path ?? '/tasks' },
  );
}

export async function storedTasks(database: OpenGroeipadDbResult) {
  return database.db.tasks.where('user_id').equals(USER_ID).toArray();
}
