// A due date in the past is asked about before it is saved: keep it, or change it with nothing lost.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTasksTestDb, renderTasks, storedTasks } from '../../testing/features/tasks-db';

/** Wednesday 4 March 2026, noon on the device's clock. */
const NOW = new Date(2026, 2, 4, 12, 0).getTime();

vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  database = await openTasksTestDb({ failing: false });
});

afterEach(() => {
  notifications.clean();
  database.db.close();
  vi.useRealTimers();
});

async function fillForm(title: string, due: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe taak' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titel/ }), {
    target: { value: title },
  });
  fireEvent.change(within(dialog).getByLabelText('Deadline'), { target: { value: due } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Taak toevoegen' }));
  return dialog;
}

describe('a due date in the past', () => {
  it('is asked about, and saved as chosen after "Ja, bewaren"', async () => {
    renderTasks(database);
    const dialog = await fillForm('Belastingaangifte', '2026-03-01T09:00');
    const question = await within(dialog).findByTestId('task-past-due');
    expect(question.textContent).toContain('Deze datum ligt in het verleden. Toch bewaren?');
    expect(await storedTasks(database)).toHaveLength(0);

    fireEvent.click(within(question).getByRole('button', { name: 'Ja, bewaren' }));
    await waitFor(async () => expect(await storedTasks(database)).toHaveLength(1));
    const [task] = await storedTasks(database);
    expect(task?.due_date).toBe(new Date(2026, 2, 1, 9, 0).getTime());
  });

  it('"Datum aanpassen" keeps everything typed and saves the new date without asking again', async () => {
    renderTasks(database);
    const dialog = await fillForm('Belastingaangifte', '2026-03-01T09:00');
    const question = await within(dialog).findByTestId('task-past-due');
    fireEvent.click(within(question).getByRole('button', { name: 'Datum aanpassen' }));
    expect(within(dialog).queryByTestId('task-past-due')).toBeNull();
    const due = within(dialog).getByLabelText('Deadline');
    expect(document.activeElement).toBe(due);
    expect(within(dialog).getByRole('textbox', { name: /^Titel/ })).toHaveProperty(
      'value',
      'Belastingaangifte',
    );

    fireEvent.change(due, { target: { value: '2026-03-06T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taak toevoegen' }));
    await waitFor(async () => expect(await storedTasks(database)).toHaveLength(1));
    const [task] = await storedTasks(database);
    expect(task?.due_date).toBe(new Date(2026, 2, 6, 9, 0).getTime());
  });

  it('asks nothing for a date later today', async () => {
    renderTasks(database);
    await fillForm('Bellen', '2026-03-04T15:00');
    await waitFor(async () => expect(await storedTasks(database)).toHaveLength(1));
  });
});
