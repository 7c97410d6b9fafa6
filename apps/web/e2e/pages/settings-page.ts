// Page model of the /settings screen for the browser tests (Dutch labels unless a test switched language).
import { expect, type Page } from '@playwright/test';
import { markOnboarded } from '../support/onboarding';

export class SettingsPage {
  constructor(readonly page: Page) {}

  /** Onboarded browser on /settings with the screen rendered; `user` adds the device's users record. */
  async open(options: { user?: boolean } = {}) {
    await markOnboarded(this.page, '/settings', options);
    await expect(this.heading('Instellingen')).toBeVisible();
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  get languageSelect() {
    return this.page.getByLabel('Taal van de app');
  }

  get reminderTime() {
    return this.page.getByRole('textbox', { name: 'Tijd van de herinnering' });
  }

  get saveTime() {
    return this.page.getByRole('button', { name: 'Tijd opslaan' });
  }

  get reminderSwitch() {
    return this.page.getByRole('switch', { name: 'Dagelijkse herinnering' });
  }

  get savedNotice() {
    return this.page.getByText('Opgeslagen', { exact: true });
  }

  get exportButton() {
    return this.section('Privacy').getByRole('button', { name: 'Exporteer al mijn gegevens' });
  }

  get deleteButton() {
    return this.page.getByRole('button', { name: 'Alle lokale gegevens verwijderen' });
  }

  get deleteDialog() {
    return this.page.getByRole('dialog', { name: 'Alles op dit apparaat verwijderen?' });
  }

  /** Waits until every saved-notification is gone, so the next one can be told apart. */
  async dismissNotices() {
    await expect(this.savedNotice).toHaveCount(0, { timeout: 10_000 });
  }
}
