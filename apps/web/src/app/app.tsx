// Root component: translations, theme, notifications, database, sync and router.
import { Notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { SyncProvider } from '../lib/sync/sync-context';
import { AppThemeProvider } from './app-theme-provider';
import { DatabaseProvider } from './database-provider';
import { router } from './router';

export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <Notifications position="top-center" />
        <DatabaseProvider>
          <SyncProvider>
            <RouterProvider router={router} />
          </SyncProvider>
        </DatabaseProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
