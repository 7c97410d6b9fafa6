// Page model of the journal (/journaling and its entry editor) for the browser tests, with Dutch labels.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { markOnboarded } from '../support/onboarding';
import { waitForServiceWorker } from '../support/service-worker';
import { readStore } from '../support/read-store';

export type StoredEntry = Record<string, unknown>;

export class JournalingPage {
  constructor(readonly page: Page) {}

  /** Onboarded with a user (Anna, INFJ), service worker in control, then the network cut off. */
  async openOffline(context: BrowserContext) {
    await markOnboarded(this.page, '/journaling', { user: true });
    await waitForServiceWorker(this.page);
    await context.setOffline(true);
    await this.page.reload();
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Dagboek' });
  }

  get newEntryButton() {
    return this.page.getByTestId('journal-new-entry');
  }

  get titleField() {
    return this.page.getByLabel('Titel', { exact: true });
  }

  get contentField() {
    return this.page.getByLabel('Wat wil je opschrijven?');
  }

  get saveStatus() {
    return this.page.getByTestId('journal-save-status');
  }

  get editCount() {
    return this.page.getByTestId('journal-edit-count');
  }

  get doneButton() {
    return this.page.getByRole('button', { name: 'Klaar' });
  }

  get deleteButton() {
    return this.page.getByRole('button', { name: 'Notitie verwijderen' });
  }

  get undoButton() {
    return this.page.getByRole('button', { name: 'Ongedaan maken' });
  }

  get entries() {
    return this.page.getByTestId('journal-entry');
  }

  get emptyState() {
    return this.page.getByTestId('journal-empty');
  }

  mood(name: string) {
    return this.page.getByRole('radio', { name });
  }

  /** "Saved on this device at hh:mm" appears only after IndexedDB committed the write. */
  async expectSaved() {
    await expect(this.saveStatus).toHaveText(/^Opgeslagen op dit apparaat om \d/);
  }

  /** Every enhanced journal entry in the app's IndexedDB. */
  storedEntries(): Promise<StoredEntry[]> {
    return readStore<StoredEntry>(this.page, 'enhanced_journal_entries');
  }
}
