// Local ESLint rules that enforce DESIGN.md section 1: package dependency direction, the layers of apps/web
// (app, features, components and lib) and no imports between web features; plus DESIGN.md 4.8 on test code.
import { importVisitors, repoPath, resolveSource } from './import-sources.js';
import { isTestCode, noTestCodeInProduction } from './test-code.js';

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
  const rel = repoPath(file);
  return Object.keys(allowed).find((layer) => rel === layer || rel.startsWith(layer + '/'));
}

function featureOf(file) {
  const m = /^apps\/web\/src\/features\/([^/]+)\//.exec(repoPath(file));
  return m ? m[1] : undefined;
}

/** The layers of apps/web/src, top to bottom, and what each may not import: only what lies below it. */
const webLayerForbids = {
  app: [],
  features: ['app'],
  components: ['app', 'features'],
  lib: ['app', 'features'],
};

function webLayerOf(file) {
  const m = /^apps\/web\/src\/([^/]+)\//.exec(repoPath(file));
  return m && Object.hasOwn(webLayerForbids, m[1]) ? m[1] : undefined;
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
      if (source.startsWith('@groeipad/')) {
        const pkg = source.split('/').slice(0, 2).join('/');
        if (!allowed[layer].includes(pkg)) {
          context.report({ node, messageId: 'layer', data: { layer, target: source } });
        }
        return;
      }
      if (source.startsWith('.')) {
        const targetLayer = layerOf(resolveSource(context.filename, source));
        if (targetLayer && targetLayer !== layer) {
          context.report({ node, messageId: 'app', data: { layer, target: source } });
        }
      }
    }
    return importVisitors(check);
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
    return importVisitors((node, source) => {
      if (!source.startsWith('.')) return;
      const to = featureOf(resolveSource(context.filename, source) + '/x');
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'A layer of apps/web/src imports only the layers below it.' },
    schema: [],
    messages: {
      layer:
        "'{{from}}' may not import '{{to}}' ('{{target}}'); the order is app, features, then components and lib.",
    },
  },
  create(context) {
    const from = webLayerOf(context.filename);
    // A test may render the whole app, so test code reaches any layer.
    if (!from || isTestCode(context.filename)) return {};
    return importVisitors((node, source) => {
      if (!source.startsWith('.')) return;
      const to = webLayerOf(resolveSource(context.filename, source) + '/x');
      if (to && webLayerForbids[from].includes(to)) {
        context.report({ node, messageId: 'layer', data: { from, to, target: source } });
      }
    });
  },
};

export const boundaries = {
  rules: {
    'package-boundaries': packageBoundaries,
    'no-cross-feature-imports': noCrossFeature,
    'web-layers': webLayers,
    'no-test-code-in-production': noTestCodeInProduction,
  },
};
