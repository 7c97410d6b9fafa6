// Checks in a mood from home's mood card and waits until it is saved.
import { expect, type Page } from '@playwright/test';

export async function checkInMoodFromHome(page: Page, mood: string) {
  await page.goto('/');
  await page
    .getByRole('radiogroup', { name: /^Hoe voel je je/ })
    .getByRole('radio', { name: mood })
    .click();
  await expect(page.getByTestId('home-mood-saved')).toContainText('Opgeslagen');
}
