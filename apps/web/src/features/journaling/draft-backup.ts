// The synchronous safety copy of a draft in localStorage: written on every change, so closing the tab loses nothing
// while the IndexedDB write is still waiting for its debounce or commit; removed once that write committed.
import { isLevensgebied } from '@groeipad/domain';
import type { EntryDraft } from './draft';

export const DRAFT_KEY_PREFIX = 'groeipad:journal-draft:';

export type DraftBackup = { id: string; userId: string; savedAt: number; draft: EntryDraft };

export type BackupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** localStorage, or null where the browser refuses it (some private modes, sandboxed frames). */
export function browserStorage(): BackupStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function backupKey(id: string): string {
  return DRAFT_KEY_PREFIX + id;
}

/** Writes the copy; false when storage is missing or full (the IndexedDB write still goes ahead). */
export function writeBackup(storage: BackupStorage | null, backup: DraftBackup): boolean {
  if (!storage) return false;
  try {
    storage.setItem(backupKey(backup.id), JSON.stringify(backup));
    return true;
  } catch {
    return false;
  }
}

export function removeBackup(storage: BackupStorage | null, id: string): void {
  try {
    storage?.removeItem(backupKey(id));
  } catch {
    // Nothing to do: a leftover copy is older than the record and ignored on the next open.
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isDraft(value: unknown): value is EntryDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    [d.title, d.content, d.category, d.gratitude, d.tomorrowFocus].every(isString) &&
    (d.moodRating === null || typeof d.moodRating === 'number') &&
    Array.isArray(d.tags) &&
    d.tags.every(isString) &&
    (d.levensgebied === null || isLevensgebied(d.levensgebied)) &&
    typeof d.isPrivate === 'boolean' &&
    typeof d.isFavorite === 'boolean' &&
    typeof d.date === 'number' &&
    (d.promptId === null || isString(d.promptId))
  );
}

function parseBackup(text: string | null): DraftBackup | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<DraftBackup> | null;
    if (!value || !isString(value.id) || !isString(value.userId)) return undefined;
    if (typeof value.savedAt !== 'number' || !isDraft(value.draft)) return undefined;
    return value as DraftBackup;
  } catch {
    return undefined;
  }
}

export function readBackup(storage: BackupStorage | null, id: string): DraftBackup | undefined {
  try {
    return parseBackup(storage?.getItem(backupKey(id)) ?? null);
  } catch {
    return undefined;
  }
}

/** Every readable copy of `userId`, newest first. */
export function listBackups(storage: BackupStorage | null, userId: string): DraftBackup[] {
  if (!storage) return [];
  const found: DraftBackup[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(DRAFT_KEY_PREFIX)) continue;
      const backup = parseBackup(storage.getItem(key));
      if (backup?.userId === userId) found.push(backup);
    }
  } catch {
    return found;
  }
  return found.sort((a, b) => b.savedAt - a.savedAt);
}
