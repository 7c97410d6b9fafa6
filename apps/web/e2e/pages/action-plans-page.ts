// Page models of /ai3-action-plans and /wellness-analysis for the browser tests (Dutch labels), with the
// wellness records seeded the way onboarding stores them.
import { expect, type Locator, type Page } from '@playwright/test';
import { markOnboarded } from '../support/onboarding';
import { readStore } from '../support/read-store';

export type StoredPlanRow = {
  id: string;
  user_id: string;
  title: string;
  steps: string;
  progress: number;
  status: string;
  completed: boolean;
  completed_at?: number;
  metadata?: string;
  _status: string;
};

export type StepRow = { id: string; title: string; done: boolean; dueOffsetDays: number };

export class ActionPlansPage {
  constructor(readonly page: Page) {}

  /** Onboarded browser with a local user (Anna, INFJ), on the screen with the form rendered. */
  async open(path = '/ai3-action-plans') {
    await markOnboarded(this.page, path, { user: true });
    await this.ready();
  }

  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Actieplannen' })).toBeVisible();
  }

  get goalField(): Locator {
    return this.page.getByRole('textbox', { name: 'Of beschrijf je doel' });
  }

  get goalPicker(): Locator {
    return this.page.getByRole('combobox', { name: 'Kies een van je doelen' });
  }

  /** Types a goal, picks the length and makes the plan; waits until its page is open. */
  async create(goal: string, weeks: 2 | 4 | 8 | 12 = 4) {
    await this.goalField.fill(goal);
    // The segment's radio is visually hidden; its label is what people click.
    await this.page.getByText(`${weeks} weken`, { exact: true }).click();
    await this.page.getByRole('button', { name: 'Maak actieplan' }).click();
    await expect(this.detail).toBeVisible();
    await expect(this.page.getByRole('heading', { name: `Actieplan: ${goal}` })).toBeVisible();
  }

  /** Picks one of the user's own goals in the dropdown. */
  async pickGoal(text: string) {
    await this.goalPicker.click();
    await this.page.getByRole('option', { name: text }).click();
    await expect(this.goalField).toHaveValue(text);
  }

  get detail(): Locator {
    return this.page.getByTestId('plan-detail');
  }

  get progressText(): Locator {
    return this.page.getByTestId('plan-detail-progress');
  }

  get status(): Locator {
    return this.detail.getByTestId('plan-status');
  }

  step(title: string): Locator {
    return this.page.getByRole('listitem', { name: title });
  }

  stepCheckbox(title: string): Locator {
    return this.step(title).getByRole('checkbox', { name: `${title} afvinken` });
  }

  async renameStep(title: string, next: string) {
    await this.step(title)
      .getByRole('button', { name: `${title} bewerken` })
      .click();
    await this.page.getByRole('textbox', { name: 'Titel van de stap' }).fill(next);
    await this.page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(this.step(next)).toBeVisible();
  }

  planCard(title: string): Locator {
    return this.page.getByRole('listitem', { name: title });
  }

  async deleteOpenPlan() {
    await this.page.getByRole('button', { name: 'Plan verwijderen' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Actieplan verwijderen?' });
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(this.detail).toHaveCount(0);
  }

  storedPlans(): Promise<StoredPlanRow[]> {
    return readStore<StoredPlanRow>(this.page, 'ai_action_plans');
  }

  /** The steps of the one stored plan with `title`, as the app wrote them. */
  async storedSteps(title: string): Promise<StepRow[]> {
    const plan = (await this.storedPlans()).find((p) => p.title === title);
    return plan ? (JSON.parse(plan.steps) as StepRow[]) : [];
  }
}

export class WellnessAnalysisPage {
  constructor(readonly page: Page) {}

  async open() {
    await markOnboarded(this.page, '/wellness-analysis', { user: true });
    await this.ready();
  }

  async ready() {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Welzijnsanalyse' }),
    ).toBeVisible();
  }

  /** One area of the latest check (its bar and band). */
  /** An area's bar in the assessment card (the strongest/weakest lists name areas too). */
  area(name: string): Locator {
    return this.page
      .locator('li[data-band]')
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .first();
  }

  /** The suggestions of one weak area. */
  focusArea(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  /**
   * Two wellness checks (40 and 2 days ago) as onboarding stores them, with the domain's scores, and mood
   * check-ins over the last two weeks; the page must be on the app.
   */
  async seed() {
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('groeipad');
          open.onerror = () => reject(open.error ?? new Error('open failed'));
          open.onsuccess = () => {
            const db = open.result;
            const now = Date.now();
            const day = 86_400_000;
            const base = (id: string, at: number) => ({
              id,
              created_at: at,
              updated_at: at,
              created_by: 'e2e-user',
              _status: 'created',
              _changed: [],
            });
            const items = (sleep: number, exercise: number) => ({
              sleep,
              fatigue: 50,
              exercise,
              stress: 50,
              meaning: 100,
              social_support: 50,
              physical_complaints: 50,
              goal_oriented: 50,
            });
            const assessment = (id: string, at: number, sleep: number, exercise: number) => {
              const scores = items(sleep, exercise);
              const values = Object.values(scores);
              return {
                ...base(id, at),
                user_id: 'e2e-user',
                assessment_id: 'groeipad-wellness-8-v1',
                time_point: 'onboarding',
                answers_encrypted: '{}',
                scores_json: JSON.stringify({
                  overall: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
                  items: scores,
                  strengths: ['meaning'],
                  attention: [],
                }),
                mbti_type: 'INFJ',
                assessment_type: 'onboarding',
                completed_at: at,
              };
            };
            const tx = db.transaction(['wellness_assessments', 'mood_tracking'], 'readwrite');
            const checks = tx.objectStore('wellness_assessments');
            checks.put(assessment('e2e-check-1', now - 40 * day, 50, 75));
            checks.put(assessment('e2e-check-2', now - 2 * day, 0, 50));
            const moods = tx.objectStore('mood_tracking');
            [3, 3, 2, 2, 2].forEach((rating, i) => {
              const at = now - (10 - 2 * i) * day;
              moods.put({
                ...base(`e2e-mood-${i}`, at),
                user_id: 'e2e-user',
                mood_rating: rating,
                timestamp: at,
              });
            });
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error ?? new Error('write failed'));
          };
        }),
    );
  }
}
