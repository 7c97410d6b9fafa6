import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpenReport } from '../../lib/community/community-api';
import { renderApp } from '../../testing/render-app';
import { ModerationPanel, splitReason } from './moderation-panel';

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

describe('moderation panel', () => {
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
