// Holistic wellness and demo data (issue 8), offline on a 360 px phone: the empty overview, the check taken
// and stored as baseline, the weak area's suggestions linking to coach and plans (and challenges); then
// /develop-data creates demo data and removes exactly that again.
import { expect, test } from '@playwright/test';
import { HolisticWellnessPage } from './pages/holistic-wellness-page';
import { expectNoHorizontalOverflow } from './support/schemes-and-widths';
import { waitForServiceWorker } from './support/service-worker';

test.use({ viewport: { width: 360, height: 780 } });

test.describe('holistic wellness', () => {
  test('takes the check offline and shows the result with suggestions', async ({
    page,
    context,
  }) => {
    const wellness = new HolisticWellnessPage(page);
    await wellness.open();
    await waitForServiceWorker(page);
    await expect(page.getByText('Nog geen holistische check')).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Doe de check' }).click();
    await expect(page).toHaveURL(/\/wellness-assessment$/);
    await wellness.submit.click();
    await expect(page.getByText('Nog 22 vragen open.')).toBeVisible();

    await wellness.answerAll(3);
    await wellness.answer('Er is iemand bij wie ik mijn verhaal kwijt kan.', 1);
    await wellness.answer('Ik voel me eenzaam.', 5);
    await wellness.answer('Ik voel me onderdeel van een groep of gemeenschap.', 1);
    await expectNoHorizontalOverflow(page, 'form at 360 px');
    await wellness.submit.click();

    await expect(page).toHaveURL(/\/holistic-wellness$/);
    await expect(page.getByTestId('holistic-overall')).toHaveText('50');
    const connection = wellness.region('Verbinding');
    await expect(connection.getByText('Verbinding vraagt aandacht (0 van 100).')).toBeVisible();
    // The challenge advice links to the challenges screen (issue 20).
    await expect(connection.getByText('Doe mee aan een groepsuitdaging')).toBeVisible();
    await expect(connection.getByRole('link', { name: 'Bekijk uitdagingen' })).toHaveAttribute(
      'href',
      '/challenges',
    );
    await expect(connection.getByRole('link', { name: 'Praat met je coach' })).toHaveAttribute(
      'href',
      '/ai-coaching',
    );
    await expectNoHorizontalOverflow(page, 'overview at 360 px');

    const stored = await wellness.storedAssessments();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      user_id: 'e2e-user',
      time_point: 'baseline',
      assessment_type: 'holistic',
    });
    await context.setOffline(false);
  });

  test('creates demo data and removes only that', async ({ page }) => {
    const wellness = new HolisticWellnessPage(page);
    await wellness.open('/develop-data');
    await expect(page.getByTestId('develop-total')).toHaveText('Totaal: 0');
    await page.getByRole('button', { name: 'Maak voorbeeldgegevens' }).click();
    await expect(page.getByTestId('develop-outcome')).toContainText('voorbeeldrecords gemaakt');
    await expect(page.getByTestId('develop-total')).not.toHaveText('Totaal: 0');
    expect((await wellness.storedAssessments()).length).toBe(2);
    await expectNoHorizontalOverflow(page, 'develop data at 360 px');

    await page.getByRole('button', { name: 'Verwijder voorbeeldgegevens' }).click();
    await expect(page.getByTestId('develop-outcome')).toContainText('voorbeeldrecords verwijderd');
    await expect(page.getByTestId('develop-total')).toHaveText('Totaal: 0');
  });
});
