// The write pattern of the daily-core screens: report only after the write resolved, tell a failure with its
// reason, and offer Undo after a delete (the record comes back from its tombstone).
import type { TableName } from '@groeipad/domain';
import { restoreDeleted, type GroeipadDb } from '@groeipad/local-db';
import { notifyFailed, notifySaved, notifyUndoable, reasonOf } from './notify';

/** Texts arrive translated, so this needs no namespace of its own. */
export type DailyWriteTexts = {
  /** The sentence after "what failed", naming the reason. */
  reason: (reason: string) => string;
  /** What failed when Undo could not put the record back. */
  restoreFailed: string;
  /** The reason when the record cannot come back (its tombstone is gone, or the id is taken again). */
  gone: string;
  restored: string;
  close: string;
  undo: string;
};

export type DailyWrites = {
  labels: { close: string; undo: string };
  /** Runs `write`; true once it resolved, false after telling the user `failed` and why. */
  attempt: (write: () => Promise<unknown>, failed: string) => Promise<boolean>;
  /** Runs `remove`, then offers Undo under `deleted`, which restores `id` of `table`. */
  removeWithUndo: (
    remove: () => Promise<unknown>,
    target: { table: TableName; id: string },
    texts: { failed: string; deleted: string },
  ) => Promise<boolean>;
};

/** `subject` names the records in the console log ("Mood write failed"). */
export function dailyWrites(db: GroeipadDb, subject: string, texts: DailyWriteTexts): DailyWrites {
  const labels = { close: texts.close, undo: texts.undo };

  async function attempt(write: () => Promise<unknown>, failed: string): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      console.error(`${subject} write failed`, error);
      notifyFailed(`${failed} ${texts.reason(reasonOf(error))}`, labels);
      return false;
    }
  }

  async function restore(table: TableName, id: string) {
    const ok = await attempt(async () => {
      if (!(await restoreDeleted(db, table, id))) throw new Error(texts.gone);
    }, texts.restoreFailed);
    if (ok) notifySaved(texts.restored, labels);
  }

  return {
    labels,
    attempt,
    async removeWithUndo(remove, target, { failed, deleted }) {
      const ok = await attempt(remove, failed);
      if (ok) notifyUndoable(deleted, labels, () => void restore(target.table, target.id));
      return ok;
    },
  };
}
