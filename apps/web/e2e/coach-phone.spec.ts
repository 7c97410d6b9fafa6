// Issue 18: the coach conversation on a phone. The composer stays above the bottom bar (and above the
// on-screen keyboard, which with interactive-widget=resizes-content shrinks the viewport), the newest
// reply is not hidden behind the bars, a conversation reopens at its end, and a crisis reply keeps its
// tappable numbers in view and after a reload.
import { expect, test, type Page } from '@playwright/test';
import { CoachPage } from './pages/coach-page';
import { markOnboarded } from './support/onboarding';

test.use({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });

const MESSAGES = [
  'Ik heb zoveel stress op mijn werk, ik weet niet waar ik moet beginnen.',
  'Vooral de deadlines en mijn baas die steeds meer vraagt.',
  'Ik slaap ook slecht, ik lig om drie uur wakker te piekeren.',
  'Wat kan ik vanavond doen om rustiger te worden?',
];

/** The top of the phone's bottom bar (the viewport's bottom when there is none). */
async function barTop(page: Page): Promise<number> {
  const viewport = page.viewportSize();
  const footer = await page.locator('footer').first().boundingBox();
  return footer && footer.height > 0 ? footer.y : (viewport?.height ?? 0);
}

/** The element lies fully between the header and the bottom bar (once a smooth scroll has ended). */
async function expectInView(page: Page, testId: string, label: string) {
  await expect(async () => {
    const box = await page.getByTestId(testId).last().boundingBox();
    expect(box, label).not.toBeNull();
    const header = await page.locator('header').first().boundingBox();
    const bottom = await barTop(page);
    const top = header ? header.y + header.height - 1 : 0;
    expect(box!.y, `${label}: top`).toBeGreaterThanOrEqual(top);
    expect(box!.y + box!.height, `${label}: bottom`).toBeLessThanOrEqual(bottom + 1);
  }).toPass({ timeout: 5_000 });
}

for (const size of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}x${size.height} the composer and the newest reply stay in view`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await markOnboarded(page, '/ai-coaching', { user: true });
    const coach = new CoachPage(page);
    await expectInView(page, 'coach-composer', 'composer before any message');
    for (const message of MESSAGES) await coach.send(message);
    await expectInView(page, 'coach-composer', 'composer after four replies');
    await expect(async () => {
      const reply = await coach.lastReply().boundingBox();
      const composer = await page.getByTestId('coach-composer').boundingBox();
      expect(reply!.y + reply!.height).toBeLessThanOrEqual(composer!.y + 1);
      expect(reply!.y + reply!.height).toBeGreaterThan(0);
    }).toPass();

    // The keyboard opens: the layout viewport shrinks to what is left above it.
    await coach.input.focus();
    await page.setViewportSize({ width: size.width, height: Math.round(size.height * 0.55) });
    await expectInView(page, 'coach-composer', 'composer with the keyboard open');
    await page.setViewportSize(size);

    // Reopening lands at the end of the conversation, not at its top.
    await page.reload();
    await expect(coach.coachBubbles).toHaveCount(MESSAGES.length);
    await expect(async () => {
      const reply = await coach.lastReply().boundingBox();
      const composer = await page.getByTestId('coach-composer').boundingBox();
      expect(reply!.y + reply!.height).toBeLessThanOrEqual(composer!.y + 1);
      expect(reply!.y).toBeGreaterThan(-reply!.height);
    }).toPass();
  });
}

test('a crisis reply shows tappable numbers in view, and again after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await markOnboarded(page, '/ai-coaching', { user: true });
  const coach = new CoachPage(page);
  for (const message of MESSAGES.slice(0, 3)) await coach.send(message);
  await coach.send('ik zie het echt niet meer zitten, ik wil er gewoon niet meer zijn');
  // The call buttons come with the reply, where the view follows it.
  await expectInView(page, 'crisis-call', 'call buttons under the crisis reply');
  const reply = coach.lastReply();
  await expect(reply.locator('a[href="tel:08000113"]')).toBeVisible();

  await page.reload();
  await expect(coach.coachBubbles).toHaveCount(4);
  await expect(coach.lastReply().locator('a[href="tel:08000113"]')).toBeVisible();
  await expect(page.getByTestId('crisis-call').locator('a[href^="tel:112"]')).toBeVisible();
  await expectInView(page, 'crisis-call', 'call buttons after a reload');
});
