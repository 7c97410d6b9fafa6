// Working with a stored plan on a real database: ticking and renaming steps with progress saved, the timeline,
// complete and reopen, delete after a confirm (with Undo), the list, and a write that fails.
import { parsePlanSteps, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openPlansTestDb,
  renderPlans,
  seedPlan,
  storedPlans,
  type WriteSwitch,
} from '../../testing/features/action-plans-db';

const DAY = 86_400_000;
/** Wednesday 4 March 2026, noon on the device's clock. */
const NOW = new Date(2026, 2, 4, 12, 0).getTime();

vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;
const control: WriteSwitch = { failing: false };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  control.failing = false;
  database = await openPlansTestDb({ control });
});

afterEach(() => {
  notifications.clean();
  database.db.close();
  vi.useRealTimers();
});

const step = (title: string) => screen.findByRole('listitem', { name: title });
const stored = async (id: string) => database.db.ai_action_plans.get(id);

async function openPlan(goal = 'Elke week drie keer hardlopen', generatedAt = NOW - 9 * DAY) {
  const plan = await seedPlan(database, goal, { now: generatedAt });
  const rendered = renderPlans(database, `/ai3-action-plans?plan=${plan.id}`);
  await screen.findByTestId('plan-detail');
  return { plan, steps: parsePlanSteps(plan.steps), ...rendered };
}

