// Writes brotli (.br) and gzip (.gz) copies next to the built app's text files, which the server sends to
// browsers that accept them (@fastify/static preCompressed, decision 026): a first visit on a slow phone
// network downloads about a fifth of the bytes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a network packet. */
export const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Compresses every compressible file of at least MIN_BYTES under `dir`; a copy that would not be smaller
 * is not written (the server then sends the original). Returns what was written, for the build log.
 */
export async function precompressDir(dir) {
  const jobs = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const source = await fs.readFile(file);
        if (source.length < MIN_BYTES) return null;
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        const written = { file: path.relative(dir, file), bytes: source.length, br: 0, gz: 0 };
        if (br.length < source.length) {
          await fs.writeFile(`${file}.br`, br);
          written.br = br.length;
        }
        if (gz.length < source.length) {
          await fs.writeFile(`${file}.gz`, gz);
          written.gz = gz.length;
        }
        return written;
      })(),
    );
  }
  return (await Promise.all(jobs)).filter((written) => written !== null);
}
