// `npm run typecheck`: strict TypeScript over every workspace package, one tsc run each.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const packages = [
  '.',
  'packages/domain',
  'packages/i18n',
  'packages/text',
  'packages/sync',
  'packages/coach',
  'packages/local-db',
  'apps/server',
  'apps/web',
  'bench',
].filter((dir) => fs.existsSync(path.join(root, dir, 'tsconfig.json')));
let failed = 0;
for (const dir of packages) {
  console.log(`tsc ${dir}`);
  const code = await run(process.execPath, [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    dir,
    '--noEmit',
  ]);
  if (code !== 0) failed += 1;
}
if (failed) {
  console.error(`Type check failed in ${failed} package(s).`);
  process.exit(1);
}
console.log(`Type check passed in ${packages.length} packages.`);
