import { createI18n } from '@groeipad/i18n';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootErrorScreen } from './root-error-screen';

function Boom(): never {
  throw new Error('kapot');
}

function renderFailingRoute(lng: string) {
  const i18n = createI18n({ lng, storage: null, languages: [], root: null });
  const router = createMemoryRouter([
    { path: '/', element: <Boom />, errorElement: <RootErrorScreen /> },
  ]);
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('RootErrorScreen', () => {
  it('shows the spec texts in Dutch and reloads on the button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      value: { ...window.location, reload },
      writable: true,
    });
    renderFailingRoute('nl');
    expect(screen.getByText('Er is iets misgegaan')).toBeTruthy();
    expect(screen.getByText('De applicatie heeft een onverwachte fout ondervonden.')).toBeTruthy();
    expect(screen.getByText('kapot')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Herlaad de pagina' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is translated', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute('en');
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
