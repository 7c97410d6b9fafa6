// Crisis detection: every message against all seven languages' phrase files, offline and synchronous.
import type { Language } from '@groeipad/domain';
import { firedConceptRules, firedLoweringRules } from './concept-rules';
import { modelViewLanguage, withoutIdioms } from './idioms';
import type { CompiledLexicon, CompiledList } from './lexicon';
import { crisisLexicons } from './lexicons';
import { crisisModelThreshold, guessCategory, scoreView } from './model';
import { unspacedLanguages } from './normalize';
import { listTest, matchingPhrases } from './phrase-list';
import { crisisCategories, type CrisisAssessment, type CrisisCategory } from './types';

export type CrisisMatch = {
  language: Language;
  level: 'crisis' | 'concern';
  category: CrisisCategory;
  /**
   * The phrase that matched, "rule:<id>" for a concept rule (content/safety/concepts/), or
   * "lower:<id>" for a lowering rule that turned a crisis into concern (rules-lower.json).
   */
  phrase: string;
};

/** detectCrisis plus why: the phrases that matched and the text each language saw. */
export type CrisisExplanation = CrisisAssessment & {
  matches: CrisisMatch[];
  /**
   * Languages whose crisis match was lowered to concern: a past-and-recovered message, or a clear
   * joke about a trivial trigger (a "lower:<id>" match says which rule).
   */
  downgraded: Language[];
  views: Partial<Record<Language, string>>;
  /** The crisis model's score, when it was asked (the phrases and rules found nothing). */
  modelScore?: number;
};

type LanguageResult = {
  level: 'none' | 'concern' | 'crisis';
  categories: Set<CrisisCategory>;
  matches: CrisisMatch[];
  downgraded: boolean;
  view: string;
};

function listMatches(list: CompiledList, view: string, detailed: boolean): string[] {
  if (!detailed) return listTest(list, view) ? [''] : [];
  return matchingPhrases(list, view);
}

function scanLanguage(
  lexicon: CompiledLexicon,
  all: CompiledLexicon[],
  text: string,
  detailed: boolean,
): LanguageResult {
  const view = withoutIdioms(lexicon, all, text);
  const result: LanguageResult = {
    level: 'none',
    categories: new Set(),
    matches: [],
    downgraded: false,
    view,
  };
  const { language } = lexicon;
  for (const level of ['crisis', 'concern'] as const) {
    for (const category of crisisCategories) {
      const found = listMatches(lexicon[level][category], view, detailed);
      if (found.length === 0) continue;
      result.categories.add(category);
      if (result.level !== 'crisis') result.level = level;
      for (const phrase of found) {
        if (detailed) result.matches.push({ language, level, category, phrase });
      }
    }
  }
  // Concept rules see the same idiom-free view: "this job is killing me" stays harmless there too.
  for (const rule of firedConceptRules(lexicon.concepts, view, unspacedLanguages.has(language))) {
    result.categories.add(rule.category);
    if (result.level !== 'crisis') result.level = rule.level;
    if (detailed) {
      result.matches.push({
        language,
        level: rule.level,
        category: rule.category,
        phrase: `rule:${rule.id}`,
      });
    }
  }
  // "I was suicidal years ago but I'm fine now" still shows resources (concern), but does not
  // stop the coach, unless the same message says it came back.
  if (
    result.level === 'crisis' &&
    listTest(lexicon.past, view) &&
    listTest(lexicon.recovered, view) &&
    !listTest(lexicon.relapse, view)
  ) {
    result.level = 'concern';
    result.downgraded = true;
  }
  // "lol if they cancel pizza night I'll kms 😂": a clear joke with a trivial trigger and no
  // means, plan or "not joking" (rules-lower.json) is concern, not crisis; help is still shown.
  if (result.level === 'crisis') {
    const unspaced = unspacedLanguages.has(language);
    const lowering = firedLoweringRules(lexicon.concepts, view, unspaced, text);
    if (lowering.length > 0) {
      result.level = 'concern';
      result.downgraded = true;
      if (detailed) {
        for (const rule of lowering) {
          result.matches.push({
            language,
            level: 'concern',
            category: result.categories.values().next().value ?? 'suicide',
            phrase: `lower:${rule.id}`,
          });
        }
      }
    }
  }
  return result;
}

function assess(text: string, detailed: boolean): CrisisExplanation {
  const categories = new Set<CrisisCategory>();
  const languages: Language[] = [];
  const matches: CrisisMatch[] = [];
  const downgraded: Language[] = [];
  const views: Partial<Record<Language, string>> = {};
  let level: CrisisAssessment['level'] = 'none';
  const all = crisisLexicons();
  for (const lexicon of all) {
    const result = scanLanguage(lexicon, all, text, detailed);
    views[lexicon.language] = result.view;
    if (result.level === 'none') continue;
    languages.push(lexicon.language);
    for (const category of result.categories) categories.add(category);
    matches.push(...result.matches);
    if (result.downgraded) downgraded.push(lexicon.language);
    if (level !== 'crisis') level = result.level;
  }
  const explanation: CrisisExplanation = {
    level,
    categories: crisisCategories.filter((c) => categories.has(c)),
    languages,
    matches,
    downgraded,
    views: detailed ? views : {},
  };
  return level === 'none' ? withModel(explanation, text, views) : explanation;
}

/**
 * The second signal: when no phrase or rule matched, the statistical model (model.ts) may still
 * raise concern for wording nobody listed. It reads the idiom-free view the scan already made, so
 * "this job is killing me" stays harmless. Concern, never crisis: the model is less certain.
 */
function withModel(
  explanation: CrisisExplanation,
  text: string,
  views: Partial<Record<Language, string>>,
): CrisisExplanation {
  const language = modelViewLanguage(text);
  const view = views[language] ?? '';
  const modelScore = scoreView(view);
  if (modelScore < crisisModelThreshold()) return { ...explanation, modelScore };
  const category = guessCategory(view);
  return {
    ...explanation,
    level: 'concern',
    categories: [category],
    matches: [
      ...explanation.matches,
      { language, level: 'concern', category, phrase: `model:${modelScore.toFixed(3)}` },
    ],
    modelScore,
  };
}

/**
 * Checks one user message for signs of suicide, self-harm, harm to others or abuse, in all seven
 * languages whatever the UI language is. Pure, offline and synchronous; runs before any provider.
 */
export function detectCrisis(text: string): CrisisAssessment {
  const { level, categories, languages } = assess(text, false);
  return { level, categories, languages };
}

/** Like detectCrisis, with the matched phrases: for tests, tuning and the phrase-file README. */
export function explainCrisis(text: string): CrisisExplanation {
  return assess(text, true);
}
