// Task writes with feedback: a toast once IndexedDB committed, the reason in the user's language when it failed,
// and Undo after a delete (the tombstone is put back).
import { namespaces } from '@groeipad/i18n';
import {
  restoreDeleted,
  tasksRepository,
  type CreateInput,
  type UpdatePatch,
} from '@groeipad/local-db';
import { notifications } from '@mantine/notifications';
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailed, notifySaved } from '../../components/daily/notify';
import { useDatabase } from '../../lib/database-context';
import { useBoundRepository } from '../../lib/use-repository';
import { failureReasonKey } from './task-errors';
import { UndoMessage } from './undo-message';
import type { StoredTask } from './use-tasks';

export type TaskActions = {
  /** Resolves true once the task is stored; false (after telling the user) when it was not. */
  create: (input: CreateInput<'tasks'>) => Promise<boolean>;
  save: (id: string, patch: UpdatePatch<'tasks'>) => Promise<boolean>;
  toggle: (task: StoredTask) => Promise<void>;
  remove: (task: StoredTask) => Promise<void>;
};

const UNDO_MS = 8000;

export function useTaskActions(userId: string): TaskActions {
  const { db } = useDatabase();
  // The tasks repository: toggle and edit follow the domain rules.
  const repository = useBoundRepository(tasksRepository, userId);
  const { t } = useTranslation(namespaces);

  return useMemo((): TaskActions => {
    const labels = { close: t('common:actions.close') };
    // Task confirmations come often (every add and save), so they leave sooner than the default.
    const show = (color: 'teal' | 'red', message: string) =>
      color === 'teal'
        ? notifySaved(message, labels, { autoClose: 3000 })
        : notifyFailed(message, labels);
    const reason = (error: unknown) => t(failureReasonKey(error));
    const fail = (what: string, error: unknown) => console.error(`Task ${what} failed`, error);

    async function undo(task: StoredTask, notice: string) {
      notifications.hide(notice);
      try {
        const restored = await restoreDeleted(db, 'tasks', task.id);
        show(
          restored ? 'teal' : 'red',
          t(restored ? 'tasks:notify.restored' : 'tasks:notify.restoreFailed'),
        );
      } catch (error) {
        fail('restore', error);
        show('red', t('tasks:notify.restoreFailed'));
      }
    }

    return {
      async create(input) {
        try {
          await repository.create(input);
          show('teal', t('tasks:notify.added'));
          return true;
        } catch (error) {
          fail('create', error);
          show('red', t('tasks:notify.saveFailed', { reason: reason(error) }));
          return false;
        }
      },
      async save(id, patch) {
        try {
          if (Object.keys(patch).length > 0) await repository.update(id, patch);
          show('teal', t('tasks:notify.saved'));
          return true;
        } catch (error) {
          fail('save', error);
          show('red', t('tasks:notify.saveFailed', { reason: reason(error) }));
          return false;
        }
      },
      async toggle(task) {
        try {
          await repository.toggle(task.id);
        } catch (error) {
          fail('toggle', error);
          show('red', t('tasks:notify.toggleFailed', { reason: reason(error) }));
        }
      },
      async remove(task) {
        try {
          await repository.remove(task.id);
        } catch (error) {
          fail('delete', error);
          show('red', t('tasks:notify.deleteFailed', { reason: reason(error) }));
          return;
        }
        const notice = `task-deleted-${task.id}`;
        notifications.show({
          id: notice,
          color: 'gray',
          autoClose: UNDO_MS,
          closeButtonProps: { 'aria-label': labels.close },
          message: createElement(UndoMessage, {
            text: t('tasks:notify.deleted', { title: task.title }),
            undoLabel: t('tasks:notify.undo'),
            onUndo: () => void undo(task, notice),
          }),
        });
      },
    };
  }, [db, repository, t]);
}
