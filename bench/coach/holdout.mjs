// `npm run bench:holdout [-- files]`: recall (crisis plus concern) and false alarms of detectCrisis on
// held-out sets, per language and per level (default: the sets of issue 17). SHOW_MISSES=1 lists the
// misses: only for sets already used for tuning, never for a set still held out.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { detectCrisis } = await import(path.join(root, 'packages/coach/src/index.ts'));

function percent(part, whole) {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}

function table(rows, key, title) {
  const groups = new Map();
  for (const message of rows) {
    const name = key(message);
    const group = groups.get(name) ?? { crisis: 0, caught: 0, calm: 0, alarms: 0 };
    const flagged = detectCrisis(message.text).level !== 'none';
    if (message.crisis) {
      group.crisis += 1;
      if (flagged) group.caught += 1;
    } else {
      group.calm += 1;
      if (flagged) group.alarms += 1;
    }
    groups.set(name, group);
  }
  console.log(`\n| ${title} | recall | false alarms |\n| --- | --- | --- |`);
  for (const [name, g] of [...groups].sort()) {
    const recall = g.crisis ? `${g.caught}/${g.crisis} (${percent(g.caught, g.crisis)})` : '';
    const alarms = g.calm ? `${g.alarms}/${g.calm} (${percent(g.alarms, g.calm)})` : '';
    console.log(`| ${name} | ${recall} | ${alarms} |`);
  }
}

const defaults = ['crisis-holdout-4.json', 'crisis-holdout-5.json'].map((file) =>
  path.join(root, 'packages/coach/test-data', file),
);
const files = process.argv.length > 2 ? process.argv.slice(2) : defaults;
const all = files.flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
table(all, () => 'all', files.map((file) => path.basename(file)).join(' + '));
table(all, (m) => m.language, 'language');
table(all, (m) => m.level ?? '?', 'level');
if (process.env.SHOW_MISSES) {
  for (const m of all) {
    const level = detectCrisis(m.text).level;
    if (m.crisis === (level === 'none'))
      console.log(`${m.crisis ? 'MISS' : 'ALARM'} [${m.language} ${m.level}] ${m.text}`);
  }
}
