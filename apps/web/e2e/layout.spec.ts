// The layout: bottom bar on phones, side bar on wide screens, the current entry marked, the background
// theme by path, and the colour scheme switch that survives a reload.
import { expect, test, type Page } from '@playwright/test';
import { markOnboarded } from './support/onboarding';
import { wordsBrokenMidWord } from './support/word-breaks';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Issue 18: one navigation model, the same words in the bottom bar, the "more" sheet and the side bar. */
const PRIMARY = ['Home', 'Dagboek', 'Coach', 'Chat'] as const;
const MORE = [
  "Community's",
  'Uitdagingen',
  'Analyses',
  'Profiel',
  'Welzijn',
  'Instellingen',
] as const;
const LANGUAGES = ['nl', 'en', 'de', 'es', 'fr', 'ja', 'ko'] as const;

function bottomNav(page: Page) {
  return page.getByTestId('bottom-nav');
}

function sideNav(page: Page) {
  return page.getByTestId('side-nav');
}

test('phones get home, journal, coach, chat and "more" in the bottom bar, and no side bar', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await markOnboarded(page, '/');
  const nav = bottomNav(page);
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText([...PRIMARY]);
  await expect(nav.getByTestId('nav-more')).toHaveText('Meer');
  await expect(sideNav(page)).toBeHidden();
  for (const item of [...(await nav.getByRole('link').all()), nav.getByTestId('nav-more')]) {
    const box = await item.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test('"more" opens a sheet with the other destinations in the same words, and it closes on a choice', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await markOnboarded(page, '/');
  await bottomNav(page).getByTestId('nav-more').click();
  const sheet = page.getByRole('dialog', { name: 'Meer in Groeipad' });
  await expect(sheet.getByRole('link')).toHaveText([...MORE]);
  await sheet.getByRole('link', { name: 'Analyses' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(sheet).toBeHidden();
  // The "more" tab stands for the page it leads to.
  await expect(bottomNav(page).getByTestId('nav-more')).toHaveAttribute('data-current', 'true');
});

test('wide screens get the side bar with the same words and no bottom bar', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await markOnboarded(page, '/');
  const nav = sideNav(page);
  await expect(nav).toBeVisible();
  await expect(bottomNav(page)).toBeHidden();
  await expect(nav.getByRole('link')).toHaveText([...PRIMARY, ...MORE]);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('navigating moves aria-current to the chosen entry, journal pages included', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await markOnboarded(page, '/');
  const nav = bottomNav(page);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(nav.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await page.goto('/journaling/moods');
  await expect(nav.getByRole('link', { name: 'Dagboek' })).toHaveAttribute('aria-current', 'page');
});

/** Screens with long titles in some language ('Wohlbefindensanalyse', 'Holistisch welzijn', ...). */
const TITLED_SCREENS = ['/wellness-analysis', '/holistic-wellness', '/analytics', '/journaling'];

/** Every bottom-bar label stays on one line and is not cut off. */
async function expectNavLabelsFit(page: Page, language: string): Promise<void> {
  const labels = bottomNav(page).locator(
    ':scope > a > span:last-child, :scope > button > span:last-child',
  );
  await expect(labels).toHaveCount(5);
  for (const label of await labels.all()) {
    const fits = await label.evaluate((node) => {
      const style = getComputedStyle(node);
      const lineHeight = parseFloat(style.lineHeight);
      return {
        text: node.textContent,
        oneLine: node.getBoundingClientRect().height <= lineHeight * 1.5,
        notCut: node.scrollWidth <= node.clientWidth + 1,
      };
    });
    expect(fits, `${language}: ${fits.text}`).toEqual({ ...fits, oneLine: true, notCut: true });
  }
}

// One load of home per language serves both the bottom bar and the shortcuts (they were two tests, each
// loading home seven times); the titled screens follow in the same language.
for (const width of [360, 390]) {
  test(`at ${width} px no navigation label breaks or is cut, and no word of home's shortcuts or a screen title breaks mid-word, in all seven languages`, async ({
    page,
  }) => {
    // 35 screen loads on a shared 2-core machine: more room than the default minute.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await markOnboarded(page, '/', { user: true });
    for (const language of LANGUAGES) {
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNavLabelsFit(page, language);
      const shortcuts = page.getByTestId('home-shortcuts');
      await expect(shortcuts.getByRole('link')).toHaveCount(6);
      expect(await wordsBrokenMidWord(shortcuts), `${language}: home shortcuts`).toEqual([]);
      for (const path of TITLED_SCREENS) {
        await page.goto(path);
        const title = page.getByRole('heading', { level: 1 }).first();
        await expect(title).toBeVisible();
        expect(await wordsBrokenMidWord(title), `${language}: ${path}`).toEqual([]);
      }
    }
  });
}

test('header and bottom bar are blurred and nearly opaque, so text under them does not show through', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await markOnboarded(page, '/');
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate(
      (value) => localStorage.setItem('mantine-color-scheme-value', value),
      scheme,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    for (const bar of [page.getByRole('banner'), page.locator('footer')]) {
      const look = await bar.evaluate((node) => {
        const style = getComputedStyle(node);
        const alpha = /rgba?\([^)]*?,\s*([\d.]+)\)$/.exec(style.backgroundColor)?.[1];
        return { blur: style.backdropFilter.includes('blur('), alpha: Number(alpha ?? 1) };
      });
      expect(look.blur, `${scheme}: blur`).toBe(true);
      expect(look.alpha, `${scheme}: opacity`).toBeGreaterThanOrEqual(0.88);
    }
  }
});

test('the main area is labelled and the skip link moves focus to it', async ({ page }) => {
  await markOnboarded(page, '/');
  await expect(page.getByRole('main', { name: 'AI-coach applicatie' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Groeipad', exact: true })).toHaveCount(
    0,
  );
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the background switches theme with the path', async ({ page }) => {
  await markOnboarded(page, '/');
  const background = page.getByTestId('background');
  await expect(background).toHaveAttribute('data-theme', 'main_view');
  await page.goto('/active-imagination');
  await expect(background).toHaveAttribute('data-theme', 'active_imagination');
  await page.goto('/back-to-basics');
  await expect(background).toHaveAttribute('data-theme', 'back_to_basics');
  const intensity = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--gp-glass-intensity'),
  );
  expect(intensity).toBe('0.7');
});

test('active imagination has its background before onboarding too, without navigation', async ({
  page,
}) => {
  await page.goto('/active-imagination');
  await expect(page.getByTestId('background')).toHaveAttribute('data-theme', 'active_imagination');
  await page.goto('/onboarding/step-1');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(bottomNav(page)).toHaveCount(0);
  await expect(sideNav(page)).toHaveCount(0);
});

test('the colour scheme switch changes the page and persists after a reload', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await markOnboarded(page, '/');
  const html = page.locator('html');
  const scheme = page.getByRole('radiogroup', { name: 'Thema' });
  await scheme.getByText('Donker').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('radiogroup', { name: 'Thema' }).getByText('Licht').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('colours written with light-dark() in our stylesheets resolve in both schemes', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // The journal editor's mood picker: choosing a mood there saves nothing yet.
  await markOnboarded(page, '/journaling/new', { user: true });
  const picker = page.getByRole('radiogroup', { name: 'Hoe voel je je?' });
  await picker.getByRole('radio', { name: 'Goed' }).click();
  const selected = picker.locator('[data-selected]');
  const background = () =>
    selected.evaluate((element) => getComputedStyle(element).backgroundColor);
  const scheme = page.getByRole('radiogroup', { name: 'Thema' });
  const colours: string[] = [];
  for (const name of ['Licht', 'Donker']) {
    await scheme.getByText(name, { exact: true }).click();
    // Mood options ease their background in 120 ms.
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    await expect.poll(background).not.toBe(colours[0] ?? '');
    colours.push(await background());
  }
  expect(colours[0]).not.toBe(colours[1]);
});
