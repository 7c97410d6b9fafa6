// The shape of a content file (content/imagination/<lang>.json): checked by zod in the tests and when loaded.
import { LEVENSGEBIEDEN, supportedLanguages } from '@groeipad/domain';
import { z } from 'zod';
import { IMAGINATION_STEPS } from './steps';
import { placeholdersOf, TEMPLATE_NAMES } from './template';

const text = z.string().trim().min(1).max(1000);

/** A text that may only use the known placeholders. */
function template(allowed: readonly string[] = TEMPLATE_NAMES) {
  return text.refine(
    (value) => placeholdersOf(value).every((name) => allowed.includes(name)),
    `only these placeholders: ${allowed.map((name) => `{{${name}}}`).join(', ')}`,
  );
}

/** A text that must quote the user: it contains {{quote}}. */
const mirror = template().refine(
  (value) => placeholdersOf(value).includes('quote'),
  'must contain {{quote}}',
);

const alternatives = <T extends z.ZodType>(item: T) => z.tuple([item], item);

const stepSchema = z.strictObject({
  title: z.string().trim().min(1).max(80),
  prompt: template(['area']),
});

const areaSchema = z.strictObject({
  /** The area as a heading, e.g. "Financiën". */
  title: z.string().trim().min(1).max(80),
  /** The area inside a sentence, e.g. "je financiën". */
  name: z.string().trim().min(1).max(80),
  /** The area's own prompts; place, figure and question are required, the other steps may be adapted. */
  prompts: z.strictObject({
    settle: template([]).optional(),
    place: template([]),
    figure: template([]),
    question: template([]),
    answer: template([]).optional(),
    insight: template([]).optional(),
  }),
});

const reflectionSchema = z.strictObject({
  /** Alternatives that mirror the user's words; one is chosen by the words themselves. */
  mirror: alternatives(mirror),
  /** A gentle pointer framed for how the person takes in images: S concrete detail, N meaning and symbol. */
  hint: z.strictObject({ S: template(['area']), N: template(['area']) }),
});

export const imaginationContentSchema = z.strictObject({
  language: z.enum(supportedLanguages),
  session: z.strictObject({
    title: template(['title']),
    description: template(['area']),
  }),
  steps: z.record(z.enum(IMAGINATION_STEPS), stepSchema),
  areas: z.record(z.enum(LEVENSGEBIEDEN), areaSchema),
  reflections: z.strictObject({
    steps: z.record(z.enum(IMAGINATION_STEPS), reflectionSchema),
    /** When the person wrote nothing (yet). */
    empty: alternatives(template(['area'])),
  }),
  inspiration: z.strictObject({
    fallbackTitle: template(['area', 'title']),
    summary: z.strictObject({
      place: mirror,
      figure: mirror,
      answer: mirror,
      insight: mirror,
      empty: template(['area', 'title']),
    }),
  }),
});

export type ImaginationContent = z.infer<typeof imaginationContentSchema>;
