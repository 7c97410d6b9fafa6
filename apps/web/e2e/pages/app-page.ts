// Page model of the app shell for the browser tests.
import { expect, type Page } from '@playwright/test';

export class AppPage {
  constructor(readonly page: Page) {}

  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.main).toBeVisible();
  }

  get main() {
    return this.page.getByRole('main');
  }

  get languageSelect() {
    return this.page.getByRole('combobox');
  }

  get dbStatus() {
    return this.page.getByTestId('db-status');
  }

  async waitForServiceWorker() {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise<void>((resolve) => {
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
            once: true,
          });
        });
      }
    });
  }
}
