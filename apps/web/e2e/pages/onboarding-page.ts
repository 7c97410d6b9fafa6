// Page model of the onboarding flow for the browser tests: fill each step, answer the questions, read IndexedDB.
import { expect, type Page } from '@playwright/test';
import { readStore } from '../support/read-store';

export type TableCounts = Record<
  'onboarding_states' | 'users' | 'mbti_profiles' | 'wellness_assessments' | 'settings',
  number
>;

export class OnboardingPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async fillPersonal({ name, email = '' }: { name: string; email?: string }) {
    await this.page.getByRole('textbox', { name: /^(Naam|Name)/ }).fill(name);
    await this.page.getByRole('textbox', { name: /^(E-mailadres|Email address)/ }).fill(email);
  }

  /** Answers every question on screen (the desktop list) with the option at `index` (0-4). */
  async answerAll(index = 3) {
    const groups = this.page.getByRole('main').getByRole('radiogroup');
    await expect(groups.first()).toBeVisible();
    const count = await groups.count();
    for (let i = 0; i < count; i += 1) {
      await groups.nth(i).getByRole('radio').nth(index).check();
    }
    return count;
  }

  /** Answers one question per screen (phones): a tap moves on to the next question. */
  async answerPaged(total: number, index = 3) {
    for (let i = 0; i < total; i += 1) {
      const group = this.page.getByRole('main').getByRole('radiogroup');
      await expect(
        this.page.getByText(new RegExp(`^(Vraag|Question) ${i + 1} (van|of) ${total}$`)),
      ).toBeVisible();
      await group.locator('label').nth(index).click();
    }
  }

  async next(name: string | RegExp = /^(Volgende|Next)$/) {
    await this.page.getByRole('button', { name }).click();
  }

  /** Counts of the tables the flow writes, read straight from the app's IndexedDB. */
  counts(): Promise<TableCounts> {
    return this.page.evaluate(
      () =>
        new Promise<TableCounts>((resolve, reject) => {
          const open = indexedDB.open('groeipad');
          open.onerror = () => reject(open.error ?? new Error('open failed'));
          open.onsuccess = () => {
            const db = open.result;
            const names = [
              'onboarding_states',
              'users',
              'mbti_profiles',
              'wellness_assessments',
              'settings',
            ] as const;
            const out = {} as TableCounts;
            const tx = db.transaction([...names], 'readonly');
            for (const name of names) {
              const request = tx.objectStore(name).count();
              request.onsuccess = () => {
                out[name] = request.result;
              };
            }
            tx.oncomplete = () => {
              db.close();
              resolve(out);
            };
          };
        }),
    );
  }

  /** Every record of a table, straight from IndexedDB. */
  records(table: string): Promise<Record<string, unknown>[]> {
    return readStore(this.page, table);
  }
}
