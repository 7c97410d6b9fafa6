// The MET2.4 framework as we wrote it (issue 21, docs/met24-framework.md): twelve domains of the universal tree
// of life with insights and practical applications, the relations between them and their types, and the
// framework's own intro, in `content/met24/`, every text in all seven languages. The server seeds the met24_*
// tables from these files; the tests check each file against these schemas.
import { z } from 'zod';
import { COGNITIVE_FUNCTIONS } from '../journal-prompts';
import { supportedLanguages } from '../language';
import { LEVENSGEBIEDEN } from '../questionnaires';

/** An object with exactly these keys, each of the same schema. */
function keyed<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}

function inEveryLanguage<S extends z.ZodType>(schema: S) {
  return keyed(supportedLanguages, schema);
}

const text = (max: number) => z.string().trim().min(1).max(max);

export const MET24_TREE_PARTS = ['roots', 'trunk', 'branches', 'crown'] as const;
/** The spec's insight types (SPEC 3, met24_new_insights). */
export const MET24_INSIGHT_TYPES = [
  'neurowetenschappelijk',
  'sociaal-psychologisch',
  'ontwikkelingspsychologisch',
  'onderwijskundig',
  'cognitief-psychologisch',
] as const;
/** The spec's application types. */
export const MET24_APPLICATION_TYPES = [
  'routine',
  'oefening',
  'workshop',
  'planning',
  'sessie',
] as const;
export const MET24_RELATION_TYPES = [
  'voedt',
  'vereist',
  'versterkt',
  'balanceert',
  'spiegelt',
] as const;

export const met24InsightSourceSchema = z.strictObject({
  id: z.string().regex(/^met24-d\d{2}-i\d+$/),
  type: z.enum(MET24_INSIGHT_TYPES),
  /** 1 very low .. 5 very high (met24.ts `evidenceLevel`). */
  evidenceLevel: z.number().int().min(1).max(5),
  source: text(400),
  texts: inEveryLanguage(
    z.strictObject({ title: text(200), description: text(1500), reflection: text(400) }),
  ),
});

export const met24ApplicationSourceSchema = z.strictObject({
  id: z.string().regex(/^met24-d\d{2}-a\d+$/),
  type: z.enum(MET24_APPLICATION_TYPES),
  difficulty: z.number().int().min(1).max(10),
  minutes: z.number().int().min(1).max(600),
  /** The insight it puts into practice (the path insight -> application -> journal reflection). */
  insightId: z.string().regex(/^met24-d\d{2}-i\d+$/),
  texts: inEveryLanguage(
    z.strictObject({
      name: text(200),
      description: text(1500),
      materials: z.array(text(120)).max(10),
    }),
  ),
});

export const met24DomainSourceSchema = z.strictObject({
  id: z.string().regex(/^met24-d\d{2}-[a-z-]+$/),
  number: z.number().int().min(1).max(99),
  treePart: z.enum(MET24_TREE_PARTS),
  /** 1 concrete and bodily .. 5 existential. */
  philosophicalLevel: z.number().int().min(1).max(5),
  levensgebieden: z.array(z.enum(LEVENSGEBIEDEN)).min(1),
  functions: z.array(z.enum(COGNITIVE_FUNCTIONS)).min(1).max(3),
  texts: inEveryLanguage(
    z.strictObject({
      name: text(200),
      description: text(2000),
      theoreticalFramework: text(1500),
      practicalApplications: z.array(text(300)).min(1).max(6),
    }),
  ),
  insights: z.array(met24InsightSourceSchema).min(1),
  applications: z.array(met24ApplicationSourceSchema).min(1),
});
export type Met24DomainSource = z.infer<typeof met24DomainSourceSchema>;

export const met24RelationSourceSchema = z.strictObject({
  id: z.string().regex(/^met24-r\d{2}$/),
  source: z.string().min(1),
  target: z.string().min(1),
  type: z.enum(MET24_RELATION_TYPES),
  /** 0-10, shown very weak .. very strong (met24.ts `relationStrength`). */
  strength: z.number().min(0).max(10),
  bidirectional: z.boolean(),
  texts: inEveryLanguage(text(600)),
});
export type Met24RelationSource = z.infer<typeof met24RelationSourceSchema>;

export const met24RelationTypesSourceSchema = keyed(
  MET24_RELATION_TYPES,
  inEveryLanguage(z.strictObject({ name: text(80), meaning: text(400) })),
);

export const met24FrameworkSourceSchema = z.strictObject({
  id: z.literal('met24'),
  version: z.string().regex(/^\d+\.\d+$/),
  domainCount: z.number().int().min(1),
  texts: inEveryLanguage(
    z.strictObject({
      title: text(200),
      acronym: text(200),
      intro: text(3000),
      /** That MET2.4 is a practical framework, not a validated scientific model. */
      honesty: text(1500),
      treeParts: keyed(MET24_TREE_PARTS, z.strictObject({ name: text(80), line: text(300) })),
      philosophicalLevels: keyed(['1', '2', '3', '4', '5'], text(120)),
    }),
  ),
});
