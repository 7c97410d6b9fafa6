// Page model of the app shell for the browser tests.
import { expect, type Page } from '@playwright/test';
import { waitForServiceWorker } from '../support/service-worker';

/** The Dutch greeting home opens with, for any part of the day. */
export const HOME_GREETING = /^Goede(morgen|middag|navond|nacht)\b/;

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

  /** The home screen's <h1>: good morning/afternoon/evening/night, whatever the hour of the run. */
  get homeGreeting() {
    return this.page.getByRole('heading', { level: 1, name: HOME_GREETING });
  }

  async waitForServiceWorker() {
    await waitForServiceWorker(this.page);
  }
}
