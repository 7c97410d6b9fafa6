// The zod schema of a content file (content/offline/<lang>.json): the shape and the placeholder rules.
import { LEVENSGEBIEDEN, supportedLanguages } from '@groeipad/domain';
import { z } from 'zod';
import {
  FEELINGS,
  NOTE_KEYS,
  TECHNIQUES,
  TECHNIQUE_DIMENSION,
  TECHNIQUE_STEPS,
  TOPICS,
} from './ids';
import type { TechniqueId } from './ids';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholder names a template uses, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

const QUESTION_MARK = /[?？]/;
const QUESTION_MARKS = /[?？]/g;

function only(allowed: readonly string[], required: readonly string[] = []) {
  return (template: string) => {
    const names = placeholdersOf(template);
    return (
      names.every((name) => allowed.includes(name)) &&
      required.every((name) => names.includes(name))
    );
  };
}

function statements(allowed: readonly string[] = [], required: readonly string[] = []) {
  return z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .refine((text) => !QUESTION_MARK.test(text), 'a statement has no question mark')
        .refine(only(allowed, required), `placeholders allowed: ${allowed.join(', ') || 'none'}`),
    )
    .min(1);
}

function questions(allowed: readonly string[] = [], required: readonly string[] = []) {
  return z
    .array(
      z
        .string()
        .trim()
        .refine(
          (text) => (text.match(QUESTION_MARKS) ?? []).length === 1 && /[?？]$/.test(text),
          'a question has exactly one question mark, at the end',
        )
        .refine(only(allowed, required), `placeholders allowed: ${allowed.join(', ') || 'none'}`),
    )
    .min(1);
}

const phrases = z.array(z.string().trim().min(1));
const keywordGroup = z.strictObject({ strong: phrases, normal: phrases });
const starters = z.array(z.string().trim().min(1)).min(3).max(5);

/** Placeholders a technique step may use: what the user told us, plus a few facts from context. */
export const STEP_PLACEHOLDERS: readonly string[] = [...NOTE_KEYS, 'name', 'openGoal', 'topic'];

/** A variant that needs no note or context fact, so a fresh conversation always has words. */
function hasPlainVariant(variants: string[]): boolean {
  return variants.some((variant) => placeholdersOf(variant).length === 0);
}

const stepSchema = z.strictObject({
  say: statements(STEP_PLACEHOLDERS).refine(hasPlainVariant, 'one variant needs no placeholder'),
  ask: questions(STEP_PLACEHOLDERS).refine(hasPlainVariant, 'one variant needs no placeholder'),
});
export type StepContent = z.infer<typeof stepSchema>;

function techniqueSchema(technique: TechniqueId) {
  const steps = TECHNIQUE_STEPS[technique].map((step) => [step.id, stepSchema] as const);
  return z.strictObject(Object.fromEntries(steps));
}

function framingSchema(technique: TechniqueId) {
  const [first, second] = TECHNIQUE_DIMENSION[technique];
  return z.strictObject({ [first]: statements(), [second]: statements() });
}

function perTechnique<T extends z.ZodType>(build: (technique: TechniqueId) => T) {
  return z.strictObject(
    Object.fromEntries(TECHNIQUES.map((technique) => [technique, build(technique)])) as Record<
      TechniqueId,
      T
    >,
  );
}

const topicKey = z.enum(TOPICS);
const feelingKey = z.enum(FEELINGS);

export const offlineContentSchema = z.strictObject({
  language: z.enum(supportedLanguages),
  keywords: z.strictObject({
    stopwords: phrases.min(10),
    negations: z.strictObject({ before: phrases, after: phrases }),
    elisions: phrases,
    topics: z.record(topicKey, keywordGroup),
    feelings: z.record(feelingKey, keywordGroup),
  }),
  replies: z.strictObject({
    yes: phrases.min(1),
    no: phrases.min(1),
    dontKnow: phrases.min(1),
    thanks: phrases.min(1),
    wrapUp: phrases.min(1),
    newDirection: phrases.min(1),
    greeting: phrases.min(1),
  }),
  goalPatterns: z.array(z.string().refine(only(['goal'], ['goal']), 'a goal pattern holds {goal}')),
  noteTrim: phrases,
  names: z.strictObject({
    topics: z.record(topicKey, z.string().trim().min(1)),
    lifeAreas: z.record(z.enum(LEVENSGEBIEDEN), z.string().trim().min(1)),
  }),
  reflections: z.strictObject({
    topics: z.record(topicKey, statements()),
    feelings: z.record(feelingKey, statements()),
    general: statements(),
  }),
  acknowledgements: z.strictObject({
    default: statements(),
    warm: statements(),
    direct: statements(),
    playful: statements(),
    calm: statements(),
    yes: statements(),
    no: statements(),
    dontKnow: statements(),
  }),
  techniques: perTechnique(techniqueSchema),
  typeFramings: perTechnique(framingSchema),
  data: z.strictObject({
    moodDown: statements(['average'], ['average']),
    moodUp: statements(['average'], ['average']),
    moodSteady: statements(['average'], ['average']),
    openGoal: statements(['openGoal'], ['openGoal']),
    lifeArea: statements(['lifeArea'], ['lifeArea']),
    journalTheme: statements(['theme'], ['theme']),
  }),
  flow: z.strictObject({
    opening: z.strictObject({ say: statements(['name']), ask: questions(['name']) }),
    newDirection: z.strictObject({ say: statements(), ask: questions() }),
    offerTopic: questions(['topic'], ['topic']),
    closing: z.strictObject({ say: statements(NOTE_KEYS), ask: questions() }),
    afterClosing: z.strictObject({ say: statements(), ask: questions() }),
  }),
  personas: z.strictObject({
    coach: z.strictObject({ greeting: statements(['name']) }),
    buddy: z.strictObject({
      greeting: statements(['name']),
      acknowledgements: statements(['name']),
    }),
    specialist: z.strictObject({
      greetings: z.record(topicKey, statements(['name'])),
      bridges: z.record(topicKey, statements()),
    }),
  }),
  suggestions: z.strictObject({
    coach: starters,
    buddy: starters,
    specialist: z.record(topicKey, starters),
  }),
});

export type OfflineContent = z.infer<typeof offlineContentSchema>;
