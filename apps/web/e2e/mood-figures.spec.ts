// Mood figures (issue 18): one average mood on every screen that shows one, one tap saves a check-in on the
// moods tab (with Undo), and a journal entry written without a mood stores none. The changed screens are
// checked for sideways overflow in every run; E2E_SHOTS=1 also saves screenshots under /work/shots.
import { expect, test, type Page } from '@playwright/test';
import { markOnboarded } from './support/onboarding';
import { readStore } from './support/read-store';
import { expectNoHorizontalOverflow, forEachSchemeAndWidth } from './support/schemes-and-widths';
import { TAKE_SHOTS } from './support/shots';

type Mood = { id: string; mood_rating: number };
type Entry = { id: string; content: string; mood_rating?: number; mood_emoji?: string };

/**
 * Check-ins and journal entries of 'e2e-user'. Today: three check-ins of 1 and an entry of 4 (day mean 1.75);
 * two days ago a check-in of 5; five days ago an entry of 2; six days ago an entry without a mood; 40 days
 * ago a check-in of 1 (outside the 30 days). Average mood: (1.75 + 5 + 2) / 3 = 2.92. Counting every
 * rating alike would give 2.33, check-ins alone 3.0.
 */
async function seedMoods(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('groeipad');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const now = Date.now();
          const day = 86_400_000;
          // Today's records a few minutes ago, so none is in the future and all stay on today.
          const today = Math.max(now - 5 * 60_000, new Date(now).setHours(0, 0, 1, 0));
          const base = (id: string, at: number) => ({
            id,
            created_at: at,
            updated_at: at,
            created_by: 'e2e-user',
            _status: 'created',
            _changed: [],
          });
          const tx = db.transaction(['mood_tracking', 'enhanced_journal_entries'], 'readwrite');
          const moods = tx.objectStore('mood_tracking');
          const mood = (id: string, at: number, rating: number) =>
            moods.put({ ...base(id, at), user_id: 'e2e-user', mood_rating: rating, timestamp: at });
          mood('m-today-1', today, 1);
          mood('m-today-2', today, 1);
          mood('m-today-3', today, 1);
          mood('m-2-days', now - 2 * day, 5);
          mood('m-40-days', now - 40 * day, 1);
          const entries = tx.objectStore('enhanced_journal_entries');
          const entry = (id: string, at: number, rating: number | undefined) =>
            entries.put({
              ...base(id, at),
              user_id: 'e2e-user',
              title: id,
              content: 'Een dag.',
              ...(rating === undefined ? {} : { mood_rating: rating }),
              tags: '[]',
              category: 'personal',
              is_private: true,
              is_favorite: false,
              word_count: 2,
              date: at,
              is_public: false,
              share_with_ai: false,
            });
          entry('e-today', today, 4);
          entry('e-5-days', now - 5 * day, 2);
          entry('e-6-days-no-mood', now - 6 * day, undefined);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
  );
}

const AVERAGE_LINE =
  'Gemiddelde stemming 2,9 over de laatste 30 dagen: je check-ins en dagboekstemmingen, elke dag telt één keer.';

test('every screen that shows an average mood shows the same one, and says what it counts', async ({
  page,
}) => {
  await markOnboarded(page, '/', { user: true });
  await seedMoods(page);

  await page.goto('/journaling/moods');
  await expect(page.getByTestId('mood-average')).toHaveText(AVERAGE_LINE);

  await page.goto('/analytics');
  await expect(page.getByTestId('analytics-mood-chart').getByText(AVERAGE_LINE)).toBeVisible();

  await page.goto('/wellness-analysis');
  await expect(page.getByTestId('wellness-mood-summary')).toContainText(AVERAGE_LINE);
});

test('one tap on the moods tab saves a check-in, and Undo takes it away', async ({ page }) => {
  await markOnboarded(page, '/journaling/moods', { user: true });
  await page.goto('/journaling/moods');
  const picker = page.getByRole('radiogroup', { name: 'Hoe voel je je nu?' });
  await picker.getByRole('radio', { name: 'Goed' }).click();

  await expect(page.getByTestId('moods-check-in-saved')).toContainText('Opgeslagen: 🙂 Goed om');
  await expect
    .poll(() => readStore<Mood>(page, 'mood_tracking'))
    .toEqual([expect.objectContaining({ mood_rating: 4, user_id: 'e2e-user' })]);
  // No save button: the tap was the save.
  await expect(page.getByRole('button', { name: /opslaan/i })).toHaveCount(0);

  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(page.getByText('Check-in ongedaan gemaakt.')).toBeVisible();
  await expect.poll(() => readStore<Mood>(page, 'mood_tracking')).toEqual([]);
  await expect(page.getByTestId('moods-check-in-saved')).toHaveCount(0);
});

test('a journal entry written without choosing a mood stores none', async ({ page }) => {
  await markOnboarded(page, '/journaling/new', { user: true });
  await page.goto('/journaling/new');
  const moods = page.getByRole('radiogroup', { name: 'Hoe voel je je?' });
  // Nothing preselected.
  await expect(moods.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByLabel('Wat wil je opschrijven?').fill('Een rustige avond zonder veel te voelen.');
  await page.getByLabel('Titel').click();
  await expect
    .poll(() => readStore<Entry>(page, 'enhanced_journal_entries'))
    .toEqual([expect.objectContaining({ content: 'Een rustige avond zonder veel te voelen.' })]);
  const [entry] = await readStore<Entry>(page, 'enhanced_journal_entries');
  expect(entry?.mood_rating).toBeUndefined();
  expect(entry?.mood_emoji).toBeUndefined();
});

test('the changed screens do not stick out sideways: phone and desktop, Dutch and English, light and dark', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await markOnboarded(page, '/', { user: true });
  await seedMoods(page);
  const screens: { name: string; path: string; ready: (p: Page) => Promise<void> }[] = [
    {
      name: 'moods',
      path: '/journaling/moods',
      ready: (p) => expect(p.getByTestId('mood-average')).toBeVisible(),
    },
    {
      name: 'analytics',
      path: '/analytics',
      ready: (p) =>
        expect(p.getByTestId('analytics-mood-chart').locator('figcaption')).toBeVisible(),
    },
    {
      name: 'wellness',
      path: '/wellness-analysis',
      ready: (p) => expect(p.getByTestId('wellness-mood-summary')).toBeVisible(),
    },
    {
      name: 'editor',
      path: '/journaling/new',
      ready: (p) => expect(p.getByRole('radiogroup').first()).toBeVisible(),
    },
  ];
  for (const language of ['nl', 'en'] as const) {
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    await forEachSchemeAndWidth(
      page,
      async ({ scheme, width }) => {
        for (const screen of screens) {
          await page.goto(screen.path);
          await screen.ready(page);
          await expectNoHorizontalOverflow(page, `${screen.name} ${language} ${scheme} ${width}`);
          if (TAKE_SHOTS) {
            // Fonts and late images settle before a picture; the overflow check does not need that.
            await page.waitForLoadState('networkidle');
            await page.screenshot({
              path: `/work/shots/moods-${screen.name}-${language}-${scheme}-${width}.png`,
              fullPage: true,
            });
          }
        }
      },
      [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ],
    );
  }
});
