// Schema of the editable phrase files (content/safety/<lang>.json) and their one-time compilation to RegExps.
import { supportedLanguages, type Language } from '@groeipad/domain';
import { z } from 'zod';
import { normalizeFor, unspacedLanguages } from './normalize';
import { createPieceIndex, type PieceIndex } from './piece-index';
import { compileList, type CompiledList } from './phrase-list';
import { viewLetter } from './phrase-syntax';
import { crisisCategories, type CrisisCategory } from './types';

const phraseList = z.array(z.string().trim().min(1)).default([]);
const categoryLists = z
  .object({
    suicide: phraseList,
    self_harm: phraseList,
    harm_to_others: phraseList,
    abuse: phraseList,
  })
  .strict();

export type { CompiledList } from './phrase-list';

export const lexiconFileSchema = z
  .object({
    language: z.enum(supportedLanguages),
    /** Free text for editors; ignored by the code. */
    notes: z.union([z.string(), z.array(z.string())]).optional(),
    /** canonical spelling -> other ways people type it ("niet": ["nie", "ni"]). */
    variants: z.record(z.string(), z.array(z.string().trim().min(1))).default({}),
    crisis: categoryLists,
    concern: categoryLists,
    idioms: phraseList,
    past: phraseList,
    recovered: phraseList,
    relapse: phraseList,
  })
  .strict();
export type LexiconFile = z.input<typeof lexiconFileSchema>;

/** A concept name as rules refer to it ("weapon", "not_waking"). */
export const conceptName = z
  .string()
  .regex(/^[a-z][a-z_]*$/u, 'concept names are lower_snake_case');

/** content/safety/concepts/<lang>.json: word lists per concept, matched with the phrase syntax. */
export const conceptFileSchema = z
  .object({
    language: z.enum(supportedLanguages),
    notes: z.union([z.string(), z.array(z.string())]).optional(),
    concepts: z.record(conceptName, z.array(z.string().trim().min(1)).min(1)),
  })
  .strict();
export type ConceptFile = z.input<typeof conceptFileSchema>;

/**
 * Joins one language's concept files (concepts/<lang>.json and concepts/<group>/<lang>.json) into
 * one; a concept listed in several files gets the phrases of all of them.
 */
export function joinConceptFiles(files: unknown[]): ConceptFile {
  const parsed = files.map((file) => conceptFileSchema.parse(file));
  const [first] = parsed;
  if (!first) throw new Error('joinConceptFiles needs at least one concept file');
  const concepts: Record<string, string[]> = {};
  for (const file of parsed) {
    if (file.language !== first.language) {
      throw new Error(`concept files for ${first.language} and ${file.language} cannot be joined`);
    }
    for (const [name, phrases] of Object.entries(file.concepts)) {
      concepts[name] = [...(concepts[name] ?? []), ...phrases];
    }
  }
  return { language: first.language, concepts };
}

export type CompiledLexicon = {
  language: Language;
  /** The message in this language's matching form, variants folded, idioms not yet removed. */
  view: (text: string) => string;
  crisis: Record<CrisisCategory, CompiledList>;
  concern: Record<CrisisCategory, CompiledList>;
  /** The idioms (cut out with cutPhrases), or null when there are none; their own piece index. */
  idioms: CompiledList | null;
  past: CompiledList;
  recovered: CompiledList;
  relapse: CompiledList;
  /** Concept lists for the co-occurrence rules (concept-rules.ts), by concept name. */
  concepts: ReadonlyMap<string, CompiledList>;
};

/**
 * Every language's idioms are cut from the views of all languages written alike (idioms.ts), one
 * after another; with one index for all idioms, a view is scanned once, not once per language.
 */
const idiomIndex = createPieceIndex();

