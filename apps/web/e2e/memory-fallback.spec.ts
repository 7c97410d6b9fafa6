// Where the browser refuses IndexedDB (as some private modes do), the app still works and says data is not kept.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';

test('runs in memory and warns the user when IndexedDB is unavailable', async ({ page }) => {
  // Firefox's private mode used to fail every open this way.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('IndexedDB is not available in this window.', 'InvalidStateError');
    };
  });
  const app = new AppPage(page);
  await app.open('/test-database');
  await expect(page.getByRole('alert').filter({ hasText: 'niet bewaard' })).toBeVisible();
  await expect(app.main).toContainText('Alleen in het geheugen');
  await expect(app.main).toContainText('Schemaversie 14');
});
