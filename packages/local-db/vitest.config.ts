import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@groeipad/local-db',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // A loaded 2-core CI machine runs these several times slower than a laptop; a hang still fails.
    testTimeout: 20_000,
  },
});
