// The frozen history stays honest: its newest version is the one the app opens, equals what the registry's
// table layouts and the device-only stores give, and is what Dexie declares. A changed index fails here
// until a new version is added.
import { SCHEMA_VERSION } from '@groeipad/domain';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createGroeipadDexie } from './create-dexie';
import { storesFromRegistry } from './schema';
import { COMMUNITY_STORES, FROZEN_STORES, LOCAL_DB_VERSION } from './schema-history';

const newest = Math.max(...Object.keys(FROZEN_STORES).map(Number));

describe('frozen schema history', () => {
  it('ends at the version the app opens, never before the record layouts of the domain', () => {
    expect(newest, 'LOCAL_DB_VERSION and the newest version of schema-history.ts').toBe(
      LOCAL_DB_VERSION,
    );
    expect(newest).toBeGreaterThanOrEqual(SCHEMA_VERSION);
  });

  it('matches the table layouts of the registry', () => {
    const stores = { ...storesFromRegistry(), ...COMMUNITY_STORES };
    const frozen = FROZEN_STORES[newest] ?? {};
    const changes = Object.fromEntries(
      Object.entries(stores).filter(([table, store]) => frozen[table] !== store),
    );
    const advice = [
      `The table layouts no longer give the stores of version ${newest}, which is frozen.`,
      `Do not edit it: add version ${newest + 1} with these stores and an upgrade, as`,
      'docs/decisions/027-frozen-schema-history.md explains.',
      `STORES_V${newest + 1} = { ...STORES_V${newest}, ...${JSON.stringify(changes, null, 2)} }`,
    ].join('\n');
    expect(stores, advice).toEqual(FROZEN_STORES[newest]);
  });

  it('is what Dexie declares', () => {
    const db = createGroeipadDexie({
      name: 'declared',
      indexedDB: new IDBFactory(),
      IDBKeyRange,
      now: () => 0,
      onQuotaExceeded: () => undefined,
    });
    const declared = db.tables.map((table) => {
      const { primKey, indexes } = table.schema;
      return [table.name, [primKey, ...indexes].map((index) => index.src).join(', ')];
    });
    expect(db.verno).toBe(newest);
    expect(Object.fromEntries(declared)).toEqual(FROZEN_STORES[newest]);
  });
});
