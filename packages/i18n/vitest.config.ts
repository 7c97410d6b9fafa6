import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@groeipad/i18n',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
