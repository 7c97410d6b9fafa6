// Reads of tasks: a user's tasks along the user_id index, the due ones along the due_date index.
import type { GroeipadDb, StoredRecord } from '../types';

export type TaskRecord = StoredRecord<'tasks'>;

/** Every task of the user, in no particular order (the screens sort with the domain's task-list rules). */
export function userTasks(db: GroeipadDb, userId: string): Promise<TaskRecord[]> {
  return db.tasks.where('user_id').equals(userId).toArray();
}

/**
 * The user's open tasks with due_date < end, oldest due first, and the completed ones whose id is in
 * `stillShown` (a screen keeps a task it just ticked off listed). Tasks have no [user_id+due_date] index:
 * the due_date range keeps the read to tasks due before `end`; tasks without a due date are not in it.
 */
export function dueTasksBefore(
  db: GroeipadDb,
  userId: string,
  end: number,
  stillShown: readonly string[] = [],
): Promise<TaskRecord[]> {
  return db.tasks
    .where('due_date')
    .below(end)
    .filter((task) => task.user_id === userId && (!task.completed || stillShown.includes(task.id)))
    .toArray();
}
