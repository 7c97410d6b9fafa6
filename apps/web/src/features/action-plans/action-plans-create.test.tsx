// Making a plan on a real database: from a typed goal, from one of the user's goals, prefilled from a link,
// and the empty, validation and missing-profile states.
import { parsePlanSteps, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openPlansTestDb,
  renderPlans,
  seedDailyGoal,
  seedPlanningGoals,
  storedPlans,
  USER_ID,
} from '../../testing/features/action-plans-db';

/** Wednesday 4 March 2026, noon on the device's clock. */
const NOW = new Date(2026, 2, 4, 12, 0).getTime();

// A real database, live queries and Mantine in jsdom: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  database = await openPlansTestDb();
});

afterEach(() => {
  notifications.clean();
  database.db.close();
  vi.useRealTimers();
});

const goalField = () =>
  screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Of beschrijf je doel' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Maak actieplan' }));

describe('making a plan', () => {
  it('starts empty, with an honest note that there are no goals to pick', async () => {
    renderPlans(database);
    expect(await screen.findByText('Nog geen actieplannen')).toBeTruthy();
    const pick = screen.getByRole<HTMLInputElement>('combobox', { name: 'Kies een van je doelen' });
    expect(pick.disabled).toBe(true);
    expect(pick.placeholder).toBe('Je hebt nog geen open doelen');
  });

  it('asks for a goal before making anything', async () => {
    renderPlans(database);
    await goalField();
    submit();
    expect(await screen.findByText('Kies of beschrijf eerst een doel.')).toBeTruthy();
    expect(await storedPlans(database)).toHaveLength(0);
  });

  it('turns a typed goal into a stored plan and opens it', async () => {
    const { router } = renderPlans(database);
    fireEvent.change(await goalField(), { target: { value: 'Elke week drie keer hardlopen' } });
    fireEvent.click(screen.getByRole('radio', { name: '8 weken' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Levensgebied (optioneel)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lichamelijke gezondheid' }));
    submit();

    await waitFor(async () => expect(await storedPlans(database)).toHaveLength(1));
    const [plan] = await storedPlans(database);
    expect(plan).toMatchObject({
      user_id: USER_ID,
      title: 'Actieplan: Elke week drie keer hardlopen',
      status: 'active',
      progress: 0,
      completed: false,
      is_premium: false,
      generated_at: NOW,
      created_by: USER_ID,
    });
    expect(plan?.completed_at).toBeUndefined();
    expect(JSON.parse(plan?.metadata ?? '{}')).toMatchObject({
      goal: 'Elke week drie keer hardlopen',
      goal_source: 'typed',
    });
    expect(JSON.parse(plan?.mbti_context ?? '{}')).toMatchObject({
      mbtiType: 'INFJ',
      horizonWeeks: 8,
      levensgebied: 'lichamelijkeGezondheid',
    });
    expect(JSON.parse(plan?.goals ?? '[]')).toContain(
      'Relevant: dit doel draagt bij aan je levensgebied lichamelijke gezondheid.',
    );
    const steps = parsePlanSteps(plan?.steps);
    expect(steps).toHaveLength(8);
    expect(steps[0]?.title).toBe('Vandaag: 10 minuten je doel voor je zien');

    await screen.findByTestId('plan-detail');
    expect(router.state.location.search).toBe(`?plan=${plan?.id}`);
    expect(
      screen.getByRole('heading', { name: 'Actieplan: Elke week drie keer hardlopen' }),
    ).toBeTruthy();
    expect(screen.getAllByTestId('step-title').map((el) => el.textContent)).toEqual(
      steps.map((s) => s.title),
    );
    expect(await screen.findByText('Je actieplan staat klaar.')).toBeTruthy();
  });

  it('starts from one of the open daily goals or planning goals', async () => {
    const goal = await seedDailyGoal(database, 'Twintig minuten wandelen', NOW - 86_400_000);
    await seedDailyGoal(database, 'Heel oud doel', NOW - 90 * 86_400_000);
    await seedPlanningGoals(
      database,
      '[{"id":"a","text":"Boek uitlezen","done":false},{"id":"b","text":"Klaar","done":true}]',
    );
    renderPlans(database);
    const pick = await screen.findByRole('combobox', { name: 'Kies een van je doelen' });
    await waitFor(() => expect((pick as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(pick);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Twintig minuten wandelen', 'Boek uitlezen']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Twintig minuten wandelen' }));
    expect((await goalField()).value).toBe('Twintig minuten wandelen');
    submit();

    await waitFor(async () => expect(await storedPlans(database)).toHaveLength(1));
    const [plan] = await storedPlans(database);
    expect(JSON.parse(plan?.metadata ?? '{}')).toMatchObject({
      goal: 'Twintig minuten wandelen',
      goal_source: 'daily_goal',
      goal_source_id: goal.id,
    });
  });

  it('takes a goal from the link, as the wellness suggestions send it', async () => {
    renderPlans(database, '/ai3-action-plans?goal=Elke%20dag%20wandelen');
    expect((await goalField()).value).toBe('Elke dag wandelen');
  });
});

describe('without a profile', () => {
  it('points to the profile instead of the form', async () => {
    database.db.close();
    database = await openPlansTestDb({ user: false });
    renderPlans(database);
    expect(await screen.findByText('Nog geen profiel')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Maak actieplan' })).toBeNull();
  });
});
