// Page model of /holistic-wellness, /wellness-assessment and /develop-data for the browser tests (Dutch labels).
import { expect, type Locator, type Page } from '@playwright/test';
import { markOnboarded } from '../support/onboarding';
import { readStore } from '../support/read-store';

export type StoredAssessmentRow = {
  id: string;
  user_id: string;
  time_point: string;
  assessment_type: string;
  scores_json: string;
  metadata?: string;
};

export class HolisticWellnessPage {
  constructor(readonly page: Page) {}

  /** Onboarded browser with a local user (Anna, INFJ), on the overview. */
  async open(path = '/holistic-wellness') {
    await markOnboarded(this.page, path, { user: true });
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: 'Bekijk mijn resultaat' });
  }

  /** Answers every question with option `answer` (1..5); the radios are hidden, their labels take the tap. */
  async answerAll(answer: 1 | 2 | 3 | 4 | 5) {
    const groups = this.page.getByRole('radiogroup');
    const count = await groups.count();
    for (let i = 0; i < count; i += 1) {
      await groups
        .nth(i)
        .locator('label')
        .nth(answer - 1)
        .click();
    }
  }

  async answer(statement: string, answer: 1 | 2 | 3 | 4 | 5) {
    await this.page
      .getByRole('radiogroup', { name: statement })
      .locator('label')
      .nth(answer - 1)
      .click();
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  storedAssessments(): Promise<StoredAssessmentRow[]> {
    return readStore<StoredAssessmentRow>(this.page, 'wellness_assessments');
  }
}
