import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestDb } from '../../testing/database';
import { renderApp } from '../../testing/render-app';
import { DiscourseSupportScreen } from './discourse-support-screen';

function answer(body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
}

afterEach(() => vi.unstubAllGlobals());

async function show(path = '/discourse-support') {
  const db = await openTestDb();
  renderApp(<DiscourseSupportScreen />, { db, path });
  return db;
}

describe('discourse support screen', () => {
  it('explains what is shared and offers the forum when the server has one', async () => {
    vi.stubGlobal('fetch', answer({ configured: true, url: 'https://forum.example.org' }));
    const db = await show();
    expect(await screen.findByTestId('forum-open')).toHaveProperty(
      'href',
      'https://forum.example.org/',
    );
    expect(screen.getByText(/Je dagboek, stemmingen/)).toBeTruthy();
    expect(screen.getByText(/Je naam in de community/)).toBeTruthy();
    db.close();
  });

  it('says the forum is not set up, and never links a non-http address', async () => {
    vi.stubGlobal('fetch', answer({ configured: true, url: 'javascript:alert(1)' }));
    const db = await show();
    expect(await screen.findByTestId('forum-not-configured')).toBeTruthy();
    expect(screen.queryByTestId('forum-open')).toBeNull();
    db.close();
  });

  it('says it is offline when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const db = await show();
    expect(await screen.findByTestId('forum-offline')).toBeTruthy();
    db.close();
  });

  it('asks for a community name first when the forum sent the member back for one', async () => {
    vi.stubGlobal('fetch', answer({ configured: false, url: null }));
    const db = await show('/discourse-support?needs=profile');
    expect(await screen.findByTestId('forum-needs-profile')).toBeTruthy();
    expect(await screen.findByTestId('forum-not-configured')).toBeTruthy();
    db.close();
  });

  it('offers sign-in when the forum sent a signed-out visitor here', async () => {
    vi.stubGlobal('fetch', answer({ configured: true, url: 'https://forum.example.org' }));
    const db = await show('/discourse-support?needs=signin');
    expect(await screen.findByTestId('forum-needs-signin')).toBeTruthy();
    expect(screen.getByText('Inloggen').closest('a')?.getAttribute('href')).toBe(
      '/account?next=%2Fdiscourse-support',
    );
    db.close();
  });
});
