// Tasks repository: the generic repository plus the domain's toggle and partial edit, and the home screen's due list.
import { applyTaskEdit, toggleCompletion } from '@groeipad/domain';
import type { EntityOf, TaskPatch } from '@groeipad/domain';
import { dueTasksBefore, userTasks } from '../queries/tasks';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import type { GroeipadDb, StoredRecord } from '../types';
import { rewrite } from './rewrite';

type StoredTask = StoredRecord<'tasks'>;

export type TasksRepository = Repository<'tasks'> & {
  /** A user's tasks (in no particular order; the screens sort with the domain's task-list rules). */
  forUser(userId: string): Promise<StoredTask[]>;
  /** Flips completion and sets updated_at. */
  toggle(id: string): Promise<EntityOf<'tasks'>>;
  /** Changes only the supplied editable fields and sets updated_at. */
  edit(id: string, patch: TaskPatch): Promise<EntityOf<'tasks'>>;
  /** Open tasks of a user with due_date < end, oldest due first ("due today and overdue" on home). */
  openDueBefore(userId: string, end: number): Promise<StoredTask[]>;
};

export function tasksRepository(db: GroeipadDb, ctx: RepositoryContext): TasksRepository {
  const repository = createRepository(db, 'tasks', ctx);
  return {
    ...repository,
    forUser: (userId) => userTasks(db, userId),
    toggle: (id) =>
      rewrite(db, 'tasks', repository, id, (task) => toggleCompletion(task, ctx.now())),
    edit: (id, patch) =>
      rewrite(db, 'tasks', repository, id, (task) => applyTaskEdit(task, patch, ctx.now())),
    openDueBefore: (userId, end) => dueTasksBefore(db, userId, end),
  };
}
