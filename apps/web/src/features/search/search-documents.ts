// What the search index holds of each journal entry, daily goal and task: searchable text and filter fields.
import { parseStringList } from '@groeipad/domain';
import type { StoredRecord } from '@groeipad/local-db';
import type { SearchDocument } from '@groeipad/text';

function joined(parts: readonly (string | undefined)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join('\n\n');
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed !== '' && !seen.has(trimmed.toLowerCase())) {
      seen.add(trimmed.toLowerCase());
      result.push(trimmed);
    }
  }
  return result;
}

export function entryDocument(entry: StoredRecord<'enhanced_journal_entries'>): SearchDocument {
  return {
    id: entry.id,
    kind: 'entry',
    title: entry.title,
    text: joined([entry.content, entry.gratitude_content, entry.tomorrow_focus]),
    tags: unique([
      ...parseStringList(entry.tags),
      ...(entry.primary_tag ? [entry.primary_tag] : []),
      ...parseStringList(entry.secondary_tags),
    ]),
    mood: entry.mood_rating,
    levensgebied: entry.levensgebied,
    date: entry.date,
  };
}

export function goalDocument(goal: StoredRecord<'daily_goals'>): SearchDocument {
  return {
    id: goal.id,
    kind: 'goal',
    title: goal.goal_text,
    text: joined([goal.completion_notes]),
    tags: [],
    date: goal.target_date,
  };
}

export function taskDocument(task: StoredRecord<'tasks'>): SearchDocument {
  return {
    id: task.id,
    kind: 'task',
    title: task.title,
    text: joined([task.description]),
    tags: unique(parseStringList(task.tags)),
    date: task.due_date ?? task.created_at,
  };
}

/** Tags present in the documents, most used first, then alphabetically. */
export function tagsOf(docs: Iterable<SearchDocument>, language: string): string[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const key = tag.toLocaleLowerCase(language);
      const found = counts.get(key);
      if (found) found.count += 1;
      else counts.set(key, { tag, count: 1 });
    }
  }
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || collator.compare(a.tag, b.tag))
    .map((item) => item.tag);
}
