// Page model of /account and the sync status card for the browser tests, with Dutch labels.
import { expect, type Page } from '@playwright/test';

export type Credentials = { name: string; email: string; password: string };

export class AccountPage {
  constructor(readonly page: Page) {}

  async signUp(who: Credentials) {
    await this.page.goto('/account');
    await this.page.getByText('Account maken', { exact: true }).first().click();
    await this.page.getByLabel('Naam').fill(who.name);
    await this.page.getByLabel('E-mailadres').fill(who.email);
    await this.page.getByLabel('Wachtwoord', { exact: true }).fill(who.password);
    await this.page.getByRole('button', { name: 'Account maken' }).click();
    // Password hashing on a loaded 2-core machine (two workers signing up at once) can take seconds.
    await expect(this.page.getByText(who.email).first()).toBeVisible({ timeout: 15_000 });
  }

  async signIn(who: Credentials) {
    await this.page.goto('/account');
    await this.page.getByLabel('E-mailadres').fill(who.email);
    await this.page.getByLabel('Wachtwoord', { exact: true }).fill(who.password);
    await this.page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(this.page.getByText(who.email).first()).toBeVisible();
  }

  /** Opens the sign-out dialog on /account (signed in). */
  async openSignOut() {
    await this.page.goto('/account');
    await expect(this.page.getByTestId('account-email')).toBeVisible();
    await this.page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
    return this.page.getByRole('dialog', { name: 'Uitloggen', exact: true });
  }

  /** Signs out choosing to remove this account's data from the device; waits until it is gone. */
  async signOutRemovingData() {
    const dialog = await this.openSignOut();
    await dialog
      .getByRole('checkbox', { name: 'Ook mijn gegevens van dit apparaat verwijderen' })
      .check();
    await dialog.getByRole('button', { name: 'Uitloggen en verwijderen', exact: true }).click();
    await expect(dialog.getByTestId('sign-out-dialog')).toHaveAttribute('data-state', 'removed', {
      timeout: 30_000,
    });
    return dialog;
  }

  get syncCard() {
    return this.page.getByTestId('server-sync');
  }

  /** Opens the sync status screen and waits until linking and the first run are done. */
  async openSyncStatus() {
    await this.page.goto('/v14-sync-status');
    await expect(this.syncCard).toHaveAttribute('data-sync-ready', 'true', { timeout: 30_000 });
  }

  /** Presses "sync now" and waits until the run finished without an error. */
  async syncNow() {
    await this.page.getByTestId('sync-now').click();
    await expect(this.syncCard).toHaveAttribute('data-sync-phase', 'idle', { timeout: 30_000 });
    await expect(this.syncCard).not.toHaveAttribute('data-last-sync', 'never');
  }
}
