// Clamping of progress figures (life areas, content, MET2.4) to the 0-100 display range.

/** Clamps to 0-100; NaN (and anything not a number) becomes 0. */
export function clampProgress(value: number): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
