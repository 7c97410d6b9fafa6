// Training the crisis model: FTRL-Proximal logistic regression on hashed n-grams, seeded and pure.
import { hashedFeatures } from './model-features';

export type Example = { features: Map<number, number>; label: boolean };

export type TrainOptions = {
  buckets: number;
  epochs: number;
  /** FTRL learning rate and its smoothing (per-feature AdaGrad-style steps). */
  alpha: number;
  beta: number;
  /** L1 keeps most weights exactly zero (a small file); L2 keeps the rest small. */
  l1: number;
  l2: number;
  /** Weights are rounded to 1/scale when packed. */
  scale: number;
};

/** A model as stored: indices delta-coded and ascending, weights as integers over `scale`. */
export type PackedModel = { bias: number; index: number[]; weight: number[] };

export type LinearModel = { bias: number; weights: Map<number, number> };

/** Mulberry32: a small seeded generator, so training and folds repeat exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, x))));
}

export function linearScore(model: LinearModel, features: Map<number, number>): number {
  let sum = model.bias;
  for (const [bucket, value] of features) sum += (model.weights.get(bucket) ?? 0) * value;
  return sigmoid(sum);
}

/** FTRL-Proximal (McMahan et al. 2013): the bias is slot `buckets` and gets no L1. */
export function trainLogistic(
  examples: readonly Example[],
  options: TrainOptions,
  random: () => number,
): PackedModel {
  const { buckets, alpha, beta, l1, l2 } = options;
  const z = new Float64Array(buckets + 1);
  const n = new Float64Array(buckets + 1);
  const weight = (i: number): number => {
    const penalty = i === buckets ? 0 : l1;
    if (Math.abs(z[i]!) <= penalty) return 0;
    return -(z[i]! - Math.sign(z[i]!) * penalty) / ((beta + Math.sqrt(n[i]!)) / alpha + l2);
  };
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const { features, label } of shuffled(examples, random)) {
      const entries: [number, number][] = [...features, [buckets, 1]];
      const w = entries.map(([i]) => weight(i));
      const p = sigmoid(entries.reduce((sum, [, x], k) => sum + w[k]! * x, 0));
      const g = p - (label ? 1 : 0);
      entries.forEach(([i, x], k) => {
        const gi = g * x;
        const sigma = (Math.sqrt(n[i]! + gi * gi) - Math.sqrt(n[i]!)) / alpha;
        z[i] = z[i]! + gi - sigma * w[k]!;
        n[i] = n[i]! + gi * gi;
      });
    }
  }
  const index: number[] = [];
  const packed: number[] = [];
  let previous = 0;
  for (let i = 0; i < buckets; i += 1) {
    const q = Math.round(weight(i) * options.scale);
    if (q === 0) continue;
    index.push(i - previous);
    packed.push(q);
    previous = i;
  }
  return { bias: Math.round(weight(buckets) * 1000) / 1000, index, weight: packed };
}

export function unpackModel(packed: PackedModel, scale: number): LinearModel {
  const weights = new Map<number, number>();
  let bucket = 0;
  packed.index.forEach((delta, k) => {
    bucket += delta;
    weights.set(bucket, packed.weight[k]! / scale);
  });
  return { bias: packed.bias, weights };
}

/** Fold number per item: a seeded shuffle dealt round-robin over k folds. */
export function foldsOf(count: number, k: number, random: () => number): number[] {
  const folds = new Array<number>(count).fill(0);
  shuffled(
    Array.from({ length: count }, (_, i) => i),
    random,
  ).forEach((item, position) => {
    folds[item] = position % k;
  });
  return folds;
}

/** Out-of-fold scores: each example scored by the model trained on the other k-1 folds. */
export function crossValidatedScores(
  examples: readonly Example[],
  k: number,
  options: TrainOptions,
  seed: number,
): number[] {
  const random = seededRandom(seed);
  const folds = foldsOf(examples.length, k, random);
  const scores = new Array<number>(examples.length).fill(0);
  for (let fold = 0; fold < k; fold += 1) {
    const train = examples.filter((_, i) => folds[i] !== fold);
    const model = unpackModel(trainLogistic(train, options, random), options.scale);
    examples.forEach((example, i) => {
      if (folds[i] === fold) scores[i] = linearScore(model, example.features);
    });
  }
  return scores;
}

/** The highest threshold (to 3 decimals) at which at least `recall` of the positives score at or above it. */
export function thresholdForRecall(
  scores: readonly number[],
  labels: readonly boolean[],
  recall: number,
): number {
  const positives = scores.filter((_, i) => labels[i]).sort((a, b) => b - a);
  const needed = Math.max(1, Math.ceil(recall * positives.length));
  return Math.floor((positives[needed - 1] ?? 0) * 1000) / 1000;
}

/**
 * The lowest threshold (to 3 decimals) at which at most `rate` of the negatives score at or above
 * it: the operating point when the wanted recall would cost too many false alarms.
 */
export function thresholdForFalseAlarms(
  scores: readonly number[],
  labels: readonly boolean[],
  rate: number,
): number {
  const negatives = scores.filter((_, i) => !labels[i]).sort((a, b) => b - a);
  const allowed = Math.floor(rate * negatives.length);
  const highest = negatives[allowed] ?? 0;
  return Math.floor(highest * 1000) / 1000 + 0.001;
}

export function examplesOf(
  items: readonly { view: string; label: boolean }[],
  buckets: number,
): Example[] {
  return items.map(({ view, label }) => ({ features: hashedFeatures(view, buckets), label }));
}
