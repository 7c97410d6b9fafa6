// Test helper: renders routes or an element inside the app's providers (Mantine, i18next in a chosen
// language, optionally the local database) and a memory router, as the real app would.
import { createI18n } from '@groeipad/i18n';
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { MantineProvider } from '@mantine/core';
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
};

/** Renders `routes` (or one element on every path) and returns the router for navigation checks. */
export function renderApp(routes: RouteObject[] | ReactNode, options: RenderAppOptions = {}) {
  const i18n = createI18n({ lng: options.lng ?? 'nl', storage: null, languages: [], root: null });
  const table = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const router = createMemoryRouter(table, { initialEntries: [options.path ?? '/'] });
  const tree = <RouterProvider router={router} />;
  const result = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        {options.database ? (
          <DatabaseContext.Provider value={options.database}>{tree}</DatabaseContext.Provider>
        ) : (
          tree
        )}
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
