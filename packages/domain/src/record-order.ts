// One tie-break rule for ordering records: by a number field, then by id, so equal times never reorder between reads.

type Identified = { id: string };

/** Oldest first by `field`; records with the same value keep a stable order by id. */
export function oldestFirstBy<K extends string>(
  field: K,
): <T extends Identified & Record<K, number>>(a: T, b: T) => number {
  return (a, b) => a[field] - b[field] || a.id.localeCompare(b.id);
}

/** Newest first by `field`; records with the same value keep a stable order by id (descending). */
export function newestFirstBy<K extends string>(
  field: K,
): <T extends Identified & Record<K, number>>(a: T, b: T) => number {
  return (a, b) => b[field] - a[field] || b.id.localeCompare(a.id);
}

/** The earliest-created record (the tie-break that decides "the" local user), or undefined. */
export function earliestCreated<T extends Identified & { created_at: number }>(
  records: readonly T[],
): T | undefined {
  return [...records].sort(oldestFirstBy('created_at'))[0];
}
