// Unwraps the default export of a Babel-compiled CommonJS dependency (WatermelonDB ships only CommonJS).

/**
 * Vite 8 gives a module in a "type": "module" package Node's interop: the default import of a CommonJS
 * module is its whole `module.exports`, so the Babel `exports.default` sits one level down.
 */
export function cjsDefault<T>(imported: T): T {
  const inner = (imported as { default?: T }).default;
  return inner ?? imported;
}
