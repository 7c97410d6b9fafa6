// Action plans and the wellness analysis (issue 7): a plan made offline from a typed goal keeps its ticks
// after a reload; a plan from one of the user's own goals is renamed, completed and deleted (and undone);
// the wellness analysis reads two seeded checks and moods and sends a suggestion on as a prefilled plan;
// both screens fit phone and desktop width in light and dark (screenshots with E2E_SHOTS=1).
import { expect, test } from '@playwright/test';
import { ActionPlansPage, WellnessAnalysisPage } from './pages/action-plans-page';
import { seedDailyCore } from './support/daily-data';
import { expectNoHorizontalOverflow, forEachSchemeAndWidth } from './support/schemes-and-widths';
import { waitForServiceWorker } from './support/service-worker';
import { shot } from './support/shots';

test.describe('action plans', () => {
  test('makes a plan offline, ticks a step, and still has it after a reload', async ({
    page,
    context,
  }) => {
    const plans = new ActionPlansPage(page);
    await plans.open();
    await waitForServiceWorker(page);
    await plans.ready();
    await expect(page.getByText('Nog geen actieplannen')).toBeVisible();

    await context.setOffline(true);
    await plans.create('Elke week drie keer hardlopen', 8);
    const title = 'Actieplan: Elke week drie keer hardlopen';
    const steps = await plans.storedSteps(title);
    // INFJ, eight weeks: tiny first step, why, if-then, WOOP, journal, weekly check, halfway, review.
    expect(steps).toHaveLength(8);
    expect(steps[0]?.title).toMatch(/^(Vandaag|Morgen): 10 minuten je doel voor je zien$/);
    await expect(plans.progressText).toHaveText('0% klaar');

    const first = steps[0]?.title ?? '';
    await plans.stepCheckbox(first).click();
    await expect(plans.stepCheckbox(first)).toBeChecked();
    await expect(plans.progressText).toHaveText('13% klaar');

    await page.reload();
    await plans.ready();
    await expect(plans.detail).toBeVisible();
    await expect(plans.stepCheckbox(first)).toBeChecked();
    await expect(plans.progressText).toHaveText('13% klaar');
    const stored = await plans.storedPlans();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      title,
      user_id: 'e2e-user',
      progress: 13,
      status: 'active',
      completed: false,
      _status: 'created',
    });
    expect(JSON.parse(stored[0]?.metadata ?? '{}')).toMatchObject({
      goal: 'Elke week drie keer hardlopen',
      goal_source: 'typed',
    });

    await page.getByRole('tab', { name: 'Tijdlijn' }).click();
    await expect(page.getByTestId('plan-timeline').getByText('Week 8')).toBeVisible();
    await expect(page.getByTestId('plan-timeline').getByText('Deze week')).toBeVisible();
    await context.setOffline(false);
  });

  test('starts from an own goal, renames a step, completes, and undoes a delete', async ({
    page,
  }) => {
    const plans = new ActionPlansPage(page);
    await plans.open();
    await seedDailyCore(page);
    await page.reload();
    await plans.ready();

    await plans.pickGoal('Twintig minuten wandelen in het park');
    await page.getByRole('button', { name: 'Maak actieplan' }).click();
    const title = 'Actieplan: Twintig minuten wandelen in het park';
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const [plan] = await plans.storedPlans();
    expect(JSON.parse(plan?.metadata ?? '{}')).toMatchObject({
      goal_source: 'daily_goal',
      goal_source_id: 'seed-goal-today',
    });

    const steps = await plans.storedSteps(title);
    await plans.renameStep(steps[1]?.title ?? '', 'Waarom wandelen mij rust geeft');
    await expect
      .poll(async () => (await plans.storedSteps(title))[1]?.title)
      .toBe('Waarom wandelen mij rust geeft');

    await page.getByRole('button', { name: 'Markeer als voltooid' }).click();
    await expect(plans.status).toHaveText('Voltooid');
    await expect
      .poll(async () => (await plans.storedPlans())[0])
      .toMatchObject({ completed: true, status: 'completed' });
    expect(typeof (await plans.storedPlans())[0]?.completed_at).toBe('number');

    await plans.deleteOpenPlan();
    await expect(page.getByText('Nog geen actieplannen')).toBeVisible();
    await expect.poll(async () => (await plans.storedPlans()).length).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect(plans.planCard(title)).toBeVisible();
    await expect(plans.planCard(title).getByTestId('plan-status')).toHaveText('Voltooid');
  });

  test('the wellness analysis reads the checks and moods and hands a goal to a new plan', async ({
    page,
  }) => {
    const wellness = new WellnessAnalysisPage(page);
    await wellness.open();
    await expect(page.getByText('Nog geen welzijnscheck')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Doe de welzijnscheck' })).toHaveAttribute(
      'href',
      '/wellness-assessment',
    );
    await wellness.seed();
    await page.reload();
    await wellness.ready();

    await expect(page.getByTestId('wellness-overall')).toHaveText('50');
    await expect(wellness.area('Slaap')).toHaveAttribute('data-band', 'attention');
    await expect(page.getByTestId('wellness-strongest')).toContainText('Zingeving');
    await expect(page.getByTestId('wellness-weakest')).toContainText('Slaap');
    await expect(page.getByTestId('wellness-overall-change')).toHaveText(
      'Je totaalscore daalde met 9 punten, van 59 naar 50.',
    );
    await expect(page.getByTestId('wellness-mood-summary')).toHaveText(
      // 30 days by default; the moods all lie in the second half, so there is no trend to tell yet.
      'Gemiddelde stemming 2,4 over de laatste 30 dagen: je check-ins en dagboekstemmingen, elke dag telt één keer. Nog te weinig check-ins om een trend te zien.',
    );
    const sleep = wellness.focusArea('Slaap');
    await expect(sleep.getByRole('listitem')).toHaveCount(4);

    await sleep.getByRole('link', { name: 'Maak een actieplan' }).click();
    const plans = new ActionPlansPage(page);
    await plans.ready();
    await expect(plans.goalField).toHaveValue('Elke dag op dezelfde tijd naar bed gaan en opstaan');
  });

  test('fits phone and desktop width, light and dark (screenshots with E2E_SHOTS=1)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const plans = new ActionPlansPage(page);
    await plans.open();
    await plans.create('Elke avond een half uur lezen');
    const wellness = new WellnessAnalysisPage(page);
    await wellness.seed();
    const planUrl = new URL(page.url());
    await forEachSchemeAndWidth(page, async ({ scheme, width }) => {
      await page.goto(`${planUrl.pathname}${planUrl.search}`);
      await expect(plans.detail).toBeVisible();
      await expectNoHorizontalOverflow(page, `plan ${scheme} ${width}`);
      await shot(() =>
        page.screenshot({ path: `/tmp/action-plans-${scheme}-${width}.png`, fullPage: true }),
      );
      await page.goto('/wellness-analysis');
      await expect(page.getByTestId('wellness-overall')).toBeVisible();
      // The chart sizes itself after layout: measure once it is drawn.
      await expect(page.getByTestId('wellness-mood-summary')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page, `wellness ${scheme} ${width}`);
      await shot(() =>
        page.screenshot({ path: `/tmp/wellness-analysis-${scheme}-${width}.png`, fullPage: true }),
      );
    });
  });
});
