// Test helper: renders a PWA screen in Dutch inside Mantine and a memory router.
import { createI18n } from '@groeipad/i18n';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';

export function renderScreen(Screen: ComponentType, path: string) {
  const i18n = createI18n({ lng: 'nl', storage: null, languages: [], root: null });
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }], {
    initialEntries: [path],
  });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </MantineProvider>,
  );
}
