// Merges one pulled page into the device by the sync rules; a record left with nothing to push loses its open queue item.
import { decidePulled, isSyncTable } from '@groeipad/sync';
import type { ConflictNote, ServerRecord } from '@groeipad/sync';
import type { GroeipadDb } from '../types';
import { queueDetail, queueItemId, queueTable } from './queue';
import { applyDecision, hasPendingChange, localStateOf, readRecord } from './records';

/** Runs inside the caller's bypassed transaction; records of tables that do not sync are ignored. */
export async function mergePulled(
  db: GroeipadDb,
  changes: readonly ServerRecord[],
  now: number,
): Promise<ConflictNote[]> {
  const conflicts: ConflictNote[] = [];
  const queue = queueTable(db);
  for (const incoming of changes) {
    const { table, id } = incoming;
    if (!isSyncTable(table)) continue;
    const before = await readRecord(db, table, id);
    const tombstone = before.tombstone !== undefined && before.live === undefined;
    const itemId = queueItemId(table, id);
    const item = await queue.get(itemId);
    // A change sent without an answer yet is left alone until its resend is answered (rules.ts).
    const inDoubt = item !== undefined && queueDetail(item).inFlight !== undefined;
    const decision = decidePulled(localStateOf(before.live), tombstone, incoming, inDoubt);
    await applyDecision(db, table, id, decision);
    if (decision.conflict) conflicts.push({ ...decision.conflict, at: now });
    const after = await readRecord(db, table, id);
    if (hasPendingChange(after.live, after.tombstone)) continue;
    // Nothing left to push (the server's delete won, or the copies agree): a waiting retry is moot.
    if (item && (item.status === 'pending' || item.status === 'failed')) await queue.delete(itemId);
  }
  return conflicts;
}
