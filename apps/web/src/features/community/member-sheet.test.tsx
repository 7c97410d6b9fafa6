// The member sheet and the blocked list against a fake community API: write, block (and forget their
// cached messages), report with a reason, refusals in plain words; unblock from the list.
import { cacheMessages, cachedMessages, type CommunityMessage } from '@groeipad/local-db';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityApi } from '../../lib/community/community-api';
import { forgetFavourites } from '../../lib/community/use-favourites';
import { openTestDb } from '../../testing/database';
import { renderApp } from '../../testing/render-app';
import { BlockedMembers } from './blocked-members';
import { reportText } from '../../lib/community/member-actions';
import { MemberSheet } from './member-sheet';

const bram: CommunityMessage = {
  room_id: 'type:INFJ',
  seq: 7,
  client_id: 'c-7',
  body: 'hoi',
  created_at: '2026-11-29T10:00:00.000Z',
  author_id: 'member-b',
  author_name: 'Bram',
  author_type: 'ENTP',
};

function fakeApi(overrides: Partial<CommunityApi> = {}): CommunityApi {
  return {
    direct: vi.fn(() => Promise.resolve({ ok: true as const, value: { roomId: 'direct:a:b' } })),
    block: vi.fn(() => Promise.resolve({ ok: true as const, value: undefined })),
    unblock: vi.fn(() => Promise.resolve({ ok: true as const, value: undefined })),
    blocked: vi.fn(() =>
      Promise.resolve({
        ok: true as const,
        value: { blocked: [{ id: 'member-b', displayName: 'Bram', mbtiType: 'ENTP' }] },
      }),
    ),
    report: vi.fn(() => Promise.resolve({ ok: true as const, value: { reported: true as const } })),
    favourites: vi.fn(() => Promise.resolve({ ok: true as const, value: { favourites: [] } })),
    favourite: vi.fn(() => Promise.resolve({ ok: true as const, value: undefined })),
    unfavourite: vi.fn(() => Promise.resolve({ ok: true as const, value: undefined })),
    ...overrides,
  } as unknown as CommunityApi;
}

afterEach(() => forgetFavourites());

describe('MemberSheet', () => {
  it('saves the author as a favourite and takes it back when the server refuses the removal', async () => {
    const db = await openTestDb();
    const api = fakeApi({
      unfavourite: vi.fn(() =>
        Promise.resolve({ ok: false as const, error: 'network', status: 0 }),
      ),
    });
    renderApp(<MemberSheet message={bram} api={api} onClose={() => undefined} />, { db });
    const add = await screen.findByRole('button', { name: 'Bram als favoriet bewaren' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    expect(add.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(add);
    const remove = await screen.findByRole('button', { name: 'Bram uit je favorieten halen' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(api.favourite).toHaveBeenCalledWith('member-b');

    // Offline the removal fails: the star stays, and the member reads why.
    fireEvent.click(remove);
    expect((await screen.findByRole('alert')).textContent).toMatch(/alleen met internet/);
    expect(
      screen
        .getByRole('button', { name: 'Bram uit je favorieten halen' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(api.unfavourite).toHaveBeenCalledWith('member-b');
    db.close();
  });

  it('opens the direct conversation with the author', async () => {
    const db = await openTestDb();
    const api = fakeApi();
    const onClose = vi.fn();
    const { router } = renderApp(<MemberSheet message={bram} api={api} onClose={onClose} />, {
      db,
      path: '/communities/room/type:INFJ',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stuur Bram een bericht' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/communities/room/direct%3Aa%3Ab'),
    );
    expect(api.direct).toHaveBeenCalledWith('member-b');
    expect(onClose).toHaveBeenCalled();
    db.close();
  });

  it('blocks after a confirmation that says they are not told, and drops their cached messages', async () => {
    const db = await openTestDb();
    await cacheMessages(db, [
      bram,
      { ...bram, seq: 8, author_id: 'member-c', author_name: 'Cleo' },
    ]);
    const api = fakeApi();
    renderApp(<MemberSheet message={bram} api={api} onClose={() => undefined} />, { db });
    fireEvent.click(await screen.findByRole('button', { name: 'Bram blokkeren' }));
    expect(screen.getByText(/Bram krijgt dit niet te horen/)).toBeTruthy();
    expect(api.block).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Blokkeren' }));
    expect(await screen.findByTestId('member-done')).toBeTruthy();
    expect(api.block).toHaveBeenCalledWith('member-b');
    expect((await cachedMessages(db, 'type:INFJ')).map((m) => m.author_id)).toEqual(['member-c']);
    db.close();
  });

  it('reports the message with the chosen reason and note, and says plainly when offline', async () => {
    const db = await openTestDb();
    const api = fakeApi({
      report: vi
        .fn()
        .mockResolvedValueOnce({ ok: false, error: 'network', status: 0 })
        .mockResolvedValueOnce({ ok: true, value: { reported: true } }),
    });
    renderApp(<MemberSheet message={bram} api={api} onClose={() => undefined} />, { db });
    fireEvent.click(await screen.findByRole('button', { name: 'Dit bericht melden' }));
    fireEvent.click(screen.getByLabelText('Spam of reclame'));
    fireEvent.change(screen.getByLabelText(/Toelichting/), {
      target: { value: '  steeds  dezelfde link ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Melden' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/alleen met internet/);
    fireEvent.click(screen.getByRole('button', { name: 'Melden' }));
    expect(await screen.findByTestId('member-done')).toBeTruthy();
    expect(api.report).toHaveBeenLastCalledWith('type:INFJ', 7, 'spam: steeds dezelfde link');
    db.close();
  });
});

describe('reportText', () => {
  it('is the reason code, then the note on one line, at most 500 characters', () => {
    expect(reportText('hate', '   ')).toBe('hate');
    expect(reportText('other', 'a\n\nb')).toBe('other: a b');
    expect(reportText('other', 'x'.repeat(600))).toHaveLength(500);
  });
});

describe('BlockedMembers', () => {
  it('lists blocked members by name and unblocks one', async () => {
    const db = await openTestDb();
    const api = fakeApi();
    renderApp(<BlockedMembers api={api} />, { db });
    expect(await screen.findByText('Bram · ENTP')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bram deblokkeren' }));
    expect(await screen.findByText(/Je hebt niemand geblokkeerd/)).toBeTruthy();
    expect(api.unblock).toHaveBeenCalledWith('member-b');
    db.close();
  });

  it('says when the list cannot be loaded and tries again', async () => {
    const db = await openTestDb();
    const blocked = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, error: 'network', status: 0 })
      .mockResolvedValueOnce({ ok: true, value: { blocked: [] } });
    renderApp(<BlockedMembers api={fakeApi({ blocked })} />, { db });
    expect(await screen.findByText(/alleen met internet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText(/Je hebt niemand geblokkeerd/)).toBeTruthy();
    db.close();
  });
});
