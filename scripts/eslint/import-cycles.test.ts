// The cycle block must find cycles in TypeScript (it silently found none without its parser settings).
import { ESLint } from 'eslint';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files: Record<string, string> = {
  'package.json': '{ "name": "cycles", "type": "module" }',
  'tsconfig.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }',
  // A static import one way and a lazy import back, as the route table and its features had.
  'routes.ts':
    "import { toolPaths } from './tools';\nexport const routes = toolPaths.map(String);\n",
  'tools.ts': "export const toolPaths = ['/a'];\nexport const load = () => import('./routes');\n",
  // Only a type goes back: no cycle at run time, so the rule lets it be.
  'body.ts': "import type { Go } from './view';\nexport const go: Go = () => undefined;\n",
  'view.ts':
    "import { go } from './body';\nexport type Go = () => void;\nexport const view = go;\n",
  'leaf.ts': "import { view } from './view';\nexport const leaf = view;\n",
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);

async function cycleErrors(): Promise<Record<string, number>> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      importCycles({ root: dir, projects: ['tsconfig.json'] }),
    ],
  });
  const results = await eslint.lintFiles(['*.ts']);
  return Object.fromEntries(
    results.map((result) => [
      path.basename(result.filePath),
      result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
    ]),
  );
}

describe('importCycles', () => {
  it('reports both ends of a cycle, a lazy import included, and nothing else', async () => {
    expect(await cycleErrors()).toEqual({
      'routes.ts': 1,
      'tools.ts': 1,
      'body.ts': 0,
      'view.ts': 0,
      'leaf.ts': 0,
    });
  });
});
