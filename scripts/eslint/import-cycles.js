// The "no import cycles" block of the ESLint config: eslint-plugin-import-x's no-cycle, resolving TypeScript imports.
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

/**
 * A flat-config block that forbids import cycles inside a package (type-only imports do not count).
 * Imports of another workspace package are not followed: package-boundaries keeps those acyclic.
 * `projects` are the tsconfig files, relative to `root`, that say how each file's imports resolve.
 * @param {{ root: string, projects: string[] }} options
 * @returns {import('eslint').Linter.Config}
 */
export function importCycles({ root, projects }) {
  return {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js dependencies and silently finds no cycle in TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: projects.map((project) => path.join(root, project)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  };
}
