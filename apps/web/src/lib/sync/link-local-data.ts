// Account linking on this device: the local user's data becomes the signed-in account's, unless it already belongs to another account.
import { localUser, reownLocalData } from '@groeipad/local-db';
import type { GroeipadDb } from '@groeipad/local-db';

/**
 * - `linked`: the device's user already is the account (linked before).
 * - `reowned`: the device's account-less data was given to the account now, ready to push.
 * - `other_account`: the device's data belongs to another account that synced here before; it is left
 *   alone and stays out of this account's sync (the store pushes only the account's records).
 * - `empty`: no local user yet (a fresh device); the account's data arrives with the first pull.
 */
export type LinkOutcome = 'linked' | 'reowned' | 'other_account' | 'empty';

function hasDeviceId(metadata: string | null | undefined): boolean {
  if (!metadata) return false;
  try {
    const parsed: unknown = JSON.parse(metadata);
    return typeof parsed === 'object' && parsed !== null && 'device_id' in parsed;
  } catch {
    return false;
  }
}

/**
 * Whether `userId` took part in a sync on this device: a stored pull cursor or sync time, or the
 * device id the controller stores right after linking (so an account whose first sync never finished
 * counts too). Read from the status record directly: readSyncStatus only says whether a run completed.
 */
export async function hasSyncHistory(db: GroeipadDb, userId: string): Promise<boolean> {
  const record = await db.met24_server_sync_status.where('user_id').equals(userId).first();
  if (record === undefined) return false;
  if (Number(record.server_version) > 0) return true;
  if (record.last_full_sync != null || record.last_incremental_sync != null) return true;
  return hasDeviceId(record.metadata);
}

/** Links the device's data to `accountId` the first time; never takes another account's data. */
export async function linkLocalData(
  db: GroeipadDb,
  accountId: string,
  now: number,
): Promise<LinkOutcome> {
  // The device's user as every screen sees it.
  const localId = (await localUser(db))?.id;
  if (localId === undefined) return 'empty';
  if (localId === accountId) return 'linked';
  if (await hasSyncHistory(db, localId)) return 'other_account';
  await reownLocalData(db, localId, accountId, now);
  return 'reowned';
}
