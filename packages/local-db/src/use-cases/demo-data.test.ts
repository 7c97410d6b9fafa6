// Demo data: written in the chosen language, one progress record per area, and removal takes only marked records.
import { demoMetadata, LIFE_AREA_NAMES } from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { demoRecordCounts } from '../queries/demo-records';
import { createRepository } from '../repository';
import { journalInput, openTestDb } from '../testing/database';
import type { GroeipadDb } from '../types';
import { createDemoData, removeDemoData } from './demo-data';

const USER_ID = 'user-1';
let db: GroeipadDb;
afterEach(() => db?.close());

describe('createDemoData', () => {
  it('writes the texts in the chosen language and skips no area on an empty profile', async () => {
    db = (await openTestDb()).db;
    const now = Date.now();
    const result = await createDemoData(
      db,
      { userId: USER_ID, mbtiType: 'INFJ' },
      { now, seed: 11, language: 'fr' },
    );
    expect(result.skippedAreas).toEqual([]);
    const entries = await db.enhanced_journal_entries.toArray();
    expect(entries.map((e) => e.title)).toContain('Matinée tranquille');
    const progress = await db.life_areas_progress.toArray();
    expect(progress).toHaveLength(LIFE_AREA_NAMES.length);
    expect(progress.find((r) => r.area_name === 'hobbies')?.notes).toBe(
      "Le dessin m'apaise. Je veux lui réserver un moment fixe.",
    );
    // A second run finds every area taken, so no second record appears for any of them.
    const again = await createDemoData(
      db,
      { userId: USER_ID, mbtiType: 'INFJ' },
      { now, seed: 12, language: 'fr' },
    );
    expect(again.skippedAreas).toEqual([...LIFE_AREA_NAMES]);
    expect(await db.life_areas_progress.count()).toBe(LIFE_AREA_NAMES.length);
  });
});

describe('removeDemoData', () => {
  it("removes every marked record, old journal table included, and none of the user's own", async () => {
    db = (await openTestDb()).db;
    const now = Date.now();
    const journal = createRepository(db, 'journal_entries', { now: () => now, actor: USER_ID });
    const own = await journal.create(journalInput('Van mij'));
    await journal.create({ ...journalInput('Demo'), metadata: demoMetadata() });
    const { created } = await createDemoData(
      db,
      { userId: USER_ID, mbtiType: 'INFJ' },
      { now, seed: 3, language: 'nl' },
    );
    expect((await demoRecordCounts(db, USER_ID)).journal_entries).toBe(1);
    expect(await removeDemoData(db, USER_ID, now)).toBe(created + 1);
    const counts = await demoRecordCounts(db, USER_ID);
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    expect((await db.journal_entries.toArray()).map((e) => e.id)).toEqual([own.id]);
  });
});
