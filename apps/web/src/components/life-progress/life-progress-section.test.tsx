import { DAY_MS } from '@groeipad/domain';
import { lifeAreasProgressRepository, type GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, renderApp } from '../../testing/render-app';
import { openTestDb, TEST_USER_ID } from '../../testing/database';
import { LifeProgressSection } from './life-progress-section';
import { LIFE_PROGRESS_SECTION_ID, lifeProgressLink } from './progress-link';

let db: GroeipadDb;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => {
  db.close();
  cleanNotifications();
});

function renderSection(path?: string) {
  return renderApp(<LifeProgressSection userId={TEST_USER_ID} id={LIFE_PROGRESS_SECTION_ID} />, {
    db,
    notifications: true,
    path,
  });
}

const wheelValues = () => within(screen.getByTestId('wheel-values'));

describe('the life progress section', { timeout: 30_000 }, () => {
  it('shows all eight areas as not rated when empty, and the wheel follows a progress update', async () => {
    renderSection();
    expect(await screen.findByText(/nog geen gebied bijgewerkt/)).toBeTruthy();
    expect(wheelValues().getByText('Gezondheid: nog niet ingevuld')).toBeTruthy();
    expect(screen.getByText('Nog niet ingevuld')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Levensgebied'), { target: { value: 'health' } });
    const thumb = screen.getByRole('slider');
    thumb.focus();
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(await wheelValues().findByText('Gezondheid: 15%')).toBeTruthy();
    const [stored] = await lifeAreasProgressRepository(db, {
      now: Date.now,
      actor: TEST_USER_ID,
    }).forUser(TEST_USER_ID);
    expect(stored).toMatchObject({ area_name: 'health', progress_level: 15 });
  });

  it('keeps the slider where the user moved it and an unsaved note while progress is written', async () => {
    renderSection();
    const notes = await screen.findByLabelText('Notities');
    fireEvent.change(notes, { target: { value: 'Nog niet bewaard' } });
    const thumb = screen.getByRole('slider');
    thumb.focus();
    // Six quick steps, each written at once: the records arriving one by one must not pull it back.
    for (let i = 0; i < 6; i += 1) fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(await wheelValues().findByText('Loopbaan: 30%')).toBeTruthy();
    expect(thumb.getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Notities').value).toBe('Nog niet bewaard');
  });

  it('adds a goal once and refuses the duplicate', async () => {
    renderSection();
    const input = await screen.findByLabelText('Nieuw doel');
    fireEvent.change(input, { target: { value: 'Elke dag wandelen' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Elke dag wandelen')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nieuw doel'), {
      target: { value: 'Elke dag wandelen' },
    });
    expect(await screen.findByText('Dit staat al in de lijst.')).toBeTruthy();
  });

  it('reminds of an area whose update is due and opens it', async () => {
    const weeksAgo = Date.now() - 8 * DAY_MS;
    await lifeAreasProgressRepository(db, { now: () => weeksAgo, actor: TEST_USER_ID }).setProgress(
      TEST_USER_ID,
      'finance',
      55,
    );
    renderSection();
    const reminders = await screen.findByTestId('due-reminders');
    expect(within(reminders).getByText(/Financiën/)).toBeTruthy();
    expect(wheelValues().getByText('Financiën: 55%')).toBeTruthy();
    fireEvent.click(within(reminders).getByRole('button', { name: 'Financiën bijwerken' }));
    expect(await screen.findByText('Voortgang van Financiën')).toBeTruthy();
  });

  it('opens the area named in the link and scrolls to the section', async () => {
    // jsdom does not lay out, so it has no scrollIntoView; the section's call is what matters here.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderSection(lifeProgressLink('finance'));
    expect(await screen.findByText('Voortgang van Financiën')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Levensgebied').value).toBe('finance');
    expect(scrolled.map((element) => element.id)).toEqual([LIFE_PROGRESS_SECTION_ID]);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('ignores an area in the URL that is not one of the eight', async () => {
    renderSection('/analytics?area=bogus');
    expect(await screen.findByText('Voortgang van Loopbaan')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Levensgebied').value).toBe('career');
  });
});
