// The layer rules must fire: a domain module importing the database, or one feature importing another, fails lint.
import { RuleTester } from 'eslint';
import path from 'node:path';
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
  ],
});
