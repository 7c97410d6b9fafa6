import { describe, expect, it } from 'vitest';
import {
  buildExportDocument,
  entriesToMarkdown,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type MarkdownLabels,
} from './export-format';

const labels: MarkdownLabels = {
  mood: 'Stemming',
  tags: 'Tags',
  category: 'Categorie',
  levensgebied: 'Levensgebied',
  gratitude: 'Dankbaarheid',
  tomorrowFocus: 'Focus voor morgen',
  words: 'Woorden',
  favorite: 'Favoriet',
  private: 'Privé',
  untitled: 'Zonder titel',
};

const formatDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const areaLabel = (id: string) => `Area ${id}`;

describe('entriesToMarkdown', () => {
  it('writes entries oldest first with metadata, content as-is and the extra sections', () => {
    const markdown = entriesToMarkdown(
      [
        {
          title: 'Second\nday',
          content: '**Bold** <b>and</b> a [link](x)\n\n',
          date: Date.UTC(2026, 4, 2),
          mood_rating: 4,
          tags: '["werk", "self care", "#rust", 3]',
          category: 'reflectie',
          levensgebied: 'hobbyPassies',
          gratitude_content: 'Sun',
          tomorrow_focus: 'Sleep early',
          word_count: 6,
          is_favorite: true,
          is_private: true,
        },
        { title: '  ', content: '', date: Date.UTC(2026, 4, 1), mood_rating: 2, tags: 'oops' },
      ],
      labels,
      formatDate,
      areaLabel,
    );
    expect(markdown).toBe(
      [
        '## Zonder titel — 2026-05-01',
        '',
        '- Stemming: 😔 2/5',
        '',
        '---',
        '',
        '## Second day — 2026-05-02',
        '',
        '- Stemming: 🙂 4/5',
        '- Tags: #werk #self-care #rust',
        '- Categorie: reflectie',
        '- Levensgebied: Area hobbyPassies',
        '- Woorden: 6',
        '- ⭐ Favoriet',
        '- 🔒 Privé',
        '',
        '**Bold** <b>and</b> a [link](x)',
        '',
        '### Dankbaarheid',
        '',
        'Sun',
        '',
        '### Focus voor morgen',
        '',
        'Sleep early',
        '',
      ].join('\n'),
    );
  });

  it('prefers a stored mood emoji and gives an empty document for no entries', () => {
    expect(entriesToMarkdown([], labels, formatDate, areaLabel)).toBe('');
    const one = entriesToMarkdown(
      [{ title: 'T', content: 'x', date: 0, mood_rating: 5, mood_emoji: '🤩' }],
      labels,
      formatDate,
      areaLabel,
    );
    expect(one).toContain('- Stemming: 🤩 5/5');
  });
});

describe('buildExportDocument', () => {
  it('tags the tables with format, version and time, copying the lists', () => {
    const entries = [{ id: 'e1' }];
    const document = buildExportDocument({ journal_entries: entries, mood_tracking: [] }, 42);
    expect(document).toEqual({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exported_at: 42,
      tables: { journal_entries: [{ id: 'e1' }], mood_tracking: [] },
    });
    expect(document.tables.journal_entries).not.toBe(entries);
    expect(EXPORT_FORMAT).toBe('groeipad-export');
    expect(EXPORT_VERSION).toBe(1);
  });
});
