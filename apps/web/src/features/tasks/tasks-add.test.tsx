// Adding tasks on a real database: quick add, the full form with deadline, category and tags, validation,
// failing writes, and the texts and dates in Dutch and English.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openTasksTestDb,
  renderTasks,
  storedTasks,
  type WriteSwitch,
} from '../../testing/features/tasks-db';

/** Wednesday 4 March 2026, noon on the device's clock. */
const NOW = new Date(2026, 2, 4, 12, 0).getTime();

// A real database, live queries and Mantine in jsdom: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;
const writes: WriteSwitch = { failing: false };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  writes.failing = false;
  database = await openTasksTestDb(writes);
});

afterEach(() => {
  notifications.clean();
  database.db.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function quickAdd(title: string, label = 'Snel een taak toevoegen') {
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: label });
  fireEvent.change(field, { target: { value: title } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  return field;
}

async function openForm(buttonName = 'Nieuwe taak') {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByRole('dialog');
}

async function pickOption(dialog: HTMLElement, fieldName: string, optionName: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: fieldName }));
  fireEvent.click(await screen.findByRole('option', { name: optionName }));
}

function addTag(dialog: HTMLElement, tag: string) {
  const field = within(dialog).getByRole('combobox', { name: 'Labels' });
  // Mantine ignores changes to an unfocused field (autofill), as a user always types into a focused one.
  field.focus();
  fireEvent.change(field, { target: { value: tag } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('quick add', () => {
  it('adds an open task with medium priority and no deadline on Enter', async () => {
    renderTasks(database);
    expect(await screen.findByText('Nog geen taken')).toBeDefined();
    const field = quickAdd('  Tandarts bellen ');
    const card = await screen.findByLabelText('Tandarts bellen', { selector: 'li' });
    expect(within(card).getByText('Gemiddeld')).toBeDefined();
    expect(within(card).getByTestId('task-status').textContent).toBe('Te doen');
    await waitFor(() => expect(field.value).toBe(''));
    const [task] = await storedTasks(database);
    expect(task).toMatchObject({
      title: 'Tandarts bellen',
      priority: 'medium',
      completed: false,
      user_id: 'user-1',
      created_at: NOW,
    });
    expect(task?.due_date).toBeUndefined();
    expect(task?.tags).toBeUndefined();
  });

  it('writes nothing for an empty title and says why', async () => {
    renderTasks(database);
    await screen.findByText('Nog geen taken');
    quickAdd('   ');
    expect(await screen.findByText('Geef je taak een titel.')).toBeDefined();
    expect(await storedTasks(database)).toHaveLength(0);
  });

  it('keeps the text and names the cause when the write fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTasks(database);
    await screen.findByText('Nog geen taken');
    writes.failing = true;
    const field = quickAdd('Boodschappen doen');
    expect(
      await screen.findByText(
        'Je taak is niet opgeslagen: er ging iets mis op dit apparaat. Wat je invulde, staat er nog.',
      ),
    ).toBeDefined();
    expect(field.value).toBe('Boodschappen doen');
    expect(await storedTasks(database)).toHaveLength(0);
    expect(logged).toHaveBeenCalled();
  });
});

describe('the full form', () => {
  it('adds a task with description, priority, deadline, category and tags (each once, trimmed)', async () => {
    renderTasks(database);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titel/ }), {
      target: { value: 'Presentatie voorbereiden' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Beschrijving' }), {
      target: { value: 'Dia’s en aantekeningen' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hoog' }));
    fireEvent.change(within(dialog).getByLabelText('Deadline'), {
      target: { value: '2026-03-05T14:30' },
    });
    await pickOption(dialog, 'Categorie', 'Werk');
    addTag(dialog, ' focus ');
    addTag(dialog, 'focus');
    addTag(dialog, 'klant');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taak toevoegen' }));

    await waitFor(async () => expect(await storedTasks(database)).toHaveLength(1));
    const [task] = await storedTasks(database);
    expect(task).toMatchObject({
      title: 'Presentatie voorbereiden',
      description: 'Dia’s en aantekeningen',
      priority: 'high',
      completed: false,
      due_date: new Date(2026, 2, 5, 14, 30).getTime(),
      category: 'work',
      tags: '["focus","klant"]',
    });

    const card = await screen.findByLabelText('Presentatie voorbereiden', { selector: 'li' });
    expect(within(card).getByTestId('task-due').textContent).toContain('5 mrt 2026');
    expect(within(card).getByTestId('task-due').textContent).toContain('Morgen');
    expect(within(card).getByText('Hoog')).toBeDefined();
    expect(within(card).getByText('Werk')).toBeDefined();
    expect(
      within(card)
        .getAllByTestId('task-tag')
        .map((tag) => tag.textContent),
    ).toEqual(['#focus', '#klant']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('writes nothing while the title is missing or too long, and keeps the modal open', async () => {
    renderTasks(database);
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taak toevoegen' }));
    expect(await within(dialog).findByText('Geef je taak een titel.')).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toContain('Er is nog niets opgeslagen');

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titel/ }), {
      target: { value: 'x'.repeat(201) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taak toevoegen' }));
    expect(
      await within(dialog).findByText('Een titel mag hoogstens 200 tekens hebben.'),
    ).toBeDefined();
    expect(await storedTasks(database)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('keeps the form filled in when saving fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTasks(database);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titel/ }), {
      target: { value: 'Belasting invullen' },
    });
    writes.failing = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taak toevoegen' }));
    expect(await screen.findByText(/Je taak is niet opgeslagen/)).toBeDefined();
    expect(
      within(screen.getByRole('dialog')).getByRole<HTMLInputElement>('textbox', { name: /^Titel/ })
        .value,
    ).toBe('Belasting invullen');
    expect(await storedTasks(database)).toHaveLength(0);
    expect(logged).toHaveBeenCalled();
  });
});

describe('languages', () => {
  it('speaks English and writes the date the English way', async () => {
    renderTasks(database, { lng: 'en' });
    expect(await screen.findByText('No tasks yet')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeDefined();
    const dialog = await openForm('New task');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Pay rent' },
    });
    fireEvent.change(within(dialog).getByLabelText('Due date'), {
      target: { value: '2026-03-09T09:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    const card = await screen.findByLabelText('Pay rent', { selector: 'li' });
    expect(within(card).getByTestId('task-due').textContent).toContain('Mar 9, 2026');
    expect(within(card).getByTestId('task-due').textContent).toContain('5 days');
    expect(within(card).getByTestId('task-status').textContent).toBe('Pending');
    expect(screen.getByRole('radio', { name: /^Open/ })).toBeDefined();
  });

  it('speaks Dutch and writes the date as nl-NL does', async () => {
    renderTasks(database, { lng: 'nl' });
    expect(await screen.findByText('Nog geen taken')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Taken' })).toBeDefined();
    quickAdd('Iets');
    await screen.findByLabelText('Iets', { selector: 'li' });
    const dialog = await openForm('Iets bewerken');
    fireEvent.change(within(dialog).getByLabelText('Deadline'), {
      target: { value: '2026-03-09T09:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(screen.getByTestId('task-due').textContent).toContain('9 mrt 2026'));
    expect(screen.getByTestId('task-due').textContent).toContain('Over 5 dagen');
  });
});
