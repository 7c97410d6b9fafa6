// Copies only allowed keys that carry a value, so an update never touches fields it did not name.

/** Keeps the keys of `allowed` whose value in `input` is not undefined. */
export function pickDefined<T extends object, K extends keyof T>(
  input: T,
  allowed: readonly K[],
): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of allowed) {
    const value = input[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
