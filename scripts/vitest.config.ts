import { defineProject } from 'vitest/config';

export default defineProject({
  // Lint-rule tests build a TypeScript program on their first case (seconds on a loaded CI machine).
  test: { name: 'tooling', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
