// Local ESLint rule of DESIGN.md 4.8: production code never imports test code (tests, test support, end-to-end tests).
import { importVisitors, repoPath, resolveSource } from './import-sources.js';

/**
 * Whether `file` (an absolute path, with or without its extension) is test code: a test or spec
 * file, anything in a `testing/` folder, or an end-to-end test of an app or package.
 */
export function isTestCode(file) {
  const rel = repoPath(file);
  const name = rel.split('/').pop() ?? '';
  return (
    /\.(test|spec)(\.[cm]?[jt]sx?)?$/.test(name) ||
    rel.split('/').includes('testing') ||
    /^(apps|packages)\/[^/]+\/e2e(\/|$)/.test(rel)
  );
}

/** A workspace package's test-support entry, such as `@groeipad/sync/testing`. */
function isTestingEntry(source) {
  return /^@groeipad\/[^/]+\/testing(\/|$)/.test(source);
}

/** Production code: the sources of an app or package that are not test code. */
function isProduction(file) {
  return /^(apps|packages)\/[^/]+\/src\//.test(repoPath(file)) && !isTestCode(file);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noTestCodeInProduction = {
  meta: {
    type: 'problem',
    docs: { description: 'Production code does not import tests or test support.' },
    schema: [],
    messages: {
      testCode:
        "Production code may not import test code ('{{target}}'); only tests and src/testing/ use it (DESIGN.md 4.8).",
    },
  },
  create(context) {
    if (!isProduction(context.filename)) return {};
    return importVisitors((node, source) => {
      const testCode = source.startsWith('.')
        ? isTestCode(resolveSource(context.filename, source))
        : isTestingEntry(source);
      if (testCode) context.report({ node, messageId: 'testCode', data: { target: source } });
    });
  },
};
