// Export builders: journal entries as one Markdown document (labels and dates from the caller, so the UI
// translates them) and the full-backup JSON shape. Moods as CSV: mood-csv.ts.
import type { EnhancedJournalEntry } from '../entities/journaling';
import { parseStringList } from '../json';
import { moodEmoji } from '../journal';

export type MarkdownLabels = {
  mood: string;
  tags: string;
  category: string;
  levensgebied: string;
  gratitude: string;
  tomorrowFocus: string;
  words: string;
  favorite: string;
  private: string;
  untitled: string;
};

/** A journal entry or an enhanced one; the enhanced fields are optional. */
export type MarkdownEntry = Pick<
  EnhancedJournalEntry,
  'title' | 'content' | 'date' | 'mood_rating'
> &
  Partial<
    Pick<
      EnhancedJournalEntry,
      | 'tags'
      | 'category'
      | 'levensgebied'
      | 'gratitude_content'
      | 'tomorrow_focus'
      | 'mood_emoji'
      | 'word_count'
      | 'is_favorite'
      | 'is_private'
    >
  >;

function singleLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Markdown tags cannot hold spaces or a second '#'. */
function hashtag(tag: string): string {
  const cleaned = singleLine(tag).replace(/^#+/u, '').replace(/ /gu, '-');
  return cleaned === '' ? '' : `#${cleaned}`;
}

function withoutTrailingBreaks(text: string): string {
  return text.replace(/[\r\n]+$/u, '');
}

function metadataLines(
  entry: MarkdownEntry,
  labels: MarkdownLabels,
  levensgebiedLabel: (id: string) => string,
): string[] {
  const lines: string[] = [];
  // An entry without a chosen mood gets no mood line rather than an invented one.
  if (entry.mood_rating !== undefined) {
    const emoji = entry.mood_emoji?.trim() || moodEmoji(entry.mood_rating);
    lines.push(`- ${labels.mood}: ${emoji} ${entry.mood_rating}/5`);
  }
  const tags = parseStringList(entry.tags).map(hashtag).filter(Boolean);
  if (tags.length > 0) lines.push(`- ${labels.tags}: ${tags.join(' ')}`);
  const category = singleLine(entry.category ?? '');
  if (category !== '') lines.push(`- ${labels.category}: ${category}`);
  if (entry.levensgebied) {
    lines.push(`- ${labels.levensgebied}: ${levensgebiedLabel(entry.levensgebied)}`);
  }
  if (entry.word_count !== undefined) lines.push(`- ${labels.words}: ${entry.word_count}`);
  if (entry.is_favorite) lines.push(`- ⭐ ${labels.favorite}`);
  if (entry.is_private) lines.push(`- 🔒 ${labels.private}`);
  return lines;
}

function entryToMarkdown(
  entry: MarkdownEntry,
  labels: MarkdownLabels,
  formatDate: (ms: number) => string,
  levensgebiedLabel: (id: string) => string,
): string {
  const title = singleLine(entry.title) || labels.untitled;
  const parts = [
    `## ${title} — ${formatDate(entry.date)}`,
    metadataLines(entry, labels, levensgebiedLabel).join('\n'),
  ];
  // The content is the user's own Markdown: kept as written.
  const content = withoutTrailingBreaks(entry.content);
  if (content.trim() !== '') parts.push(content);
  const gratitude = withoutTrailingBreaks(entry.gratitude_content ?? '');
  if (gratitude.trim() !== '') parts.push(`### ${labels.gratitude}`, gratitude);
  const focus = withoutTrailingBreaks(entry.tomorrow_focus ?? '');
  if (focus.trim() !== '') parts.push(`### ${labels.tomorrowFocus}`, focus);
  return parts.join('\n\n');
}

/** All entries as one Markdown document, oldest first, separated by rules; '' when there are none. */
export function entriesToMarkdown(
  entries: readonly MarkdownEntry[],
  labels: MarkdownLabels,
  formatDate: (ms: number) => string,
  levensgebiedLabel: (id: string) => string,
): string {
  if (entries.length === 0) return '';
  return `${[...entries]
    .sort((a, b) => a.date - b.date)
    .map((entry) => entryToMarkdown(entry, labels, formatDate, levensgebiedLabel))
    .join('\n\n---\n\n')}\n`;
}

export const EXPORT_FORMAT = 'groeipad-export';
export const EXPORT_VERSION = 1;

export type ExportDocument = {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exported_at: number;
  tables: Record<string, unknown[]>;
};

/** The JSON backup: every table's records under its name, with a format tag and version for importers. */
export function buildExportDocument(
  tables: Record<string, readonly unknown[]>,
  now: number,
): ExportDocument {
  const copied: Record<string, unknown[]> = {};
  for (const [name, records] of Object.entries(tables)) copied[name] = [...records];
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exported_at: now, tables: copied };
}
