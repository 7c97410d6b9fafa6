// The coach screen on a real database: an offline conversation that is stored and logged, the starters,
// a crisis message that shows resources instead of coaching, and English.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { MantineProvider } from '@mantine/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { AiCoachingScreen, PersonalCoachScreen } from './coach-screen';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  localStorage.clear();
  // No server in these tests: the coach config request fails, which means "offline coach only".
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
  database = await openTestDatabase();
});

afterEach(() => {
  database.db.close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function render(element: React.ReactElement, lng = 'nl') {
  return renderApp(<MantineProvider env="test">{element}</MantineProvider>, { database, lng });
}

async function send(text: string) {
  const input = await screen.findByTestId('coach-input');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByTestId('coach-send'));
}

function coachReplies() {
  return screen.getByTestId('coach-messages').querySelectorAll('[data-role="coach"]');
}

describe('the coach screen', () => {
  it('answers offline with a first step (issue 18), stores both turns and logs the exchange', async () => {
    render(<AiCoachingScreen />);
    expect(await screen.findByTestId('coach-empty')).toBeTruthy();
    expect(screen.getByTestId('coach-provider').getAttribute('data-provider')).toBe('offline');
    await send('Ik slaap al weken slecht en lig elke nacht te piekeren.');
    const log = await screen.findByTestId('coach-messages');
    await waitFor(() => expect(log.querySelectorAll('[data-role="coach"]')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('coach-streaming')).toBeNull());
    const reply = log.querySelector('[data-role="coach"]')?.textContent ?? '';
    expect(reply).toContain('Stap 1 van 3');
    expect(reply.match(/\?/g)?.length ?? 0).toBeLessThanOrEqual(1);
    const rows = await database.db.chat_messages.toArray();
    expect(rows.map((row) => row.is_user).sort()).toEqual([false, true]);
    expect(rows.every((row) => row.user_id === TEST_USER_ID && row.contact_id === 'ai-coach')).toBe(
      true,
    );
    const interactions = await database.db.ai_interactions.toArray();
    expect(interactions).toHaveLength(1);
    expect(interactions[0]).toMatchObject({ context_type: 'coaching', ai_model: 'offline' });
    expect(JSON.parse(interactions[0]?.metadata ?? '{}')).toMatchObject({
      provider: 'offline',
      topic: 'sleep',
    });
    expect(screen.getByTestId<HTMLTextAreaElement>('coach-input').value).toBe('');
  });

  it('refuses an empty message with a clear text and stores nothing', async () => {
    render(<AiCoachingScreen />);
    await send('   ');
    expect((await screen.findByRole('alert')).textContent).toContain('Schrijf eerst een bericht.');
    expect(await database.db.chat_messages.count()).toBe(0);
  });

  it('shows crisis resources instead of coaching for a crisis message', async () => {
    // A Dutch browser: the resources are the Dutch ones.
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('nl-NL');
    render(<AiCoachingScreen />);
    await send('ik wil er niet meer zijn, ik zie het niet meer zitten');
    const panel = await screen.findByTestId('crisis-panel');
    expect(panel.textContent).toContain('0800-0113');
    expect(
      within(panel)
        .getAllByRole('link')
        .some((a) => a.getAttribute('href') === 'tel:112'),
    ).toBe(true);
    await waitFor(async () => {
      const [reply] = (await database.db.chat_messages.toArray()).filter((row) => !row.is_user);
      expect(reply?.message_type).toBe('crisis');
    });
  });

  it('"help now" shows crisis lines and grounding at any time, without a message', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('nl-NL');
    render(<AiCoachingScreen />);
    fireEvent.click(await screen.findByTestId('coach-help-now'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('0800-0113');
    expect(dialog.textContent).toContain('5-4-3-2-1');
    expect(await database.db.chat_messages.count()).toBe(0);
  });

  it('puts a button to the journal, with the prompt, under a reply that links it; a reload keeps it', async () => {
    const first = render(<AiCoachingScreen />);
    const words = [
      'Ik pieker de hele avond, wat kan ik doen?',
      'gedaan',
      'gedaan',
      'gedaan',
      'ja, dat hielp',
    ];
    for (const [index, text] of words.entries()) {
      await send(text);
      await waitFor(() => expect(coachReplies()).toHaveLength(index + 1));
      await waitFor(() => expect(screen.queryByTestId('coach-streaming')).toBeNull());
    }
    const button = await screen.findByRole('link', { name: /Open je dagboek/ });
    expect(button.getAttribute('href')).toBe('/journaling/new?prompt=general5');
    expect(screen.getAllByTestId('coach-reply-link')).toHaveLength(1);
    first.unmount();

    const again = render(<AiCoachingScreen />);
    const kept = await screen.findByRole('link', { name: /Open je dagboek/ });
    fireEvent.click(kept);
    await waitFor(() =>
      expect(`${again.router.state.location.pathname}${again.router.state.location.search}`).toBe(
        '/journaling/new?prompt=general5',
      ),
    );
  });

  it('works in English, and the personal coach shows what the coach knows', async () => {
    render(<PersonalCoachScreen />, 'en');
    expect(await screen.findByText('What your coach knows about you')).toBeTruthy();
    await send('I keep putting off my work and feel lazy');
    await waitFor(() =>
      expect(
        screen.getByTestId('coach-messages').querySelectorAll('[data-role="coach"]'),
      ).toHaveLength(1),
    );
  });
});
