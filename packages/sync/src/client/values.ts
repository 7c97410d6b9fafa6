// Value comparisons the sync rules share: structural equality, changed field names, canonical JSON.
import type { Row } from './types';

function isObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null;
}

/** Structural equality for stored values (primitives, arrays, plain objects); key order does not count. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isObject(a) || !isObject(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}

/** Names of the fields whose values differ between two copies of a record, sorted. */
export function changedFields(before: Row, after: Row): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !sameValue(before[name], after[name])).sort();
}

/**
 * JSON with object keys sorted at every depth, so equal records give equal text whatever order their
 * fields were written in. Undefined object values are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  if (isObject(value)) {
    const entries = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
