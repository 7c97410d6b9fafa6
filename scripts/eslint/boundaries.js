// Local ESLint rules that enforce DESIGN.md section 1: package dependency direction and no imports between web features.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Which workspace packages each layer may import. */
const allowed = {
  'packages/domain': [],
  'packages/i18n': ['@groeipad/domain'],
  'packages/local-db': ['@groeipad/domain', '@groeipad/sync'],
  'packages/text': ['@groeipad/domain'],
  'packages/sync': ['@groeipad/domain'],
  'packages/coach': ['@groeipad/domain'],
  'apps/web': [
    '@groeipad/domain',
    '@groeipad/local-db',
    '@groeipad/sync',
    '@groeipad/coach',
    '@groeipad/i18n',
    '@groeipad/text',
  ],
  'apps/server': ['@groeipad/domain', '@groeipad/sync', '@groeipad/coach'],
  bench: ['@groeipad/domain', '@groeipad/local-db', '@groeipad/sync', '@groeipad/text'],
};

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return Object.keys(allowed).find((layer) => rel === layer || rel.startsWith(layer + '/'));
}

function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  return m ? m[1] : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Workspace packages import only the layers below them.' },
    schema: [],
    messages: {
      layer: "'{{layer}}' may not import '{{target}}' (see DESIGN.md section 1).",
      app: "'{{layer}}' may not reach into an app ('{{target}}').",
    },
  },
  create(context) {
    const layer = layerOf(context.filename);
    if (!layer) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('@groeipad/')) {
        const pkg = source.split('/').slice(0, 2).join('/');
        if (!allowed[layer].includes(pkg)) {
          context.report({ node, messageId: 'layer', data: { layer, target: source } });
        }
        return;
      }
      if (source.startsWith('.')) {
        const resolved = path.resolve(path.dirname(context.filename), source);
        const targetLayer = layerOf(resolved);
        if (targetLayer && targetLayer !== layer) {
          context.report({ node, messageId: 'app', data: { layer, target: source } });
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature does not import another feature.' },
    schema: [],
    messages: {
      cross:
        "Feature '{{from}}' may not import feature '{{to}}'; move shared code to src/components or a package.",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source) + '/x');
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const boundaries = {
  rules: { 'package-boundaries': packageBoundaries, 'no-cross-feature-imports': noCrossFeature },
};
