import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@groeipad/server',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Starts the throwaway PostgreSQL the suites use next to PGlite (see src/testing/postgres-database.ts).
    globalSetup: ['./src/testing/postgres-setup.ts'],
    // Opening PGlite takes seconds on a busy machine; a timeout is a safety net, not a speed check.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
