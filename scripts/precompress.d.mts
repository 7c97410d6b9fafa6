// Types for scripts/precompress.mjs, which the web build (apps/web/vite.config.ts) and its test import.

export declare const MIN_BYTES: number;

export declare function precompressDir(
  dir: string,
): Promise<{ file: string; bytes: number; br: number; gz: number }[]>;
