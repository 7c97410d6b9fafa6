// The onboarding flow (issue 4): both languages end to end, resume after a reload, validation, the
// known-type path, the long test, and the whole flow at phone width (a screenshot of each step with E2E_SHOTS=1).
import { expect, test } from '@playwright/test';
import { OnboardingPage } from './pages/onboarding-page';
import { shot as takeShot } from './support/shots';

const HOME = /:\d+\/$/;

test('completes onboarding in Dutch and stores every record', async ({ page }) => {
  const flow = new OnboardingPage(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding\/step-1$/);
  await expect(flow.heading()).toHaveText('Persoonlijke informatie');
  await flow.fillPersonal({ name: 'Anna', email: 'anna@example.nl' });
  await flow.next();

  await expect(page).toHaveURL(/\/onboarding\/step-2$/);
  expect(await flow.answerAll(3)).toBe(10);
  await flow.next('Bekijk mijn resultaat');
  await expect(page.getByTestId('personality-result')).toBeVisible();
  await expect(page.getByText(/^Betrouwbaarheid: \d+%$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sterke punten' })).toBeVisible();
  await flow.next('Verder naar de welzijnscheck');

  await expect(page).toHaveURL(/\/onboarding\/step-3$/);
  expect(await flow.answerAll(3)).toBe(8);
  await flow.next('Bekijk mijn samenvatting');
  await expect(page.getByTestId('wellness-summary')).toBeVisible();
  await flow.next();

  await expect(page).toHaveURL(/\/onboarding\/step-4$/);
  await page.getByRole('checkbox', { name: 'Beter omgaan met stress' }).check();
  await page.getByRole('radio', { name: /^Direct/ }).check();
  await page.getByRole('radio', { name: 'Dagelijks' }).check();
  await page.getByLabel('Tijdstip van je herinnering').fill('07:30');
  await flow.next();

  await expect(page).toHaveURL(/\/onboarding\/step-5$/);
  await expect(page.getByTestId('onboarding-summary')).toContainText('Anna');
  await expect(page.getByTestId('onboarding-summary')).toContainText('Beter omgaan met stress');
  await page.getByRole('button', { name: 'Beginnen', exact: true }).click();
  await expect(page).toHaveURL(HOME);

  expect(await flow.counts()).toEqual({
    onboarding_states: 1,
    users: 1,
    mbti_profiles: 1,
    wellness_assessments: 1,
    settings: 4,
  });
  const [user] = await flow.records('users');
  expect(user).toMatchObject({ name: 'Anna', email: 'anna@example.nl', language: 'nl' });
  const [state] = await flow.records('onboarding_states');
  expect(state?.onboarded_at).toEqual(expect.any(Number));
  expect(await page.evaluate(() => localStorage.getItem('onboarding_completed'))).toBe('true');
  await page.reload();
  await expect(page).toHaveURL(HOME);

  // What step 4 chose is what settings show (issue 18: it showed 20:00 and nothing of the rest).
  await page.goto('/settings');
  const coaching = page.getByRole('region', { name: 'Coaching' });
  await expect(coaching.getByLabel('Hoe vaak wil je van je coach horen?')).toHaveValue('daily');
  await expect(coaching.getByLabel('Welke toon past bij jou?')).toHaveValue('direct');
  await expect(coaching.getByRole('checkbox', { name: 'Beter omgaan met stress' })).toBeChecked();
  await expect(page.getByLabel('Tijd van de herinnering')).toHaveValue('07:30');
});

test('completes onboarding in English chosen on step 1', async ({ page }) => {
  const flow = new OnboardingPage(page);
  await page.goto('/onboarding/step-1');
  await page.getByRole('main').getByRole('combobox', { name: 'Taal' }).selectOption('en');
  await expect(flow.heading()).toHaveText('Personal information');
  await flow.fillPersonal({ name: 'Sam' });
  await flow.next();
  await flow.answerAll(1);
  await flow.next('See my result');
  await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await flow.next('On to the wellness check');
  await flow.answerAll(2);
  await flow.next('See my summary');
  await flow.next();
  await page.getByRole('checkbox', { name: 'Getting to know myself better' }).check();
  await flow.next();
  await expect(flow.heading()).toHaveText('Complete');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(HOME);
  const [user] = await flow.records('users');
  expect(user).toMatchObject({ name: 'Sam', language: 'en' });
  expect(user?.email).toBeUndefined();
});

test('resumes at step 3 after a reload with the answers kept', async ({ page }) => {
  const flow = new OnboardingPage(page);
  await page.goto('/onboarding/step-1');
  await flow.fillPersonal({ name: 'Noor' });
  await flow.next();
  await flow.answerAll(4);
  await flow.next('Bekijk mijn resultaat');
  await flow.next('Verder naar de welzijnscheck');
  await expect(page).toHaveURL(/\/onboarding\/step-3$/);
  const groups = page.getByRole('main').getByRole('radiogroup');
  await groups.nth(0).getByRole('radio').nth(1).check();
  await groups.nth(1).getByRole('radio').nth(4).check();
  // Saved as given: wait until the answer is in IndexedDB before reloading.
  await expect
    .poll(async () => {
      const [state] = await flow.records('onboarding_states');
      return String(state?.wellness_data);
    })
    .toContain('"fatigue":5');

  await page.reload();
  await expect(page).toHaveURL(/\/onboarding\/step-3$/);
  await expect(groups.nth(0).getByRole('radio').nth(1)).toBeChecked();
  await expect(groups.nth(1).getByRole('radio').nth(4)).toBeChecked();
  // A new visit (the gate sends it to step 1) also resumes here; a later step goes back here.
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding\/step-3$/);
  await page.goto('/onboarding/step-5');
  await expect(page).toHaveURL(/\/onboarding\/step-3$/);
  // Back keeps the answers of the earlier steps.
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step-2$/);
  await expect(page.getByTestId('personality-result')).toBeVisible();
});

