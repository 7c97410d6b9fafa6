// Which build of the app this is, stamped on sync refusals so that one refused under another build is sent again.

/** Set by vite.config.ts in the page and in sw-sync.js; absent under Vitest. */
declare const __GROEIPAD_BUILD__: string | undefined;

/** This build's version; 'dev' where no build defined it (tests, the dev server without a define). */
export const APP_BUILD: string =
  typeof __GROEIPAD_BUILD__ === 'string' && __GROEIPAD_BUILD__.length > 0
    ? __GROEIPAD_BUILD__
    : 'dev';
