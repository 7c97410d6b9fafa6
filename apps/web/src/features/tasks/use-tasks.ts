// The current user's tasks, live from the local database (undefined while loading).
import { userTasks } from '@groeipad/local-db';
import { useLive } from '../../lib/use-live';

export function useTasks(userId: string) {
  return useLive((db) => userTasks(db, userId), [userId]);
}

export type StoredTask = NonNullable<ReturnType<typeof useTasks>>[number];
