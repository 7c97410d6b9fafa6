// Test support: a real Groeipad database on an isolated in-memory IndexedDB with one local user, and the screen
// rendered on it (with the toasts, which the app mounts outside the router).
import { tasksRepository, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { DBCore, Middleware } from 'dexie';
import { configure } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { openTestDatabase } from '../../test/test-db';
import { TasksScreen } from './tasks-screen';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on it (the app's browsers all have one).
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Role queries walk the whole tree, and a write is only visible after IndexedDB and the live query ran:
// under a full parallel test run that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

export const USER_ID = 'user-1';
export const T0 = 1_700_000_000_000;

/** Switch `failing` on and every write to the tasks table fails, as a broken disk would. */
export type WriteSwitch = { failing: boolean };

function failingTasks(control: WriteSwitch): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    level: 5,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'tasks') return table;
        return {
          ...table,
          mutate: (request) =>
            control.failing
              ? Promise.reject(new DOMException('The disk broke', 'UnknownError'))
              : table.mutate(request),
        };
      },
    }),
  };
}

export function openTasksTestDb(control?: WriteSwitch): Promise<OpenGroeipadDbResult> {
  return openTestDatabase({
    userId: USER_ID,
    now: () => T0,
    announceStorage: false,
    middleware: control ? [failingTasks(control)] : [],
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
