import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { RootErrorScreen, isChunkLoadError } from './root-error-screen';

function Boom(): never {
  throw new Error('kapot');
}

const chunkMessage =
  'Een deel van de app kon niet worden geladen. Misschien is er een nieuwe versie, of was je verbinding even weg. Herlaad de pagina om het opnieuw te proberen.';

function renderFailingRoute(lng: string) {
  renderRouter(lng, [{ path: '/', element: <Boom />, errorElement: <RootErrorScreen /> }]);
}

function renderRouter(lng: string, routes: RouteObject[]) {
  renderApp(routes, { lng });
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

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://groeipad.test/assets/settings-screen-x1.js',
    'error loading dynamically imported module: https://groeipad.test/assets/a.js',
    'Importing a module script failed.',
    'Loading chunk 42 failed.\n(missing: https://groeipad.test/42.js)',
    'Loading CSS chunk 7 failed.',
    'Unable to preload CSS for /assets/settings-screen-x1.css',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises a ChunkLoadError by name', () => {
    const error = new Error('Loading failed');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('kapot'), new TypeError('Failed to fetch'), 'Loading chunk 1 failed', null])(
    'does not treat %j as a chunk failure',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('RootErrorScreen after a failed chunk load', () => {
  it('explains the failed load and offers the reload when a lazy route cannot be imported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      value: { ...window.location, reload },
      writable: true,
    });
    renderRouter('nl', [
      {
        path: '/',
        errorElement: <RootErrorScreen />,
        HydrateFallback: () => null,
        lazy: () =>
          Promise.reject(
            new TypeError(
              'Failed to fetch dynamically imported module: /assets/settings-screen-x1.js',
            ),
          ),
      },
    ]);
    expect(await screen.findByText(chunkMessage)).toBeTruthy();
    expect(screen.getByText('Er is iets misgegaan')).toBeTruthy();
    expect(screen.queryByText('De applicatie heeft een onverwachte fout ondervonden.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Herlaad de pagina' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
