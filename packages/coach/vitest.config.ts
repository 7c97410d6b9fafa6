import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@groeipad/coach',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
