// The screen rule must fire on Dexie tables, collections and the database itself, and stay quiet on local-db calls.
import { RuleTester } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noDexieInScreens } from './no-dexie-in-screens.js';

RuleTester.describe = describe;
RuleTester.it = it;
const root = path.resolve(import.meta.dirname, '../..');
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: {
      projectService: { allowDefaultProject: ['scripts/eslint/fixtures/*.ts'] },
      tsconfigRootDir: root,
    },
  },
});
// A file that does not exist on disk: the project service types it from the text given.
const filename = path.join(root, 'scripts/eslint/fixtures/screen.ts');
const db = "import type { GroeipadDb } from '@groeipad/local-db';\ndeclare const db: GroeipadDb;\n";

tester.run('no-dexie-in-screens', noDexieInScreens, {
  valid: [
    {
      filename,
      code: `${db}import { localUser } from '@groeipad/local-db';\nvoid localUser(db);`,
    },
    { filename, code: `${db}export const records = new Map<string, number>().get('x');` },
    { filename, code: "import type { Table } from 'dexie';\nexport type T = Table;" },
  ],
  invalid: [
    {
      filename,
      code: `${db}void db.users.where('id').equals('a').toArray();`,
      errors: [
        { messageId: 'access' },
        { messageId: 'access' },
        { messageId: 'access' },
        { messageId: 'access' },
      ],
    },
    { filename, code: `${db}void db.transaction('r', 'users', () => 1);`, errors: 1 },
    { filename, code: `${db}db.close();`, errors: 1 },
    {
      filename,
      code: `${db}const table = db.tasks;\nvoid table.count();`,
      errors: [{ messageId: 'access' }, { messageId: 'access' }],
    },
    {
      filename,
      code: "import { useLiveQuery } from 'dexie-react-hooks';\nexport { useLiveQuery };",
      errors: [{ messageId: 'import' }],
    },
    {
      filename,
      code: "import { Dexie } from 'dexie';\nexport { Dexie };",
      errors: [{ messageId: 'import' }],
    },
  ],
});
