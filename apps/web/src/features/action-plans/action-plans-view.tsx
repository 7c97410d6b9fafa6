// The user's side of the screen: with ?plan=<id> one plan in full, otherwise the new-plan form and the list.
import type { MbtiType } from '@groeipad/domain';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CreatePlanCard } from './create-plan-card';
import { PlanDetail } from './plan-detail';
import { PlanList } from './plan-list';
import { PlanNotFound, PlansLoading } from './plan-states';
import { useActionPlans } from './use-action-plans';
import { usePlanActions } from './use-plan-actions';

type Props = { userId: string; mbtiType: MbtiType | null };

export function ActionPlansView({ userId, mbtiType }: Props) {
  const plans = useActionPlans(userId);
  const actions = usePlanActions(userId, mbtiType);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('plan');
  const open = (id: string | null) => setParams(id ? { plan: id } : {});

  if (selectedId !== null) {
    if (!plans) return <PlansLoading />;
    const plan = plans.find((p) => p.id === selectedId);
    return plan ? (
      <PlanDetail plan={plan} actions={actions} onBack={() => open(null)} />
    ) : (
      <PlanNotFound onBack={() => open(null)} />
    );
  }
  return (
    <Stack gap="lg">
      <CreatePlanCard
        userId={userId}
        initialGoal={params.get('goal') ?? ''}
        onCreate={async (request) => {
          const id = await actions.create(request);
          if (id) open(id);
          return id !== undefined;
        }}
      />
      {plans ? <PlanList plans={plans} onOpen={open} /> : <PlansLoading />}
    </Stack>
  );
}
