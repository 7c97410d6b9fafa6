import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@groeipad/web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
    // A loaded 2-core CI machine runs these several times slower than a laptop; a hang still fails.
    testTimeout: 20_000,
    setupFiles: ['./src/testing/setup.ts'],
  },
});
