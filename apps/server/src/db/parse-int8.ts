// bigint columns (versions, cursors) are read as JS numbers by both drivers; they stay far below 2^53.
export const int8Oid = 20;

export function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`bigint ${value} exceeds 2^53`);
  return parsed;
}
