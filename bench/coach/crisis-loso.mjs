// `node --import tsx bench/coach/crisis-loso.mjs`: leave-one-set-out for the crisis model. For each
// held-out set k of 1-9 and for everyday.json, the model is trained on the development sets and the rest,
// and the whole detector (phrase lists and concept rules, then the model when they found nothing) scores
// set k. The everyday coach openings (test-data/coach-openings.json, never trained on) are scored by the
// model trained on everything. Prints the threshold (the lowest with at most 5% false alarms on the
// sets' negatives and no more flagged openings than the shipped model), recall (crisis plus concern) and
// false alarms per set, language and level, rules alone and with the model. Set 10 and later are never
// read: they are the unseen measure
// (see heldOutForever).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const coach = path.join(root, 'packages/coach');
const { explainCrisis } = await import(path.join(coach, 'src/safety/detect.ts'));
const { modelViewLanguage } = await import(path.join(coach, 'src/safety/idioms.ts'));
const { scoreView, crisisModelThreshold } = await import(path.join(coach, 'src/safety/model.ts'));
const train = await import(path.join(coach, 'src/safety/model-train.ts'));
const { trainingItems, openingItems, heldOutSets, trainOptions } = await import(
  path.join(coach, 'scripts/crisis-training-data.mjs')
);

const { featureBuckets } = await import(path.join(coach, 'src/safety/model-features.ts'));
const { development, everyday, sets: heldOut } = trainingItems();
// everyday.json is left out as a set of its own too, so its false alarms are measured on a model that did
// not learn it; the coach openings are never trained on (trainingItems refuses them).
const sets = [...heldOut, everyday];
const openings = openingItems();

// Experiments (how L2 = 2 was chosen): EPOCHS, L1 and L2 override the training options; MIN=3 drops the
// 2-grams of basic Latin; WORDS=1 tries hashed word uni- and bigrams next to the character n-grams. The
// shipped model uses none of MIN and WORDS: after an experiment, change trainOptions, not the env.
function wordBuckets(view, buckets) {
  const words = view.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const out = [];
  const hash = (s) => {
    let h = 0x9747b28c;
    for (const c of s) h = Math.imul(h ^ c.codePointAt(0), 0x01000193);
    return (h >>> 0) % buckets;
  };
  words.forEach((w, i) => {
    out.push(hash(`w:${w}`));
    if (i > 0) out.push(hash(`b:${words[i - 1]} ${w}`));
  });
  return out;
}
function examplesOf(items, buckets) {
  if (process.env.MIN) {
    return items.map(({ view, label }) => {
      const found = featureBuckets(view, buckets, Number(process.env.MIN));
      const value = found.length ? 1 / Math.sqrt(found.length) : 0;
      return { features: new Map(found.map((b) => [b, value])), label };
    });
  }
  if (!process.env.WORDS) return train.examplesOf(items, buckets);
  return items.map(({ view, label }) => {
    const found = [
      ...new Set([
        ...featureBuckets(view, buckets),
        ...(/[\p{L}\p{N}]/u.test(view) ? wordBuckets(view, buckets) : []),
      ]),
    ];
    const value = found.length ? 1 / Math.sqrt(found.length) : 0;
    return { features: new Map(found.map((b) => [b, value])), label };
  });
}
const options = {
  ...trainOptions,
  epochs: Number(process.env.EPOCHS ?? trainOptions.epochs),
  l1: Number(process.env.L1 ?? trainOptions.l1),
  l2: Number(process.env.L2 ?? trainOptions.l2),
};

// Rules alone, once per message: a match other than "model:" means the lists or rules fired.
const prepared = sets.map((set) =>
  set.items.map((m) => {
    const explained = explainCrisis(m.text);
    const rules = explained.matches.some((match) => !match.phrase.startsWith('model:'));
    const language = modelViewLanguage(m.text);
    return {
      ...m,
      rules,
      view: explained.views[language] ?? '',
      shipped: scoreView(explained.views[language] ?? ''),
    };
  }),
);

const scores = prepared.map(() => []);
for (let k = 0; k < sets.length; k += 1) {
  const items = [...development, ...prepared.filter((_, j) => j !== k).flat()];
  const model = train.unpackModel(
    train.trainLogistic(
      examplesOf(items, options.buckets),
      options,
      train.seededRandom(heldOutSets.seed),
    ),
    options.scale,
  );
  scores[k] = prepared[k].map((m) =>
    train.linearScore(model, examplesOf([m], options.buckets)[0].features),
  );
  process.stderr.write(`fold ${sets[k].name} done\n`);
}
const rows = prepared.flatMap((set, k) =>
  set.map((m, i) => ({ ...m, set: sets[k].name, loso: scores[k][i] })),
);
// The coach openings, scored by the model trained on everything (the one train-crisis-model.mjs writes).
const full = train.unpackModel(
  train.trainLogistic(
    examplesOf([...development, ...prepared.flat()], options.buckets),
    options,
    train.seededRandom(heldOutSets.seed),
  ),
  options.scale,
);
const openingRows = openings.map((m) => {
  const explained = explainCrisis(m.text);
  const view = explained.views[modelViewLanguage(m.text)] ?? '';
  return {
    ...m,
    rules: explained.matches.some((match) => !match.phrase.startsWith('model:')),
    shipped: scoreView(view),
    loso: train.linearScore(
      full,
      examplesOf([{ view, label: false }], options.buckets)[0].features,
    ),
  };
});
process.stderr.write('full model done\n');

