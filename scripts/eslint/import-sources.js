// What the local import rules share: repository-relative paths and one visitor for every kind of import.
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** `file` relative to the repository root, with forward slashes. */
export function repoPath(file) {
  return path.relative(root, file).split(path.sep).join('/');
}

/** Where a relative `source` imported by `file` points (without an extension). */
export function resolveSource(file, source) {
  return path.resolve(path.dirname(file), source);
}

/**
 * Rule visitors that call `check(node, source)` for every static and dynamic import and every
 * re-export that names a module (`export ... from`), so a re-export is checked like an import.
 */
export function importVisitors(check) {
  const checkString = (node, source) => typeof source === 'string' && check(node, source);
  return {
    ImportDeclaration: (node) => checkString(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && checkString(node, node.source.value),
    ExportAllDeclaration: (node) => checkString(node, node.source.value),
    ImportExpression: (node) =>
      node.source.type === 'Literal' && checkString(node, node.source.value),
  };
}
