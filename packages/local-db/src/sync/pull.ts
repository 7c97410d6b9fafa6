// Merges pulled copies into the device by the sync rules; a record left with nothing to push loses its open queue item.
import { decidePulled, isSyncTable } from '@groeipad/sync';
import type { ConflictNote, RecordCheck, ServerRecord, SettledRecord } from '@groeipad/sync';
import type { GroeipadDb } from '../types';
import { queueDetail, queueItemId, queueTable } from './queue';
import { applyDecision, hasPendingChange, localStateOf, readRecord } from './records';

/** The conflicts met, and the records the rules settled (every one not kept aside). */
export type Merged = { conflicts: ConflictNote[]; settled: SettledRecord[] };

/**
 * Runs inside the caller's bypassed transaction; records of tables that do not sync are ignored. A
 * copy `check` refuses is kept aside in its note (decidePulled), the device's copy left as it is.
 */
export async function mergePulled(
  db: GroeipadDb,
  changes: readonly ServerRecord[],
  now: number,
  check?: RecordCheck,
): Promise<Merged> {
  const conflicts: ConflictNote[] = [];
  const settled: SettledRecord[] = [];
  const queue = queueTable(db);
  for (const incoming of changes) {
    const { table, id, version } = incoming;
    if (!isSyncTable(table)) continue;
    const before = await readRecord(db, table, id);
    const tombstone = before.tombstone !== undefined && before.live === undefined;
    const itemId = queueItemId(table, id);
    const item = await queue.get(itemId);
    // A change sent without an answer yet is left alone until its resend is answered (rules.ts).
    const inDoubt = item !== undefined && queueDetail(item).inFlight !== undefined;
    const local = localStateOf(before.live);
    const decision = decidePulled(local, tombstone, incoming, inDoubt, check);
    await applyDecision(db, table, id, decision);
    if (decision.conflict) conflicts.push({ ...decision.conflict, at: now });
    if (decision.conflict?.kind !== 'kept_aside') settled.push({ table, id, version });
    const after = await readRecord(db, table, id);
    if (hasPendingChange(after.live, after.tombstone)) continue;
    // Nothing left to push (the server's delete won, or the copies agree): a waiting retry is moot.
    if (item && (item.status === 'pending' || item.status === 'failed')) await queue.delete(itemId);
  }
  return { conflicts, settled };
}
