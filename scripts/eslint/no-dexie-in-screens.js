// Local ESLint rule (decision 028): web screens never touch Dexie; they call local-db's queries, repositories and use cases.
import path from 'node:path';

const DEXIE_MODULES = new Set(['dexie', 'dexie-react-hooks']);
const DEXIE_TYPES = `${path.sep}node_modules${path.sep}dexie${path.sep}`;

/** Whether a declaration of `symbol` comes from Dexie's own type definitions. */
function declaredByDexie(symbol) {
  return (symbol?.getDeclarations() ?? []).some((declaration) =>
    declaration.getSourceFile().fileName.split('/').join(path.sep).includes(DEXIE_TYPES),
  );
}

/** Whether `type` is a Dexie type (Dexie, Table, Collection, WhereClause, ...) or contains one. */
function isDexieType(type, seen = new Set()) {
  if (!type || seen.has(type)) return false;
  seen.add(type);
  if (declaredByDexie(type.getSymbol()) || declaredByDexie(type.aliasSymbol)) return true;
  if (type.isUnionOrIntersection()) return type.types.some((part) => isDexieType(part, seen));
  return (type.getBaseTypes?.() ?? []).some((base) => isDexieType(base, seen));
}

/** @type {import('eslint').Rule.RuleModule} */
export const noDexieInScreens = {
  meta: {
    type: 'problem',
    docs: { description: 'Screens reach the database only through @groeipad/local-db functions.' },
    schema: [],
    messages: {
      import:
        "'{{source}}' is local-db's business: use a query, repository or use case from @groeipad/local-db (decision 028).",
      access:
        'Dexie access in a screen: move this read or write into a local-db query, repository or use case (decision 028).',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const typed = Boolean(services?.program && services.esTreeNodeToTSNodeMap);
    const checker = typed ? services.program.getTypeChecker() : undefined;
    function checkImport(node, source) {
      if (typeof source === 'string' && DEXIE_MODULES.has(source)) {
        context.report({ node, messageId: 'import', data: { source } });
      }
    }
    return {
      ImportDeclaration: (node) =>
        node.importKind !== 'type' && checkImport(node, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && checkImport(node, node.source.value),
      MemberExpression(node) {
        if (!checker) return;
        const object = services.esTreeNodeToTSNodeMap.get(node.object);
        if (isDexieType(checker.getTypeAtLocation(object))) {
          context.report({ node, messageId: 'access' });
        }
      },
    };
  },
};
