// Mantine's provider with the app theme in the current language, rebuilt when the language changes.
import { namespaces } from '@groeipad/i18n';
import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appTheme } from './theme';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(namespaces);
  const theme = useMemo(() => appTheme({ showPassword: t('common:showPassword') }), [t]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}
