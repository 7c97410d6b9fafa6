// Page model of the /tasks screen for the browser tests (Dutch labels).
import { expect, type Locator, type Page } from '@playwright/test';
import { markOnboarded } from '../support/onboarding';
import { readStore } from '../support/read-store';

export type StoredTaskRow = Record<string, unknown>;

export class TasksPage {
  constructor(readonly page: Page) {}

  /** Onboarded browser with a local user, on /tasks with the screen rendered. */
  async open(path = '/tasks') {
    await markOnboarded(this.page, path, { user: true });
    await this.ready();
  }

  /** The heading and the quick-add field are there once the user and the tasks loaded. */
  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Taken' })).toBeVisible();
    await expect(this.quickAddField).toBeVisible();
  }

  get quickAddField() {
    return this.page.getByRole('textbox', { name: 'Snel een taak toevoegen' });
  }

  async quickAdd(title: string) {
    await this.quickAddField.fill(title);
    await this.quickAddField.press('Enter');
    await expect(this.card(title)).toBeVisible();
    await expect(this.quickAddField).toHaveValue('');
  }

  card(title: string): Locator {
    return this.page.getByRole('listitem', { name: title });
  }

  checkbox(title: string): Locator {
    return this.card(title).getByRole('checkbox', { name: `${title} afvinken` });
  }

  get statusChips(): Locator {
    return this.page.getByRole('radiogroup', { name: 'Welke taken wil je zien?' });
  }

  statusChip(name: RegExp): Locator {
    return this.statusChips.getByRole('radio', { name });
  }

  /** The chip's radio is visually hidden; people click its label. */
  async chooseStatus(name: RegExp) {
    await this.statusChips.locator('label').filter({ hasText: name }).click();
    await expect(this.statusChip(name)).toBeChecked();
  }

  /** The tasks table as the app stored it. */
  storedTasks(): Promise<StoredTaskRow[]> {
    return readStore<StoredTaskRow>(this.page, 'tasks');
  }
}
