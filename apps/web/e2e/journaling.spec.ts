// The journal (issue 5) offline: write an entry, find it after a reload, edit it (one edit counted),
// delete it and undo, all with the network cut off after the service worker took control.
import { expect, test } from '@playwright/test';
import { JournalingPage } from './pages/journaling-page';

test.describe('journal entries offline', () => {
  test('write, reload, edit, delete and undo', async ({ page, context }) => {
    const journal = new JournalingPage(page);
    await journal.openOffline(context);
    await expect(journal.emptyState).toBeVisible();

    // Write: the entry is created on the first text and the address moves to it.
    await journal.newEntryButton.click();
    await expect(journal.contentField).toBeVisible();
    await journal.titleField.fill('Wandeling langs de rivier');
    await journal.contentField.fill('Vandaag liep ik langs de rivier.\nHet was rustig en zonnig.');
    await journal.mood('Goed').click();
    await expect(page).toHaveURL(/\/journaling\/entry\/[0-9a-f-]{36}$/);
    // Leaving a field flushes, so several writes may pass; wait for the one with everything in it.
    await expect
      .poll(() => journal.storedEntries())
      .toEqual([
        expect.objectContaining({
          title: 'Wandeling langs de rivier',
          content: 'Vandaag liep ik langs de rivier.\nHet was rustig en zonnig.',
          mood_rating: 4,
          word_count: 11,
          is_private: true,
          user_id: 'e2e-user',
        }),
      ]);
    await journal.expectSaved();

    // Reload (still offline): the text is there, line break included.
    await page.reload();
    await expect(journal.contentField).toHaveValue(
      'Vandaag liep ik langs de rivier.\nHet was rustig en zonnig.',
    );
    await expect(journal.titleField).toHaveValue('Wandeling langs de rivier');

    // Edit: saved after the commit, counted once for this session.
    await journal.contentField.press('ControlOrMeta+End');
    await journal.contentField.pressSequentially(' Morgen weer.');
    await journal.expectSaved();
    await journal.titleField.fill('Wandeling langs de Maas');
    await journal.expectSaved();
    await expect(journal.editCount).toHaveText('1 keer bewerkt');
    await journal.doneButton.click();
    await expect(journal.heading).toBeVisible();
    await expect(journal.entries).toHaveCount(1);
    await expect(journal.entries.first()).toContainText('Wandeling langs de Maas');
    const [edited] = await journal.storedEntries();
    expect(JSON.parse(String(edited?.metadata))).toEqual({ edit_count: 1 });

    // Delete from the editor, then undo from the notification.
    await journal.entries.first().getByRole('link').click();
    await expect(journal.contentField).toHaveValue(/Morgen weer\.$/);
    await journal.deleteButton.click();
    await expect(journal.heading).toBeVisible();
    await expect(journal.emptyState).toBeVisible();
    expect(await journal.storedEntries()).toHaveLength(0);
    await journal.undoButton.click();
    await expect(journal.entries).toHaveCount(1);
    await expect(journal.entries.first()).toContainText('Wandeling langs de Maas');

    await page.reload();
    await expect(journal.entries).toHaveCount(1);
    await context.setOffline(false);
  });
});
