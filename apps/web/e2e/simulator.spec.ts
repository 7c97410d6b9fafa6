// /onboarding-simulator (issue 4): the real onboarding steps on a throw-away database; the user's own data stays untouched.
import { expect, test } from '@playwright/test';
import { OnboardingPage } from './pages/onboarding-page';
import { markOnboarded } from './support/onboarding';

test('a simulated onboarding completes without writing to the real database', async ({ page }) => {
  await markOnboarded(page, '/onboarding-simulator');
  const flow = new OnboardingPage(page);
  const before = await flow.counts();
  expect(before).toEqual({
    onboarding_states: 1,
    users: 0,
    mbti_profiles: 0,
    wellness_assessments: 0,
    settings: 0,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Kennismaking oefenen' })).toBeVisible();
  await expect(page.getByText('Simulatie: er wordt niets opgeslagen')).toBeVisible();

  await flow.fillPersonal({ name: 'Demo', email: 'demo@example.nl' });
  await flow.next();
  await flow.answerAll(0);
  await flow.next('Bekijk mijn resultaat');
  await expect(page.getByTestId('personality-result')).toBeVisible();
  await flow.next('Verder naar de welzijnscheck');
  await page.getByRole('switch', { name: /Versleutel mijn welzijnsantwoorden/ }).check();
  await flow.answerAll(4);
  await flow.next('Bekijk mijn samenvatting');
  await flow.next();
  await page.getByRole('checkbox', { name: 'Sterkere relaties opbouwen' }).check();
  await flow.next();
  await page.getByRole('button', { name: 'Beginnen', exact: true }).click();

  const done = page.getByTestId('simulation-done');
  await expect(done).toBeVisible();
  await expect(done).toContainText('users: 1');
  await expect(done).toContainText('wellness_assessments: 1');
  // Still on the simulator, and the real database and browser storage are exactly as before.
  await expect(page).toHaveURL(/\/onboarding-simulator$/);
  expect(await flow.counts()).toEqual(before);
  expect(await page.evaluate(() => localStorage.getItem('onboarding_user_data'))).toBeNull();
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name),
  );
  expect(databases).not.toContain('groeipad-simulator');

  await done.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  await expect(page.getByRole('textbox', { name: /^Naam/ })).toHaveValue('');
});

test('restart starts over from an empty step 1', async ({ page }) => {
  await markOnboarded(page, '/onboarding-simulator');
  const flow = new OnboardingPage(page);
  await flow.fillPersonal({ name: 'Eerste' });
  await flow.next();
  await expect(page.getByText('0 van 10 vragen beantwoord')).toBeVisible();
  await page.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Persoonlijke informatie' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Naam/ })).toHaveValue('');
  expect((await flow.counts()).onboarding_states).toBe(1);
});
