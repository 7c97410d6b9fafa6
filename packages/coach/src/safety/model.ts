// The crisis model: a second, statistical signal for wording the phrase lists and concept rules miss.
import { z } from 'zod';
import file from '../../content/safety/model/crisis-model.json';
import { modelView } from './idioms';
import { hashedFeatures } from './model-features';
import { linearScore, unpackModel, type LinearModel } from './model-train';
import { crisisCategories, type CrisisCategory } from './types';

const packedSchema = z.object({
  bias: z.number(),
  index: z.array(z.number().int().nonnegative()),
  weight: z.array(z.number().int()),
});

/** content/safety/model/crisis-model.json, written by scripts/train-crisis-model.mjs. */
export const crisisModelSchema = z.object({
  buckets: z.number().int().positive(),
  scale: z.number().positive(),
  threshold: z.number().gt(0).lt(1),
  crisis: packedSchema,
  categories: z.record(z.enum(crisisCategories), packedSchema),
});

type LoadedModel = {
  buckets: number;
  threshold: number;
  crisis: LinearModel;
  categories: [CrisisCategory, LinearModel][];
};

let loaded: LoadedModel | null = null;

function model(): LoadedModel {
  if (loaded) return loaded;
  const parsed = crisisModelSchema.parse(file);
  loaded = {
    buckets: parsed.buckets,
    threshold: parsed.threshold,
    crisis: unpackModel(parsed.crisis, parsed.scale),
    categories: crisisCategories.map((c) => [c, unpackModel(parsed.categories[c], parsed.scale)]),
  };
  return loaded;
}

/** Score at or above which the model alone raises concern (chosen by cross-validation). */
export function crisisModelThreshold(): number {
  return model().threshold;
}

/** Probability-like crisis score (0..1) of an idiom-free view from modelView. */
export function scoreView(view: string): number {
  const { buckets, crisis } = model();
  const features = hashedFeatures(view, buckets);
  return features.size === 0 ? 0 : linearScore(crisis, features);
}

/** Crisis score (0..1) of a raw message; idioms are cut out first, as for the phrase lists. */
export function scoreCrisis(text: string): number {
  return scoreView(modelView(text));
}

/** The likeliest category of a view the model flags; 'suicide' (most urgent) when nothing leads. */
export function guessCategory(view: string): CrisisCategory {
  const { buckets, categories } = model();
  const features = hashedFeatures(view, buckets);
  let best: CrisisCategory = 'suicide';
  let bestScore = 0.25;
  for (const [category, categoryModel] of categories) {
    const score = linearScore(categoryModel, features);
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  return best;
}
