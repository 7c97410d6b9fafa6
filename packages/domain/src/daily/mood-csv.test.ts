import { describe, expect, it } from 'vitest';
import { startOfDayKey } from './days';
import { moodsToCsv } from './mood-csv';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;

describe('moodsToCsv', () => {
  it('writes RFC 4180 rows in the zone, oldest first, with CRLF', () => {
    const csv = moodsToCsv(
      [
        {
          mood_rating: 2,
          timestamp: startOfDayKey('2026-10-25', AMS) + 24 * HOUR + 5 * 60_000, // the 25th hour
          mood_description: 'Tired, "very"',
          context: 'line one\nline two',
          triggers: '["sleep","=cmd|calc"]',
          activities: '["walk"]',
        },
        {
          mood_rating: 4,
          timestamp: startOfDayKey('2026-03-29', AMS) + 2 * HOUR, // 03:00 after spring forward
          mood_emoji: '🙂',
          mood_description: '-1 degrees',
          context: '@home',
          triggers: 'not json',
        },
      ],
      AMS,
    );
    expect(csv).toBe(
      [
        'date,time,rating,emoji,description,context,triggers,activities',
        "2026-03-29,03:00,4,🙂,'-1 degrees,'@home,,",
        '2026-10-25,23:05,2,😔,"Tired, ""very""","line one\nline two",sleep; =cmd|calc,walk',
        '',
      ].join('\r\n'),
    );
  });

  it('defuses formulas at the start of a text field and has only the header when empty', () => {
    const csv = moodsToCsv(
      [
        {
          mood_rating: 3,
          timestamp: 0,
          mood_description: '=SUM(A1)',
          context: '+1',
          triggers: '["@x"]',
        },
      ],
      'UTC',
    );
    expect(csv.split('\r\n')[1]).toBe("1970-01-01,00:00,3,😐,'=SUM(A1),'+1,'@x,");
    expect(moodsToCsv([], 'UTC')).toBe(
      'date,time,rating,emoji,description,context,triggers,activities\r\n',
    );
  });
});
