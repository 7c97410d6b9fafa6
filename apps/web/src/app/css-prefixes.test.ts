// Guards the glass look: no stylesheet writes the -webkit-backdrop-filter prefix by hand.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('stylesheets', () => {
  // The build's CSS minifier (Lightning CSS) adds the prefix for Safari itself; a hand-written prefix after
  // the standard property replaced it, so Chromium showed the header, bottom bar and cards without blur.
  it('leave the -webkit-backdrop-filter prefix to the build', () => {
    const files = cssFiles(SRC);
    expect(files.length).toBeGreaterThan(3);
    const prefixed = files
      .filter((file) => /^\s*-webkit-backdrop-filter\s*:/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(prefixed).toEqual([]);
  });
});
