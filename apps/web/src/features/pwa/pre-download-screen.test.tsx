import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreDownloadScreen } from './pre-download-screen';
import { renderScreen } from '../../testing/render-screen';

function fakeCaches(entries: Record<string, Record<string, string>>) {
  return {
    keys: () => Promise.resolve(Object.keys(entries)),
    open: (name: string) =>
      Promise.resolve({
        keys: () =>
          Promise.resolve(Object.keys(entries[name] ?? {}).map((url) => ({ url }) as Request)),
        match: (request: Request) =>
          Promise.resolve(new Response(entries[name]?.[request.url] ?? '')),
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PreDownloadScreen', () => {
  it('lists each cache with its files grouped by kind and sizes', async () => {
    vi.stubGlobal(
      'caches',
      fakeCaches({
        'workbox-precache-v2-http://localhost/': {
          'http://localhost/assets/home-screen-a1.js': 'x'.repeat(2048),
          'http://localhost/index.html?__WB_REVISION__=ab': '<html>',
          'http://localhost/icons/icon-192.png': 'png',
        },
      }),
    );
    renderScreen(PreDownloadScreen, '/pre-download');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vooraf downloaden');
    fireEvent.click(await screen.findByText('workbox-precache-v2-http://localhost/'));
    expect(screen.getByText('3 bestanden')).toBeTruthy();
    expect(screen.getByTestId('cache-group-js').textContent).toContain(
      '/assets/home-screen-a1.js · 2 KB',
    );
    expect(screen.getByTestId('cache-group-other').textContent).toContain('/index.html · 6 B');
    expect(screen.getByTestId('cache-group-images')).toBeTruthy();
    expect(screen.getByText('Deze browser geeft geen opslaggegevens.')).toBeTruthy();
  });

  it('says so when nothing is cached yet', async () => {
    vi.stubGlobal('caches', fakeCaches({}));
    renderScreen(PreDownloadScreen, '/pre-download');
    expect(await screen.findByTestId('cache-empty')).toBeTruthy();
  });

  it('shows the error with a retry when the cache cannot be read', async () => {
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('SecurityError')) });
    renderScreen(PreDownloadScreen, '/pre-download');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'De cache kon niet worden gelezen: SecurityError',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });

  it('tells a browser without Cache Storage apart', async () => {
    renderScreen(PreDownloadScreen, '/pre-download');
    expect(await screen.findByText('Deze browser heeft geen cacheopslag.')).toBeTruthy();
  });
});
