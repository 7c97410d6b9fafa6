import { crisisResources } from '@groeipad/coach';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Turn } from '../../lib/coach/conversation-store';
import { renderApp } from '../../testing/render-app';
import { MessageList } from './message-list';

const reply: Turn = {
  id: 't1',
  role: 'assistant',
  text: 'Probeer eens vier tellen in te ademen.',
  at: 0,
  kind: 'coach',
  model: null,
  link: null,
};

function renderList(streaming: string | null) {
  renderApp(
    <MessageList
      turns={[reply]}
      streaming={streaming}
      coachName="Coach"
      resources={crisisResources('nl')}
      crisis={null}
      onDismissCrisis={() => undefined}
    />,
  );
  return screen.getByTestId('coach-messages');
}

describe('MessageList', () => {
  it('marks the bubble of a reply still being written, so it never counts as a stored reply', () => {
    for (const streaming of ['', 'Probeer']) {
      const log = renderList(streaming);
      expect(log.querySelectorAll('[data-role="coach"]')).toHaveLength(2);
      expect(log.querySelectorAll('[data-role="coach"]:not([data-pending])')).toHaveLength(1);
      cleanup();
    }
  });
});
