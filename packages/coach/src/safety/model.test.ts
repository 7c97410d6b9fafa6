import { describe, expect, it } from 'vitest';
import set from '../../test-data/crisis-set.json';
import file from '../../content/safety/model/crisis-model.json';
import { detectCrisis, explainCrisis } from './detect';
import { modelView } from './idioms';
import { crisisModelSchema, crisisModelThreshold, scoreCrisis, scoreView } from './model';
import { hashedFeatures } from './model-features';
import { examplesOf, trainLogistic, seededRandom, unpackModel, linearScore } from './model-train';

const options = { buckets: 1 << 12, epochs: 5, alpha: 1, beta: 1, l1: 0.1, l2: 0.1, scale: 100 };

describe('crisis model file', () => {
  it('loads, is sparse and has a threshold between 0 and 1', () => {
    const parsed = crisisModelSchema.parse(file);
    expect(parsed.crisis.index.length).toBe(parsed.crisis.weight.length);
    expect(parsed.crisis.weight.length).toBeGreaterThan(100);
    expect(parsed.crisis.weight.length).toBeLessThan(parsed.buckets / 4);
    expect(crisisModelThreshold()).toBeGreaterThan(0);
    expect(crisisModelThreshold()).toBeLessThan(1);
  });

  it('scores between 0 and 1, and an empty message 0', () => {
    expect(scoreCrisis('')).toBe(0);
    for (const text of ['ok', 'ik wil niet meer leven', '死にたい']) {
      const score = scoreCrisis(text);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it('separates its own training messages (a model that learned nothing would not)', () => {
    const score = (crisis: boolean) => {
      const picked = set.filter((m) => m.crisis === crisis);
      return picked.reduce((sum, m) => sum + scoreCrisis(m.text), 0) / picked.length;
    };
    expect(score(true) - score(false)).toBeGreaterThan(0.4);
  });

  it('keeps short everyday replies below the threshold in every language', () => {
    for (const text of [
      'oké',
      'thank you so much',
      'danke schön',
      'de acuerdo',
      "d'accord",
      'はい、わかった',
      '알겠어',
    ]) {
      expect(scoreCrisis(text), text).toBeLessThan(crisisModelThreshold());
    }
  });
});

describe('crisis model in detectCrisis', () => {
  it('scores the idiom-free view: an idiom is cut before scoring and stays none', () => {
    const text = 'this job is killing me';
    expect(modelView(text)).toContain('_');
    expect(scoreCrisis(text)).toBe(scoreView(modelView(text)));
    expect(detectCrisis(text).level).toBe('none');
  });

  it('raises concern with a category when only the model fires', () => {
    for (const text of [
      '部屋を片付けて、お母さんに手紙を書いた。明日には全部静かになる',
      '방 정리하고 엄마한테 편지 썼어. 내일이면 다 조용해질 거야',
    ]) {
      const explained = explainCrisis(text);
      expect(explained.matches.map((m) => m.phrase.split(':')[0])).toEqual(['model']);
      expect(explained.modelScore).toBeGreaterThanOrEqual(crisisModelThreshold());
      expect(detectCrisis(text)).toEqual({
        level: 'concern',
        categories: ['suicide'],
        languages: [],
      });
    }
  });

  it('is not asked when a phrase already matched', () => {
    expect(explainCrisis('ik wil dood').modelScore).toBeUndefined();
  });
});

describe('crisis model training', () => {
  const items = set.slice(0, 80).map((m) => ({ view: modelView(m.text), label: m.crisis }));
  const examples = examplesOf(items, options.buckets);

  it('is deterministic for a seed, and the seed matters', () => {
    const a = trainLogistic(examples, options, seededRandom(7));
    const b = trainLogistic(examples, options, seededRandom(7));
    const c = trainLogistic(examples, { ...options, epochs: 1 }, seededRandom(8));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('learns its training examples', () => {
    const model = unpackModel(trainLogistic(examples, options, seededRandom(7)), options.scale);
    const right = examples.filter((e) => linearScore(model, e.features) >= 0.5 === e.label);
    expect(right.length / examples.length).toBeGreaterThan(0.9);
  });

  it('hashes the same view to the same unit-length features', () => {
    const features = hashedFeatures('ik zie het niet meer zitten', 1 << 16);
    expect(features).toEqual(hashedFeatures('ik zie het niet meer zitten', 1 << 16));
    const norm = [...features.values()].reduce((sum, v) => sum + v * v, 0);
    expect(norm).toBeCloseTo(1, 6);
  });

  it('scores a view exactly as linearScore on its feature Map, which scoreView no longer builds', () => {
    const parsed = crisisModelSchema.parse(file);
    const crisis = unpackModel(parsed.crisis, parsed.scale);
    for (const message of set.slice(0, 200)) {
      const view = modelView(message.text);
      const features = hashedFeatures(view, parsed.buckets);
      const expected = features.size === 0 ? 0 : linearScore(crisis, features);
      expect(scoreView(view), message.text).toBe(expected);
    }
  });
});
