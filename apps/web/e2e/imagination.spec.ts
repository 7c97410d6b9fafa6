// Active imagination (issue 7) offline: a session answered step by step with a reflection after each, resumed
// after a reload, finished into an inspiration and moved into the journal as one entry; and the screen on a
// 360 px phone.
import { expect, test } from '@playwright/test';
import { ImaginationPage } from './pages/imagination-page';
import { JournalingPage } from './pages/journaling-page';

const ANSWERS = [
  'Ik ben wat onrustig, maar ik adem rustiger.',
  'Een markt vol fruit in de zon.',
  'Een oude koopman met een weegschaal.',
  'Wat is genoeg?',
  'Genoeg is wat je kunt dragen zonder zorgen.',
  'Elke zondag mijn uitgaven rustig bekijken.',
];

test.describe('active imagination', () => {
  test('answer, reload, finish and move into the journal, all offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const imagination = new ImaginationPage(page);
    await imagination.openOffline(context);
    await expect(imagination.sessionsEmpty).toBeVisible();
    await expect(imagination.inspirationsEmpty).toBeVisible();

    // Start: the first step invites the person to settle, about the chosen area.
    await imagination.startArea('Financiën');
    await expect(page).toHaveURL(/\/active-imagination\?session=[0-9a-f-]{36}$/);
    await expect(imagination.progress).toHaveText('Stap 1 van 6');
    await expect(imagination.prompt).toContainText('je financiën');
    await expect(imagination.nextButton).toBeDisabled();

    // Each saved step mirrors the person's own words back.
    await imagination.answer(ANSWERS[0] ?? '');
    await expect(imagination.reflection).toContainText(
      'Ik ben wat onrustig, maar ik adem rustiger',
    );
    await imagination.nextButton.click();
    await expect(imagination.progress).toHaveText('Stap 2 van 6');
    await expect(imagination.prompt).toContainText('voorraadkast');
    await imagination.answer(ANSWERS[1] ?? '');
    await expect(imagination.reflection).toContainText('Een markt vol fruit in de zon');
    await imagination.nextButton.click();
    await expect(imagination.progress).toHaveText('Stap 3 van 6');

    // Reload (still offline): the same step, nothing lost.
    await page.reload();
    await expect(imagination.progress).toHaveText('Stap 3 van 6');
    await imagination.backButton.click();
    await expect(imagination.progress).toHaveText('Stap 2 van 6');
    await expect(imagination.answerField).toHaveValue(ANSWERS[1] ?? '');
    await expect(imagination.reflection).toContainText('Een markt vol fruit in de zon');
    await imagination.nextButton.click();
    await expect(imagination.progress).toHaveText('Stap 3 van 6');

    // Leave and come back later from the overview.
    await imagination.pauseButton.click();
    await expect(imagination.activeCard).toContainText('stap 3 van 6');
    await imagination.activeCard.getByRole('button', { name: 'Verdergaan' }).click();
    await expect(imagination.progress).toHaveText('Stap 3 van 6');

    for (let step = 2; step < 5; step += 1) {
      await imagination.answer(ANSWERS[step] ?? '');
      await imagination.nextButton.click();
      await expect(imagination.progress).toHaveText(`Stap ${step + 2} van 6`);
    }
    await imagination.answer(ANSWERS[5] ?? '');
    await imagination.finishButton.click();

    // The inspiration is drafted from the person's words.
    await expect(imagination.editor).toBeVisible();
    await expect(page).toHaveURL(/\/active-imagination\?inspiration=[0-9a-f-]{36}$/);
    await expect(imagination.titleField).toHaveValue('Elke zondag mijn uitgaven rustig bekijken');
    await expect(imagination.summaryField).toHaveValue(/Een oude koopman met een weegschaal/);
    await expect(imagination.status).toHaveText('Nieuw');
    const [session] = await imagination.storedSessions();
    expect(session).toMatchObject({
      levensgebied: 'financieen',
      step: 5,
      is_active: false,
      user_id: 'e2e-user',
      response: ANSWERS[5],
    });

    // Move it into the journal: one entry, and the inspiration says where it went.
    await imagination.titleField.fill('Zondag: rustig mijn uitgaven bekijken');
    await imagination.transferButton.click();
    await expect(imagination.openJournalLink).toBeVisible();
    await expect(imagination.status).toHaveText('In dagboek');
    const entries = await imagination.storedJournalEntries();
    expect(entries).toEqual([
      expect.objectContaining({
        title: 'Zondag: rustig mijn uitgaven bekijken',
        levensgebied: 'financieen',
        user_id: 'e2e-user',
        _status: 'created',
      }),
    ]);
    const [inspiration] = await imagination.storedInspirations();
    expect(inspiration).toMatchObject({
      status: 'transferred',
      is_transferred_to_journal: true,
      journal_entry_id: entries[0]?.id,
      imagination_session_id: session?.id,
    });

    // After a reload the link is still there and no second entry can be made.
    await page.reload();
    await expect(imagination.openJournalLink).toBeVisible();
    await expect(imagination.transferButton).toHaveCount(0);
    expect(await imagination.storedJournalEntries()).toHaveLength(1);

    // The entry opens in the journal editor with the inspiration's words.
    await imagination.openJournalLink.click();
    await expect(page).toHaveURL(new RegExp(`/journaling/entry/${String(entries[0]?.id)}$`));
    const journal = new JournalingPage(page);
    await expect(journal.titleField).toHaveValue('Zondag: rustig mijn uitgaven bekijken');
    await expect(journal.contentField).toHaveValue(/Elke zondag mijn uitgaven rustig bekijken\./);

    // Back on the overview: the inspiration under its status, the finished session in the history.
    await page.goto('/active-imagination');
    await imagination.ready();
    await expect(imagination.inspirations).toHaveCount(1);
    await imagination.chooseStatus(/^In dagboek/);
    await expect(imagination.inspirations).toHaveCount(1);
    await imagination.chooseStatus(/^Gearchiveerd/);
    await expect(imagination.inspirations).toHaveCount(0);
    await expect(imagination.pastSessions).toHaveCount(1);
    await expect(imagination.pastSessions.first()).toContainText('Afgerond');
    await context.setOffline(false);
  });

  test('fits a 360 px phone: overview, session and inspiration', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const imagination = new ImaginationPage(page);
    await imagination.open();
    expect(await imagination.pageFitsScreen()).toBe(true);

    await imagination.startArea('Professionele ontwikkeling');
    await imagination.answer(
      'Een lang woord zonder spaties: arbeidsongeschiktheidsverzekeringsmaatschappij.',
    );
    expect(await imagination.pageFitsScreen()).toBe(true);
    // The step's buttons sit side by side within the screen's width.
    for (const button of [imagination.backButton, imagination.nextButton]) {
      const box = await button.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(360);
    }

    await imagination.pauseButton.click();
    await expect(imagination.activeCard).toBeVisible();
    expect(await imagination.pageFitsScreen()).toBe(true);
  });
});
