// Concept layer: rules that raise concern or crisis when concepts co-occur (content/safety/concepts/).
import { z } from 'zod';
import indirectRules from '../../content/safety/concepts/rules-indirect.json';
import lowerRules from '../../content/safety/concepts/rules-lower.json';
import othersRules from '../../content/safety/concepts/rules-others.json';
import selfRules from '../../content/safety/concepts/rules-self.json';
import { conceptName, type CompiledList } from './lexicon';
import { listTest } from './phrase-list';
import { crisisCategories } from './types';

const ruleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/u),
    level: z.enum(['crisis', 'concern']),
    category: z.enum(crisisCategories),
    /** Every entry must be present; an entry that is a list is satisfied by any one of its concepts. */
    all: z.array(z.union([conceptName, z.array(conceptName).min(2)])).min(1),
    /** The rule does not fire when any of these concepts is present (in the same scope). */
    none: z.array(conceptName).default([]),
    /** 'sentence': all concepts must be in one sentence; 'message': anywhere in the message. */
    scope: z.enum(['message', 'sentence']).default('message'),
    /** Why the combination signals risk: for editors and reviewers. */
    why: z.string().min(1),
  })
  .strict();

/** One rules file (content/safety/concepts/rules-*.json). */
export const conceptRulesSchema = z
  .object({
    notes: z.union([z.string(), z.array(z.string())]).optional(),
    rules: z.array(ruleSchema).min(1),
  })
  .strict();

export type ConceptRule = z.output<typeof ruleSchema>;

const loweringRuleSchema = ruleSchema.omit({ level: true, category: true }).strict();

/** content/safety/concepts/rules-lower.json: combinations that lower a crisis to concern. */
export const loweringRulesSchema = z
  .object({
    notes: z.union([z.string(), z.array(z.string())]).optional(),
    rules: z.array(loweringRuleSchema).min(1),
  })
  .strict();

/** A lowering rule has no level or category: it only lowers crisis to concern in its language. */
export type LoweringRule = z.output<typeof loweringRuleSchema>;

/** Validates rules files and joins them; rule ids must be unique across all files. */
export function parseConceptRules(files: unknown[]): ConceptRule[] {
  const rules = files.flatMap((file) => conceptRulesSchema.parse(file).rules);
  const ids = new Set<string>();
  for (const { id } of rules) {
    if (ids.has(id)) throw new Error(`Concept rule id "${id}" is used twice`);
    ids.add(id);
  }
  return rules;
}

let parsed: ConceptRule[] | null = null;
let parsedLowering: LoweringRule[] | null = null;

/** The rules of content/safety/concepts/rules-*.json, validated once. */
export function conceptRules(): ConceptRule[] {
  parsed ??= parseConceptRules([selfRules, othersRules, indirectRules]);
  return parsed;
}

/** The lowering rules of content/safety/concepts/rules-lower.json, validated once. */
export function loweringRules(): LoweringRule[] {
  parsedLowering ??= loweringRulesSchema.parse(lowerRules).rules;
  return parsedLowering;
}

/** Every concept name the rules refer to, in `all` or in `none` (lowering rules included). */
export function ruleConceptNames(
  rules: (ConceptRule | LoweringRule)[] = [...conceptRules(), ...loweringRules()],
): Set<string> {
  const names = new Set<string>();
  for (const rule of rules) {
    for (const entry of rule.all) for (const name of [entry].flat()) names.add(name);
    for (const name of rule.none) names.add(name);
  }
  return names;
}

/** Tests concepts against one text, each concept at most once. */
function conceptTester(
  concepts: ReadonlyMap<string, CompiledList>,
  text: string,
): (name: string) => boolean {
  const seen = new Map<string, boolean>();
  return (name) => {
    let found = seen.get(name);
    if (found === undefined) {
      const list = concepts.get(name);
      found = list ? listTest(list, text) : false;
      seen.set(name, found);
    }
    return found;
  };
}

type RuleShape = Pick<ConceptRule, 'all' | 'none' | 'scope'>;

function allPresent(rule: RuleShape, has: (name: string) => boolean): boolean {
  // No [entry].flat() here: this runs for every rule and language on every message, and flat() is slow.
  return rule.all.every((entry) => (typeof entry === 'string' ? has(entry) : entry.some(has)));
}

function ruleHolds(rule: RuleShape, has: (name: string) => boolean): boolean {
  return allPresent(rule, has) && !rule.none.some(has);
}

/**
 * The rules that fire on one language's view of a message. Sentences are the pieces between
 * sentence ends ("."), each ending in the view's own end marker so "#" still matches there.
 */
export function firedConceptRules<Rule extends RuleShape = ConceptRule>(
  concepts: ReadonlyMap<string, CompiledList>,
  view: string,
  unspaced: boolean,
  rules: Rule[] = conceptRules() as unknown as Rule[],
  alsoFound: ReadonlySet<string> = new Set(),
): Rule[] {
  if (concepts.size === 0) return [];
  const end = unspaced ? '.' : ' .';
  const tested = conceptTester(concepts, view);
  const inMessage = (name: string): boolean => alsoFound.has(name) || tested(name);
  let inSentences: ((name: string) => boolean)[] | null = null;
  return rules.filter((rule) => {
    if (rule.scope === 'message') return ruleHolds(rule, inMessage);
    // Only a rule whose concepts are all somewhere in the message can hold within one sentence.
    if (!allPresent(rule, inMessage)) return false;
    inSentences ??= view
      .split('.')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map((s) => conceptTester(concepts, s + end))
      .map((has) => (name: string) => alsoFound.has(name) || has(name));
    return inSentences.some((has) => ruleHolds(rule, has));
  });
}

/** Laughing emoji, which the views cannot see (normalisation turns emoji into spaces). */
const laughingEmoji = /[\u{1F602}\u{1F923}\u{1F606}\u{1F639}\u{1F605}]/u;

/**
 * The lowering rules (rules-lower.json) that hold on one language's view: a clear joke about a
 * trivial trigger ("lol if they cancel pizza night I'll kms"). `joke_marker` also counts as found
 * when the original text has a laughing emoji.
 */
export function firedLoweringRules(
  concepts: ReadonlyMap<string, CompiledList>,
  view: string,
  unspaced: boolean,
  text: string,
  rules: LoweringRule[] = loweringRules(),
): LoweringRule[] {
  const emoji = laughingEmoji.test(text) ? new Set(['joke_marker']) : new Set<string>();
  return firedConceptRules(concepts, view, unspaced, rules, emoji);
}