describe('steps', () => {
  it('ticks a step off and on, saving progress as done / total * 100', async () => {
    const { plan, steps } = await openPlan();
    const first = steps[0]?.title ?? '';
    fireEvent.click(within(await step(first)).getByRole('checkbox', { name: `${first} afvinken` }));
    await waitFor(async () => expect((await stored(plan.id))?.progress).toBe(13));
    expect(parsePlanSteps((await stored(plan.id))?.steps)[0]?.done).toBe(true);
    expect((await screen.findByTestId('plan-detail-progress')).textContent).toBe('13% klaar');
    await waitFor(async () => expect((await step(first)).getAttribute('data-done')).toBe('true'));

    fireEvent.click(within(await step(first)).getByRole('checkbox'));
    await waitFor(async () => expect((await stored(plan.id))?.progress).toBe(0));
  });

  it('renames a step and keeps its tick; an empty title is refused', async () => {
    const { plan, steps } = await openPlan();
    const second = steps[1]?.title ?? '';
    fireEvent.click(within(await step(second)).getByRole('checkbox'));
    await waitFor(async () => expect((await stored(plan.id))?.progress).toBe(13));
    fireEvent.click(within(await step(second)).getByRole('button', { name: `${second} bewerken` }));
    const field = await screen.findByRole('textbox', { name: 'Titel van de stap' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Een stap heeft een titel nodig.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Waarom ik wil hardlopen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await step('Waarom ik wil hardlopen');
    const saved = parsePlanSteps((await stored(plan.id))?.steps)[1];
    expect(saved).toMatchObject({ id: 's2', title: 'Waarom ik wil hardlopen', done: true });
    expect(saved?.detail).toBe(steps[1]?.detail);
  });

  it('shows when each step is due', async () => {
    const { steps } = await openPlan();
    // Made on 23 February; the first weekly check is a week later.
    const check = await step(steps[5]?.title ?? '');
    expect(within(check).getByText(/^Gepland op /).textContent).toBe('Gepland op ma 2 mrt');
  });
});

describe('timeline', () => {
  it('lays out the weeks and marks the current one', async () => {
    await openPlan();
    fireEvent.click(screen.getByRole('tab', { name: 'Tijdlijn' }));
    const timeline = await screen.findByTestId('plan-timeline');
    expect(within(timeline).getByText('Week 1')).toBeTruthy();
    expect(within(timeline).getByText('Week 4')).toBeTruthy();
    // Nine days after the start is week 2.
    const current = within(timeline).getByText('Deze week');
    expect(current.closest('.mantine-Timeline-item')?.textContent).toContain('Week 2');
    expect(within(timeline).getByText(/^Ritme vinden/)).toBeTruthy();
  });
});

describe('completing', () => {
  it('marks a plan complete and reopens it', async () => {
    const { plan } = await openPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Markeer als voltooid' }));
    await waitFor(async () =>
      expect(await stored(plan.id)).toMatchObject({
        completed: true,
        completed_at: NOW,
        status: 'completed',
      }),
    );
    expect(await screen.findByText('Plan voltooid. Goed gedaan!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('plan-status').textContent).toBe('Voltooid'));
    expect(screen.getByText('Voltooid op 4 maart 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Weer openen' }));
    await waitFor(async () =>
      expect(await stored(plan.id)).toMatchObject({ completed: false, status: 'active' }),
    );
    expect((await stored(plan.id))?.completed_at).toBeUndefined();
  });

  it('offers to complete once every step is ticked', async () => {
    const { steps } = await openPlan('Kort plan', NOW - DAY);
    for (const s of steps) {
      fireEvent.click(within(await step(s.title)).getByRole('checkbox'));
      await waitFor(async () =>
        expect((await step(s.title)).getAttribute('data-done')).toBe('true'),
      );
    }
    expect(
      await screen.findByText('Alle stappen zijn klaar. Wil je het plan als voltooid markeren?'),
    ).toBeTruthy();
    expect((await storedPlans(database))[0]?.progress).toBe(100);
    // Ticking the last step does not complete the plan by itself: the user decides, with one button.
    expect((await storedPlans(database))[0]?.completed).toBe(false);
    const buttons = screen.getAllByRole('button', { name: 'Markeer als voltooid' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(async () => expect((await storedPlans(database))[0]?.status).toBe('completed'));
  });
});

describe('deleting', () => {
  it('asks first, then deletes, and Undo brings the plan back', async () => {
    const { plan, router } = await openPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Plan verwijderen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Actieplan verwijderen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await stored(plan.id)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Plan verwijderen' }));
    dialog = await screen.findByRole('dialog', { name: 'Actieplan verwijderen?' });
    expect(within(dialog).getByText(/„Actieplan: Elke week drie keer hardlopen”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(async () => expect(await stored(plan.id)).toBeUndefined());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Nog geen actieplannen')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    expect(
      await screen.findByRole('listitem', { name: 'Actieplan: Elke week drie keer hardlopen' }),
    ).toBeTruthy();
    expect((await stored(plan.id))?.steps).toBe(plan.steps);
  });
});

describe('the list', () => {
  it('shows every plan newest first with its progress, and opens one', async () => {
    const older = await seedPlan(database, 'Meer lezen', { now: NOW - 20 * DAY });
    await seedPlan(database, 'Vroeger opstaan', { now: NOW - DAY });
    await database.db.ai_action_plans.update(older.id, { progress: 50 });
    const { router } = renderPlans(database);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Actieplan: Vroeger opstaan',
      'Actieplan: Meer lezen',
    ]);
    const bar = within(cards[1] as HTMLElement).getByRole('progressbar', {
      name: 'Voortgang van Actieplan: Meer lezen',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    fireEvent.click(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Actieplan: Meer lezen openen' }),
    );
    await screen.findByTestId('plan-detail');
    expect(router.state.location.search).toBe(`?plan=${older.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Alle plannen' }));
    await screen.findByRole('button', { name: 'Maak actieplan' });
  });

  it('says so when a plan address leads nowhere', async () => {
    renderPlans(database, '/ai3-action-plans?plan=bestaat-niet');
    expect(await screen.findByText('Plan niet gevonden')).toBeTruthy();
  });
});

describe('a failing write', () => {
  it('tells the reason and leaves the stored plan as it was', async () => {
    const { plan, steps } = await openPlan();
    control.failing = true;
    fireEvent.click(within(await step(steps[0]?.title ?? '')).getByRole('checkbox'));
    // Dexie appends the inner error to the message; the sentence starts with what failed and why.
    expect(
      await screen.findByText(/^De wijziging kon niet worden opgeslagen\. Reden: The disk broke/),
    ).toBeTruthy();
    expect((await stored(plan.id))?.progress).toBe(0);
  });
});
