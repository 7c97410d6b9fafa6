import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../testing/daily-inputs';
import { RecordNotFoundError, ValidationError } from '../errors';
import type { CreateInput } from '../repository';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { actionPlansRepository, StepNotFoundError } from './action-plans';
import { parsePlanSteps, planProgress, serializePlanSteps } from './action-plans-steps';

let db: GroeipadDb;
afterEach(() => db?.close());

const STEPS = [
  {
    id: 's1',
    title: 'Vandaag 10 minuten',
    detail: 'Klein beginnen',
    dueOffsetDays: 0,
    done: false,
  },
  { id: 's2', title: 'Als-dan-plan', detail: 'Vaste momenten', dueOffsetDays: 1, done: false },
  { id: 's3', title: 'Weekcheck', detail: 'Terugkijken', dueOffsetDays: 7, done: false },
];

function planInput(overrides: Partial<CreateInput<'ai_action_plans'>> = {}) {
  return {
    user_id: 'user-1',
    title: 'Actieplan: hardlopen',
    description: 'Een plan van 4 weken',
    goals: '["Specifiek"]',
    steps: JSON.stringify(STEPS),
    timeline: '[{"week":1,"focus":"Start"}]',
    progress: 0,
    status: 'active' as const,
    is_premium: false,
    generated_at: T0,
    completed: false,
    ...overrides,
  };
}

async function setup() {
  db = (await openTestDb()).db;
  const time = clock();
  return { plans: actionPlansRepository(db, { now: time.now, actor: 'user-1' }), time };
}

describe('actionPlansRepository', () => {
  it("lists one user's plans, newest first", async () => {
    const { plans } = await setup();
    await plans.create(planInput({ title: 'Oud', generated_at: T0 - 10 }));
    await plans.create(planInput({ title: 'Nieuw', generated_at: T0 + 10 }));
    await plans.create(planInput({ title: 'Van een ander', user_id: 'user-2' }));
    expect((await plans.forUser('user-1')).map((p) => p.title)).toEqual(['Nieuw', 'Oud']);
  });

  it('ticks a step and keeps progress as done / total * 100', async () => {
    const { plans, time } = await setup();
    const plan = await plans.create(planInput());
    time.advance(1_000);
    const once = await plans.toggleStep(plan.id, 's2');
    expect(once).toMatchObject({ progress: 33, updated_at: T0 + 1_000 });
    expect(parsePlanSteps(once.steps).map((s) => s.done)).toEqual([false, true, false]);
    await plans.toggleStep(plan.id, 's1');
    await plans.toggleStep(plan.id, 's3');
    expect((await plans.get(plan.id))?.progress).toBe(100);
    const back = await plans.toggleStep(plan.id, 's3');
    expect(back.progress).toBe(67);
  });

  it('two quick ticks of different steps both land', async () => {
    const { plans } = await setup();
    const plan = await plans.create(planInput());
    await Promise.all([plans.toggleStep(plan.id, 's1'), plans.toggleStep(plan.id, 's3')]);
    const stored = await plans.get(plan.id);
    expect(parsePlanSteps(stored?.steps).map((s) => s.done)).toEqual([true, false, true]);
    expect(stored?.progress).toBe(67);
  });

  it('renames a step, keeping its id, detail and tick', async () => {
    const { plans } = await setup();
    const plan = await plans.create(planInput());
    await plans.toggleStep(plan.id, 's2');
    const renamed = await plans.renameStep(plan.id, 's2', '  Mijn eigen plan  ');
    expect(parsePlanSteps(renamed.steps)[1]).toEqual({
      id: 's2',
      title: 'Mijn eigen plan',
      detail: 'Vaste momenten',
      dueOffsetDays: 1,
      done: true,
    });
    await expect(plans.renameStep(plan.id, 's2', '   ')).rejects.toBeInstanceOf(RangeError);
  });

  it('reports a missing plan or step and changes nothing', async () => {
    const { plans } = await setup();
    const plan = await plans.create(planInput());
    await expect(plans.toggleStep('missing', 's1')).rejects.toBeInstanceOf(RecordNotFoundError);
    await expect(plans.toggleStep(plan.id, 's9')).rejects.toBeInstanceOf(StepNotFoundError);
    expect((await plans.get(plan.id))?.steps).toBe(plan.steps);
  });

  it('completes a plan now and reopens it', async () => {
    const { plans, time } = await setup();
    const plan = await plans.create(planInput());
    time.advance(5_000);
    expect(await plans.complete(plan.id)).toMatchObject({
      completed: true,
      completed_at: T0 + 5_000,
      status: 'completed',
      progress: 0,
    });
    const reopened = await plans.reopen(plan.id);
    expect(reopened).toMatchObject({ completed: false, status: 'active' });
    expect(reopened.completed_at).toBeUndefined();
    expect((await plans.get(plan.id))?.completed_at).toBeUndefined();
  });

  it('refuses a plan without a description or content', async () => {
    const { plans } = await setup();
    await expect(plans.create(planInput({ description: undefined }))).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('plan steps', () => {
  it('reads stored steps, leaving out broken ones and making ids unique', () => {
    const json = JSON.stringify([
      { id: 'a', title: 'Een', detail: 'x', dueOffsetDays: 2, done: true },
      { id: 'a', title: 'Twee' },
      { title: '   ' },
      'los',
      { title: 'Drie', dueOffsetDays: -4 },
    ]);
    expect(parsePlanSteps(json)).toEqual([
      { id: 'a', title: 'Een', detail: 'x', dueOffsetDays: 2, done: true },
      { id: 'a-2', title: 'Twee', detail: '', dueOffsetDays: 0, done: false },
      { id: 'step-5', title: 'Drie', detail: '', dueOffsetDays: 0, done: false },
    ]);
    expect(parsePlanSteps('niet json')).toEqual([]);
    expect(parsePlanSteps(serializePlanSteps(STEPS))).toEqual(STEPS);
  });

  it('computes progress as whole percent, 0 without steps', () => {
    expect(planProgress([])).toBe(0);
    expect(planProgress([{ done: true }, { done: false }, { done: false }])).toBe(33);
    expect(planProgress([{ done: true }, { done: true }])).toBe(100);
  });
});
