// The community rank of a type (issue 20, decision 047): each opted-in member's XP by the domain's rankXp over their synced challenge records (catalogue values, each challenge day once, a daily cap, days inside the account's life), never by what a client says it earned.
import {
  dayKey,
  doneDayFrom,
  rankXp,
  runFrom,
  shiftDayKey,
  type ChallengeRankWire,
  type DayKey,
  type DoneDay,
  type MbtiType,
  type Run,
  RANK_TOP_SIZE,
} from '@groeipad/domain';
import type { Kysely } from 'kysely';
import { challengeRecordsOf, rankMembers, type ChallengeRecords } from '../db/challenges';
import type { Database } from '../db/schema';

/** The calendar day in UTC of an instant. */
export function utcDay(ms: number): DayKey {
  return dayKey(ms, 'UTC');
}

/** The first local day that may count for an account: its creation day in UTC, one day back for zones west of it. */
export function earliestDayOf(createdAt: Date): DayKey {
  return shiftDayKey(utcDay(createdAt.getTime()), -1);
}

/** The last local day that may count now: tomorrow in UTC, as zones east of it are already there (up to +14 h). */
export function latestDayAt(now: number): DayKey {
  return shiftDayKey(utcDay(now), 1);
}

/** A member's rank XP from their synced records. */
export function xpOfRecords(records: ChallengeRecords, createdAt: Date, now: number): number {
  const doneDays = records.doneDays.map(doneDayFrom).filter((d): d is DoneDay => d !== null);
  const runs = records.runs.map(runFrom).filter((r): r is Run => r !== null);
  return rankXp({
    doneDays,
    runs,
    earliestDay: earliestDayOf(createdAt),
    latestDay: latestDayAt(now),
  });
}

type Cached = { key: string; xp: number };

/** How many members' XP a process keeps; beyond it the oldest entries go (they are recomputed when asked). */
const CACHE_MAX = 20_000;

export type ChallengeRank = {
  /** The rank as `viewerId` sees it: their own place among the opted-in members they may see. */
  rankFor(input: {
    viewerId: string;
    type: MbtiType;
    optedIn: boolean;
    now: number;
  }): Promise<ChallengeRankWire>;
};

/**
 * Ranks from the database on every request; a member's XP is recomputed only when one of their challenge
 * records changed (records.version) or the day moved on, so a page of the rank reads versions, not
 * every member's history. Each node keeps its own cache; all compute the same numbers.
 */
export function createChallengeRank(db: Kysely<Database>): ChallengeRank {
  const cache = new Map<string, Cached>();

  function remember(userId: string, entry: Cached): void {
    cache.delete(userId);
    cache.set(userId, entry);
    if (cache.size > CACHE_MAX) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
  }

  return {
    async rankFor({ viewerId, type, optedIn, now }) {
      const members = await rankMembers(db, type, viewerId);
      if (!optedIn) return { optedIn: false, of: members.length, top: [] };
      const today = latestDayAt(now);
      const keyOf = (member: (typeof members)[number]) => `${member.stamp}|${today}`;
      const stale = members.filter((member) => cache.get(member.userId)?.key !== keyOf(member));
      const records = await challengeRecordsOf(
        db,
        stale.map((member) => member.userId),
      );
      for (const member of stale) {
        const own = records.get(member.userId) ?? { doneDays: [], runs: [] };
        remember(member.userId, {
          key: keyOf(member),
          xp: xpOfRecords(own, member.createdAt, now),
        });
      }
      const scored = members
        .map((member) => ({ ...member, xp: cache.get(member.userId)?.xp ?? 0 }))
        .sort(
          (a, b) =>
            b.xp - a.xp ||
            a.name.localeCompare(b.name, 'en') ||
            (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
        );
      // Equal XP shares a place: the rank is one more than the number of members with more XP.
      const rankOf = (xp: number) => 1 + scored.filter((member) => member.xp > xp).length;
      const me = scored.find((member) => member.userId === viewerId);
      return {
        optedIn: true,
        ...(me ? { rank: rankOf(me.xp), xp: me.xp } : {}),
        of: scored.length,
        top: scored.slice(0, RANK_TOP_SIZE).map((member) => ({
          rank: rankOf(member.xp),
          name: member.name,
          xp: member.xp,
          me: member.userId === viewerId,
        })),
      };
    },
  };
}
