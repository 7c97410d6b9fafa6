// Older pages of a room: asked for only while there can be older messages (seqs start at 1), one at a
// time, merged in order with what the device holds.
import { cacheMessages, type CommunityMessage } from '@groeipad/local-db';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openTestDb } from '../../testing/database';
import { renderApp } from '../../testing/render-app';
import type { CommunityApi, ServerMessage } from './community-api';
import { useCommunityRoom } from './use-community-room';

const ROOM = 'type:INFJ';
const cached = (seq: number): CommunityMessage => ({
  room_id: ROOM,
  seq,
  client_id: `c-${seq}`,
  body: `bericht ${seq}`,
  created_at: '2026-11-29T10:00:00.000Z',
  author_id: 'member-b',
  author_name: 'Bram',
  author_type: 'ENTP',
});
const served = (seq: number): ServerMessage => ({
  roomId: ROOM,
  seq,
  clientId: `c-${seq}`,
  body: `bericht ${seq}`,
  createdAt: '2026-11-29T10:00:00.000Z',
  author: { id: 'member-b', displayName: 'Bram', mbtiType: 'ENTP' },
});

function Probe({ api }: { api: CommunityApi }) {
  const room = useCommunityRoom(ROOM, { enabled: false, api });
  const seqs = [...room.older, ...(room.messages ?? [])].map((m) => m.seq);
  return (
    <div>
      <output data-testid="seqs">{seqs.join(',')}</output>
      <output data-testid="older">{room.hasOlder ? 'more' : 'none'}</output>
      <button type="button" onClick={() => void room.loadOlder()}>
        load
      </button>
    </div>
  );
}

describe('useCommunityRoom older pages', () => {
  it('offers nothing older when the first message of the room is on the device', async () => {
    const db = await openTestDb();
    await cacheMessages(db, [cached(1), cached(2)]);
    const api = { before: vi.fn() } as unknown as CommunityApi;
    renderApp(<Probe api={api} />, { db });
    await waitFor(() => expect(screen.getByTestId('seqs').textContent).toBe('1,2'));
    expect(screen.getByTestId('older').textContent).toBe('none');
    db.close();
  });

  it('pages back until message 1, asking once per tap even when tapped twice', async () => {
    const db = await openTestDb();
    await cacheMessages(db, [cached(5), cached(6)]);
    const before = vi
      .fn()
      .mockResolvedValueOnce({
        ok: true,
        value: { messages: [served(3), served(4)], from: 3, through: 4 },
      })
      .mockResolvedValueOnce({
        ok: true,
        value: { messages: [served(1), served(2)], from: 1, through: 2 },
      });
    renderApp(<Probe api={{ before } as unknown as CommunityApi} />, { db });
    await waitFor(() => expect(screen.getByTestId('seqs').textContent).toBe('5,6'));
    expect(screen.getByTestId('older').textContent).toBe('more');
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(screen.getByTestId('seqs').textContent).toBe('3,4,5,6'));
    expect(before).toHaveBeenCalledTimes(1);
    expect(before).toHaveBeenLastCalledWith(ROOM, 5);
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(screen.getByTestId('seqs').textContent).toBe('1,2,3,4,5,6'));
    expect(before).toHaveBeenLastCalledWith(ROOM, 3);
    expect(screen.getByTestId('older').textContent).toBe('none');
    db.close();
  });
});
