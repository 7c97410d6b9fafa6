// Page model of the levensgebied screen (/levensgebied/:id) for the browser tests, with Dutch labels.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { markOnboarded } from '../support/onboarding';
import { waitForServiceWorker } from '../support/service-worker';

export class LifeAreaPage {
  constructor(
    readonly page: Page,
    readonly area: string,
    readonly areaName: string,
  ) {}

  /** Onboarded with a user (Anna, INFJ), on the area's screen with the questionnaire rendered. */
  async open() {
    await markOnboarded(this.page, `/levensgebied/${this.area}`, { user: true });
    await this.ready();
  }

  /** As open(), then the service worker in control and the network cut off. */
  async openOffline(context: BrowserContext) {
    await this.open();
    await waitForServiceWorker(this.page);
    await context.setOffline(true);
    await this.page.reload();
    await this.ready();
  }

  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: this.areaName })).toBeVisible();
    await expect(this.statements.first()).toBeVisible();
  }

  get statements(): Locator {
    // In the main area: the header's colour-scheme switch is a radio group too.
    return this.page.getByRole('main').getByRole('radiogroup');
  }

  /** Picks the answer `labels[i]` for statement i (all statements when the list is long enough). */
  async answer(labels: readonly string[]) {
    const count = await this.statements.count();
    for (let index = 0; index < Math.min(count, labels.length); index += 1) {
      const label = labels[index] ?? '';
      await this.statements.nth(index).getByText(label, { exact: true }).click();
    }
  }

  get saveButton() {
    return this.page.getByRole('button', { name: 'Score opslaan' });
  }

  get incomplete() {
    return this.page.getByTestId('questionnaire-incomplete');
  }

  get score() {
    return this.page.getByTestId('life-area-score');
  }

  get band() {
    return this.page.getByTestId('life-area-band');
  }

  get history() {
    return this.page.getByTestId('life-area-history').getByRole('listitem');
  }
}
