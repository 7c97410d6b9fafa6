// Types for scripts/test-report.mjs, which plain `node` runs (scripts/test.mjs) and its test imports.

export declare function failedTestLines(
  unitReport: unknown,
  e2eReport: unknown,
  root: string,
): string[];
