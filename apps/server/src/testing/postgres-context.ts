// What the server's Vitest global setup hands to test files: where the test PostgreSQL is, or why it is skipped.

export type TestPostgresContext =
  { url: string; skipReason?: undefined } | { url?: undefined; skipReason: string };

declare module 'vitest' {
  // Declaration merging with Vitest's own interface needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ProvidedContext {
    testPostgres: TestPostgresContext;
  }
}
