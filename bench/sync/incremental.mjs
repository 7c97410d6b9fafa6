// Phase 2: the second device pushes a round of changes (edits, new records, deletes), then the first
// device pulls them from where its last sync ended; repeated for several rounds.
import { pullAll } from './first-sync.mjs';
import { expectAccepted } from './protocol.mjs';

function checkPulled(round, pulled) {
  const expected = new Map(round.map((c) => [`${c.table}/${c.id}`, c.op === 'delete']));
  const seen = new Map(pulled.changes.map((c) => [`${c.table}/${c.id}`, c.deleted]));
  const wrong = [...expected].filter(([key, deleted]) => seen.get(key) !== deleted);
  if (pulled.changes.length !== round.length || wrong.length > 0) {
    throw new Error(
      `incremental pull: expected ${round.length} changes, got ${pulled.changes.length} (${wrong.length} missing or wrong)`,
    );
  }
}

/** Each round: one push by `writer`, then `reader` pulls from `cursor`. Resolves with each round's timing. */
export async function incrementalSync(writer, reader, cursor, rounds, pageSize) {
  const results = [];
  for (const round of rounds) {
    const pushed = await writer.push(round);
    expectAccepted(pushed.data, 'incremental push');
    const pulled = await pullAll(reader, cursor, pageSize);
    checkPulled(round, pulled);
    cursor = pulled.cursor;
    results.push({
      changes: round.length,
      pushMs: pushed.ms,
      pullMs: pulled.ms,
      pullRequests: pulled.pages.length,
      totalMs: pushed.ms + pulled.ms,
    });
  }
  return results;
}
