// Issue 7: the coach works offline with the built-in coach, keeps the conversation across a reload,
// and a crisis message shows crisis resources instead of coaching.
import { expect, test } from '@playwright/test';
import { CoachPage } from './pages/coach-page';
import { markOnboarded } from './support/onboarding';
import { startFakeModel } from './support/fake-model';
import { waitForServiceWorker } from './support/service-worker';

// Someone in the Netherlands: the crisis resources are chosen by where the device is.
test.use({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });

test('a coach conversation offline: replies, ends with a question, persists after a reload', async ({
  page,
  context,
}) => {
  await markOnboarded(page, '/ai-coaching', { user: true });
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  const coach = new CoachPage(page);
  await expect(coach.provider).toHaveAttribute('data-provider', 'offline');
  await expect(page.getByTestId('coach-empty')).toBeVisible();

  await coach.send('Ik heb zoveel stress op mijn werk, ik weet niet waar ik moet beginnen.');
  await expect(coach.lastReply()).toContainText(/Stap \d van 3/);
  await coach.send('Vooral de deadlines en mijn baas die steeds meer vraagt.');
  await expect(coach.coachBubbles).toHaveCount(2);
  await expect(coach.lastReply()).toContainText(/Stap \d van 3/);

  await page.reload();
  await expect(coach.userBubbles).toHaveCount(2);
  await expect(coach.userBubbles.first()).toContainText('zoveel stress');

  // A new conversation starts empty; the earlier one is in the history.
  await page.getByTestId('coach-new-session').click();
  await expect(page.getByTestId('coach-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Eerdere gesprekken' }).click();
  await expect(page.getByText('Ik heb zoveel stress op mijn werk', { exact: false })).toBeVisible();
});

test('a crisis message shows crisis resources (113 and 112) instead of coaching, offline', async ({
  page,
  context,
}) => {
  await markOnboarded(page, '/ai-coaching', { user: true });
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const coach = new CoachPage(page);
  await coach.send('ik zie het echt niet meer zitten, ik wil er gewoon niet meer zijn');
  await expect(coach.crisisPanel).toBeVisible();
  await expect(coach.crisisPanel).toContainText('0800-0113');
  await expect(coach.crisisPanel).toContainText('112');
  await expect(coach.crisisPanel.locator('a[href^="tel:08000113"]').first()).toBeVisible();

  // The personal safety plan stays on the device and is there after a reload.
  await page.getByTestId('safety-plan-open').click();
  const plan = page.getByTestId('safety-plan');
  await plan.getByRole('textbox').first().fill('Ik trek me terug en slaap slecht');
  await page.getByTestId('safety-plan-save').click();
  await expect(plan.getByRole('status')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('groeipad.safety-plan'));
  expect(stored).toContain('slaap slecht');
});

test('the AI buddy works before onboarding with the type from the URL', async ({ page }) => {
  await page.goto('/ai-buddy?type=intp');
  const screen = page.getByTestId('buddy-screen');
  await expect(screen).toHaveAttribute('data-user-id', 'anonymous');
  await expect(screen).toHaveAttribute('data-mbti-type', 'INTP');
  const coach = new CoachPage(page);
  await coach.send('Ik kan me vandaag niet motiveren om iets te doen.');
  await expect(coach.lastReply()).toContainText(/Stap \d van 3/);
});

test("the user's own model answers from the device; when it is gone the offline coach takes over", async ({
  page,
}) => {
  const model = await startFakeModel(['Dat klinkt ', 'zwaar. Wat zou je nu ', 'helpen?']);
  try {
    await markOnboarded(page, '/ai-coaching', { user: true });
    await page.getByRole('button', { name: 'Instellen' }).click();
    await page.getByRole('radio', { name: 'Mijn eigen model' }).check();
    await page.getByLabel('Adres (base URL)').fill(model.baseURL);
    await page.getByLabel('Modelnaam').fill('e2e-model');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const coach = new CoachPage(page);
    await expect(coach.provider).toHaveAttribute('data-provider', 'custom');
    await expect(coach.provider).toContainText('e2e-model');

    await coach.send('Mijn e-mail is anna@example.nl en ik slaap slecht.');
    await expect(coach.lastReply()).toContainText('Dat klinkt zwaar. Wat zou je nu helpen?');
    // The model got the system prompt and the message without the e-mail address.
    const sent = model.bodies.at(-1)?.messages ?? [];
    expect(sent[0]?.role).toBe('system');
    expect(JSON.stringify(sent)).not.toContain('anna@example.nl');
    expect(JSON.stringify(sent)).toContain('ik slaap slecht');

    await model.close();
    await coach.send('Ik lig elke nacht wakker.');
    await expect(page.getByTestId('coach-fallback')).toBeVisible();
    await expect(coach.lastReply()).toContainText(/Stap \d van 3/);
  } finally {
    await model.close().catch(() => undefined);
  }
});