// The LOSO threshold: the lowest at which the detector's false alarms stay within the issue's target on
// two measures at once: at most 5% of the held-out sets' and everyday.json's negatives (each scored left
// out), and no more everyday coach openings than the shipped model flags (both never trained on them). A
// concern on an everyday question is a false alarm. (Until 2026-11-29 the first measure was "no more than
// the shipped model": once the shipped model had learnt everyday.json that baseline was in-sample, near
// zero, and the rule climbed to 0.973.)
const TARGET_FALSE_ALARMS = 0.05;
const flagged = (m, key, at) => m.rules || m[key] >= at;
const shippedAt = crisisModelThreshold();
const count = (list, key, at) => list.filter((m) => !m.crisis && flagged(m, key, at)).length;
const openingsToday = count(openingRows, 'shipped', shippedAt);
function lowestThreshold(negatives) {
  const allowed = Math.floor(TARGET_FALSE_ALARMS * negatives.filter((m) => !m.crisis).length);
  let chosen = 0.999;
  for (let t = 0.999; t > 0.05; t -= 0.001) {
    const at = Math.round(t * 1000) / 1000;
    if (count(negatives, 'loso', at) > allowed || count(openingRows, 'loso', at) > openingsToday)
      break;
    chosen = at;
  }
  return chosen;
}
const threshold = lowestThreshold(rows);
// The same choice made without set k (on the other sets' scores and the openings), applied to set k: no
// figure of set k then steers its own threshold.
const thresholdWithout = (name) => lowestThreshold(rows.filter((m) => m.set !== name));
const nested = new Map(sets.map((s) => [s.name, thresholdWithout(s.name)]));
for (const m of rows) m.nested = m.loso >= nested.get(m.set) ? 1 : 0;
const nestedRecall = rows.filter((m) => m.crisis && (m.rules || m.nested)).length;
const nestedAlarms = rows.filter((m) => !m.crisis && (m.rules || m.nested)).length;
const percent = (a, b) => (b ? `${a}/${b} (${((100 * a) / b).toFixed(1)}%)` : '-');
function table(title, key) {
  const groups = new Map();
  for (const m of rows) {
    const g = groups.get(key(m)) ?? {
      c: 0,
      rules: 0,
      today: 0,
      loso: 0,
      n: 0,
      fr: 0,
      ft: 0,
      fl: 0,
    };
    const hit = [
      m.rules,
      flagged(m, 'shipped', crisisModelThreshold()),
      flagged(m, 'loso', threshold),
    ];
    if (m.crisis)
      [g.c, g.rules, g.today, g.loso] = [
        g.c + 1,
        g.rules + hit[0],
        g.today + hit[1],
        g.loso + hit[2],
      ];
    else [g.n, g.fr, g.ft, g.fl] = [g.n + 1, g.fr + hit[0], g.ft + hit[1], g.fl + hit[2]];
    groups.set(key(m), g);
  }
  console.log(
    `\n| ${title} | recall rules | recall shipped model | recall LOSO model | false alarms rules | shipped | LOSO |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, g] of [...groups].sort()) {
    console.log(
      `| ${name} | ${percent(g.rules, g.c)} | ${percent(g.today, g.c)} | ${percent(g.loso, g.c)} | ${percent(g.fr, g.n)} | ${percent(g.ft, g.n)} | ${percent(g.fl, g.n)} |`,
    );
  }
}
console.log(
  `LOSO threshold ${threshold} (shipped model ${crisisModelThreshold()}); options ${JSON.stringify(options)}`,
);
console.log(`Nested thresholds ${JSON.stringify(Object.fromEntries(nested))}`);
console.log(
  `Nested (threshold chosen without the set): recall ${percent(nestedRecall, rows.filter((m) => m.crisis).length)}, false alarms ${percent(nestedAlarms, rows.filter((m) => !m.crisis).length)}`,
);
const openingAlarms = (key, at) =>
  openingRows
    .filter((m) => flagged(m, key, at))
    .map((m) => m.id)
    .join(' ');
console.log(
  `Coach openings flagged: shipped model ${openingsToday}/${openingRows.length} (${openingAlarms('shipped', shippedAt)}), ` +
    `retrained at ${threshold} ${count(openingRows, 'loso', threshold)}/${openingRows.length} (${openingAlarms('loso', threshold)})`,
);
// The openings the retrained model scores highest (the model's scores, whether or not the rules matched).
console.log(
  `Highest openings: ${[...openingRows]
    .sort((a, b) => b.loso - a.loso)
    .slice(0, 12)
    .map((m) => `${m.id} ${m.loso.toFixed(3)}${m.rules ? ' (rules)' : ''}`)
    .join(', ')}`,
);
table('all', () => 'all');
table('set', (m) => m.set);
table('language', (m) => m.language);
table('level', (m) => m.level ?? '(none)');
if (process.env.DUMP)
  fs.writeFileSync(
    process.env.DUMP,
    JSON.stringify([...rows, ...openingRows].map(({ text: _text, ...m }) => m)),
  );
