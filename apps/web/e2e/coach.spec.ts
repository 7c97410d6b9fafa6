// Issue 7: the coach works offline with the built-in coach, keeps the conversation across a reload,
// and a crisis message shows crisis resources instead of coaching.
import { expect, test } from '@playwright/test';
import { CoachPage } from './pages/coach-page';
import { markOnboarded } from './support/onboarding';
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
  await expect(coach.lastReply()).toContainText('?');
  await coach.send('Vooral de deadlines en mijn baas die steeds meer vraagt.');
  await expect(coach.coachBubbles).toHaveCount(2);
  await expect(coach.lastReply()).toContainText('?');

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
  await expect(coach.lastReply()).toContainText('?');
});
