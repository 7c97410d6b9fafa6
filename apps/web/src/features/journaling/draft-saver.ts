// Autosave of one entry: a synchronous localStorage copy on every change, a debounced IndexedDB write through the
// repository (create on the first text, then update), writes one at a time, the copy dropped once its write committed.
import type { MbtiType } from '@groeipad/domain';
import type { Repository } from '@groeipad/local-db';
import { removeBackup, writeBackup, type BackupStorage } from './draft-backup';
import {
  createInput,
  entryFields,
  hasContent,
  sameDraft,
  withEditCountIncremented,
  type EntryDraft,
} from './draft';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  /** Only ever set after IndexedDB committed the write. */
  | { kind: 'saved'; at: number }
  | { kind: 'error'; error: unknown };

export type DraftSaverOptions = {
  id: string;
  userId: string;
  mbtiType: MbtiType | undefined;
  repository: Pick<Repository<'enhanced_journal_entries'>, 'create' | 'update' | 'get'>;
  storage: BackupStorage | null;
  now: () => number;
  /** The stored entry's draft when this editing session began; undefined for an entry not created yet. */
  stored: EntryDraft | undefined;
  delayMs: number;
  onStatus: (status: SaveStatus) => void;
  /** The first write created the record (it exists in IndexedDB from now on). */
  onCreated: (id: string) => void;
  onSaved: (draft: EntryDraft) => void;
};

export type DraftSaver = {
  /** Records a change: backup now, IndexedDB after `delayMs` of quiet. */
  change(draft: EntryDraft): void;
  /** Writes what is pending now; resolves true once it committed (or nothing was pending), false on failure. */
  flush(): Promise<boolean>;
  /** Runs another write of this entry after the pending ones, so writes never overtake each other. */
  enqueue<T>(write: () => Promise<T>): Promise<T>;
  /** Forgets pending changes and the backup (the entry is being deleted). */
  discard(): void;
  /** Whether this session already counted as one edit of an existing entry. */
  editCounted(): boolean;
};

export function createDraftSaver(options: DraftSaverOptions): DraftSaver {
  const { id, storage } = options;
  let latest: { draft: EntryDraft; version: number } | undefined;
  let version = 0;
  let written = options.stored;
  let created = options.stored !== undefined;
  const countsEdits = options.stored !== undefined;
  let counted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let status: SaveStatus['kind'] = 'idle';

  function setStatus(next: SaveStatus) {
    status = next.kind;
    options.onStatus(next);
  }

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function enqueue<T>(write: () => Promise<T>): Promise<T> {
    const result = queue.then(write);
    queue = result.catch(() => undefined);
    return result;
  }

  /** The pending change is in IndexedDB (or needs no write): the backup has nothing more to protect. */
  function settle(snapshot: { version: number }) {
    if (latest?.version !== snapshot.version) return;
    latest = undefined;
    removeBackup(storage, id);
  }

  async function write(draft: EntryDraft) {
    const now = options.now();
    if (!created) {
      await options.repository.create(
        createInput(id, options.userId, draft, now, options.mbtiType),
      );
      created = true;
      options.onCreated(id);
      return;
    }
    const patch = entryFields(draft, now, options.mbtiType);
    if (countsEdits && !counted) {
      const current = await options.repository.get(id);
      await options.repository.update(id, {
        ...patch,
        metadata: withEditCountIncremented(current?.metadata),
      });
      counted = true;
      return;
    }
    await options.repository.update(id, patch);
  }

  async function writeLatest(): Promise<boolean> {
    const snapshot = latest;
    if (!snapshot) return true;
    const unchanged = written !== undefined && sameDraft(written, snapshot.draft);
    if (unchanged || (!created && !hasContent(snapshot.draft))) {
      settle(snapshot);
      if (status === 'saving') setStatus({ kind: 'idle' });
      return true;
    }
    setStatus({ kind: 'saving' });
    try {
      await write(snapshot.draft);
      written = snapshot.draft;
      settle(snapshot);
      setStatus(latest ? { kind: 'saving' } : { kind: 'saved', at: options.now() });
      options.onSaved(snapshot.draft);
      return true;
    } catch (error) {
      console.error('Saving the journal entry failed', error);
      setStatus({ kind: 'error', error });
      return false;
    }
  }

  function flush(): Promise<boolean> {
    clearTimer();
    return enqueue(writeLatest);
  }

  return {
    change(draft) {
      version += 1;
      latest = { draft, version };
      writeBackup(storage, { id, userId: options.userId, savedAt: options.now(), draft });
      if (status !== 'saving' && status !== 'error') setStatus({ kind: 'saving' });
      clearTimer();
      timer = setTimeout(() => void flush(), options.delayMs);
    },
    flush,
    enqueue,
    discard() {
      clearTimer();
      latest = undefined;
      removeBackup(storage, id);
    },
    editCounted: () => counted,
  };
}
