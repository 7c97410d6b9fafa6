// The layer rules must fire: a domain module importing the database, one feature importing another, a feature
// importing the app or lib importing a feature fails lint, whether by import, dynamic import or re-export.
import { RuleTester } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { boundaries } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);

tester.run('package-boundaries', boundaries.rules['package-boundaries'], {
  valid: [
    { filename: at('packages/local-db/src/x.ts'), code: "import { z } from '@groeipad/domain';" },
    {
      filename: at('apps/web/src/x.ts'),
      code: "import { openGroeipadDb } from '@groeipad/local-db';",
    },
    { filename: at('apps/server/src/x.ts'), code: "import { z } from '@groeipad/domain';" },
  ],
  invalid: [
    {
      filename: at('packages/domain/src/x.ts'),
      code: "import { openGroeipadDb } from '@groeipad/local-db';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/server/src/x.ts'),
      code: "import { createI18n } from '@groeipad/i18n';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/local-db/src/x.ts'),
      code: "import { App } from '../../../apps/web/src/app/app';",
      errors: [{ messageId: 'app' }],
    },
  ],
});

tester.run('no-cross-feature-imports', boundaries.rules['no-cross-feature-imports'], {
  valid: [
    {
      filename: at('apps/web/src/features/home/home-screen.tsx'),
      code: "import { DatabaseStatusCard } from './database-status-card';",
    },
    {
      filename: at('apps/web/src/features/home/home-screen.tsx'),
      code: "import { useDatabase } from '../../lib/database-context';",
    },
  ],
  invalid: [
    {
      filename: at('apps/web/src/features/journaling/screen.tsx'),
      code: "import { HomeScreen } from '../home/home-screen';",
      errors: [{ messageId: 'cross' }],
    },
    {
      filename: at('apps/web/src/features/journaling/index.ts'),
      code: "export { HomeScreen } from '../home/home-screen';",
      errors: [{ messageId: 'cross' }],
    },
    {
      filename: at('apps/web/src/features/journaling/index.ts'),
      code: "export type { HomeProps } from '../home/home-screen';",
      languageOptions: { parser: tseslint.parser },
      errors: [{ messageId: 'cross' }],
    },
    {
      filename: at('apps/web/src/features/journaling/index.ts'),
      code: "export * from '../home';",
      errors: [{ messageId: 'cross' }],
    },
    {
      filename: at('apps/web/src/features/journaling/screen.tsx'),
      code: "const home = () => import('../home/home-screen');",
      errors: [{ messageId: 'cross' }],
    },
  ],
});

tester.run('web-layers', boundaries.rules['web-layers'], {
  valid: [
    {
      filename: at('apps/web/src/app/router.tsx'),
      code: "const home = () => import('../features/home/home-screen');",
    },
    {
      filename: at('apps/web/src/features/home/home-screen.tsx'),
      code: "import { AppLayout } from '../../components/app-layout';\nimport { useNow } from '../../lib/use-now';",
    },
    {
      filename: at('apps/web/src/components/daily/daily-screen.tsx'),
      code: "import { useDatabase } from '../../lib/database-context';",
    },
    {
      filename: at('apps/web/src/lib/use-now.ts'),
      code: "import { wallClock } from '@groeipad/domain';\nimport { x } from './sync/x';",
    },
    {
      // A test may render the whole app.
      filename: at('apps/web/src/features/home/home-screen.test.tsx'),
      code: "import { router } from '../../app/router';",
    },
    {
      filename: at('apps/web/src/lib/testing/render-app.tsx'),
      code: "import { App } from '../../app/app';",
    },
  ],
  invalid: [
    {
      filename: at('apps/web/src/features/pwa/service-worker-section.tsx'),
      code: "import { activateWaitingWorker } from '../../app/service-worker-update';",
      errors: [
        {
          messageId: 'layer',
          data: { from: 'features', to: 'app', target: '../../app/service-worker-update' },
        },
      ],
    },
    {
      filename: at('apps/web/src/features/settings/tools-section.tsx'),
      code: "import type { RouteEntry } from '../../app/routes';",
      languageOptions: { parser: tseslint.parser },
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/web/src/features/settings/index.ts'),
      code: "export { routeTable } from '../../app/routes';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/web/src/lib/use-mood-points.ts'),
      code: "import { moodScore } from '../features/moods/mood-score';",
      errors: [
        {
          messageId: 'layer',
          data: { from: 'lib', to: 'features', target: '../features/moods/mood-score' },
        },
      ],
    },
    {
      filename: at('apps/web/src/lib/sync/x.ts'),
      code: "export * from '../../features/account';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/web/src/components/app-layout.tsx'),
      code: "const home = () => import('../features/home/home-screen');",
      errors: [
        {
          messageId: 'layer',
          data: { from: 'components', to: 'features', target: '../features/home/home-screen' },
        },
      ],
    },
    {
      filename: at('apps/web/src/components/app-layout.tsx'),
      code: "import { theme } from '../app/theme';",
      errors: [
        {
          messageId: 'layer',
          data: { from: 'components', to: 'app', target: '../app/theme' },
        },
      ],
    },
    {
      filename: at('apps/web/src/lib/x.ts'),
      code: "import { router } from '../app';",
      errors: [{ messageId: 'layer', data: { from: 'lib', to: 'app', target: '../app' } }],
    },
  ],
});
