// Opens an entry for editing once per session: the stored record, or a newer unsaved copy from the backup
// (restored and announced), or an unsaved new entry left behind by a closed tab, or "not found".
import { dailyPrompt, journalDayIndex, type MbtiType } from '@groeipad/domain';
import { enhancedJournalRepository, type StoredRecord } from '@groeipad/local-db';
import { useEffect, useState } from 'react';
import { browserStorage, listBackups, readBackup, removeBackup } from './draft-backup';
import { draftOf, emptyDraft, hasContent, sameDraft, type EntryDraft } from './draft';
import { useBoundRepository } from '../../lib/use-repository';

type Entry = StoredRecord<'enhanced_journal_entries'>;

export type EntryLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown }
  /** /journaling/new found unsaved text of a new entry that never reached IndexedDB: continue that one. */
  | { status: 'redirect'; id: string }
  | {
      status: 'ready';
      record: Entry | undefined;
      initial: EntryDraft;
      /** The initial draft came from the backup and still has to be written. */
      restored: boolean;
    };

export type EntryLoadRequest = {
  id: string;
  userId: string;
  mbtiType: MbtiType | undefined;
  /** Opened as /journaling/new (no record expected). */
  isNew: boolean;
  /** The prompt asked for in the address; a new entry otherwise starts with today's prompt. */
  promptId: string | null;
};

async function load(
  request: EntryLoadRequest,
  get: (id: string) => Promise<Entry | undefined>,
): Promise<EntryLoad> {
  const storage = browserStorage();
  const record = await get(request.id);
  const backup = readBackup(storage, request.id);
  if (record) {
    if (record.user_id !== request.userId) return { status: 'not-found' };
    const stored = draftOf(record);
    // last_edited moves with text saves only; a later tone or favourite write must not hide a newer backup.
    const savedAt = record.last_edited ?? record.updated_at;
    if (backup && backup.savedAt > savedAt && !sameDraft(backup.draft, stored)) {
      return { status: 'ready', record, initial: backup.draft, restored: true };
    }
    if (backup) removeBackup(storage, request.id);
    return { status: 'ready', record, initial: stored, restored: false };
  }
  if (backup && backup.userId === request.userId && hasContent(backup.draft)) {
    return { status: 'ready', record: undefined, initial: backup.draft, restored: true };
  }
  if (!request.isNew) return { status: 'not-found' };
  for (const orphan of listBackups(storage, request.userId)) {
    if (hasContent(orphan.draft) && !(await get(orphan.id)))
      return { status: 'redirect', id: orphan.id };
  }
  const now = Date.now();
  const promptId = request.promptId ?? dailyPrompt(request.mbtiType, journalDayIndex(now));
  return {
    status: 'ready',
    record: undefined,
    initial: emptyDraft(now, promptId),
    restored: false,
  };
}

/** Loads once: the editor owns the text while it is open, so later changes elsewhere do not overwrite it. */
export function useEntryLoad(request: EntryLoadRequest): EntryLoad {
  const repository = useBoundRepository(enhancedJournalRepository, request.userId);
  const [state, setState] = useState<EntryLoad>({ status: 'loading' });
  const [initialRequest] = useState(request);
  useEffect(() => {
    let active = true;
    load(initialRequest, (id) => repository.get(id)).then(
      (next) => active && setState(next),
      (error: unknown) => active && setState({ status: 'error', error }),
    );
    return () => {
      active = false;
    };
  }, [initialRequest, repository]);
  return state;
}