test('rejects an invalid email with a message and writes nothing', async ({ page }) => {
  const flow = new OnboardingPage(page);
  await page.goto('/onboarding/step-1');
  await flow.fillPersonal({ name: '', email: 'anna@' });
  await flow.next();
  await expect(page.getByText('Vul je naam in.')).toBeVisible();
  await expect(page.getByText(/^Dit is geen geldig e-mailadres/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mailadres/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/onboarding\/step-1$/);
  expect(await flow.counts()).toEqual({
    onboarding_states: 0,
    users: 0,
    mbti_profiles: 0,
    wellness_assessments: 0,
    settings: 0,
  });
});

test('"I already know my type" skips the test and stores the type', async ({ page }) => {
  const flow = new OnboardingPage(page);
  await page.goto('/onboarding/step-1');
  await flow.fillPersonal({ name: 'Ilse' });
  await page.getByRole('checkbox', { name: 'Ik ken mijn MBTI-type al' }).check();
  await page.getByRole('combobox', { name: 'Mijn type' }).selectOption('INTJ');
  await flow.next();
  await expect(page).toHaveURL(/\/onboarding\/step-3$/);
  const [profile] = await flow.records('mbti_profiles');
  expect(profile).toMatchObject({ mbti_type: 'INTJ', test_version: 'self-reported' });
  expect(profile?.confidence_score).toBeUndefined();
  // Back from the wellness check skips the test too.
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step-1$/);
});

test('the longer test has 32 or more questions', async ({ page }) => {
  const flow = new OnboardingPage(page);
  await page.goto('/onboarding/step-1');
  await flow.fillPersonal({ name: 'Lotte' });
  await flow.next();
  await page.getByRole('switch', { name: /langere, betrouwbaardere test/ }).check();
  await expect(page.getByText(/^0 van (3[2-9]|[4-9]\d) vragen beantwoord$/)).toBeVisible();
  expect(await page.getByRole('main').getByRole('radiogroup').count()).toBeGreaterThanOrEqual(32);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the whole flow, one question per screen (a screenshot of each step with E2E_SHOTS=1)', async ({
    page,
  }) => {
    const flow = new OnboardingPage(page);
    const shot = (name: string) =>
      takeShot(() => page.screenshot({ path: `/tmp/onb-${name}.png`, fullPage: true }));
    await page.goto('/onboarding/step-1');
    await flow.fillPersonal({ name: 'Fenna', email: 'fenna@example.nl' });
    await shot('1-personal');
    await flow.next();
    await expect(page.getByText('Vraag 1 van 10')).toBeVisible();
    await shot('2-test');
    await flow.answerPaged(10);
    await flow.next('Bekijk mijn resultaat');
    await expect(page.getByTestId('personality-result')).toBeVisible();
    await shot('2-result');
    await flow.next('Verder naar de welzijnscheck');
    await expect(page.getByText('Vraag 1 van 8')).toBeVisible();
    await shot('3-wellness');
    await flow.answerPaged(8, 2);
    await flow.next('Bekijk mijn samenvatting');
    await expect(page.getByTestId('wellness-summary')).toBeVisible();
    await shot('3-summary');
    await flow.next();
    await page.getByRole('checkbox', { name: 'Mijn doelen bereiken' }).check();
    await shot('4-coaching');
    await flow.next();
    await expect(page.getByTestId('onboarding-summary')).toBeVisible();
    await shot('5-complete');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Beginnen', exact: true }).click();
    await expect(page).toHaveURL(HOME);
  });

  test('each step starts at its top with the focus on its heading', async ({ page }) => {
    const flow = new OnboardingPage(page);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto('/onboarding/step-1');
    await flow.fillPersonal({ name: 'Fenna' });
    // The "next" button sits below the fold on a phone: the step was scrolled down to reach it.
    await page.getByRole('button', { name: 'Volgende' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY()).toBeGreaterThan(100);
    await flow.next();
    const heading = flow.heading();
    await expect(heading).toHaveText('MBTI-persoonlijkheidstest');
    await expect(heading).toBeFocused();
    await expect.poll(scrollY).toBe(0);

    // Back to step 1 from far down step 2: again from the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY()).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Vorige', exact: true }).click();
    await expect(heading).toHaveText('Persoonlijke informatie');
    await expect(heading).toBeFocused();
    await expect.poll(scrollY).toBe(0);
  });
});
