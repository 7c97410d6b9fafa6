import { describe, expect, it } from 'vitest';
import { tableRegistry } from '../entities/registry';
import { parseHolisticSections } from '../holistic-wellness/history';
import { parseStringList } from '../json';
import { wordCount } from '../journal';
import { supportedLanguages } from '../language';
import { LEVENSGEBIED_ASSESSMENT_TYPE, levensgebiedItems } from '../levensgebied/items';
import { scoreTrend } from '../levensgebied/score';
import {
  dueAreas,
  isUpdateFrequency,
  parseMilestones,
  type UpdateFrequency,
} from '../life-area-progress';
import { LIFE_AREA_NAMES } from '../life-areas';
import { LEVENSGEBIEDEN, type LevensgebiedId } from '../questionnaires';
import { TASK_CATEGORIES } from '../task-display';
import { generateDemoData } from './generate';
import { DEMO_TABLES, isDemoRecord } from './marker';
import { DEMO_TEXTS } from './texts';

const NOW = Date.UTC(2026, 2, 4, 12);
const DAY = 86_400_000;
const options = { userId: 'user-demo', mbtiType: 'INFJ' as const, now: NOW, seed: 7 };
const stamps = { id: 'x', created_at: NOW, updated_at: NOW, created_by: 'user-demo' };
const STEPS = [0, 2.5, 5, 7.5, 10];

