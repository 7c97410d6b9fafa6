// The crisis model: a second, statistical signal for wording the phrase lists and concept rules miss.
import { z } from 'zod';
import file from '../../content/safety/model/crisis-model.json';
import { modelView } from './idioms';
import { featureBuckets } from './model-features';
import { sigmoid, unpackModel, type LinearModel } from './model-train';
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

/**
 * linearScore (model-train.ts) on hashedFeatures, without building the feature Map: the same
 * products summed in the same order, so the score is the same to the last bit.
 */
function scoreBuckets(linear: LinearModel, found: number[]): number {
  const value = 1 / Math.sqrt(found.length);
  let sum = linear.bias;
  for (const bucket of found) sum += (linear.weights.get(bucket) ?? 0) * value;
  return sigmoid(sum);
}

/** Probability-like crisis score (0..1) of an idiom-free view from modelView. */
export function scoreView(view: string): number {
  const { buckets, crisis } = model();
  const found = featureBuckets(view, buckets);
  return found.length === 0 ? 0 : scoreBuckets(crisis, found);
}

/** Crisis score (0..1) of a raw message; idioms are cut out first, as for the phrase lists. */
export function scoreCrisis(text: string): number {
  return scoreView(modelView(text));
}

/** The likeliest category of a view the model flags; 'suicide' (most urgent) when nothing leads. */
export function guessCategory(view: string): CrisisCategory {
  const { buckets, categories } = model();
  const found = featureBuckets(view, buckets);
  let best: CrisisCategory = 'suicide';
  let bestScore = 0.25;
  for (const [category, categoryModel] of categories) {
    const score = scoreBuckets(categoryModel, found);
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  return best;
}
