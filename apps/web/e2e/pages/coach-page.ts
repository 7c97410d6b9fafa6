// Page model of the coach conversation (/ai-coaching, /personal-coach, /ai-buddy), with Dutch labels.
import { expect, type Page } from '@playwright/test';

export class CoachPage {
  constructor(readonly page: Page) {}

  get input() {
    return this.page.getByTestId('coach-input');
  }

  get messages() {
    return this.page.getByTestId('coach-messages');
  }

  /** The coach's stored replies; the bubble of a reply still being written is marked data-pending. */
  get coachBubbles() {
    return this.messages.locator('[data-role="coach"]:not([data-pending])');
  }

  get userBubbles() {
    return this.messages.locator('[data-role="user"]');
  }

  get crisisPanel() {
    return this.page.getByTestId('crisis-panel');
  }

  get provider() {
    return this.page.getByTestId('coach-provider');
  }

  /** Sends a message and waits until the coach's reply is complete and stored. */
  async send(text: string) {
    const before = await this.coachBubbles.count();
    await this.input.fill(text);
    await this.page.getByTestId('coach-send').click();
    await expect(this.coachBubbles).toHaveCount(before + 1, { timeout: 15_000 });
    await expect(this.page.getByTestId('coach-streaming')).toHaveCount(0);
    await expect(this.input).toHaveValue('');
  }

  lastReply() {
    return this.coachBubbles.last();
  }
}
