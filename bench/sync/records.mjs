// The records the bench pushes: the app bench's seeded generator (journal entries and moods), turned into
// push changes with the app's own mutation ids, and the second device's edits, creates and deletes.
import { generateWorkload } from '../app/generate.mjs';
import { seededRandom } from '../app/random.mjs';
import { mutationIdOf } from './protocol.mjs';

/** A fixed "now" (2026-01-01), so every run pushes the same records. */
const NOW = Date.UTC(2026, 0, 1);
const SPREAD_DAYS = 3 * 365;
const EMOJIS = ['😢', '😔', '😐', '🙂', '😁'];

/** The record without the device's sync bookkeeping, as a push carries it. */
function wire({ _status, _changed, ...data }) {
  return data;
}

/** `journalEntries` enhanced journal entries and `moods` mood check-ins of `userId`, as [table, data]. */
export function userRecords(userId, { journalEntries, moods, seed }) {
  const workload = generateWorkload(NOW, {
    userId,
    journalEntries,
    moods,
    dailyGoals: 0,
    tasks: 0,
    spreadDays: SPREAD_DAYS,
    seed,
  });
  return [
    ...workload.enhanced_journal_entries.map((r) => ['enhanced_journal_entries', wire(r)]),
    ...workload.mood_tracking.map((r) => ['mood_tracking', wire(r)]),
  ];
}

/** `total` records: 10% journal entries (about 1 KB of text each), 90% moods. */
export function historyOf(userId, total, seed) {
  const journalEntries = Math.round(total / 10);
  return userRecords(userId, { journalEntries, moods: total - journalEntries, seed });
}

/** A create as a device that never had a server copy pushes it. */
export function createChange(deviceId, [table, data]) {
  const mutationId = mutationIdOf(deviceId, table, data.id, 'create', data, null);
  return { table, id: data.id, mutationId, op: 'create', baseVersion: null, changed: [], data };
}

function updateChange(deviceId, { table, data, version }, round) {
  const rating = (data.mood_rating % 5) + 1;
  const next = { ...data, mood_rating: rating, mood_emoji: EMOJIS[rating - 1] };
  next.updated_at = NOW + round * 60_000;
  const changed = ['mood_rating', 'mood_emoji', 'updated_at'];
  const mutationId = mutationIdOf(deviceId, table, data.id, 'update', next, version);
  return {
    table,
    id: data.id,
    mutationId,
    op: 'update',
    baseVersion: version,
    changed,
    data: next,
  };
}

function deleteChange(deviceId, { table, data, version }) {
  const mutationId = mutationIdOf(deviceId, table, data.id, 'delete', null, version);
  return {
    table,
    id: data.id,
    mutationId,
    op: 'delete',
    baseVersion: version,
    changed: [],
    data: null,
  };
}

/**
 * The second device's rounds of changes to records it knows (`known`: [table, data, version] as the
 * server stored them): per round 60% edits, 30% new records (a third journal entries), 10% deletes.
 * Every existing record is touched at most once over all rounds, so no change ever conflicts.
 */
export function incrementalRounds(deviceId, userId, known, { changes, rounds, seed }) {
  const random = seededRandom(seed);
  const pool = [...known];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const moods = pool.filter((k) => k.table === 'mood_tracking');
  const edits = Math.round(changes * 0.6);
  const deletes = Math.round(changes * 0.1);
  const creates = changes - edits - deletes;
  if (moods.length < rounds * (edits + deletes)) {
    throw new Error('bench: too few seeded moods for the incremental rounds');
  }
  return Array.from({ length: rounds }, (_, round) => {
    const touched = moods.splice(0, edits + deletes);
    const journalEntries = Math.round(creates / 3);
    const fresh = userRecords(userId, {
      journalEntries,
      moods: creates - journalEntries,
      seed: seed + 1 + round,
    });
    return [
      ...touched.slice(0, edits).map((k) => updateChange(deviceId, k, round + 1)),
      ...fresh.map((record) => createChange(deviceId, record)),
      ...touched.slice(edits).map((k) => deleteChange(deviceId, k)),
    ];
  });
}
