// Page model of the app shell for the browser tests.
import { expect, type Page } from '@playwright/test';
import { waitForServiceWorker } from '../support/service-worker';

export class AppPage {
  constructor(readonly page: Page) {}

  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.main).toBeVisible();
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** The header's language picker (screens such as onboarding may have their own). */
  get languageSelect() {
    return this.page.getByRole('banner').getByRole('combobox');
  }

  get dbStatus() {
    return this.page.getByTestId('db-status');
  }

  async waitForServiceWorker() {
    await waitForServiceWorker(this.page);
  }
}
