// `node --import tsx bench/coach/crisis-loso.mjs`: leave-one-set-out for the crisis model. For each
// held-out set k of 1-9, the model is trained on the development sets and the other eight, and the whole
// detector (phrase lists and concept rules, then the model when they found nothing) scores set k. Prints
// recall (crisis plus concern) and false alarms per set, language and level, rules alone and with the
// model. Set 10 and later are never read: they are the unseen measure (see heldOutForever).
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
const { trainingItems, heldOutSets, trainOptions } = await import(
  path.join(coach, 'scripts/crisis-training-data.mjs')
);

const { featureBuckets } = await import(path.join(coach, 'src/safety/model-features.ts'));
const { development, sets } = trainingItems();

// WORDS=1 tries hashed word uni- and bigrams next to the character n-grams (an experiment).
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

// The LOSO threshold: the lowest at which the detector's false alarms on sets 1-9 stay at or below today's.
const flagged = (m, key, at) => m.rules || m[key] >= at;
const alarms = (key, at) => rows.filter((m) => !m.crisis && flagged(m, key, at)).length;
const today = alarms('shipped', crisisModelThreshold());
let threshold = 0.5;
for (let t = 0.999; t > 0.05; t -= 0.001) {
  if (alarms('loso', t) > today) break;
  threshold = Math.round(t * 1000) / 1000;
}
// The same choice made without set k (on the other eight sets' scores), applied to set k: no figure of
// set k then steers its own threshold.
function thresholdWithout(name) {
  const others = rows.filter((m) => m.set !== name && !m.crisis);
  const allowed = others.filter((m) => flagged(m, 'shipped', crisisModelThreshold())).length;
  let chosen = 0.5;
  for (let t = 0.999; t > 0.05; t -= 0.001) {
    if (others.filter((m) => flagged(m, 'loso', t)).length > allowed) break;
    chosen = Math.round(t * 1000) / 1000;
  }
  return chosen;
}
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
table('all', () => 'all');
table('set', (m) => m.set);
table('language', (m) => m.language);
table('level', (m) => m.level ?? '(none)');
if (process.env.DUMP)
  fs.writeFileSync(process.env.DUMP, JSON.stringify(rows.map(({ text: _text, ...m }) => m)));
