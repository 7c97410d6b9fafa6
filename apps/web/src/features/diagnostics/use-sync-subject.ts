// Whose sync the sync status screen shows: the linked account, else the device's own user (their last sync, if any).
import { useSyncStatus, type SyncStatusSnapshot } from '@groeipad/local-db';
import { useDatabase } from '../../lib/database-context';
import { useCurrentUser } from '../../lib/use-current-user';
import { useSync, type SyncView } from '../../lib/sync';

/** Read when nobody is known yet: no record has this user id, so the snapshot says "never synced". */
const NO_USER = '';

export type SyncSubject = {
  sync: SyncView;
  userId: string | undefined;
  /** undefined while loading. */
  status: SyncStatusSnapshot | undefined;
};

export function useSyncSubject(): SyncSubject {
  const { db } = useDatabase();
  const sync = useSync();
  const current = useCurrentUser();
  const userId = sync.linkedUserId ?? (current.status === 'ready' ? current.user.id : undefined);
  const status = useSyncStatus(db, userId ?? NO_USER);
  const loading = current.status === 'loading' && sync.linkedUserId === undefined;
  return { sync, userId, status: loading ? undefined : status };
}
