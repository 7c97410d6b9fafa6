// Issue 18: a coach reply that points to an app screen shows a button under it on a phone; it is still there
// after a reload, and a tap opens the screen (the journal with the prompt the technique needs).
import { expect, test } from '@playwright/test';
import { CoachPage } from './pages/coach-page';
import { markOnboarded } from './support/onboarding';

test.use({
  locale: 'nl-NL',
  timezoneId: 'Europe/Amsterdam',
  viewport: { width: 390, height: 844 },
});

test('the journal button under a reply survives a reload and opens the journal with its prompt', async ({
  page,
}) => {
  await markOnboarded(page, '/ai-coaching', { user: true });
  const coach = new CoachPage(page);
  await coach.send('Ik pieker de hele avond, wat kan ik doen?');
  await expect(coach.lastReply()).toContainText('Piekertijd');
  // Each turn waits for the stored reply's own text, not only a bubble: the next message goes after it.
  for (const reply of ['Stap 2 van 3', 'Stap 3 van 3', 'merk je verschil']) {
    await coach.send('gedaan');
    await expect(coach.lastReply()).toContainText(reply);
  }
  await expect(page.getByTestId('coach-reply-link')).toHaveCount(0);
  await coach.send('ja, dat hielp');
  const button = page.getByRole('link', { name: 'Open je dagboek' });
  await expect(button).toBeInViewport();

  await page.reload();
  await expect(coach.coachBubbles).toHaveCount(5);
  await expect(button).toHaveCount(1);
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page).toHaveURL(/\/journaling\/new\?prompt=general5$/);
  await expect(
    page.getByText('Wat houdt je bezig dat je nog tegen niemand hardop hebt gezegd?'),
  ).toBeVisible();
});
