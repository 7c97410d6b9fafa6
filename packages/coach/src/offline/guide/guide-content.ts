// Loads the guide's texts per language (techniques, short answers, lines, words), checked once against the schema.
import type { Language } from '@groeipad/domain';
import { z } from 'zod';
import de from '../../../content/offline/guide/de.json';
import en from '../../../content/offline/guide/en.json';
import es from '../../../content/offline/guide/es.json';
import fr from '../../../content/offline/guide/fr.json';
import ja from '../../../content/offline/guide/ja.json';
import ko from '../../../content/offline/guide/ko.json';
import nl from '../../../content/offline/guide/nl.json';
import { normalise } from '../text';
import { APP_LINKS, GUIDE_TECHNIQUES, GUIDE_TOPICS } from './guide-ids';

/** A line the user reads: never a question mark unless the schema says it asks. */
const statement = z
  .string()
  .min(1)
  .regex(/^[^?？]*$/u, 'a statement has no question mark');
const question = z
  .string()
  .min(1)
  .regex(/^[^?？]*[?？]$/u, 'a question ends with its only mark');

const techniqueSchema = z.object({
  name: z.string().min(1),
  offer: statement,
  steps: z.array(statement).min(2).max(4),
});

export const guideContentSchema = z.object({
  techniques: z.record(z.enum(GUIDE_TECHNIQUES), techniqueSchema),
  answers: z
    .array(
      z.object({
        match: z.array(z.string().min(1)).min(1),
        technique: z.enum(GUIDE_TECHNIQUES),
        answer: statement,
      }),
    )
    .min(1),
  lines: z.object({
    step: statement,
    moveOn: statement,
    moveOnOr: statement,
    last: statement,
    ack: z.array(statement).min(1),
    check: question,
    helped: statement,
    notHelped: statement,
    switchTo: statement,
    tryNow: question,
    declined: statement,
    stop: statement,
    rememberedFirst: statement,
    links: z.record(z.enum(APP_LINKS), statement),
  }),
  words: z.object({
    help: z.array(z.string().min(1)).min(1),
    better: z.array(z.string().min(1)).min(1),
    worse: z.array(z.string().min(1)).min(1),
    topics: z.partialRecord(z.enum(GUIDE_TOPICS), z.array(z.string().min(1))),
  }),
});

export type GuideContent = z.infer<typeof guideContentSchema>;

export const RAW_GUIDE_CONTENT: Record<Language, unknown> = { nl, en, de, es, fr, ja, ko };

const cache = new Map<Language, GuideContent>();

function normaliseWords(words: readonly string[], language: Language): string[] {
  return words.map((word) => normalise(word, language));
}

/** The checked content with its word lists normalised like the messages they are matched in. */
export function guideContentFor(language: Language): GuideContent {
  const cached = cache.get(language);
  if (cached) return cached;
  const parsed = guideContentSchema.parse(RAW_GUIDE_CONTENT[language]);
  const { words } = parsed;
  const topics: GuideContent['words']['topics'] = {};
  for (const [topic, list] of Object.entries(words.topics))
    topics[topic as keyof typeof topics] = normaliseWords(list, language);
  const content: GuideContent = {
    ...parsed,
    answers: parsed.answers.map((entry) => ({
      ...entry,
      match: normaliseWords(entry.match, language),
    })),
    words: {
      help: normaliseWords(words.help, language),
      better: normaliseWords(words.better, language),
      worse: normaliseWords(words.worse, language),
      topics,
    },
  };
  cache.set(language, content);
  return content;
}
