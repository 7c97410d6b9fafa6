// Issue 20 in the browser: a running weekly challenge completes its day by itself from a mood check-in; a
// daily challenge done with the network off keeps its XP and streak after a reload (and home shows the
// streak); two members of one type community see each other in the week's community challenge once their
// runs have synced, and one cheers the other on; every tab with data passes axe in light and dark
// (a11y.spec.ts scans /challenges only without a profile).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AccountPage } from './pages/account-page';
import { communityMember } from './support/community-member';
import { markOnboarded } from './support/onboarding';
import { waitForServiceWorker } from './support/service-worker';
import { checkInMoodFromHome } from './support/mood';

/** Sends this device's records now (the join also asks for a sync; this waits until one is done). */
async function syncNow(page: Page) {
  const account = new AccountPage(page);
  await account.openSyncStatus();
  await account.syncNow();
}

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name });
}

test('a daily challenge done offline keeps its XP and streak after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await markOnboarded(page, '/challenges/three-breaths-pause', { user: true });
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Drie bewuste ademhalingen' }),
  ).toBeVisible();
  await expect(page.getByTestId('detail-streak')).toHaveText('Reeks met deze uitdaging: 0 dagen');

  await page.getByRole('button', { name: 'Vandaag gedaan' }).click();
  await expect(page.getByTestId('challenge-done-today')).toBeVisible();
  await expect(page.getByTestId('detail-streak')).toHaveText('Reeks met deze uitdaging: 1 dag');

  // Still offline: the day, its XP and the streak come back from this device's database.
  await page.reload();
  await expect(page.getByTestId('challenge-done-today')).toBeVisible();
  await page.getByRole('link', { name: 'Alle uitdagingen' }).click();
  await expect(page.getByTestId('challenges-streak')).toHaveText('🔥 1 dag op rij');
  await expect(page.getByTestId('challenges-xp-today')).toHaveText('Vandaag verdiend: 10 XP');
  await tab(page, 'Beloningen').click();
  await expect(page.getByTestId('challenges-xp-total')).toHaveText('10 XP in totaal');
  await expect(
    page.locator('[data-testid="challenge-badge"][data-badge-id="first-step"]'),
  ).toHaveAttribute('data-unlocked', 'true');
  await page.reload();
  await expect(page.getByTestId('challenges-xp-total')).toHaveText('10 XP in totaal');
  await tab(page, 'Mijn statistieken').click();
  await expect(page.getByTestId('stats-streak-current')).toHaveText('1 dag op rij');
  await expect(page.getByTestId('stats-finished')).toHaveText('1 uitdaging afgerond');

  // Home shows the challenge streak too.
  await page.goto('/');
  await expect(page.getByTestId('home-challenge-streak')).toHaveText('1 dag op rij');
  await context.setOffline(false);
});

test('a running weekly challenge completes its day by itself when the member checks in a mood', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await markOnboarded(page, '/challenges/mood-week', { user: true });
  await page.getByTestId('detail-join').click();
  await page.getByRole('link', { name: 'Alle uitdagingen' }).click();
  await tab(page, 'Actief').click();
  const run = page.getByTestId('challenge-run').filter({ hasText: 'stemming' }).first();
  await expect(run.getByTestId('run-progress')).toHaveText(/^0 van \d+ dagen gedaan$/);

  // A mood check-in from home: the background runner marks the run's day done, nobody ticks it.
  await checkInMoodFromHome(page, 'Top');
  await page.goto('/challenges?tab=active');
  await expect(
    page
      .getByTestId('challenge-run')
      .filter({ hasText: 'stemming' })
      .first()
      .getByTestId('run-progress'),
  ).toHaveText(/^1 van \d+ dagen gedaan$/);
});

test('two members see each other in their community challenge after sync', async ({ browser }) => {
  test.setTimeout(240_000);
  const anna = await communityMember(browser, 'Anna');
  const bram = await communityMember(browser, 'Bram');

  // Anna joins the week's first challenge and shares her progress.
  await anna.page.goto('/challenges?tab=community');
  const annaFirst = anna.page.getByTestId('community-challenge').first();
  await expect(annaFirst).toBeVisible();
  const challengeId = await annaFirst.getAttribute('data-challenge-id');
  const annaCard = anna.page.locator(
    `[data-testid="community-challenge"][data-challenge-id="${challengeId}"]`,
  );
  await annaCard.getByRole('switch', { name: 'Laat anderen mijn voortgang zien' }).check();
  await annaCard.getByTestId('community-join').click();
  await expect(annaCard.getByText('Je doet mee')).toBeVisible({ timeout: 30_000 });
  await syncNow(anna.page);

  // Bram sees her with her progress, joins without sharing and syncs.
  await bram.page.goto('/challenges?tab=community');
  const bramCard = bram.page.locator(
    `[data-testid="community-challenge"][data-challenge-id="${challengeId}"]`,
  );
  await expect(bramCard.getByTestId('community-participants')).toHaveText('1 deelnemer');
  const annaRow = bramCard.getByTestId('community-member').filter({ hasText: 'Anna' });
  await expect(annaRow).toContainText(/0 van \d+ dagen/);
  await bramCard.getByTestId('community-join').click();
  await expect(bramCard.getByText('Je doet mee')).toBeVisible({ timeout: 30_000 });
  await syncNow(bram.page);
  await bram.page.goto('/challenges?tab=community');
  await expect(bramCard.getByTestId('community-participants')).toHaveText('2 deelnemers');
  // Bram cheers Anna on.
  await bramCard.getByRole('button', { name: 'Moedig Anna aan' }).click();
  await expect(
    bramCard.getByRole('button', { name: 'Aanmoediging voor Anna intrekken' }),
  ).toBeVisible();

  // Anna sees Bram, his progress hidden, and the cheer on her own row.
  await anna.page.goto('/challenges?tab=community');
  await expect(annaCard.getByTestId('community-participants')).toHaveText('2 deelnemers');
  const bramRow = annaCard.getByTestId('community-member').filter({ hasText: 'Bram' });
  await expect(bramRow).toContainText('Voortgang niet gedeeld');
  await expect(
    annaCard.getByTestId('community-member').filter({ hasText: 'Anna (jij)' }),
  ).toContainText('1 aanmoediging');
  await anna.context.close();
  await bram.context.close();
});

test('the challenge screens with data have no serious accessibility problem, light or dark', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await markOnboarded(page, '/challenges/walk-five-days', { user: true });
  await page.getByTestId('detail-join').click();
  await page.getByRole('button', { name: 'Vandaag gedaan' }).click();
  await expect(page.getByTestId('challenge-done-today')).toBeVisible();
  const tabs = ['', '?tab=active', '?tab=discover', '?tab=community', '?tab=rewards', '?tab=stats'];
  const urls = [...tabs.map((query) => `/challenges${query}`), '/challenges/walk-five-days'];
  const found: string[] = [];
  for (const scheme of ['light', 'dark']) {
    await page.evaluate(
      (value) => localStorage.setItem('mantine-color-scheme-value', value),
      scheme,
    );
    for (const url of urls) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      // Light checks every rule; dark only those that depend on colour (as a11y.spec.ts does).
      const axe = new AxeBuilder({ page });
      const result = await (
        scheme === 'dark' ? axe.withRules(['color-contrast', 'link-in-text-block']) : axe
      ).analyze();
      for (const violation of result.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          found.push(
            `${scheme} ${url} ${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`,
          );
        }
      }
    }
  }
  expect(found).toEqual([]);
});