function variantFolder(
  language: Language,
  variants: Record<string, string[]>,
): (text: string) => string {
  const canonicalOf = new Map<string, string>();
  for (const [canonical, spellings] of Object.entries(variants)) {
    const target = normalizeFor(canonical, language);
    for (const spelling of spellings) canonicalOf.set(normalizeFor(spelling, language), target);
  }
  canonicalOf.delete('');
  if (canonicalOf.size === 0) return (text) => text;
  const alternatives = [...canonicalOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((v) => v.replace(/[.*+?^${}()|[\]\\/-]/gu, '\\$&'))
    .join('|');
  const regex = unspacedLanguages.has(language)
    ? new RegExp(`(?:${alternatives})`, 'gu')
    : new RegExp(`(?<!${viewLetter})(?:${alternatives})(?!${viewLetter})`, 'gu');
  return (text) => text.replace(regex, (match) => canonicalOf.get(match) ?? match);
}

function compileCategories(
  lists: Record<CrisisCategory, string[]>,
  language: Language,
  normalizeWord: (text: string) => string,
  index: PieceIndex,
): Record<CrisisCategory, CompiledList> {
  const entries = crisisCategories.map(
    (category) => [category, compileList(lists[category], language, normalizeWord, index)] as const,
  );
  return Object.fromEntries(entries) as Record<CrisisCategory, CompiledList>;
}

function compileConcepts(
  concepts: Record<string, string[]>,
  language: Language,
  normalizeWord: (text: string) => string,
  index: PieceIndex,
): ReadonlyMap<string, CompiledList> {
  const compiled = new Map<string, CompiledList>();
  for (const [name, phrases] of Object.entries(concepts)) {
    try {
      compiled.set(name, compileList(phrases, language, normalizeWord, index));
    } catch (error) {
      const why = (error as Error).message;
      throw new Error(`content/safety/concepts/${language}.json, concept "${name}": ${why}`, {
        cause: error,
      });
    }
  }
  return compiled;
}

/**
 * Validates one phrase file (and its concept file, if any) and compiles them. Throws with the
 * file's language on bad data; concepts are normalised with the phrase file's variants.
 */
export function compileLexicon(file: unknown, conceptFile?: unknown): CompiledLexicon {
  const data = lexiconFileSchema.parse(file);
  const { language } = data;
  const conceptData = conceptFile === undefined ? undefined : conceptFileSchema.parse(conceptFile);
  if (conceptData && conceptData.language !== language) {
    throw new Error(`content/safety/concepts/${conceptData.language}.json is not for ${language}`);
  }
  const fold = variantFolder(language, data.variants);
  // The trailing "." lets "#" (end of sentence) match at the end of the message as well.
  const end = unspacedLanguages.has(language) ? '.' : ' .';
  // Phrase pieces repeat a lot ("mijn", "(ik|k)"), so their normal form is computed once.
  const pieces = new Map<string, string>();
  const normalizePiece = (text: string): string => {
    let normal = pieces.get(text);
    if (normal === undefined) {
      normal = fold(normalizeFor(text, language));
      pieces.set(text, normal);
    }
    return normal;
  };
  const normalizeWord = (text: string): string => fold(normalizeFor(text, language));
  // One piece index for everything matched on this language's idiom-free view.
  const index = createPieceIndex();
  const concepts = compileConcepts(conceptData?.concepts ?? {}, language, normalizePiece, index);
  try {
    const idioms = compileList(data.idioms, language, normalizePiece, idiomIndex);
    return {
      language,
      view: (text) => normalizeWord(text) + end,
      crisis: compileCategories(data.crisis, language, normalizePiece, index),
      concern: compileCategories(data.concern, language, normalizePiece, index),
      idioms: idioms.phrases.length > 0 ? idioms : null,
      past: compileList(data.past, language, normalizePiece, index),
      recovered: compileList(data.recovered, language, normalizePiece, index),
      relapse: compileList(data.relapse, language, normalizePiece, index),
      concepts,
    };
  } catch (error) {
    throw new Error(`content/safety/${language}.json: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
