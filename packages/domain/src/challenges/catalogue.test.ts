import { describe, expect, it } from 'vitest';
import { MBTI_TYPES } from '../mbti';
import { LEVENSGEBIEDEN } from '../questionnaires';
import { COGNITIVE_FUNCTIONS } from '../journal-prompts';
import {
  CHALLENGE_CATALOGUE,
  CHALLENGE_CATEGORIES,
  CHALLENGE_DIFFICULTIES,
  CHALLENGE_FREQUENCIES,
  CHALLENGE_XP_BANDS,
  catalogueChallenge,
  completesItself,
  journalEntryLongEnough,
  journalLengthNeeded,
  mbtiRelevance,
  suitedTypes,
  type CatalogueChallenge,
} from './catalogue';
import { dailyPicks } from './daily-picks';

const count = (keep: (c: CatalogueChallenge) => boolean) => CHALLENGE_CATALOGUE.filter(keep).length;

describe('challenge catalogue', () => {
  it('holds at least 60 challenges with unique kebab-case ids, found by id', () => {
    expect(CHALLENGE_CATALOGUE.length).toBeGreaterThanOrEqual(60);
    const ids = CHALLENGE_CATALOGUE.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(catalogueChallenge(id)?.id).toBe(id);
    }
    expect(catalogueChallenge('no-such-challenge')).toBeUndefined();
  });

  it('has at least 36 daily, 14 weekly and 8 multi-week challenges', () => {
    expect(count((c) => c.frequency === 'daily')).toBeGreaterThanOrEqual(36);
    expect(count((c) => c.frequency === 'weekly')).toBeGreaterThanOrEqual(14);
    expect(count((c) => c.frequency === 'multi_week')).toBeGreaterThanOrEqual(8);
    expect(count((c) => !CHALLENGE_FREQUENCIES.includes(c.frequency))).toBe(0);
  });

  it('has at least 5 per category, 12 per difficulty, and touches every life area', () => {
    for (const category of CHALLENGE_CATEGORIES) {
      expect(
        count((c) => c.category === category),
        category,
      ).toBeGreaterThanOrEqual(5);
    }
    for (const difficulty of CHALLENGE_DIFFICULTIES) {
      expect(
        count((c) => c.difficulty === difficulty),
        difficulty,
      ).toBeGreaterThanOrEqual(12);
    }
    for (const area of LEVENSGEBIEDEN) {
      expect(
        count((c) => c.lifeArea === area),
        area,
      ).toBeGreaterThan(0);
    }
  });

  it('lasts 1 day daily, 7 weekly and 14-28 multi-week, and never asks more days than it lasts', () => {
    for (const c of CHALLENGE_CATALOGUE) {
      const allowed = { daily: [1], weekly: [7], multi_week: [14, 21, 28] }[c.frequency];
      expect(allowed, c.id).toContain(c.durationDays);
      expect(Number.isInteger(c.daysNeeded), c.id).toBe(true);
      expect(c.daysNeeded, c.id).toBeGreaterThanOrEqual(1);
      expect(c.daysNeeded, c.id).toBeLessThanOrEqual(c.durationDays);
      expect(c.estimatedMinutes, c.id).toBeGreaterThan(0);
      expect(c.estimatedMinutes, c.id).toBeLessThanOrEqual(60);
    }
  });

  it('gives XP in the band of its frequency and difficulty: harder gives more', () => {
    for (const c of CHALLENGE_CATALOGUE) {
      const [low, high] = CHALLENGE_XP_BANDS[c.frequency][c.difficulty];
      expect(c.xpReward, c.id).toBeGreaterThanOrEqual(low);
      expect(c.xpReward, c.id).toBeLessThanOrEqual(high);
    }
    for (const frequency of CHALLENGE_FREQUENCIES) {
      const bands = CHALLENGE_DIFFICULTIES.map((d) => CHALLENGE_XP_BANDS[frequency][d]);
      for (let i = 1; i < bands.length; i += 1) {
        expect(bands[i]?.[0]).toBeGreaterThan(bands[i - 1]?.[1] ?? Infinity);
      }
    }
    expect(CHALLENGE_XP_BANDS.daily.easy[0]).toBe(10);
    expect(CHALLENGE_XP_BANDS.daily.hard[1]).toBe(50);
    expect(CHALLENGE_XP_BANDS.weekly.easy[0]).toBe(60);
    expect(CHALLENGE_XP_BANDS.weekly.hard[1]).toBe(150);
    expect(CHALLENGE_XP_BANDS.multi_week.easy[0]).toBe(150);
    expect(CHALLENGE_XP_BANDS.multi_week.hard[1]).toBe(400);
  });

  it('completes at least 25 challenges from records, each with the integration flag it works through', () => {
    expect(count(completesItself)).toBeGreaterThanOrEqual(25);
    for (const c of CHALLENGE_CATALOGUE) {
      const { kind } = c.completesBy;
      if (kind === 'journal_entry') expect(c.integration.journaling, c.id).toBe(true);
      if (kind === 'daily_goal_done' || kind === 'task_done') {
        expect(c.integration.planning, c.id).toBe(true);
      }
      if (kind === 'mood_checkin' || kind === 'wellness_check' || kind === 'life_area_check') {
        expect(c.integration.wellness, c.id).toBe(true);
      }
      if (c.completesBy.kind === 'journal_entry') {
        expect(c.completesBy.minWords ?? 1, c.id).toBeGreaterThan(0);
      }
      if (c.completesBy.kind === 'task_done') expect(c.completesBy.count, c.id).toBeGreaterThan(0);
    }
    expect(completesItself(catalogueChallenge('ten-minute-walk')!)).toBe(false);
    expect(completesItself(catalogueChallenge('three-good-things')!)).toBe(true);
  });

  it('uses each kind of self-completion at least once', () => {
    const kinds = new Set(CHALLENGE_CATALOGUE.map((c) => c.completesBy.kind));
    expect([...kinds].sort()).toEqual(
      [
        'daily_goal_done',
        'journal_entry',
        'life_area_check',
        'manual',
        'mood_checkin',
        'task_done',
        'wellness_check',
      ].sort(),
    );
  });

  it('names real cognitive functions, tags and badges; a badge belongs to one challenge', () => {
    const badges = CHALLENGE_CATALOGUE.flatMap((c) => (c.badge ? [c.badge] : []));
    expect(new Set(badges).size).toBe(badges.length);
    expect(badges.length).toBeGreaterThan(0);
    for (const c of CHALLENGE_CATALOGUE) {
      expect(c.functions.length, c.id).toBeGreaterThan(0);
      for (const fn of c.functions) expect(COGNITIVE_FUNCTIONS, c.id).toContain(fn);
      expect(c.tags.length, c.id).toBeGreaterThan(0);
      for (const tag of [...c.tags, ...(c.badge ? [c.badge] : [])]) {
        expect(tag, c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      }
    }
  });

  it('suits all 16 types, each with at least 8 good fits (relevance 2 or more)', () => {
    for (const type of MBTI_TYPES) {
      const fits = CHALLENGE_CATALOGUE.filter((c) => mbtiRelevance(c, type) >= 2);
      expect(fits.length, type).toBeGreaterThanOrEqual(8);
      expect(
        count((c) => suitedTypes(c).includes(type)),
        type,
      ).toBe(fits.length);
    }
  });

  it('rates a type by its function order: dominant 3, auxiliary 2, tertiary 1, else 0', () => {
    const only = (fn: CatalogueChallenge['functions'][number]): CatalogueChallenge => ({
      ...CHALLENGE_CATALOGUE[0]!,
      functions: [fn],
    });
    // INTJ: Ni Te Fi Se; ENFP: Ne Fi Te Si.
    expect(['Ni', 'Te', 'Fi', 'Se'].map((fn) => mbtiRelevance(only(fn as 'Ni'), 'INTJ'))).toEqual([
      3, 2, 1, 0,
    ]);
    expect(['Ne', 'Fi', 'Te', 'Si'].map((fn) => mbtiRelevance(only(fn as 'Ne'), 'ENFP'))).toEqual([
      3, 2, 1, 0,
    ]);
    expect(mbtiRelevance(only('Ti'), 'ISFJ')).toBe(1);
    expect(suitedTypes(only('Fe')).sort()).toEqual(['ENFJ', 'ESFJ', 'INFJ', 'ISFJ'].sort());
  });

  it('measures a journal challenge in words, or in characters for Japanese and Korean text', () => {
    const forty = { kind: 'journal_entry', minWords: 40 } as const;
    expect(journalLengthNeeded(40, 'words')).toBe(40);
    expect(journalLengthNeeded(40, 'characters')).toBe(80);
    expect(journalEntryLongEnough(forty, 'word '.repeat(40))).toBe(true);
    expect(journalEntryLongEnough(forty, 'word '.repeat(39))).toBe(false);
    expect(journalEntryLongEnough(forty, 'あ'.repeat(80))).toBe(true);
    expect(journalEntryLongEnough(forty, 'あ'.repeat(79))).toBe(false);
    expect(journalEntryLongEnough(forty, '좋'.repeat(80))).toBe(true);
    expect(journalEntryLongEnough({ kind: 'journal_entry' }, 'hi')).toBe(true);
    expect(journalEntryLongEnough({ kind: 'journal_entry' }, '   ')).toBe(false);
    expect(journalEntryLongEnough({ kind: 'mood_checkin' }, 'word '.repeat(200))).toBe(false);
  });

  it('feeds dailyPicks as it is: daily challenges only, fit from the type', () => {
    const context = { userId: 'member-a', localDate: '2026-12-01' };
    const fit = (id: string) => mbtiRelevance(catalogueChallenge(id)!, 'ISTP');
    const picks = dailyPicks(CHALLENGE_CATALOGUE, { ...context, fit });
    expect(picks).toHaveLength(3);
    for (const id of picks) expect(catalogueChallenge(id)?.frequency).toBe('daily');
    const areas = picks.map((id) => catalogueChallenge(id)?.lifeArea).filter(Boolean);
    expect(new Set(areas).size).toBe(areas.length);
  });
});
