import { afterEach, describe, expect, it } from 'vitest';
import { DAY, enhancedInput } from '../testing/daily-inputs';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { enhancedJournalRepository } from './enhanced-journal';

let db: GroeipadDb;
afterEach(() => db?.close());

async function setup() {
  db = (await openTestDb()).db;
  return enhancedJournalRepository(db, { now: () => T0, actor: 'user-1' });
}

describe('enhancedJournalRepository', () => {
  it('pages through 1000 entries newest first with limit and before', async () => {
    const journal = await setup();
    // Created in shuffled order, so the order must come from the index, not from insertion.
    const days = Array.from({ length: 1000 }, (_, i) => (i * 389) % 1000);
    await journal.bulkCreate(days.map((d) => enhancedInput(T0 + d * DAY, `dag ${d}`)));
    await journal.create({ ...enhancedInput(T0 + 5000 * DAY), user_id: 'user-2' });

    const first = await journal.forUser('user-1', { limit: 30 });
    expect(first).toHaveLength(30);
    expect(first[0]?.date).toBe(T0 + 999 * DAY);
    expect(first.map((e) => e.date)).toEqual([...first.map((e) => e.date)].sort((a, b) => b - a));

    const pages = [first];
    let last = first.at(-1)?.date;
    while (last !== undefined) {
      const page = await journal.forUser('user-1', { limit: 300, before: last });
      if (page.length === 0) break;
      pages.push(page);
      last = page.at(-1)?.date;
    }
    const dates = pages.flat().map((e) => e.date);
    expect(dates).toEqual(Array.from({ length: 1000 }, (_, i) => T0 + (999 - i) * DAY));
    expect(pages.map((p) => p.length)).toEqual([30, 300, 300, 300, 70]);
    expect(await journal.forUser('user-1')).toHaveLength(1000);
    expect(await journal.forUser('user-2')).toHaveLength(1);
  });

  it('lists a window [from, to) oldest first', async () => {
    const journal = await setup();
    await journal.bulkCreate([3, 1, 2, 0, 4].map((d) => enhancedInput(T0 + d * DAY)));
    const window = await journal.between('user-1', T0 + DAY, T0 + 3 * DAY);
    expect(window.map((e) => e.date)).toEqual([T0 + DAY, T0 + 2 * DAY]);
    expect(await journal.between('user-2', T0, T0 + 9 * DAY)).toEqual([]);
  });
});
