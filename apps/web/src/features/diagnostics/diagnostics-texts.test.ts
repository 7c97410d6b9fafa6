// The diagnostics texts the spec pins, and a key for every domain code the screens translate.
import {
  NEVER_SYNCED_TEXT,
  QUEUE_STATUSES,
  SYNC_FREQUENCIES,
  SYNC_OPERATIONS,
  SYNC_RECORD_STATUSES,
  supportedLanguages,
  serverSyncStateTexts,
  tableNames,
} from '@groeipad/domain';
import { resources } from '@groeipad/i18n';
import { describe, expect, it } from 'vitest';
import { syncedAtText } from './format-time';

describe('diagnostics texts', () => {
  it("Dutch 'never synced' is the spec's 'Nog niet gesynchroniseerd'", () => {
    expect(resources.nl.diagnostics.server.neverSynced).toBe(NEVER_SYNCED_TEXT);
  });

  it("English server sync states are the spec's Disabled / Overdue / Conflicts / Up to Date", () => {
    expect(resources.en.diagnostics.server.state).toEqual(serverSyncStateTexts);
  });

  it.each(supportedLanguages)(
    '%s names every queue status, operation, record status and frequency',
    (lng) => {
      const texts = resources[lng].diagnostics;
      expect(Object.keys(texts.queue.status).sort()).toEqual([...QUEUE_STATUSES].sort());
      expect(Object.keys(texts.queue.operation).sort()).toEqual([...SYNC_OPERATIONS].sort());
      expect(Object.keys(texts.records.status).sort()).toEqual([...SYNC_RECORD_STATUSES].sort());
      expect(Object.keys(texts.server.frequency).sort()).toEqual([...SYNC_FREQUENCIES].sort());
      expect(Object.keys(texts.server.settings.frequencyOptions).sort()).toEqual(
        [...SYNC_FREQUENCIES].sort(),
      );
      // Conflicts and queue items name their table in words.
      expect(Object.keys(texts.tableNames).sort()).toEqual([...tableNames].sort());
    },
  );
});

describe('syncedAtText', () => {
  it('says never synced in the given words when there is no time', () => {
    expect(syncedAtText(undefined, 'nl', NEVER_SYNCED_TEXT)).toBe('Nog niet gesynchroniseerd');
    expect(syncedAtText(null, 'en', 'Not synced yet')).toBe('Not synced yet');
  });

  it('formats a time in the language given', () => {
    const at = Date.UTC(2024, 0, 15, 9, 30);
    expect(syncedAtText(at, 'nl', '')).toMatch(/15 jan\.? 2024/);
    expect(syncedAtText(at, 'en', '')).toMatch(/Jan 15, 2024/);
  });
});
