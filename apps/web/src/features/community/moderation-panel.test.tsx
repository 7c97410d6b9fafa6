import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpenReport } from '../../lib/community/community-api';
import { renderApp } from '../../testing/render-app';
import type { ModerationNews } from '../../lib/community/use-community-room';
import { ModerationPanel, splitReason, withReport } from './moderation-panel';

const report: OpenReport = {
  id: 'report-1',
  roomId: 'type:INFJ',
  seq: 7,
  reason: 'harassment: scheldt me uit',
  createdAt: '2026-11-29T01:00:00.000Z',
  context: [
    { seq: 6, authorId: 'member-a', displayName: 'Anna', body: 'hoe gaat het?', createdAt: '' },
    { seq: 7, authorId: 'member-b', displayName: 'Bram', body: 'hou je mond', createdAt: '' },
  ],
};

function fakeApi(slowModeSeconds = 0) {
  const ok = () => Promise.resolve({ ok: true as const, value: undefined });
  return {
    moderation: vi.fn(() =>
      Promise.resolve({ ok: true as const, value: { reports: [report], slowModeSeconds } }),
    ),
    hide: vi.fn(ok),
    resolve: vi.fn(ok),
    mute: vi.fn(ok),
    setSlowMode: vi.fn(ok),
  };
}

/** A room's moderation news the test sends by hand, as the socket would. */
function fakeFeed() {
  const listeners = new Set<(news: ModerationNews) => void>();
  return {
    feed: (listener: (news: ModerationNews) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send: (news: ModerationNews) => {
      act(() => {
        for (const listener of listeners) listener(news);
      });
    },
    listening: () => listeners.size,
  };
}

const later: OpenReport = {
  ...report,
  id: 'report-2',
  seq: 9,
  reason: 'spam',
  createdAt: '2026-11-29T02:00:00.000Z',
  context: [{ seq: 9, authorId: 'member-c', displayName: 'Cor', body: 'koop nu', createdAt: '' }],
};

describe('moderation panel', () => {
  it('shows a report filed meanwhile without a reload, and drops reports another moderator closed', async () => {
    const api = fakeApi();
    const live = fakeFeed();
    const { unmount } = renderApp(
      <ModerationPanel roomId="type:INFJ" api={api} live={live.feed} />,
    );
    expect(await screen.findByText('Bram: hou je mond')).toBeTruthy();
    live.send({ kind: 'report', report: later });
    expect(screen.getByText('Cor: koop nu')).toBeTruthy();
    // The same report twice (a reread raced the push) shows once.
    live.send({ kind: 'report', report: later });
    expect(screen.getAllByTestId('community-report-item')).toHaveLength(2);
    live.send({ kind: 'closed', reportIds: ['report-1'] });
    expect(screen.queryByText('Bram: hou je mond')).toBeNull();
    expect(screen.getAllByTestId('community-report-item')).toHaveLength(1);
    expect(api.moderation).toHaveBeenCalledTimes(1);
    // After a reconnect the list is read again: pushes during the gap were lost.
    live.send({ kind: 'connected' });
    await waitFor(() => expect(api.moderation).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Bram: hou je mond')).toBeTruthy();
    unmount();
    expect(live.listening()).toBe(0);
  });

  it('keeps a report this moderator hid in view with its note when the server closes it', async () => {
    const api = fakeApi();
    const live = fakeFeed();
    renderApp(<ModerationPanel roomId="type:INFJ" api={api} live={live.feed} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verbergen' }));
    live.send({ kind: 'closed', reportIds: ['report-1'] });
    expect(await screen.findByText('Verborgen voor iedereen.')).toBeTruthy();
    expect(screen.getByText('Bram: hou je mond')).toBeTruthy();
  });

  it('lists pushed reports oldest first, each once', () => {
    const earlier = { ...later, id: 'report-0', createdAt: '2026-11-29T00:00:00.000Z' };
    expect(withReport([report], later).map((r) => r.id)).toEqual(['report-1', 'report-2']);
    expect(withReport([report, later], earlier).map((r) => r.id)).toEqual([
      'report-0',
      'report-1',
      'report-2',
    ]);
    expect(withReport([report], report)).toEqual([report]);
  });

  it('shows an open report with the messages around it and hides the reported message', async () => {
    const api = fakeApi();
    renderApp(<ModerationPanel roomId="type:INFJ" api={api} />);
    expect(await screen.findByText('Reden: Pesten of intimidatie · scheldt me uit')).toBeTruthy();
    expect(screen.getByText('Anna: hoe gaat het?')).toBeTruthy();
    expect(screen.getByLabelText('Gemeld bericht').textContent).toBe('Bram: hou je mond');
    fireEvent.click(screen.getByRole('button', { name: 'Verbergen' }));
    expect(await screen.findByText('Verborgen voor iedereen.')).toBeTruthy();
    expect(api.hide).toHaveBeenCalledWith('type:INFJ', 7);
  });

  it('mutes the reported writer for the chosen time and resolves the report', async () => {
    const api = fakeApi();
    renderApp(<ModerationPanel roomId="type:INFJ" api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Demp Bram · 1 uur' }));
    expect(await screen.findByText('Bram is gedempt.')).toBeTruthy();
    expect(api.mute).toHaveBeenCalledWith('type:INFJ', 'member-b', 60);
    fireEvent.click(screen.getByRole('button', { name: 'Afhandelen' }));
    expect(await screen.findByText('Geen open meldingen.')).toBeTruthy();
    expect(api.resolve).toHaveBeenCalledWith('type:INFJ', 'report-1');
  });

  it('sets slow mode for the room', async () => {
    const api = fakeApi(30);
    renderApp(<ModerationPanel roomId="type:INFJ" api={api} />);
    fireEvent.click(await screen.findByText('2 min'));
    await waitFor(() => expect(api.setSlowMode).toHaveBeenCalledWith('type:INFJ', 120));
  });

  it('reads a reason from an older or other client as plain words', () => {
    expect(splitReason('kwetsend')).toEqual({ code: null, words: 'kwetsend' });
    expect(splitReason('spam: kijk: hier')).toEqual({ code: 'spam', words: 'kijk: hier' });
  });
});