describe('generateDemoData', () => {
  it('writes only valid, marked records of the given user, none in the future except due dates', () => {
    const data = generateDemoData(options);
    for (const table of DEMO_TABLES) {
      expect(data[table].length, table).toBeGreaterThan(0);
      for (const record of data[table]) {
        const parsed = tableRegistry[table].schema.safeParse({ ...record, ...stamps });
        expect(parsed.success, `${table}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        expect(record.user_id).toBe('user-demo');
        expect(isDemoRecord(record)).toBe(true);
      }
    }
    expect(
      data.mood_tracking.every((m) => m.timestamp <= NOW && m.timestamp > NOW - 43 * DAY),
    ).toBe(true);
    expect(data.enhanced_journal_entries.every((e) => e.date <= NOW)).toBe(true);
    expect(data.levensgebieden_questionnaires.every((q) => q.completed_at <= NOW)).toBe(true);
    expect(data.life_areas_progress.every((p) => p.last_updated <= NOW)).toBe(true);
  });

  it('spreads moods over the weeks and stores two holistic checks, baseline first', () => {
    const data = generateDemoData(options);
    expect(data.mood_tracking.length).toBeGreaterThan(20);
    expect(data.mood_tracking.length).toBeLessThan(43);
    const [first, second] = data.wellness_assessments;
    expect(first?.time_point).toBe('baseline');
    expect(second?.time_point).toBe('week_5');
    expect(parseHolisticSections(second?.scores_json)).not.toBeNull();
  });

  it('stores levensgebied questionnaires exactly as the form does: real item ids, 0-10 steps, mean as total', () => {
    for (const seed of [1, 7, 42, 2026]) {
      const { levensgebieden_questionnaires: list } = generateDemoData({ ...options, seed });
      for (const record of list) {
        const answers = JSON.parse(record.answers_json) as Record<string, number>;
        expect(Object.keys(answers)).toEqual([...levensgebiedItems(record.levensgebied)]);
        const values = Object.values(answers);
        for (const value of values) expect(STEPS).toContain(value);
        const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
        expect(record.total_score).toBe(mean);
        expect(record.assessment_type).toBe(LEVENSGEBIED_ASSESSMENT_TYPE);
        // Not every answer the same: a spread as a person would give.
        expect(new Set(values).size, record.levensgebied).toBeGreaterThan(1);
      }
    }
  });

  it('covers six levensgebieden with two or three rounds that show trends, and leaves three empty', () => {
    const { levensgebieden_questionnaires: list } = generateDemoData(options);
    const byArea = new Map<LevensgebiedId, typeof list>();
    for (const record of list) {
      byArea.set(record.levensgebied, [...(byArea.get(record.levensgebied) ?? []), record]);
    }
    expect(byArea.size).toBe(6);
    expect(LEVENSGEBIEDEN.filter((area) => !byArea.has(area))).toHaveLength(3);
    const trends = [...byArea.values()].map((rounds) => {
      expect(rounds.length).toBeGreaterThanOrEqual(2);
      expect(rounds.length).toBeLessThanOrEqual(3);
      return scoreTrend(
        rounds.map((r) => ({ score: r.total_score ?? Number.NaN, completedAt: r.completed_at })),
      );
    });
    expect(new Set(trends)).toEqual(new Set(['up', 'down', 'steady']));
  });

  it('fills the journal the screens list, some entries linked to a levensgebied with a questionnaire', () => {
    const data = generateDemoData(options);
    const entries = data.enhanced_journal_entries;
    const linked = entries.filter((entry) => entry.levensgebied !== undefined);
    expect(linked.length).toBeGreaterThan(5);
    expect(linked.length).toBeLessThan(entries.length);
    const covered = new Set(data.levensgebieden_questionnaires.map((q) => q.levensgebied));
    for (const entry of linked)
      expect(covered.has(entry.levensgebied as LevensgebiedId)).toBe(true);
    for (const entry of entries) {
      expect(entry.word_count).toBe(wordCount(entry.content));
      expect(TASK_CATEGORIES).toContain(entry.category);
      expect(parseStringList(entry.tags).length).toBeGreaterThan(0);
    }
    for (const goal of data.daily_goals) expect(TASK_CATEGORIES).toContain(goal.goal_category);
  });

  it('writes one valid progress record per life area, two of them due for an update', () => {
    const { life_areas_progress: list } = generateDemoData(options);
    expect(list.map((record) => record.area_name)).toEqual([...LIFE_AREA_NAMES]);
    for (const record of list) {
      expect(isUpdateFrequency(record.update_frequency)).toBe(true);
      expect(parseStringList(record.goals)).toHaveLength(2);
      expect(parseStringList(record.achievements)).toHaveLength(2);
      // The parser drops malformed milestones, so equal lengths mean every stored item is valid.
      const milestones = parseMilestones(record.milestones);
      expect(milestones).toHaveLength(3);
      expect(milestones).toEqual(JSON.parse(record.milestones ?? '[]'));
      expect(record.notes?.trim()).not.toBe('');
    }
    expect(dueAreas(list, NOW).map((record) => record.area_name)).toEqual([
      'spirituality',
      'health',
    ]);
    const frequencies = new Set<UpdateFrequency>(
      list.map((record) => record.update_frequency as UpdateFrequency),
    );
    expect(frequencies.size).toBeGreaterThan(2);
  });

  it('writes the texts in the chosen language, Dutch for an unknown one', () => {
    const counts = (language: string) =>
      Object.fromEntries(
        DEMO_TABLES.map((table) => [
          table,
          generateDemoData({ ...options, language })[table].length,
        ]),
      );
    for (const language of supportedLanguages) {
      const data = generateDemoData({ ...options, language });
      const texts = DEMO_TEXTS[language];
      expect(data.enhanced_journal_entries[0]?.title).toBe(texts.journal.quietMorning.title);
      expect(data.tasks.map((task) => task.title)).toEqual(Object.values(texts.tasks));
      const career = data.life_areas_progress.find((r) => r.area_name === 'career');
      expect(career?.notes).toBe(texts.progress.career.notes);
      expect(parseMilestones(career?.milestones).map((m) => m.title)).toEqual(
        texts.progress.career.milestones,
      );
      expect(
        data.mood_tracking.every((m) =>
          Object.values(texts.moodContexts).includes(m.context ?? ''),
        ),
      ).toBe(true);
      expect(counts(language)).toEqual(counts('nl'));
    }
    expect(generateDemoData({ ...options, language: 'xx' })).toEqual(generateDemoData(options));
    expect(generateDemoData({ ...options, language: 'en-GB' })).toEqual(
      generateDemoData({ ...options, language: 'en' }),
    );
    expect(generateDemoData({ ...options, language: 'ja' }).tasks[0]?.title).not.toBe(
      generateDemoData(options).tasks[0]?.title,
    );
  });

  it('replays the same data for the same seed and differs for another', () => {
    expect(generateDemoData(options)).toEqual(generateDemoData(options));
    const other = generateDemoData({ ...options, seed: 8 });
    expect(other.mood_tracking).not.toEqual(generateDemoData(options).mood_tracking);
    expect(other.levensgebieden_questionnaires).not.toEqual(
      generateDemoData(options).levensgebieden_questionnaires,
    );
  });

  it('does not take other metadata for a demo mark', () => {
    expect(isDemoRecord({})).toBe(false);
    expect(isDemoRecord({ metadata: '{"answers":"plain"}' })).toBe(false);
    expect(isDemoRecord({ metadata: '{"demo":"other"}' })).toBe(false);
    expect(isDemoRecord({ metadata: 'not json' })).toBe(false);
  });
});
