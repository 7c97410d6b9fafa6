// Test helper: renders routes or an element inside the app's providers (Mantine, i18next in a chosen
// language, optionally the local database) and a memory router, as the real app would.
import { createI18n } from '@groeipad/i18n';
import type { GroeipadDb, OpenGroeipadDbResult } from '@groeipad/local-db';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { DatabaseContext } from '../lib/database-context';

export type RenderAppOptions = {
  /** Interface language; Dutch by default. */
  lng?: string;
  /** Where the memory router starts. */
  path?: string;
  /** The opened local database, when the screen reads or writes it. */
  database?: OpenGroeipadDbResult;
  /** Or just the database, taken as stored in IndexedDB. */
  db?: GroeipadDb;
  /** Mount Mantine's notification area, for screens that confirm or undo through notifications. */
  notifications?: boolean;
};

/** The notification store is global: clear it after each test so leftovers do not queue the next test's. */
export function cleanNotifications(): void {
  notifications.clean();
  notifications.cleanQueue();
}

/** Renders `routes` (or one element on every path) and returns the router for navigation checks. */
export function renderApp(routes: RouteObject[] | ReactNode, options: RenderAppOptions = {}) {
  const i18n = createI18n({ lng: options.lng ?? 'nl', storage: null, languages: [], root: null });
  const table = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const database =
    options.database ??
    (options.db ? { db: options.db, storage: { mode: 'indexeddb' as const } } : undefined);
  const router = createMemoryRouter(table, { initialEntries: [options.path ?? '/'] });
  const tree = <RouterProvider router={router} />;
  const result = render(
    <MantineProvider>
      {options.notifications ? <Notifications /> : null}
      <I18nextProvider i18n={i18n}>
        {database ? (
          <DatabaseContext.Provider value={database}>{tree}</DatabaseContext.Provider>
        ) : (
          tree
        )}
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
