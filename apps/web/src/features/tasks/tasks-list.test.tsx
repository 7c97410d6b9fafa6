// Working with existing tasks on a real database: ticking off, editing only what changed, the status filters
// kept in the URL, and delete with Undo.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  USER_ID,
  openTasksTestDb,
  renderTasks,
  seedRepository,
  storedTasks,
} from '../../testing/features/tasks-db';

const HOUR = 3_600_000;
/** Wednesday 4 March 2026, noon on the device's clock. */
const NOW = new Date(2026, 2, 4, 12, 0).getTime();

// A real database, live queries and Mantine in jsdom: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  database = await openTasksTestDb();
});

afterEach(() => {
  notifications.clean();
  database.db.close();
  vi.useRealTimers();
});

async function seed() {
  let clock = NOW - 10 * HOUR;
  const repo = seedRepository(database, () => (clock += 1000));
  const base = { user_id: USER_ID, completed: false, priority: 'medium' as const };
  return {
    late: await repo.create({
      ...base,
      title: 'Rapport inleveren',
      priority: 'high',
      due_date: NOW - 2 * HOUR,
    }),
    today: await repo.create({
      ...base,
      title: 'Sporten',
      due_date: NOW + 3 * HOUR,
      category: 'health',
    }),
    later: await repo.create({
      ...base,
      title: 'Boek lezen',
      description: 'Hoofdstuk 3',
      priority: 'low',
      due_date: NOW + 5 * 24 * HOUR,
      category: 'growth',
      tags: '["rust","lezen"]',
    }),
    done: await repo.create({ ...base, title: 'Afwas', completed: true }),
  };
}

// Role queries walk the whole tree; jsdom needs more than the default second for that after a write.
const card = (title: string) => screen.findByLabelText(title, { selector: 'li' });
const titles = () => screen.queryAllByTestId('task-title').map((el) => el.textContent);

describe('the list', () => {
  it('shows overdue first, marks it, and keeps finished tasks apart', async () => {
    await seed();
    renderTasks(database);
    await card('Rapport inleveren');
    expect(titles()).toEqual(['Rapport inleveren', 'Sporten', 'Boek lezen', 'Afwas']);
    expect((await card('Rapport inleveren')).getAttribute('data-status')).toBe('overdue');
    expect(within(await card('Rapport inleveren')).getByTestId('task-status').textContent).toBe(
      'Verlopen',
    );
    expect(within(await card('Sporten')).getByTestId('task-due').textContent).toContain('Vandaag');
    expect(screen.getByRole('heading', { name: '3 taken te doen' })).toBeDefined();
    expect(screen.getByRole('heading', { name: '1 afgerond' })).toBeDefined();
  });

  it('ticks a task off and on again, striking the title through', async () => {
    const { today } = await seed();
    renderTasks(database);
    const box = within(await card('Sporten')).getByRole('checkbox', { name: 'Sporten afvinken' });
    fireEvent.click(box);
    await waitFor(async () =>
      expect((await database.db.tasks.get(today.id))?.completed).toBe(true),
    );
    // A completed task moves to the "done" section as a new element: look it up again until it is there.
    await waitFor(() =>
      expect(screen.getByLabelText('Sporten', { selector: 'li' }).getAttribute('data-status')).toBe(
        'completed',
      ),
    );
    const done = screen.getByLabelText('Sporten', { selector: 'li' });
    expect(within(done).getByTestId('task-title').style.textDecoration).toBe('line-through');
    expect(within(done).getByTestId('task-status').textContent).toBe('Voltooid');
    const stored = await database.db.tasks.get(today.id);
    expect(stored?.updated_at).toBe(NOW);

    fireEvent.click(within(done).getByRole('checkbox'));
    await waitFor(async () =>
      expect((await database.db.tasks.get(today.id))?.completed).toBe(false),
    );
  });
});

