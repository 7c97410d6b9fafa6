// Routing and the onboarding gate (SPEC.md section 2): redirects in both states and completing onboarding
// through the UI. Iterates the app's own route table. Every route's heading, before and after onboarding,
// is checked by a11y.spec.ts on the same visit as its accessibility scan (support/route-headings.ts).
import { expect, test, type Page } from '@playwright/test';
import { onboardingPaths, routeTable } from '../src/lib/route-table';
import { markOnboarded } from './support/onboarding';
import { routeTexts as nl, urlOf } from './support/route-headings';
const STEP_1 = /\/onboarding\/step-1$/;
const HOME = /:\d+\/$/;
const STEP_NAMES = [
  'Persoonlijke informatie',
  'MBTI-persoonlijkheidstest',
  'Welzijnscheck',
  'AI-coaching instellen',
  'Voltooien',
];

function h1(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

test.describe('not onboarded', () => {
  test('every gated route redirects to /onboarding/step-1', async ({ page }) => {
    test.setTimeout(180_000);
    for (const entry of routeTable.filter((e) => e.gated)) {
      await page.goto(urlOf(entry));
      await expect(page, entry.path).toHaveURL(STEP_1);
      await expect(h1(page)).toHaveText(STEP_NAMES[0] ?? '');
    }
  });

  test('the redirect replaces the history entry', async ({ page }) => {
    await page.goto('/test-onboarding');
    await page.getByRole('link', { name: 'Terug naar home' }).click();
    await expect(page).toHaveURL(STEP_1);
    await page.goBack();
    await expect(page).toHaveURL(/\/test-onboarding$/);
  });

  test('unknown paths, bare /onboarding and bad steps end on step 1', async ({ page }) => {
    for (const path of [
      '/does-not-exist',
      '/onboarding',
      '/onboarding/step-9',
      '/onboarding/x/y',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(STEP_1);
    }
  });

  test('completing onboarding through the steps lands on / and survives a reload', async ({
    page,
  }) => {
    await page.goto('/onboarding/step-1');
    const steps = page.getByRole('navigation', { name: 'Stappen van de kennismaking' });
    await expect(steps.getByRole('listitem')).toContainText(STEP_NAMES);
    const expectStep = async (index: number) => {
      const name = STEP_NAMES[index] ?? '';
      await expect(page).toHaveURL(onboardingPaths[index] ?? '');
      await expect(h1(page)).toHaveText(name);
      await expect(page.getByText(`Stap ${index + 1} van 5`)).toBeVisible();
      await expect(steps.locator('[aria-current="step"]')).toContainText(name);
    };
    const next = (name = 'Volgende') => page.getByRole('button', { name, exact: true }).click();
    await expectStep(0);
    await page.getByRole('textbox', { name: /^Naam/ }).fill('Anna');
    await next();
    await expectStep(1);
    const groups = page.getByRole('main').getByRole('radiogroup');
    for (let i = 0; i < 10; i += 1) await groups.nth(i).getByRole('radio').nth(3).check();
    await next('Bekijk mijn resultaat');
    await next('Verder naar de welzijnscheck');
    await expectStep(2);
    for (let i = 0; i < 8; i += 1) await groups.nth(i).getByRole('radio').nth(3).check();
    await next('Bekijk mijn samenvatting');
    await next();
    await expectStep(3);
    await page.getByRole('checkbox', { name: 'Mezelf beter leren kennen' }).check();
    await next();
    await expectStep(4);
    await page.getByRole('button', { name: 'Vorige' }).click();
    await expect(page).toHaveURL(/\/onboarding\/step-4$/);
    await next();
    await page.getByRole('button', { name: 'Beginnen', exact: true }).click();
    await expect(page).toHaveURL(HOME);

    const stored = await page.evaluate(() => ({
      flag: localStorage.getItem('onboarding_completed'),
      user: localStorage.getItem('onboarding_user_data'),
    }));
    expect(stored.flag).toBe('true');
    expect(JSON.parse(stored.user ?? '{}')).toHaveProperty('id');

    await page.goto('/analytics');
    await expect(h1(page)).toHaveText(nl.screens.analytics.title);
    await page.reload();
    await expect(page).toHaveURL(/\/analytics$/);
    await page.goto('/onboarding/step-2');
    await expect(page).toHaveURL(HOME);
  });

  test('the AI buddy reads its type from the query string, ENFP by default', async ({ page }) => {
    await page.goto('/ai-buddy?user=anna&type=intj');
    await expect(page.getByText('persoonlijkheidstype INTJ')).toBeVisible();
    await page.goto('/ai-buddy?type=XYZW');
    await expect(page.getByText('persoonlijkheidstype ENFP')).toBeVisible();
  });
});

test.describe('onboarded', () => {
  test('an unknown path and any onboarding step redirect to /', async ({ page }) => {
    await markOnboarded(page, '/does-not-exist');
    await expect(page).toHaveURL(HOME);
    await page.goto('/onboarding/step-3');
    await expect(page).toHaveURL(HOME);
  });
});
