// Checks every generated record against the domain's zod schema before it is seeded, so the bench never
// measures screens over records the app would reject (unknown fields count as errors too).
import { register } from 'tsx/esm/api';

const BOOKKEEPING = new Set(['_status', '_changed']);
const MAX_REPORTED = 5;

async function loadRegistry() {
  // The domain package is TypeScript; tsx compiles it on import, only for this check.
  const unregister = register();
  try {
    const { tableRegistry } = await import('@groeipad/domain/schemas');
    return tableRegistry;
  } finally {
    await unregister();
  }
}

function problemsOf(table, schema, record) {
  const parsed = schema.safeParse(record);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (i) => `${table} ${record.id}: ${i.path.join('.')}: ${i.message}`,
    );
  }
  const unknown = Object.keys(record).filter((k) => !BOOKKEEPING.has(k) && !(k in parsed.data));
  const problems = unknown.map((k) => `${table} ${record.id}: unknown field '${k}'`);
  if (record._status !== 'synced' || !Array.isArray(record._changed)) {
    problems.push(`${table} ${record.id}: missing sync bookkeeping`);
  }
  return problems;
}

/**
 * Validates all records of `workload` (table name -> records). Throws with the first problems if any
 * record is invalid; returns the time the validation took and the number of records checked.
 */
export async function validateWorkload(workload) {
  const registry = await loadRegistry();
  const start = performance.now();
  const problems = [];
  let checked = 0;
  for (const [table, records] of Object.entries(workload)) {
    const definition = registry[table];
    if (!definition) throw new Error(`bench: '${table}' is not a table of the domain registry`);
    for (const record of records) {
      checked += 1;
      problems.push(...problemsOf(table, definition.schema, record));
      if (problems.length >= MAX_REPORTED) break;
    }
    if (problems.length >= MAX_REPORTED) break;
  }
  if (problems.length > 0) {
    throw new Error(
      `bench: generated records fail the domain schemas:\n  ${problems.join('\n  ')}`,
    );
  }
  return { checked, ms: performance.now() - start };
}
