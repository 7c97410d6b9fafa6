// Loads the per-language content files once, checked against the schema, with their keyword patterns compiled.
import type { Language } from '@groeipad/domain';
import de from '../../content/offline/de.json';
import en from '../../content/offline/en.json';
import es from '../../content/offline/es.json';
import fr from '../../content/offline/fr.json';
import ja from '../../content/offline/ja.json';
import ko from '../../content/offline/ko.json';
import nl from '../../content/offline/nl.json';
import { offlineContentSchema } from './content-schema';
import type { OfflineContent } from './content-schema';
import { FEELINGS, TOPICS } from './ids';
import type { FeelingId, TopicId } from './ids';
import { compilePattern } from './text';
import type { CompiledPattern } from './text';

/** The raw files, exported for the content test; the coach itself reads them through contentFor. */
export const RAW_CONTENT: Record<Language, unknown> = { nl, en, de, es, fr, ja, ko };

export type WeightedPattern = CompiledPattern & { weight: number };

export type CompiledKeywords = {
  topics: Record<TopicId, WeightedPattern[]>;
  feelings: Record<FeelingId, WeightedPattern[]>;
  stopwords: ReadonlySet<string>;
  negationsBefore: CompiledPattern[];
  negationsAfter: string[];
};

/** Strong words settle a topic on their own; normal words only tip the balance. */
export const STRONG_WEIGHT = 3;
export const NORMAL_WEIGHT = 1;

const parsed = new Map<Language, OfflineContent>();
const compiled = new Map<Language, CompiledKeywords>();

export function contentFor(language: Language): OfflineContent {
  const cached = parsed.get(language);
  if (cached) return cached;
  const content = offlineContentSchema.parse(RAW_CONTENT[language]);
  parsed.set(language, content);
  return content;
}

function weighted(
  group: { strong: string[]; normal: string[] },
  language: Language,
  elisions: readonly string[],
): WeightedPattern[] {
  const compile = (pattern: string, weight: number) => ({
    ...compilePattern(pattern, language, elisions),
    weight,
  });
  return [
    ...group.strong.map((pattern) => compile(pattern, STRONG_WEIGHT)),
    ...group.normal.map((pattern) => compile(pattern, NORMAL_WEIGHT)),
  ];
}

export function keywordsFor(language: Language): CompiledKeywords {
  const cached = compiled.get(language);
  if (cached) return cached;
  const { keywords } = contentFor(language);
  const result: CompiledKeywords = {
    topics: Object.fromEntries(
      TOPICS.map((topic) => [topic, weighted(keywords.topics[topic], language, keywords.elisions)]),
    ) as Record<TopicId, WeightedPattern[]>,
    feelings: Object.fromEntries(
      FEELINGS.map((feeling) => [
        feeling,
        weighted(keywords.feelings[feeling], language, keywords.elisions),
      ]),
    ) as Record<FeelingId, WeightedPattern[]>,
    stopwords: new Set(keywords.stopwords.map((word) => compilePattern(word, language).substring)),
    negationsBefore: keywords.negations.before.map((word) =>
      compilePattern(word, language, keywords.elisions),
    ),
    negationsAfter: keywords.negations.after.map(
      (word) => compilePattern(word, language).substring,
    ),
  };
  compiled.set(language, result);
  return result;
}
