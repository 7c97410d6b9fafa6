import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { buildRewind } from './rewind';
import { at, entry, goal, mood, NO_RECORDS, task, ZONE } from '../testing/insight-records';
import type { RewindInput } from './types';

const WEEK = { period: 'week' as const, from: at('2025-01-13', 0), to: at('2025-01-20', 0) };

/** Monday 13 - Sunday 19 January 2025, with a little of the week before. */
function week(): RewindInput {
  return {
    ...WEEK,
    language: 'nl',
    mbtiType: 'INFJ',
    timeZone: ZONE,
    entries: [
      entry('2025-01-13', 4, 'Lange werkdag. Toch even gewandeld in het park en dat gaf rust.', [
        'werk',
        'Rust',
      ]),
      entry('2025-01-15', 2, 'Slecht geslapen. Alles voelde zwaar vandaag.', ['slaap', 'Werk']),
      entry(
        '2025-01-18',
        5,
        'Heerlijke dag met vrienden aan zee. Ik voelde me licht en dankbaar.',
        ['vrienden', 'rust'],
      ),
      // The week before: only its mood counts, for the comparison.
      entry('2025-01-08', 3, 'Gewone dag.', ['werk']),
    ],
    moods: [
      mood('2025-01-13', 4),
      mood('2025-01-14', 3),
      mood('2025-01-15', 2),
      mood('2025-01-16', 3),
      mood('2025-01-18', 5),
      mood('2025-01-07', 2),
      mood('2025-01-09', 3),
      mood('2025-01-11', 2),
      // The week after is left out.
      mood('2025-01-20', 1),
    ],
    goals: [
      goal('2025-01-13', true),
      goal('2025-01-14', true, 15),
      goal('2025-01-16', false),
      goal('2025-01-17', true),
      goal('2025-01-21', true),
    ],
    tasks: [
      task('2025-01-02', true, '2025-01-14'),
      task('2025-01-13', true, '2025-01-19'),
      task('2025-01-13', true, '2025-01-22'),
      task('2025-01-14', false, '2025-01-15'),
    ],
    planning: [
      { session_date: at('2025-01-13', 8), goals_completed: 2, goals_total: 3 },
      { session_date: at('2025-01-06', 8), goals_completed: 1, goals_total: 3 },
    ],
  };
}

