// Percentiles and rates of the measured timings.

/** The p-th percentile (0-100) of `values`, nearest-rank on the sorted list. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** { p50, p99, max, mean, n } of `values` in ms, rounded to 0.1 ms; null when empty. */
export function latency(values) {
  if (values.length === 0) return null;
  const round = (v) => Math.round(v * 10) / 10;
  const sum = values.reduce((a, b) => a + b, 0);
  return {
    p50: round(percentile(values, 50)),
    p99: round(percentile(values, 99)),
    max: round(Math.max(...values)),
    mean: round(sum / values.length),
    n: values.length,
  };
}

/** Items per second, whole numbers. */
export function perSecond(count, ms) {
  return ms > 0 ? Math.round((count / ms) * 1000) : null;
}

export function sum(values) {
  return values.reduce((a, b) => a + b, 0);
}
