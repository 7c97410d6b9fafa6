// The current user's tasks, live from the local database (undefined while loading), and their repository.
import { tasksRepository, useLiveRecords, type TasksRepository } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../../lib/database-context';

export function useTasks(userId: string) {
  const { db } = useDatabase();
  return useLiveRecords(db, 'tasks', (t) => t.where('user_id').equals(userId).toArray(), [userId]);
}

export type StoredTask = NonNullable<ReturnType<typeof useTasks>>[number];

const wallClock = (): number => Date.now();

/** The tasks repository (toggle and edit follow the domain rules) with the user as the writer. */
export function useTasksRepository(userId: string): TasksRepository {
  const { db } = useDatabase();
  return useMemo(() => tasksRepository(db, { now: wallClock, actor: userId }), [db, userId]);
}
