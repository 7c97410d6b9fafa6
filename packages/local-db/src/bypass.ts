// Transaction-scoped switch that lets sync bookkeeping writes (markSynced, migrations) skip the middleware.
import type { Transaction } from 'dexie';

const bypassed = new WeakSet<object>();

/** Marks a Dexie transaction so the sync middleware passes its writes through untouched. */
export function bypassBookkeeping(tx: Transaction): void {
  bypassed.add(tx.idbtrans);
}

/** Whether the DBCore transaction (the object Dexie hands to middleware) was marked. */
export function isBypassed(coreTrans: object): boolean {
  return bypassed.has(coreTrans);
}
