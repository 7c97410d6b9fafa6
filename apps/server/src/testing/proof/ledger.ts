// Test support: what the user did on their devices, and the checks that every device and the server ended in that one state.
import { sameValue, type ServerRecord } from '@groeipad/sync';
import { task } from '../sync-app';
import type { Device } from './devices';

type Row = Record<string, unknown>;

const table = 'tasks';

/**
 * Writes tasks through devices and keeps the state they must converge to. Tests edit a record on one
 * device at a time (or delete it anywhere, which beats any edit), so the expected state does not
 * depend on which device's push the server happened to get first.
 */
export class Ledger {
  private readonly live = new Map<string, Row>();
  /** Every id ever created or deleted: none may be live twice, no deleted one may come back. */
  readonly deleted = new Set<string>();

  constructor(private readonly userId: string) {}

  create(device: Device, id: string, fields: Row = {}): void {
    const row = task(id, this.userId, fields);
    device.store.create(table, row);
    this.live.set(id, row);
  }

  createMany(device: Device, prefix: string, count: number): string[] {
    const ids = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
    for (const id of ids) this.create(device, id, { description: `${prefix} nummer ${id}` });
    return ids;
  }

  edit(device: Device, id: string, patch: Row): void {
    device.store.update(table, id, patch);
    const current = this.live.get(id);
    // An edit of a record deleted elsewhere loses to the delete.
    if (current && !this.deleted.has(id)) this.live.set(id, { ...current, ...patch });
  }

  delete(device: Device, id: string): void {
    device.store.delete(table, id);
    this.live.delete(id);
    this.deleted.add(id);
  }

  expected(): ReadonlyMap<string, Row> {
    return this.live;
  }
}

function compare(where: string, live: Map<string, Row>, expected: ReadonlyMap<string, Row>) {
  const problems: string[] = [];
  for (const [id, row] of expected) {
    const actual = live.get(id);
    if (!actual) problems.push(`${where}: ${id} is missing (lost)`);
    else if (!sameValue(actual, row)) {
      problems.push(
        `${where}: ${id} is ${JSON.stringify(actual)}, expected ${JSON.stringify(row)}`,
      );
    }
  }
  for (const id of live.keys()) {
    if (!expected.has(id)) problems.push(`${where}: ${id} is live but should not be`);
  }
  return problems;
}

function serverProblems(ledger: Ledger, records: readonly ServerRecord[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const live = new Map<string, Row>();
  for (const record of records) {
    const key = `${record.table}/${record.id}`;
    if (seen.has(key)) problems.push(`server: ${key} is stored twice`);
    seen.add(key);
    if (record.table !== table) problems.push(`server: unexpected table ${record.table}`);
    else if (!record.deleted && record.data) live.set(record.id, record.data);
  }
  for (const id of ledger.deleted) {
    if (live.has(id)) problems.push(`server: deleted ${id} came back`);
  }
  return [...problems, ...compare('server', live, ledger.expected())];
}

function deviceProblems(ledger: Ledger, device: Device, allowConflicts: boolean): string[] {
  const { store, name } = device;
  const problems: string[] = [];
  const rows = store.all();
  const live = new Map(rows.map((row) => [row.id, row.data]));
  if (live.size !== rows.length) problems.push(`${name}: holds an id twice`);
  for (const row of rows) {
    if (store.get(row.table, row.id)?.status !== 'synced') {
      problems.push(`${name}: ${row.id} is not synced`);
    }
  }
  for (const id of ledger.deleted) {
    if (store.hasTombstone(table, id)) problems.push(`${name}: tombstone of ${id} left`);
  }
  if (store.queueItems().length > 0) {
    problems.push(`${name}: ${store.queueItems().length} queue items left`);
  }
  if (!allowConflicts && store.conflicts().length > 0) {
    problems.push(`${name}: spurious conflicts ${JSON.stringify(store.conflicts().slice(0, 3))}`);
  }
  return [...problems, ...compare(name, live, ledger.expected())];
}

/**
 * Everything that differs from "converged, nothing lost, nothing twice, nothing deleted came back",
 * at most 20 lines; [] when all holds. `server` is the user's pull from cursor 0.
 */
export function convergenceProblems(
  ledger: Ledger,
  devices: readonly Device[],
  server: readonly ServerRecord[],
  options: { allowConflicts?: boolean } = {},
): string[] {
  const problems = [
    ...serverProblems(ledger, server),
    ...devices.flatMap((device) => deviceProblems(ledger, device, options.allowConflicts ?? false)),
  ];
  return problems.slice(0, 20);
}
