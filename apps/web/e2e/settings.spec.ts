// The settings screen: language and theme applied at once and kept, reminder time, notification permission,
// export of all local data and deleting everything on this device.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { SettingsPage } from './pages/settings-page';

function localStorageItem(page: Page, key: string) {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

test('switches the language at once and keeps it after a reload', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.languageSelect.selectOption('en');
  await expect(settings.heading('Settings')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(settings.heading('Settings')).toBeVisible();
  await expect(page.getByLabel('App language')).toHaveValue('en');
  expect(await localStorageItem(page, 'i18nextLng')).toBe('en');
});

test('switches the theme and keeps it after a reload', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  const html = page.locator('html');
  const theme = settings.section('Weergave');
  await theme.getByText('Donker', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(settings.savedNotice).toBeVisible();
  await page.reload();
  await expect(settings.heading('Instellingen')).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await settings.section('Weergave').getByText('Licht', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('saves the daily reminder time and shows it after a reload', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await expect(settings.reminderTime).toHaveValue('09:00');
  await settings.reminderTime.fill('7:45');
  await settings.saveTime.click();
  await expect(settings.savedNotice).toBeVisible();
  await expect(settings.reminderTime).toHaveValue('07:45');
  await page.reload();
  await expect(settings.reminderTime).toHaveValue('07:45');
});

test('rejects an invalid reminder time and changes nothing', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.reminderTime.fill('25:00');
  await settings.saveTime.click();
  await expect(page.getByText(/Vul een tijd in als UU:MM tussen 00:00 en 23:59/)).toBeVisible();
  await expect(settings.reminderTime).toHaveAttribute('aria-invalid', 'true');
  await expect(settings.savedNotice).toHaveCount(0);
  await page.reload();
  await expect(settings.reminderTime).toHaveValue('09:00');
});

test('turns the reminder on once the browser grants notifications, and the reminder comes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  // Headless Chromium shows no notifications (getNotifications stays empty), so the calls are recorded.
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownNotifications: shown });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the registration as this
    const original = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      shown.push(`${title} | ${options?.tag ?? ''}`);
      return original.call(this, title, options);
    };
    window.Notification = new Proxy(window.Notification, {
      construct(target, args: [string, NotificationOptions?]) {
        shown.push(`page: ${args[0]} | ${args[1]?.tag ?? ''}`);
        return new target(...args);
      },
    });
  });
  // Half past nine with the default time 09:00: once switched on, the reminder is due.
  await page.clock.setFixedTime(new Date('2026-06-10T09:30:00'));
  const settings = new SettingsPage(page);
  // The reminder is for the person on this device: a users record.
  await settings.open({ user: true });
  await expect(settings.reminderSwitch).not.toBeChecked();
  await settings.reminderSwitch.click({ force: true });
  await expect(settings.reminderSwitch).toBeChecked();
  await expect(settings.savedNotice).toBeVisible();
  const shown = () =>
    page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications);
  // The app checks when it starts (and then at the reminder time, at least every quarter of an hour); with
  // its service worker active, as after the first visit, the worker shows it (a tap opens the moods tab).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(settings.reminderSwitch).toBeChecked();
  await expect.poll(shown).toEqual(['Even stilstaan bij jezelf | groeipad-daily-reminder']);
});

test('explains how to unblock notifications when the browser denies them', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = () => Promise.resolve('denied');
  });
  const settings = new SettingsPage(page);
  await settings.open();
  await expect(page.getByText(/Je hebt meldingen voor Groeipad geblokkeerd/)).toBeVisible();
  await settings.reminderSwitch.click({ force: true });
  await expect(settings.reminderSwitch).not.toBeChecked();
});

test('says so when the browser has no notifications', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { Notification?: unknown }).Notification;
  });
  const settings = new SettingsPage(page);
  await settings.open();
  await expect(page.getByText(/Deze browser kan geen meldingen tonen/)).toBeVisible();
  await expect(settings.reminderSwitch).toBeDisabled();
});

test('exports all local data as one JSON file', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.reminderTime.fill('06:15');
  await settings.saveTime.click();
  await expect(settings.savedNotice).toBeVisible();

  const download = page.waitForEvent('download');
  await settings.exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^groeipad-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    app: string;
    schema_version: number;
    tables: Record<string, { id: string; key?: string; value?: string }[]>;
  };
  expect(data.app).toBe('Groeipad');
  expect(data.schema_version).toBe(14);
  expect(Object.keys(data.tables).length).toBeGreaterThan(30);
  expect(data.tables.onboarding_states?.map((record) => record.id)).toEqual(['e2e-onboarding']);
  expect(data.tables.settings).toEqual([
    expect.objectContaining({
      key: 'coaching.reminder_time',
      value: '06:15',
      user_id: 'e2e-user',
    }),
  ]);
  await expect(page.getByText(/Je gegevens zijn gedownload/)).toBeVisible();
});

test('deletes all local data after the typed confirmation and starts onboarding again', async ({
  page,
}) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.section('Weergave').getByText('Donker', { exact: true }).click();
  await settings.deleteButton.click();
  const dialog = settings.deleteDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Exporteer al mijn gegevens' })).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Definitief verwijderen' });
  await expect(confirm).toBeDisabled();
  const word = dialog.getByLabel('Typ VERWIJDEREN om te bevestigen');
  await word.fill('verwijder');
  await expect(confirm).toBeDisabled();
  await word.fill('verwijderen');
  await confirm.click();

  await expect(page).toHaveURL(/\/onboarding\/step-1$/);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await localStorageItem(page, 'onboarding_completed')).toBeNull();
  expect(await localStorageItem(page, 'mantine-color-scheme-value')).toBeNull();
  const onboardingRecords = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('groeipad');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const count = db
            .transaction('onboarding_states')
            .objectStore('onboarding_states')
            .count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
  expect(onboardingRecords).toBe(0);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/onboarding\/step-1$/);
});

test('cancelling the delete keeps everything', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.deleteButton.click();
  await settings.deleteDialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(settings.deleteDialog).toBeHidden();
  await page.reload();
  await expect(settings.heading('Instellingen')).toBeVisible();
});
