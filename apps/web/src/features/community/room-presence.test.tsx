// The room's presence pieces: "Gelezen" under the last own message the peer read, and the presence line
// (online in a direct room, a count elsewhere, nothing when the member does not share or nobody is online).
import type { CommunityMessage } from '@groeipad/local-db';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastOwnRead } from '../../lib/community/use-room-presence';
import { renderApp } from '../../testing/render-app';
import { CommunityMessages } from './community-messages';
import { PresenceLine } from './presence-line';

function message(seq: number, author: string): CommunityMessage {
  return {
    room_id: 'dm:member-a:member-b',
    seq,
    client_id: `c-${seq}`,
    body: `bericht ${seq}`,
    created_at: '2026-11-29T10:00:00.000Z',
    author_id: author,
    author_name: author === 'member-a' ? 'Anna' : 'Bram',
    author_type: null,
  };
}

const conversation = [
  message(1, 'member-a'),
  message(2, 'member-a'),
  message(3, 'member-b'),
  message(4, 'member-a'),
];

describe('lastOwnRead', () => {
  it('picks the newest own message the peer read up to, and none without a marker', () => {
    expect(lastOwnRead(conversation, 'member-a', null)).toBeNull();
    expect(lastOwnRead(conversation, 'member-a', 0)).toBeNull();
    expect(lastOwnRead(conversation, 'member-a', 1)).toBe(1);
    expect(lastOwnRead(conversation, 'member-a', 3)).toBe(2);
    expect(lastOwnRead(conversation, 'member-a', 9)).toBe(4);
    expect(lastOwnRead(conversation, undefined, 9)).toBeNull();
    expect(lastOwnRead([message(3, 'member-b')], 'member-a', 3)).toBeNull();
  });
});

/** Anna's side of the conversation, with "Gelezen" where `readSeq` puts it. */
function showConversation(readSeq?: number | null) {
  renderApp(
    <CommunityMessages
      messages={conversation}
      outbox={[]}
      selfId="member-a"
      onRetry={() => undefined}
      onDiscard={() => undefined}
      readSeq={readSeq}
    />,
  );
}

describe('read receipts and presence in a room', () => {
  it('shows "Gelezen" once, under the message it belongs to', () => {
    showConversation(lastOwnRead(conversation, 'member-a', 3));
    const read = screen.getAllByTestId('community-read');
    expect(read).toHaveLength(1);
    expect(read[0]!.textContent).toBe('Gelezen');
    expect(read[0]!.closest('[data-testid="community-message"]')?.getAttribute('data-seq')).toBe(
      '2',
    );
  });

  it('shows no "Gelezen" without a marker', () => {
    showConversation();
    expect(screen.queryByTestId('community-read')).toBeNull();
  });

  it('says online in a direct room and counts members elsewhere, and nothing when unknown or nobody', () => {
    const { unmount } = renderApp(<PresenceLine direct online={1} />);
    expect(screen.getByTestId('community-presence').textContent).toBe('online');
    unmount();
    const count = renderApp(<PresenceLine direct={false} online={3} />);
    expect(screen.getByTestId('community-presence').textContent).toBe('3 leden online');
    count.unmount();
    const one = renderApp(<PresenceLine direct={false} online={1} />);
    expect(screen.getByTestId('community-presence').textContent).toBe('1 lid online');
    one.unmount();
    for (const online of [null, 0]) {
      const none = renderApp(<PresenceLine direct online={online} />);
      expect(screen.queryByTestId('community-presence')).toBeNull();
      none.unmount();
    }
  });
});
