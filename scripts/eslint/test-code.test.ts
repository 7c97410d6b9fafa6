// Production code importing a test, test support, an end-to-end test or a package's testing entry fails lint;
// tests and test support may import anything.
import { RuleTester } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { isTestCode, noTestCodeInProduction } from './test-code.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);

describe('isTestCode', () => {
  it.each([
    'packages/sync/src/client/apply.test.ts',
    'apps/web/src/features/home/home-screen.test.tsx',
    'apps/web/src/features/home/home-screen.test',
    'apps/server/src/routes/e2ee.spec.ts',
    'packages/local-db/src/testing/test-db.ts',
    'packages/sync/src/client/testing/local-transport',
    'apps/web/src/testing',
    'apps/web/e2e/routes.spec.ts',
    'apps/web/e2e/support/page-models.ts',
    'packages/local-db/e2e/harness.ts',
  ])('counts %s', (file) => {
    expect(isTestCode(at(file))).toBe(true);
  });

  it.each([
    'packages/sync/src/client/apply.ts',
    'apps/web/src/lib/e2e/e2e-client.ts',
    'apps/server/src/routes/e2e.ts',
    'apps/web/src/features/home/test-results-card.tsx',
    'apps/web/src/features/contest/screen.tsx',
  ])('does not count %s', (file) => {
    expect(isTestCode(at(file))).toBe(false);
  });
});

tester.run('no-test-code-in-production', noTestCodeInProduction, {
  valid: [
    { filename: at('packages/sync/src/index.ts'), code: "export * from './client/apply';" },
    {
      filename: at('apps/web/src/lib/sync/app-sync.ts'),
      code: "import { createE2eClient } from '../e2e/e2e-client';",
    },
    {
      filename: at('apps/web/src/features/home/home-screen.test.tsx'),
      code: "import { renderApp } from '../../testing/render-app';",
    },
    {
      filename: at('packages/local-db/src/testing/test-db.ts'),
      code: "import { seed } from './seed.test';\nimport { kit } from '@groeipad/sync/testing';",
    },
    {
      filename: at('apps/web/e2e/routes.spec.ts'),
      code: "import { openApp } from './support/app';",
    },
    {
      // Not production code: tooling may use test helpers.
      filename: at('bench/app/run.ts'),
      code: "import { seed } from '../../packages/local-db/src/testing/seed';",
    },
    {
      filename: at('apps/server/src/server.ts'),
      code: "import { sampleRecord } from '@groeipad/domain/samples';",
    },
  ],
  invalid: [
    {
      filename: at('packages/sync/src/index.ts'),
      code: "export { createLocalTransport } from './client/testing/local-transport';",
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('packages/sync/src/index.ts'),
      code: "export * from './testing';",
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('apps/web/src/features/home/home-screen.tsx'),
      code: "import { renderApp } from '../../testing/render-app';",
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('apps/web/src/lib/sync/app-sync.ts'),
      code: "import type { Fake } from './sync-controller.test';",
      languageOptions: { parser: tseslint.parser },
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('apps/web/src/app/app.tsx'),
      code: "const kit = () => import('../../e2e/support/app');",
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('apps/server/src/server.ts'),
      code: "import { fakeSyncServer } from '@groeipad/sync/testing';",
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('apps/server/src/server.ts'),
      code: "import { memoryStore } from '@groeipad/sync/testing/memory-store';",
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('packages/local-db/src/index.ts'),
      code: "export { harness } from '../e2e/harness';",
      errors: [{ messageId: 'testCode' }],
    },
  ],
});
