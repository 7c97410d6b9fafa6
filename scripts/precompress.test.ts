// The build's compressed copies decompress to the very same bytes, and only text files get them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.mjs';

const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function distWith(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-precompress-'));
  temps.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const script = 'export function hallo() { return "Goedemorgen, hoe gaat het vandaag?"; }\n'.repeat(
  60,
);

describe('precompressDir', () => {
  it('writes .br and .gz next to text files, in subfolders too, that decompress to the original', async () => {
    const dir = distWith({
      'index.html': `<!doctype html>${'<p>Groeipad</p>'.repeat(100)}`,
      'assets/app-1.js': script,
      'assets/style-1.css': 'body { color: #123456; }\n'.repeat(80),
    });
    const written = await precompressDir(dir);
    expect(written.map((w) => w.file).sort()).toEqual(
      ['assets/app-1.js', 'assets/style-1.css', 'index.html'].map((f) => path.normalize(f)),
    );
    const js = path.join(dir, 'assets/app-1.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    const entry = written.find((w) => w.file === path.normalize('assets/app-1.js'));
    expect(entry?.bytes).toBe(script.length);
    expect(entry?.br).toBeGreaterThan(0);
    expect(entry?.br).toBeLessThan(script.length / 5);
  });

  it('leaves small files, source maps and images alone', async () => {
    const dir = distWith({
      'small.js': 'x'.repeat(MIN_BYTES - 1),
      'assets/app-1.js.map': script,
      'icon.png': Buffer.alloc(4096, 7),
    });
    expect(await precompressDir(dir)).toEqual([]);
    expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'icon.png', 'small.js']);
    expect(fs.readdirSync(path.join(dir, 'assets'))).toEqual(['app-1.js.map']);
  });

  it('writes no copy that would be bigger than the file', async () => {
    // Random bytes do not compress: both copies would come out a few bytes longer.
    const dir = distWith({ 'data.json': crypto.randomBytes(4096) });
    expect(await precompressDir(dir)).toEqual([{ file: 'data.json', bytes: 4096, br: 0, gz: 0 }]);
    expect(fs.readdirSync(dir)).toEqual(['data.json']);
  });
});
