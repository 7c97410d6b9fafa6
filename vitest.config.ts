// Root Vitest config: one project per workspace package, run together by `npm run test:unit`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
