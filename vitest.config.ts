// Root Vitest config: one project per workspace package, run together by `npm run test:unit`.
import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Every run uses the time zone of the people the app is first written for, whatever the machine's: dates,
// day boundaries and the crisis lines' country then come out the same on a laptop and in CI. Code that
// depends on a zone takes it as an argument, and its tests pass other zones explicitly.
process.env.TZ = 'Europe/Amsterdam';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which on CI's 2 cores is a single worker: the
    // whole run then waits on one process while the other core idles. Every core runs test files.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      'packages/domain',
      'packages/i18n',
      'packages/text',
      'packages/sync',
      'packages/coach',
      'packages/local-db',
      'apps/server',
      'apps/web',
      'scripts',
    ],
  },
});
