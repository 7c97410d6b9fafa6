// Root component: theme, notifications, translations, database, sync and router.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { SyncProvider } from '../lib/sync/sync-context';
import { DatabaseProvider } from './database-provider';
import { router } from './router';
import { theme } from './theme';

export function App({ i18n }: { i18n: I18n }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Notifications position="top-center" />
      <I18nextProvider i18n={i18n}>
        <DatabaseProvider>
          <SyncProvider>
            <RouterProvider router={router} />
          </SyncProvider>
        </DatabaseProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
