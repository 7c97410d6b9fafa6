// Levensgebieden (issue 8) offline: a questionnaire refused while incomplete, then filled in and saved, its score
// shown with colour and label, and a second round that moves the score and the history; plus a 360 px phone.
import { expect, test } from '@playwright/test';
import { LifeAreaPage } from './pages/life-area-page';
import { markOnboarded } from './support/onboarding';
import { expectNoHorizontalOverflow } from './support/schemes-and-widths';

const AGREE = Array<string>(8).fill('Eens');
const STRONGLY_AGREE = Array<string>(8).fill('Helemaal eens');

test.describe('levensgebied', () => {
  test('fill in a questionnaire offline and see score, colour and history', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const area = new LifeAreaPage(page, 'financieen', 'Financiën');
    await area.openOffline(context);
    await expect(page.getByTestId('life-area-score-empty')).toBeVisible();
    await expect(area.statements).toHaveCount(8);

    // Six of eight answered: nothing is saved, and the screen says what is missing.
    await area.answer(AGREE.slice(0, 6));
    await area.saveButton.click();
    await expect(area.incomplete).toHaveText(
      'Beantwoord alle vragen voordat je opslaat. Nog open: 2 van 8.',
    );
    await expect(page.getByText('Beantwoord deze vraag')).toHaveCount(2);

    // All answered "Eens" (7.5 on 0-10): Goed, in the warning colour.
    await area.answer(AGREE);
    await area.saveButton.click();
    await expect(area.score).toHaveText('7,5 van 10');
    await expect(area.band).toHaveText('Goed');
    await expect(area.band).toHaveAttribute('data-color', 'warning');
    await expect(page.getByTestId('life-area-since')).toHaveText('Vandaag');
    await expect(area.history).toHaveCount(1);

    // Still offline after a reload; a second round moves the score up to Uitstekend.
    await page.reload();
    await area.ready();
    await expect(area.score).toHaveText('7,5 van 10');
    await area.answer(STRONGLY_AGREE);
    await area.saveButton.click();
    await expect(area.score).toHaveText('10 van 10');
    await expect(area.band).toHaveText('Uitstekend');
    await expect(area.band).toHaveAttribute('data-color', 'success');
    await expect(page.getByTestId('life-area-trend')).toHaveText('Gestegen sinds de vorige keer');
    await expect(area.history).toHaveCount(2);
    await expect(page.getByTestId('life-area-chart')).toBeVisible();
  });

  test('an unknown area says so', async ({ page }) => {
    await markOnboarded(page, '/levensgebied/onbekend', { user: true });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dit levensgebied bestaat niet' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('radiogroup')).toHaveCount(0);
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const area = new LifeAreaPage(page, 'thuisOmgeving', 'Thuisomgeving');
    await area.open();
    await expectNoHorizontalOverflow(page, 'levensgebied at 360 px');
    await expect(area.saveButton).toBeVisible();
  });
});

test('home leads to the overview of the nine levensgebieden, which shows a new score', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await markOnboarded(page, '/', { user: true });
  await page
    .getByTestId('home-shortcuts')
    .getByRole('link', { name: /^Levensgebieden/ })
    .click();
  await expect(page).toHaveURL(/\/holistic-wellness#levensgebieden$/);
  const overview = page.getByRole('region', { name: 'Je levensgebieden' });
  await expect(overview.getByRole('link')).toHaveCount(9);
  await expect(overview).toBeInViewport();
  await overview.getByRole('link', { name: 'Financiën' }).click();

  const area = new LifeAreaPage(page, 'financieen', 'Financiën');
  await area.ready();
  await area.answer(AGREE);
  await area.saveButton.click();
  await expect(area.score).toHaveText('7,5 van 10');
  // The new score is brought into view after saving at the bottom of the form.
  await expect(area.score).toBeInViewport();

  await page.goBack();
  const card = page.getByTestId('levensgebied-card-financieen');
  await expect(card.getByTestId('levensgebied-score')).toHaveText('7,5 van 10');
  await expect(card.getByTestId('levensgebied-band')).toHaveText('Goed');
});
