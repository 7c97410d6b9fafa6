// Prints the gzip size of the JavaScript the first route loads: index.html's scripts and everything they
// import statically, the Dutch first-screen texts (main.tsx loads them before the first render) and the home
// screen, the first route of an onboarded user, with its static imports. The language's second text chunk
// loads after the first render and is not counted. Usage: node scripts/initial-js-size.mjs [dist folder]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

const dir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const assets = fs.readdirSync(path.join(dir, 'assets'));
// The first render waits for the detected language's first chunk (Dutch here); home is the first screen.
for (const pattern of [/^locale-nl-first-.*\.js$/, /^home-screen-.*\.js$/]) {
  const file = assets.find((f) => pattern.test(f));
  if (!file) throw new Error(`No chunk matches ${pattern} in ${dir}/assets`);
  queue.push(`assets/${file}`);
}
const seen = new Map();
while (queue.length > 0) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  const source = fs.readFileSync(path.join(dir, file));
  seen.set(file, zlib.gzipSync(source).length);
  for (const m of source.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    queue.push(`assets/${m[1]}`);
  }
}
const rows = [...seen].sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
const total = rows.reduce((sum, [, size]) => sum + size, 0);
console.log(
  `${(total / 1024).toFixed(1).padStart(8)} KB  first-route JavaScript, gzip (${total} bytes)`,
);