describe('buildRewind', () => {
  it('counts the week and compares its mood with the week before', () => {
    const rewind = buildRewind(week());
    expect(rewind.enoughData).toBe(true);
    expect(rewind.counts).toEqual({
      entries: 3,
      words: 12 + 6 + 12,
      moods: 5,
      goalsDone: 3,
      goalsTotal: 4,
      tasksDone: 2,
      planningSessions: 1,
    });
    // Check-ins 4, 3, 2, 3, 5 and entry moods 4, 2, 5 make day means 4, 3, 2, 3 and 5 (each day counts
    // once); the week before 2, 3, 3 and 2.
    expect(rewind.mood).toEqual({ average: 3.4, previousAverage: 2.5, change: 0.9, days: 5 });
    expect(rewind.previousFrom).toBe(at('2025-01-06', 0));
  });

  it('finds the best and hardest day, the themes and a highlight from the best day', () => {
    const rewind = buildRewind(week());
    expect(rewind.bestDay).toMatchObject({ day: '2025-01-18', average: 5, moods: 2 });
    expect(rewind.bestDay?.label).toBe('zaterdag 18 januari');
    expect(rewind.hardestDay).toMatchObject({ day: '2025-01-15', average: 2 });
    // Tags are counted once per entry, whatever their case; a tag of one entry is no theme.
    expect(rewind.themes).toEqual([
      { theme: 'Rust', count: 2 },
      { theme: 'werk', count: 2 },
    ]);
    expect(rewind.highlight).toEqual({
      text: 'Heerlijke dag met vrienden aan zee.',
      date: at('2025-01-18', 12),
      entryId: 'entry-2025-01-18-21',
    });
  });

  it('tells the week in friendly Dutch sentences and asks questions for the coming week', () => {
    const rewind = buildRewind(week());
    expect(rewind.title).toMatch(/^Terugblik op je week \(13\s*–\s*19 januari\)$/);
    expect(rewind.lines).toEqual([
      'Je schreef 3 notities, samen 30 woorden.',
      'Je legde 5 keer je stemming vast; gemiddeld voelde je je een 3,4 op 5.',
      'Dat is 0,9 hoger dan de week ervoor.',
      'Je haalde 3 van je 4 dagdoelen (75%).',
      'Je rondde 2 taken af.',
      'Je nam 1 keer de tijd om te plannen.',
      'Je beste dag was zaterdag 18 januari (gemiddeld 5,0).',
      'Het zwaarst was woensdag 15 januari (gemiddeld 2,0).',
      'Wat vaak terugkwam: Rust en werk.',
    ]);
    // The hard day and the good day from the data, then one for an INFJ (an NF type).
    expect(rewind.questions).toEqual([
      'Wat had je op woensdag 15 januari nodig, en hoe kun je daar de komende week op tijd om vragen?',
      'Wat maakte zaterdag 18 januari zo goed, en hoe geef je daar de komende week meer ruimte aan?',
      'Wat deed er die week echt toe voor je, en hoe neem je dat mee naar de komende week?',
    ]);
  });

  it('asks about a dip and small goals when the mood fell and few goals were reached', () => {
    const input = week();
    const rewind = buildRewind({
      ...input,
      mbtiType: null,
      language: 'en',
      moods: [
        ...input.moods,
        ...['2025-01-08', '2025-01-10', '2025-01-10', '2025-01-11', '2025-01-12'].map((day) =>
          mood(day, 5),
        ),
      ],
      goals: [goal('2025-01-13', false), goal('2025-01-14', false), goal('2025-01-15', true)],
    });
    expect(rewind.mood.change).toBe(-0.35);
    expect(rewind.lines).toContain('You reached 1 of your 3 daily goals (33%).');
    expect(rewind.lines.some((line) => /lower than the week before\.$/.test(line))).toBe(true);
    expect(rewind.questions).toEqual([
      'What weighed on you most that week, and what would give you a little breathing room?',
      'What did you need on Wednesday, January 15, and how can you ask for it in time in the coming week?',
      'What made Saturday, January 18 so good, and how can you make more room for that in the coming week?',
    ]);
  });

  it('looks back on a calendar month against the month before', () => {
    const input = week();
    const rewind = buildRewind({
      ...input,
      period: 'month',
      from: at('2025-01-01', 0),
      to: at('2025-02-01', 0),
      previousFrom: at('2024-12-01', 0),
      moods: [...input.moods, mood('2024-12-10', 4), mood('2024-11-30', 1)],
    });
    expect(rewind.title).toBe('Terugblik op je maand (januari 2025)');
    expect(rewind.counts.entries).toBe(4);
    expect(rewind.counts.moods).toBe(9);
    expect(rewind.mood.previousAverage).toBe(4);
    expect(rewind.lines).toContain('Je haalde 4 van je 5 dagdoelen (80%).');
    expect(rewind.questions[2]).toContain('de komende maand');
  });

  it('gives an honest empty look back without records', () => {
    const rewind = buildRewind({ ...WEEK, ...NO_RECORDS, language: 'nl', mbtiType: null });
    expect(rewind.enoughData).toBe(false);
    expect(rewind.counts).toEqual({
      entries: 0,
      words: 0,
      moods: 0,
      goalsDone: 0,
      goalsTotal: 0,
      tasksDone: 0,
      planningSessions: 0,
    });
    expect(rewind.mood).toEqual({ average: null, previousAverage: null, change: null, days: 0 });
    expect(rewind.bestDay).toBeNull();
    expect(rewind.hardestDay).toBeNull();
    expect(rewind.themes).toEqual([]);
    expect(rewind.highlight).toBeNull();
    expect(rewind.lines).toEqual([
      'Je schreef die week niets op, en dat is ook goed.',
      'Je hebt die week geen stemming vastgelegd.',
    ]);
    expect(rewind.questions).toEqual([
      'Op welk moment van de dag passen de komende week een paar minuten schrijven?',
      'Wanneer op de dag wil je de komende week even stilstaan bij hoe je je voelt?',
      'Waar was je die week trots op, hoe klein ook?',
    ]);
  });

  it('needs three records and two different days for enough data and a best day', () => {
    const two = buildRewind({
      ...WEEK,
      ...NO_RECORDS,
      moods: [mood('2025-01-14', 2), mood('2025-01-16', 4)],
      language: 'nl',
      mbtiType: null,
      timeZone: ZONE,
    });
    expect(two.enoughData).toBe(false);
    expect(two.bestDay?.day).toBe('2025-01-16');
    const sameMood = buildRewind({
      ...WEEK,
      ...NO_RECORDS,
      moods: [mood('2025-01-14', 3), mood('2025-01-15', 3), mood('2025-01-16', 3)],
      language: 'nl',
      mbtiType: null,
      timeZone: ZONE,
    });
    expect(sameMood.enoughData).toBe(true);
    expect(sameMood.bestDay).toBeNull();
    expect(sameMood.hardestDay).toBeNull();
  });

  it.each(supportedLanguages)('writes every text in %s, with nothing left unfilled', (language) => {
    const rewind = buildRewind({ ...week(), language, mbtiType: 'ESTP' });
    const empty = buildRewind({ ...WEEK, ...NO_RECORDS, language, mbtiType: 'ISTJ' });
    const texts = [rewind.title, ...rewind.lines, ...rewind.questions, ...empty.lines];
    expect(rewind.lines).toHaveLength(9);
    expect(rewind.questions).toHaveLength(3);
    expect(empty.questions.length).toBeGreaterThanOrEqual(2);
    for (const text of [...texts, ...empty.questions]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/[{}]/);
    }
    if (language !== 'nl') {
      const dutch = buildRewind(week());
      expect(rewind.lines).not.toEqual(dutch.lines);
    }
  });
});
