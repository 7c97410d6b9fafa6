// Proof that a speed change to crisis detection changes no result: `record` writes every message's
// detectCrisis and explainCrisis result (level, categories, languages, matches, downgrades, views,
// model score) to a file; `compare` recomputes and counts equal/different. Held-out sets are only
// ever stored and compared as hashes, and only counts are printed for them.
// node --import tsx bench/coach/equal.mjs record <file> | compare <file> [--show]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dataDir = path.join(root, 'packages/coach/test-data');
const { detectCrisis, explainCrisis } = await import(
  path.join(root, 'packages/coach/src/safety/detect.ts')
);

const [mode, file, flag] = process.argv.slice(2);
if (!['record', 'compare'].includes(mode) || !file) {
  console.error('usage: equal.mjs record|compare <file> [--show]');
  process.exit(2);
}

const heldOut = (name) => name.includes('holdout');
const sets = fs
  .readdirSync(dataDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => {
    const data = JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8'));
    const list = Array.isArray(data) ? data : data.messages;
    return { name, texts: list.map((m) => m.text) };
  });
// Edge cases no set has: empty, only punctuation, very long, mixed scripts.
sets.push({
  name: 'edge',
  texts: ['', ' ', '...', '!!!', '😀', 'hallo', 'a'.repeat(3000), 'ik wil dood. 死にたい', '#*()|'],
});

function resultOf(text) {
  const detect = detectCrisis(text);
  const explain = explainCrisis(text);
  return JSON.stringify({ detect, explain });
}
const hash = (s) => crypto.createHash('sha256').update(s).digest('hex');

const now = {};
for (const { name, texts } of sets) {
  now[name] = texts.map((text) => {
    const result = resultOf(text);
    return heldOut(name) ? hash(result) : { text, result };
  });
}

if (mode === 'record') {
  fs.writeFileSync(file, JSON.stringify(now));
  const count = Object.values(now).reduce((n, list) => n + list.length, 0);
  console.log(`recorded ${count} messages in ${Object.keys(now).length} sets to ${file}`);
  process.exit(0);
}

const before = JSON.parse(fs.readFileSync(file, 'utf8'));
let different = 0;
for (const { name } of sets) {
  const old = before[name] ?? [];
  const cur = now[name];
  let equal = 0;
  cur.forEach((entry, i) => {
    const same = heldOut(name)
      ? entry === old[i]
      : old[i] && entry.text === old[i].text && entry.result === old[i].result;
    if (same) equal += 1;
    else if (!heldOut(name) && flag === '--show') {
      console.log(
        `  ${name}#${i}: ${entry.text}\n    was ${old[i]?.result}\n    now ${entry.result}`,
      );
    }
  });
  if (old.length !== cur.length) different += 1;
  different += cur.length - equal;
  console.log(`${name.padEnd(26)} ${equal}/${cur.length} equal, ${cur.length - equal} different`);
}
console.log(different === 0 ? 'ALL EQUAL' : `DIFFERENT: ${different}`);
process.exit(different === 0 ? 0 : 1);
