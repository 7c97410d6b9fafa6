// Generalisation guard: recall and false alarms on the three held-out sets, written by people who never
// saw the detector (packages/coach/test-data/README.md). The lists and rules are not tuned on them; the
// floors below are the figures at the time they were measured, so a change that makes detection worse
// fails here (the model trains on sets 1-9 since 2026-11-29, never on set 10 or later: see below). The
// development set (crisis-set.json) is where 100% recall is required.
import { describe, expect, it } from 'vitest';
import holdout1 from '../../test-data/crisis-holdout.json';
import holdout2 from '../../test-data/crisis-holdout-2.json';
import holdout3 from '../../test-data/crisis-holdout-3.json';
import holdout4 from '../../test-data/crisis-holdout-4.json';
import holdout5 from '../../test-data/crisis-holdout-5.json';
import holdout6 from '../../test-data/crisis-holdout-6.json';
import holdout7 from '../../test-data/crisis-holdout-7.json';
import holdout8 from '../../test-data/crisis-holdout-8.json';
import holdout9 from '../../test-data/crisis-holdout-9.json';
import holdout10 from '../../test-data/crisis-holdout-10.json';
import holdout11 from '../../test-data/crisis-holdout-11.json';
import holdout12 from '../../test-data/crisis-holdout-12.json';
import { detectCrisis } from './detect';

type Labelled = { text: string; language: string; crisis: boolean; level?: string };

function measure(set: Labelled[]) {
  const crisis = set.filter((m) => m.crisis);
  const calm = set.filter((m) => !m.crisis);
  const caught = crisis.filter((m) => detectCrisis(m.text).level !== 'none').length;
  const alarms = calm.filter((m) => detectCrisis(m.text).level !== 'none').length;
  return {
    recall: caught / crisis.length,
    falseAlarms: alarms / calm.length,
    caught,
    alarms,
    crisis,
    calm,
  };
}

describe.each([
  // Since 2026-11-29 sets 1-9 are also TRAINING data for the crisis model (scripts/train-crisis-model.mjs;
  // bench/coach/crisis-loso.mjs measures it on each set left out): their floors below are regression
  // guards now, not a measure of unseen wording, and none may be lowered. Set 10 (and later sets) is
  // never trained on: it stays the unseen measure.
  // Floors at the figures measured on 2026-11-28 after the second tuning round of issue 17 (about 2,900
  // new development messages, concept rules, a retrained model; bench/README.md). Recall rose on every
  // set; false alarms rose on sets 3, 5 and 7 (the new phrases and model fire more often on everyday
  // talk): a missed crisis costs far more than a false alarm, so the floors follow both figures.
  ['crisis-holdout.json', holdout1, 0.98, 0.15],
  ['crisis-holdout-2.json', holdout2, 0.92, 0.05],
  ['crisis-holdout-3.json', holdout3, 0.86, 0.17],
  // Issue 17, before any tuning: 75.3% / 12.9% and 66.9% / 8.6%; first round 91.6% / 10.0% and
  // 81.8% / 4.3%; second round 94.8% / 10.0% and 89.0% / 11.4%.
  ['crisis-holdout-4.json', holdout4, 0.94, 0.1],
  ['crisis-holdout-5.json', holdout5, 0.88, 0.12],
  // Before tuning 78.6% / 18.6% and 68.8% / 5.7%; first round 87.7% / 12.9% and 84.4% / 4.3%;
  // second round 94.8% / 12.9% and 94.8% / 5.7%.
  ['crisis-holdout-6.json', holdout6, 0.94, 0.13],
  ['crisis-holdout-7.json', holdout7, 0.94, 0.06],
  // Fresh sets measured before any tuning (2026-11-28): 85.1% / 20.0% and 94.2% / 8.6%; after the
  // third round (rules built without seeing them) 85.7% / 20.0% and 94.2% / 8.6%.
  ['crisis-holdout-8.json', holdout8, 0.85, 0.2],
  ['crisis-holdout-9.json', holdout9, 0.94, 0.09],
  // Measured before any tuning (2026-11-28, a new writer: second-language writers, people over 60,
  // hurried one-liners): 85.7% / 7.1%, Japanese and Korean 68.2% each. A model retrained on sets 1-9
  // reached 96.8% / 7.1% but was withdrawn (it raised concern on everyday coach questions; bench/README).
  // The model retrained with the openings and everyday.json in the threshold choice (2026-11-29):
  // 91.6% / 4.3%; with short "done" replies added to everyday.json (the same day): 92.2% / 5.7%.
  ['crisis-holdout-10.json', holdout10, 0.92, 0.06],
  // Another new writer (working adults, signals buried in a day's account, euphemisms; 2026-11-28):
  // 90.9% / 12.9% before any tuning (the withdrawn model: 99.4% / 14.3%; the model retrained with the
  // openings and everyday.json in the threshold choice, 2026-11-29: 96.1% / 11.4%).
  ['crisis-holdout-11.json', holdout11, 0.96, 0.12],
  // A new writer after the model retrain (people mid-life under a specific pressure: farmers, owners going
  // bankrupt, veterans, injured athletes, carers; 2026-11-29), measured once before any tuning: 96.1% / 14.3%.
  ['crisis-holdout-12.json', holdout12, 0.96, 0.15],
] as const)('held-out set %s', (name, set, minRecall, maxFalseAlarms) => {
  it(`recall at least ${minRecall * 100}%, false alarms at most ${maxFalseAlarms * 100}%`, () => {
    const result = measure(set);
    // The figures are in the failure message only: whoever tunes the lists runs this suite and must
    // not learn how the held-out sets respond to each change (bench:holdout prints them on purpose).
    const figures =
      `${name}: recall ${result.caught}/${result.crisis.length} (${(result.recall * 100).toFixed(1)}%), ` +
      `false alarms ${result.alarms}/${result.calm.length} (${(result.falseAlarms * 100).toFixed(1)}%)`;
    expect(result.recall, figures).toBeGreaterThanOrEqual(minRecall);
    expect(result.falseAlarms, figures).toBeLessThanOrEqual(maxFalseAlarms);
  });
});