describe('editing', () => {
  it('changes only the fields the user changed', async () => {
    const { later } = await seed();
    renderTasks(database);
    fireEvent.click(
      within(await card('Boek lezen')).getByRole('button', { name: 'Boek lezen bewerken' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Taak bewerken' });
    expect(
      within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Beschrijving' }).value,
    ).toBe('Hoofdstuk 3');
    // Meanwhile the task is ticked off elsewhere (another tab, a sync): the edit must not undo that.
    await seedRepository(database).toggle(later.id);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titel/ }), {
      target: { value: 'Roman lezen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wijzigingen opslaan' }));
    await card('Roman lezen');
    const stored = await database.db.tasks.get(later.id);
    expect(stored).toMatchObject({
      title: 'Roman lezen',
      completed: true,
      description: 'Hoofdstuk 3',
      priority: 'low',
      due_date: later.due_date,
      category: 'growth',
      tags: '["rust","lezen"]',
      created_at: later.created_at,
    });
    expect(stored?.updated_at).toBe(NOW);
  });

  it('removes a deadline and a tag that were cleared', async () => {
    const { later } = await seed();
    renderTasks(database);
    fireEvent.click(
      within(await card('Boek lezen')).getByRole('button', { name: 'Boek lezen bewerken' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deadline wissen' }));
    const tags = within(dialog).getByRole('combobox', { name: 'Labels' });
    tags.focus();
    fireEvent.keyDown(tags, { key: 'Backspace' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(async () =>
      expect((await database.db.tasks.get(later.id))?.due_date).toBeUndefined(),
    );
    expect((await database.db.tasks.get(later.id))?.tags).toBe('["rust"]');
  });
});

describe('filters', () => {
  it('filters by status with counts and keeps the choice in the URL', async () => {
    await seed();
    const { router } = renderTasks(database);
    await card('Rapport inleveren');
    const chips = screen.getByRole('radiogroup', { name: 'Welke taken wil je zien?' });
    const count = (status: string) =>
      within(screen.getByTestId(`status-chip-${status}`).parentElement as HTMLElement).getByTestId(
        'status-count',
      ).textContent;
    expect(['all', 'open', 'today', 'overdue', 'completed'].map(count)).toEqual([
      '4',
      '3',
      '2',
      '1',
      '1',
    ]);

    fireEvent.click(within(chips).getByRole('radio', { name: /^Te laat/ }));
    await waitFor(() => expect(titles()).toEqual(['Rapport inleveren']));
    expect(router.state.location.search).toBe('?status=overdue');

    fireEvent.click(within(chips).getByRole('radio', { name: /^Vandaag/ }));
    await waitFor(() => expect(titles()).toEqual(['Rapport inleveren', 'Sporten']));

    fireEvent.click(within(chips).getByRole('radio', { name: /^Klaar/ }));
    await waitFor(() => expect(titles()).toEqual(['Afwas']));
  });

  it('opens with the filters of the URL, and clears them when nothing matches', async () => {
    await seed();
    renderTasks(database, { path: '/tasks?status=open&tag=rust&sort=title' });
    await card('Boek lezen');
    expect(titles()).toEqual(['Boek lezen']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Open/ }).checked).toBe(true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoeken in je taken' }), {
      target: { value: 'bestaat niet' },
    });
    expect(await screen.findByText('Geen taken gevonden')).toBeDefined();
    fireEvent.click(
      within(screen.getByTestId('tasks-no-match')).getByRole('button', { name: 'Filters wissen' }),
    );
    await waitFor(() => expect(titles()).toHaveLength(4));
    // The sort order is a preference, not a filter: it stays.
    expect(titles()).toEqual(['Boek lezen', 'Rapport inleveren', 'Sporten', 'Afwas']);
  });
});

describe('delete', () => {
  it('deletes at once and Undo brings the same task back', async () => {
    const { later } = await seed();
    renderTasks(database);
    fireEvent.click(
      within(await card('Boek lezen')).getByRole('button', { name: 'Boek lezen verwijderen' }),
    );
    await waitFor(async () => expect(await database.db.tasks.get(later.id)).toBeUndefined());
    await waitFor(() =>
      expect(screen.queryByLabelText('Boek lezen', { selector: 'li' })).toBeNull(),
    );
    expect(await screen.findByText('„Boek lezen” is verwijderd')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    await card('Boek lezen');
    expect(await database.db.tasks.get(later.id)).toMatchObject({
      id: later.id,
      title: 'Boek lezen',
      tags: '["rust","lezen"]',
      created_at: later.created_at,
    });
    expect(await screen.findByText('Taak teruggezet')).toBeDefined();
    expect(await storedTasks(database)).toHaveLength(4);
  });
});
