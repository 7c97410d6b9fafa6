// The user's action plans, live and newest first (undefined while loading), and their repository.
import {
  actionPlansRepository,
  useLiveRecords,
  type ActionPlansRepository,
} from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../../lib/database-context';
import type { StoredPlan } from './plan-record';

export function useActionPlans(userId: string): StoredPlan[] | undefined {
  const { db } = useDatabase();
  const plans = useLiveRecords(
    db,
    'ai_action_plans',
    (table) => table.where('user_id').equals(userId).toArray(),
    [userId],
  );
  return useMemo(
    () =>
      plans &&
      [...plans].sort((a, b) => b.generated_at - a.generated_at || b.id.localeCompare(a.id)),
    [plans],
  );
}

const wallClock = (): number => Date.now();

export function useActionPlansRepository(userId: string): ActionPlansRepository {
  const { db } = useDatabase();
  return useMemo(() => actionPlansRepository(db, { now: wallClock, actor: userId }), [db, userId]);
}
