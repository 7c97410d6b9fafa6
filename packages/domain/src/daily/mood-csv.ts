// Mood check-ins as CSV for spreadsheets: RFC 4180, dates in the user's zone, formula injection defused.
import type { MoodTracking } from '../entities/journaling';
import { parseStringList } from '../json';
import { moodEmoji } from '../journal';

export type CsvMood = Pick<MoodTracking, 'mood_rating' | 'timestamp'> &
  Partial<
    Pick<MoodTracking, 'mood_emoji' | 'mood_description' | 'context' | 'triggers' | 'activities'>
  >;

export const MOOD_CSV_HEADER = [
  'date',
  'time',
  'rating',
  'emoji',
  'description',
  'context',
  'triggers',
  'activities',
] as const;

const csvFormatters = new Map<string, Intl.DateTimeFormat>();

function csvFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  let found = csvFormatters.get(timeZone ?? '');
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    csvFormatters.set(timeZone ?? '', found);
  }
  return found;
}

function dateAndTime(ms: number, timeZone: string | undefined): [string, string] {
  const p: Record<string, string> = {};
  for (const part of csvFormatter(timeZone).formatToParts(ms)) p[part.type] = part.value;
  return [`${p.year}-${p.month}-${p.day}`, `${p.hour}:${p.minute}`];
}

/** Spreadsheets run a cell that starts with = + - @ (or tab/CR) as a formula; a leading ' stops that. */
function defuse(text: string): string {
  return /^[=+\-@\t\r]/u.test(text) ? `'${text}` : text;
}

/** RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

function csvText(text: string | undefined): string {
  return csvField(defuse(text ?? ''));
}

/** Mood check-ins as CSV (RFC 4180, CRLF), oldest first, date and time in the zone. */
export function moodsToCsv(moods: readonly CsvMood[], timeZone?: string): string {
  const rows = [...moods]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((mood) => {
      const [date, time] = dateAndTime(mood.timestamp, timeZone);
      return [
        date,
        time,
        String(mood.mood_rating),
        csvText(mood.mood_emoji?.trim() || moodEmoji(mood.mood_rating)),
        csvText(mood.mood_description),
        csvText(mood.context),
        csvText(parseStringList(mood.triggers).join('; ')),
        csvText(parseStringList(mood.activities).join('; ')),
      ].join(',');
    });
  return [MOOD_CSV_HEADER.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
