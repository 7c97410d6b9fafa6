// The editor when saving fails or a session ended early: the text is kept, restored and saved later.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { backupKey, readBackup, writeBackup } from './draft-backup';
import { draftOf } from './draft';
import {
  SLOW,
  contentField,
  current,
  entries,
  openEditor,
  statusText,
} from '../../testing/features/journal-editor';
import { USER_ID, seedEntry } from '../../testing/features/journaling-db';

describe('failures and restore', () => {
  it('shows the error, keeps the text, and saves on retry', async () => {
    const table = current.database.db.enhanced_journal_entries;
    vi.spyOn(table, 'add').mockRejectedValueOnce(new Error('disk says no'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openEditor('/journaling/new');
    fireEvent.change(contentField(), { target: { value: 'Niet verliezen.' } });
    fireEvent.blur(contentField());
    await waitFor(() => expect(statusText()).toMatch(/^Opslaan lukte niet/), SLOW);
    expect(contentField()).toHaveProperty('value', 'Niet verliezen.');
    expect(Object.keys(localStorage).some((k) => k.startsWith('groeipad:journal-draft:'))).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(statusText()).toMatch(/^Opgeslagen/), SLOW);
    expect((await entries())[0]?.content).toBe('Niet verliezen.');
  });

  it('continues a new entry whose text never reached the current.database', async () => {
    const add = vi
      .spyOn(current.database.db.enhanced_journal_entries, 'add')
      .mockRejectedValue(new Error('tab closed before commit'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await openEditor('/journaling/new');
    fireEvent.change(contentField(), { target: { value: 'Half af.' } });
    first.unmount();
    // Leaving flushes; that write fails too, as if the tab had closed mid-commit.
    await waitFor(() => expect(add).toHaveBeenCalled(), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 50));
    add.mockRestore();
    expect(await entries()).toHaveLength(0);

    const { router } = await openEditor('/journaling/new');
    await waitFor(() => expect(contentField()).toHaveProperty('value', 'Half af.'));
    expect(screen.getByText('Niet-opgeslagen tekst teruggezet')).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/journaling\/entry\//);
    await waitFor(async () => expect((await entries())[0]?.content).toBe('Half af.'), SLOW);
  });

  it('restores a backup newer than the stored entry, says so, and saves it', async () => {
    const entry = await seedEntry(current.database);
    writeBackup(localStorage, {
      id: entry.id,
      userId: USER_ID,
      savedAt: Date.now(),
      draft: { ...draftOf(entry), content: 'De nieuwere tekst.' },
    });
    await openEditor(`/journaling/entry/${entry.id}`);
    expect(contentField()).toHaveProperty('value', 'De nieuwere tekst.');
    expect(screen.getByTestId('journal-restored').textContent).toContain(
      'Niet-opgeslagen tekst teruggezet',
    );
    await waitFor(
      async () =>
        expect((await current.database.db.enhanced_journal_entries.get(entry.id))?.content).toBe(
          'De nieuwere tekst.',
        ),
      SLOW,
    );
    await waitFor(() => expect(localStorage.getItem(backupKey(entry.id))).toBeNull());
  });

  it('ignores and drops a backup older than the stored entry', async () => {
    const entry = await seedEntry(current.database);
    writeBackup(localStorage, {
      id: entry.id,
      userId: USER_ID,
      savedAt: entry.updated_at - 1000,
      draft: { ...draftOf(entry), content: 'Oud.' },
    });
    await openEditor(`/journaling/entry/${entry.id}`);
    expect(contentField()).toHaveProperty('value', entry.content);
    expect(screen.queryByTestId('journal-restored')).toBeNull();
    expect(readBackup(localStorage, entry.id)).toBeUndefined();
  });
});
