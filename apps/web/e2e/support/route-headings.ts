// Test support: a concrete URL for each entry of the app's route table, and the heading its screen must show.
import { readFileSync } from 'node:fs';
import type { TranslationResources } from '@groeipad/i18n';
import { expect, type Page } from '@playwright/test';
import type { RouteEntry } from '../../src/lib/route-table';
import { HOME_GREETING } from '../pages/app-page';

/** The Dutch texts of the routes namespace, read from the source locale file. */
export const routeTexts = JSON.parse(
  readFileSync(
    new URL('../../../../packages/i18n/locales/nl/routes.json', import.meta.url),
    'utf8',
  ),
) as TranslationResources['routes'];

/** A concrete URL for a route pattern: every parameter (/levensgebied/:id, /chat/:contactId) gets 'career'. */
export function urlOf(entry: RouteEntry): string {
  return entry.path.replace(/:[a-zA-Z]+/g, 'career');
}

/** Coming-soon screens show their own title; screens built by others just need an <h1>. */
export async function expectHeading(page: Page, entry: RouteEntry): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  if (entry.screen === 'home' || entry.screen === 'streamlined') {
    await expect(h1, entry.path).toHaveText(HOME_GREETING);
  } else if (entry.kind === 'coming-soon' || entry.screen === 'aiBuddy') {
    await expect(h1, entry.path).toHaveText(routeTexts.screens[entry.screen].title);
  } else {
    await expect(h1.first(), entry.path).toBeVisible();
  }
}
