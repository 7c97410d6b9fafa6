// The content library as we write it (issue 21): one source file per item in `content/library/items/`, every
// text in all seven languages. The server builds the versioned packs from these; the tests check each file
// against this schema, so a missing language, a chunk too many or a meditation step without a time fails.
import { z } from 'zod';
import { COGNITIVE_FUNCTIONS } from '../journal-prompts';
import { supportedLanguages, type Language } from '../language';
import { MBTI_TYPES } from '../mbti';
import { LEVENSGEBIEDEN } from '../questionnaires';

export const LIBRARY_KINDS = ['article', 'exercise', 'reflection', 'meditation'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** Words of a chunk in nl/en/de/es/fr, characters (without whitespace) in ja/ko. */
export const CHUNK_LENGTH = { words: [40, 160], characters: [90, 300] } as const;

const chunkSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(4000),
  /** A meditation's timed step, in seconds; absent on the other kinds. */
  seconds: z.number().int().min(15).max(300).optional(),
});

const textsSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(600),
  chunks: z.array(chunkSchema).min(3).max(6),
});

export type LibraryTexts = z.infer<typeof textsSchema>;

/** How long a text is for its language: words, or characters for Japanese and Korean. */
export function textUnits(text: string, language: Language): number {
  if (language === 'ja' || language === 'ko') return text.replace(/\s/g, '').length;
  return text.split(/\s+/).filter(Boolean).length;
}

export const libraryItemSourceSchema = z
  .strictObject({
    /** Kebab-case English with the area's prefix; never renamed or reused (pointers and progress keep it). */
    id: z
      .string()
      .regex(/^[a-z]+(-[a-z0-9]+)+$/)
      .max(80),
    /** Raised when the texts change, so devices download the item again. */
    version: z.number().int().min(1),
    kind: z.enum(LIBRARY_KINDS),
    levensgebied: z.enum(LEVENSGEBIEDEN),
    /** The cognitive functions it speaks to most: its fit per type. */
    functions: z.array(z.enum(COGNITIVE_FUNCTIONS)).min(1).max(3),
    /** Written for these types (the text says so); absent: for everyone. */
    types: z.array(z.enum(MBTI_TYPES)).min(1).max(16).optional(),
    difficulty: z.number().int().min(1).max(10),
    tags: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/))
      .min(2)
      .max(5),
    texts: z.strictObject(
      Object.fromEntries(supportedLanguages.map((language) => [language, textsSchema])) as Record<
        Language,
        typeof textsSchema
      >,
    ),
  })
  .superRefine((item, context) => {
    const counts = supportedLanguages.map((language) => item.texts[language].chunks.length);
    if (new Set(counts).size > 1) {
      context.addIssue({
        code: 'custom',
        message: `chunk counts differ per language: ${counts.join(', ')}`,
      });
    }
    const timed = (language: Language) =>
      item.texts[language].chunks.map((chunk) => chunk.seconds ?? null).join(',');
    for (const language of supportedLanguages) {
      const seconds = item.texts[language].chunks.map((chunk) => chunk.seconds);
      if (item.kind === 'meditation' && seconds.some((s) => s === undefined)) {
        context.addIssue({
          code: 'custom',
          message: `${language}: every meditation step has seconds`,
        });
      }
      if (item.kind !== 'meditation' && seconds.some((s) => s !== undefined)) {
        context.addIssue({ code: 'custom', message: `${language}: only meditations are timed` });
      }
      if (timed(language) !== timed('nl')) {
        context.addIssue({ code: 'custom', message: `${language}: step times differ from nl` });
      }
      const [min, max] =
        language === 'ja' || language === 'ko' ? CHUNK_LENGTH.characters : CHUNK_LENGTH.words;
      item.texts[language].chunks.forEach((chunk, index) => {
        const units = textUnits(chunk.text, language);
        if (units < min || units > max) {
          context.addIssue({
            code: 'custom',
            message: `${language} chunk ${index + 1}: ${units} outside ${min}-${max}`,
          });
        }
      });
    }
  });

export type LibraryItemSource = z.infer<typeof libraryItemSourceSchema>;

/** Reading speed for the shown reading time: words a minute, or characters a minute in ja/ko. */
const READING_RATE = { words: 200, characters: 500 } as const;

/** Minutes to read (an article, exercise or reflection) or to follow (a meditation's timed steps), at least 1. */
export function libraryItemMinutes(item: LibraryItemSource, language: Language): number {
  const texts = item.texts[language];
  if (item.kind === 'meditation') {
    const seconds = texts.chunks.reduce((sum, chunk) => sum + (chunk.seconds ?? 0), 0);
    return Math.max(1, Math.round(seconds / 60));
  }
  const units = texts.chunks.reduce((sum, chunk) => sum + textUnits(chunk.text, language), 0);
  const rate =
    language === 'ja' || language === 'ko' ? READING_RATE.characters : READING_RATE.words;
  return Math.max(1, Math.round(units / rate));
}
