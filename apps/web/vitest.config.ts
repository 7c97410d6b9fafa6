import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@groeipad/web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
