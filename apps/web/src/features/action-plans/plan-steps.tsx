// The plan's steps in due order; each tick and rename is written at once and progress follows.
import type { ActionPlanStep } from '@groeipad/local-db';
import { Stack } from '@mantine/core';
import type { StoredPlan } from './plan-record';
import { StepItem } from './step-item';
import type { PlanActions } from './use-plan-actions';

type Props = { plan: StoredPlan; steps: ActionPlanStep[]; actions: PlanActions };

export function PlanSteps({ plan, steps, actions }: Props) {
  return (
    <Stack
      gap={0}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid="plan-steps"
    >
      {steps.map((step) => (
        <StepItem
          key={step.id}
          step={step}
          generatedAt={plan.generated_at}
          onToggle={() => void actions.toggleStep(plan.id, step.id)}
          onRename={(title) => actions.renameStep(plan.id, step.id, title)}
        />
      ))}
    </Stack>
  );
}
