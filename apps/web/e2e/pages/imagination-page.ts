// Page model of the active-imagination screen (/active-imagination) for the browser tests, with Dutch labels.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { markOnboarded } from '../support/onboarding';
import { readStore } from '../support/read-store';
import { horizontalOverflow } from '../support/schemes-and-widths';
import { waitForServiceWorker } from '../support/service-worker';

export type StoredRow = Record<string, unknown>;

export class ImaginationPage {
  constructor(readonly page: Page) {}

  /** Onboarded with a user (Anna, INFJ), on the screen with the areas rendered. */
  async open() {
    await markOnboarded(this.page, '/active-imagination', { user: true });
    await this.ready();
  }

  /** As open(), then the service worker in control and the network cut off. */
  async openOffline(context: BrowserContext) {
    await this.open();
    await waitForServiceWorker(this.page);
    await context.setOffline(true);
    await this.page.reload();
    await this.ready();
  }

  /** The heading and the first area card are there once the user loaded. */
  async ready() {
    await expect(this.heading).toBeVisible();
    await expect(this.areaButton('Psychische gezondheid')).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Actieve verbeelding' });
  }

  areaButton(area: string): Locator {
    return this.page.getByRole('button', { name: `Begin een sessie over ${area}` });
  }

  async startArea(area: string) {
    await this.areaButton(area).click();
    await expect(this.session).toBeVisible();
  }

  get session() {
    return this.page.getByTestId('imagination-session');
  }

  get progress() {
    return this.page.getByTestId('imagination-progress');
  }

  get prompt() {
    return this.page.getByTestId('imagination-prompt');
  }

  get answerField() {
    return this.page.getByRole('textbox', { name: 'Jouw antwoord' });
  }

  get saveButton() {
    return this.page.getByRole('button', { name: 'Opslaan', exact: true });
  }

  get reflection() {
    return this.page.getByTestId('imagination-reflection');
  }

  get nextButton() {
    return this.page.getByRole('button', { name: 'Volgende stap' });
  }

  get backButton() {
    return this.page.getByRole('button', { name: 'Vorige stap' });
  }

  get finishButton() {
    return this.page.getByRole('button', { name: 'Afronden' });
  }

  get pauseButton() {
    return this.page.getByRole('button', { name: 'Pauzeren' });
  }

  get activeCard() {
    return this.page.getByTestId('imagination-active');
  }

  /** Types the answer and saves it; the reflection appears only after IndexedDB committed the step. */
  async answer(text: string) {
    await this.answerField.fill(text);
    await this.saveButton.click();
    await expect(this.reflection).toBeVisible();
  }

  get editor() {
    return this.page.getByTestId('imagination-inspiration-editor');
  }

  get titleField() {
    return this.editor.getByRole('textbox', { name: 'Titel' });
  }

  get summaryField() {
    return this.editor.getByRole('textbox', { name: 'Samenvatting' });
  }

  get status() {
    return this.page.getByTestId('imagination-inspiration-status');
  }

  get keepButton() {
    return this.page.getByRole('button', { name: 'Bewaren' });
  }

  get transferButton() {
    return this.page.getByRole('button', { name: 'Naar dagboek' });
  }

  get openJournalLink() {
    return this.page.getByRole('link', { name: 'Bekijk in je dagboek' });
  }

  get backToOverview() {
    return this.page.getByRole('button', { name: 'Terug naar het overzicht' });
  }

  get inspirations() {
    return this.page.getByTestId('imagination-inspiration');
  }

  get pastSessions() {
    return this.page.getByTestId('imagination-past-session');
  }

  get sessionsEmpty() {
    return this.page.getByTestId('imagination-sessions-empty');
  }

  get inspirationsEmpty() {
    return this.page.getByTestId('imagination-inspirations-empty');
  }

  statusFilter(name: RegExp): Locator {
    return this.page
      .getByRole('radiogroup', { name: 'Welke inspiraties wil je zien?' })
      .getByRole('radio', { name });
  }

  /** The chip's radio is visually hidden; people click its label. */
  async chooseStatus(name: RegExp) {
    await this.page
      .getByRole('radiogroup', { name: 'Welke inspiraties wil je zien?' })
      .locator('label')
      .filter({ hasText: name })
      .click();
    await expect(this.statusFilter(name)).toBeChecked();
  }

  storedSessions(): Promise<StoredRow[]> {
    return readStore<StoredRow>(this.page, 'imagination_sessions');
  }

  storedInspirations(): Promise<StoredRow[]> {
    return readStore<StoredRow>(this.page, 'inspirations');
  }

  storedJournalEntries(): Promise<StoredRow[]> {
    return readStore<StoredRow>(this.page, 'enhanced_journal_entries');
  }

  /** Whether anything pushes the page wider than the screen. */
  async pageFitsScreen(): Promise<boolean> {
    return (await horizontalOverflow(this.page)) <= 0;
  }
}
