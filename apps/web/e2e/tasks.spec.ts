// The tasks screen (issue 5): a task added and completed offline survives a reload, the filter stays in the
// URL, delete can be undone, a past due date is confirmed and marks the task overdue (screenshots at phone and
// desktop width in light and dark with E2E_SHOTS=1).
import { expect, test } from '@playwright/test';
import { TasksPage } from './pages/tasks-page';
import { forEachSchemeAndWidth } from './support/schemes-and-widths';
import { waitForServiceWorker } from './support/service-worker';
import { TAKE_SHOTS } from './support/shots';

test.describe('tasks', () => {
  test('adds a task offline, completes it, and still has it after a reload', async ({
    page,
    context,
  }) => {
    const tasks = new TasksPage(page);
    await tasks.open();
    await waitForServiceWorker(page);
    await tasks.ready();

    await context.setOffline(true);
    await tasks.quickAdd('Boodschappen doen');
    await expect(tasks.card('Boodschappen doen')).toHaveAttribute('data-status', 'pending');
    await tasks.checkbox('Boodschappen doen').click();
    await expect(tasks.checkbox('Boodschappen doen')).toBeChecked();
    await expect(tasks.card('Boodschappen doen')).toHaveAttribute('data-status', 'completed');

    await page.reload();
    await tasks.ready();
    await expect(tasks.card('Boodschappen doen')).toHaveAttribute('data-status', 'completed');
    await expect(tasks.checkbox('Boodschappen doen')).toBeChecked();
    const stored = await tasks.storedTasks();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      title: 'Boodschappen doen',
      completed: true,
      priority: 'medium',
      user_id: 'e2e-user',
      _status: 'created',
    });
    expect(stored[0]?.due_date).toBeUndefined();
    await context.setOffline(false);
  });

  test('keeps the status filter after a reload, and undoes a delete', async ({ page }) => {
    const tasks = new TasksPage(page);
    await tasks.open();
    await tasks.quickAdd('Tandarts bellen');
    await tasks.quickAdd('Hardlopen');
    await tasks.checkbox('Hardlopen').click();
    await expect(tasks.checkbox('Hardlopen')).toBeChecked();

    await tasks.chooseStatus(/^Open/);
    await expect(page).toHaveURL(/[?&]status=open/);
    await expect(tasks.card('Hardlopen')).toHaveCount(0);
    await page.reload();
    await tasks.ready();
    await expect(tasks.statusChip(/^Open/)).toBeChecked();
    await expect(tasks.card('Tandarts bellen')).toBeVisible();
    await expect(tasks.card('Hardlopen')).toHaveCount(0);

    await tasks
      .card('Tandarts bellen')
      .getByRole('button', { name: 'Tandarts bellen verwijderen' })
      .click();
    await expect(tasks.card('Tandarts bellen')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect(tasks.card('Tandarts bellen')).toBeVisible();
    expect(await tasks.storedTasks()).toHaveLength(2);
  });

  test('a past due date is confirmed first and the task shows as overdue (screenshots with E2E_SHOTS=1)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tasks = new TasksPage(page);
    await tasks.open();
    await page.getByRole('button', { name: 'Nieuwe taak' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Titel/ }).fill('Presentatie voorbereiden');
    // The segment's radio is visually hidden; its label is what people click.
    await dialog.getByText('Hoog', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Hoog' })).toBeChecked();
    // Yesterday at 09:00 on the browser clock: an overdue task.
    const yesterday = await page.evaluate(() => {
      const d = new Date(Date.now() - 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`;
    });
    await dialog.getByLabel('Deadline', { exact: true }).fill(yesterday);
    await dialog.getByRole('combobox', { name: 'Labels' }).fill('werk');
    await dialog.getByRole('combobox', { name: 'Labels' }).press('Enter');
    await dialog.getByRole('button', { name: 'Taak toevoegen' }).click();
    // A due date in the past is asked about before it is saved (issue 18).
    await dialog.getByRole('button', { name: 'Ja, bewaren' }).click();
    await expect(tasks.card('Presentatie voorbereiden')).toHaveAttribute('data-status', 'overdue');
    if (!TAKE_SHOTS) return;
    await tasks.quickAdd('Boek lezen');
    await forEachSchemeAndWidth(page, async ({ scheme, width }) => {
      await page.goto('/tasks');
      await tasks.ready();
      await expect(tasks.card('Boek lezen')).toBeVisible();
      await page.screenshot({ path: `/tmp/tasks-${scheme}-${width}.png`, fullPage: true });
    });
  });
});
