// The user's action plans, live and newest first (undefined while loading), and their repository.
import { actionPlans, actionPlansRepository, type ActionPlansRepository } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from '../../lib/use-live';
import { useBoundRepository } from '../../lib/use-repository';
import type { StoredPlan } from './plan-record';

export function useActionPlans(userId: string): StoredPlan[] | undefined {
  const plans = useLive((db) => actionPlans(db, userId), [userId]);
  return useMemo(
    () =>
      plans &&
      [...plans].sort((a, b) => b.generated_at - a.generated_at || b.id.localeCompare(a.id)),
    [plans],
  );
}

export function useActionPlansRepository(userId: string): ActionPlansRepository {
  return useBoundRepository(actionPlansRepository, userId);
}
