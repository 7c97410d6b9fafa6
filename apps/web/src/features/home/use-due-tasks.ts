// Open tasks due today or earlier, live, oldest due first, and ticking one off (or back on).
import { startOfNextDay, toggleCompletion, type Task } from '@groeipad/domain';
import { dueTasksBefore } from '@groeipad/local-db';
import { useCallback, useMemo, useState } from 'react';
import { useLive } from '../../lib/use-live';
import { useRepository } from '../../lib/use-repository';
import { useHomeWrite } from './use-home-write';

export type DueTasks = {
  /** undefined while loading. */
  tasks: Task[] | undefined;
  toggle: (task: Task) => Promise<boolean>;
};

export function useDueTasks(userId: string, now: number): DueTasks {
  const end = startOfNextDay(now);
  // Ticked off here stays listed (struck through) until the screen closes, so a mis-tap can be undone.
  const [doneHere, setDoneHere] = useState<readonly string[]>([]);
  const records = useLive(
    (db) => dueTasksBefore(db, userId, end, doneHere),
    [userId, end, doneHere.join(' ')],
  );
  const repository = useRepository('tasks', userId);
  const run = useHomeWrite();

  const tasks = useMemo(
    () =>
      records
        ? [...records].sort(
            (a, b) => (a.due_date ?? 0) - (b.due_date ?? 0) || a.created_at - b.created_at,
          )
        : undefined,
    [records],
  );

  const toggle = useCallback(
    async (task: Task) => {
      const next = toggleCompletion(task, Date.now());
      const saved = await run('task', () =>
        repository.update(task.id, { completed: next.completed }),
      );
      if (saved && next.completed) setDoneHere((ids) => [...ids, task.id]);
      return saved !== undefined;
    },
    [repository, run],
  );

  return { tasks, toggle };
}
