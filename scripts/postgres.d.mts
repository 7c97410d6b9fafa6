// Types for scripts/postgres.mjs, which plain `node` runs (scripts/test.mjs) and the server's Vitest setup imports.

export type PostgresBin = {
  /** The folder holding the three programs. */
  dir: string;
  initdb: string;
  pgCtl: string;
  postgres: string;
};

export declare const postgresMissingMessage: string;

export declare function findPostgresBin(options?: {
  env?: NodeJS.ProcessEnv;
  libDir?: string;
}): PostgresBin | undefined;

export declare function postgresSkipReason(env?: NodeJS.ProcessEnv): string | undefined;
