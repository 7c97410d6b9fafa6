// Test support: a screen checked in light and dark at phone and desktop width, and whether it sticks out sideways.
import { expect, type Page } from '@playwright/test';

export type ColorScheme = 'light' | 'dark';
export type ViewportSize = { width: number; height: number };
export type Look = { scheme: ColorScheme; width: number };

/** The narrowest phone the app supports, and a desktop window. */
export const PHONE_AND_DESKTOP: readonly ViewportSize[] = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
];

/** How far the page sticks out sideways (0 when it fits the window). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Nothing may stick out sideways, on a phone least of all; `label` names the look in a failure. */
export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  expect(await horizontalOverflow(page), label).toBeLessThanOrEqual(0);
}

/**
 * Light, then dark, each at every size: stores the scheme Mantine reads on the next load, sets the size and
 * calls `visit`, which loads the screen (the scheme only takes effect then) and checks or photographs it.
 */
export async function forEachSchemeAndWidth(
  page: Page,
  visit: (look: Look) => Promise<void>,
  sizes: readonly ViewportSize[] = PHONE_AND_DESKTOP,
): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate(
      (value) => localStorage.setItem('mantine-color-scheme-value', value),
      scheme,
    );
    for (const size of sizes) {
      await page.setViewportSize(size);
      await visit({ scheme, width: size.width });
    }
  }
}
