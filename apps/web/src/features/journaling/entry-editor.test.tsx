// The editor writing a new entry: backup at once, create after the pause, "saved" only after the commit.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SLOW,
  contentField,
  current,
  entries,
  openEditor,
  statusText,
} from '../../testing/features/journal-editor';
import { USER_ID, holdNextAdd } from '../../testing/features/journaling-db';

describe('writing a new entry', () => {
  it('keeps a backup at once, creates the entry after the pause, and says saved only after the commit', async () => {
    const { add, release } = holdNextAdd(current.database);
    const { router } = await openEditor('/journaling/new');
    const field = contentField();
    fireEvent.change(field, { target: { value: 'Vandaag was een mooie dag.' } });

    // The backup is written in the same tick as the keystroke.
    const key = Object.keys(localStorage).find((k) => k.startsWith('groeipad:journal-draft:'));
    expect(key).toBeDefined();
    expect(localStorage.getItem(key ?? '')).toContain('Vandaag was een mooie dag.');
    expect(statusText()).toBe('Opslaan…');
    expect(await entries()).toHaveLength(0);

    // The write has started (after the 600 ms pause) but not committed: still "saving".
    await waitFor(() => expect(add).toHaveBeenCalled(), SLOW);
    expect(statusText()).toBe('Opslaan…');
    release();

    await waitFor(() => expect(statusText()).toMatch(/^Opgeslagen op dit apparaat om \d/), SLOW);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      user_id: USER_ID,
      content: 'Vandaag was een mooie dag.',
      is_private: true,
      is_public: false,
      share_with_ai: false,
      mbti_type: 'INFJ',
      word_count: 5,
      reading_time_minutes: 1,
      category: 'personal',
    });
    // No mood was picked, so none is stored (the editor preselects none).
    expect(entry?.mood_rating).toBeUndefined();
    expect(entry?.mood_emoji).toBeUndefined();
    expect(entry?.prompt_id).toMatch(/^(ni|fe|general)\d$/);
    expect(entry?.last_edited).toBeGreaterThan(0);
    // The backup went once the write that held it committed.
    expect(localStorage.getItem(key ?? '')).toBeNull();
    // The address moved to the entry without remounting the editor (the same field keeps the text).
    expect(router.state.location.pathname).toBe(`/journaling/entry/${entry?.id}`);
    expect(contentField()).toBe(field);
    expect(field).toHaveProperty('value', 'Vandaag was een mooie dag.');
  });

  it('stores the tone of the saved text and shows it quietly', async () => {
    await openEditor('/journaling/new');
    fireEvent.change(contentField(), {
      target: { value: 'Wat een heerlijke, gelukkige dag. Ik ben blij en dankbaar.' },
    });
    fireEvent.blur(contentField());
    expect(await screen.findByTestId('journal-tone', {}, SLOW)).toHaveProperty(
      'textContent',
      'Toon: positief',
    );
    expect((await entries())[0]?.sentiment_score).toBeGreaterThan(0);
  });

  it('does not create anything while the entry is still empty', async () => {
    await openEditor('/journaling/new');
    fireEvent.change(contentField(), { target: { value: '   ' } });
    fireEvent.blur(contentField());
    await waitFor(() => expect(statusText()).not.toBe('Opslaan…'), SLOW);
    expect(await entries()).toHaveLength(0);
  });

  it('keeps an entry of only a mood, and takes the mood back on "No mood"', async () => {
    await openEditor('/journaling/new');
    // No face is preselected.
    expect(screen.getByRole('radio', { name: 'Neutraal' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Somber' }));
    await waitFor(async () => expect(await entries()).toHaveLength(1), SLOW);
    expect((await entries())[0]).toMatchObject({ mood_rating: 2, mood_emoji: '😔', content: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Geen stemming' }));
    await waitFor(async () => expect((await entries())[0]?.mood_rating).toBeUndefined(), SLOW);
    expect((await entries())[0]?.mood_emoji).toBeUndefined();
  });

  it('starts with the prompt from the address and offers a different one', async () => {
    await openEditor('/journaling/new?prompt=ne2');
    const prompt = screen.getByTestId('journal-prompt');
    expect(prompt.dataset.promptId).toBe('ne2');
    expect(prompt.textContent).toMatch(/^Als je morgen één ding/);
    fireEvent.click(screen.getByRole('button', { name: 'Andere vraag' }));
    // INFJ: Ni, then Fe, then the general prompts; ne2 is none of them, so the first one of the list comes.
    expect(screen.getByTestId('journal-prompt').dataset.promptId).toMatch(/^ni\d$/);
  });

  it('flushes at once when the field loses focus, without waiting for the pause', async () => {
    await openEditor('/journaling/new');
    fireEvent.change(contentField(), { target: { value: 'Kort.' } });
    fireEvent.blur(contentField());
    await waitFor(async () => expect(await entries()).toHaveLength(1), { timeout: 400 });
  });
});
