// Vite build of the Groeipad PWA: React, code splitting, and a Workbox service worker that precaches every chunk.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build as rolldownBuild } from 'rolldown';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressDir } from '../../scripts/precompress.mjs';

const SW_SYNC_FILE = 'sw-sync.js';
/** apps/web/src/app/register-service-worker.ts registers it; the server sends it uncached. */
const FALLBACK_WORKER_FILE = 'offline-queue-sw.js';

type ClassicScript = { name: string; entry: string; file: string };

/**
 * This build's version, in the page and in the worker scripts alike (src/lib/sync/app-build.ts): a sync
 * change the server refused under another build is sent once more (decision 032). GROEIPAD_BUILD names a
 * release; otherwise every build is a new one, which at worst retries a refusal once more.
 */
const APP_BUILD = process.env.GROEIPAD_BUILD ?? new Date().toISOString();
const BUILD_DEFINE = { __GROEIPAD_BUILD__: JSON.stringify(APP_BUILD) };

/**
 * Bundles a worker script from src/sw into dist as one self-contained IIFE: service workers and
 * importScripts run classic scripts only. Built by Vite's own bundler (esbuild kept all of zod: 2.5
 * times bigger).
 */
function classicScript({ name, entry, file }: ClassicScript): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await rolldownBuild({
        input: path.join(root, entry),
        platform: 'browser',
        logLevel: 'warn',
        transform: {
          target: 'es2022',
          define: { 'process.env.NODE_ENV': '"production"', ...BUILD_DEFINE },
        },
        output: {
          file: path.join(outDir, file),
          format: 'iife',
          minify: true,
          // No source maps in the build: they would publish the readable source (decision 034).
          sourcemap: false,
        },
      });
    },
  };
}

/**
 * src/sw/sw-sync.ts (database, sync engine, crypto) into dist/sw-sync.js, which Workbox's sw.js loads
 * with importScripts (decision 016).
 */
function swSyncBundle(): Plugin {
  return classicScript({
    name: 'groeipad-sw-sync',
    entry: 'src/sw/sw-sync.ts',
    file: SW_SYNC_FILE,
  });
}

/**
 * src/sw/offline-fallback-sw.ts into dist/offline-queue-sw.js: the worker registered when sw.js cannot
 * be (decision 031), at the URL older versions registered, so their registrations update to it.
 */
function fallbackWorkerBundle(): Plugin {
  return classicScript({
    name: 'groeipad-fallback-worker',
    entry: 'src/sw/offline-fallback-sw.ts',
    file: FALLBACK_WORKER_FILE,
  });
}

/** The list the fallback worker (src/sw/offline-fallback-worker.ts) caches on install. */
const OFFLINE_ASSETS_FILE = 'offline-assets.json';

/**
 * Writes dist/offline-assets.json: every built script and stylesheet. The fallback worker, registered only
 * when Workbox's sw.js cannot be, caches them all on install, so lazily loaded chunks (routes, the second
 * text chunk of decision 022) open offline there too; index.html names only the entry's own files.
 */
function offlineAssetList(): Plugin {
  return {
    name: 'groeipad-offline-asset-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && /\.(js|css)$/.test(file))
        .sort()
        .map((file) => `/${file}`);
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_ASSETS_FILE,
        source: JSON.stringify(files),
      });
    },
  };
}

/**
 * Brotli and gzip copies of every built text file (decision 026), written last: after Workbox's sw.js and
 * sw-sync.js exist. Their names end in .br/.gz, which neither the precache nor offline-assets.json lists.
 */
function precompressedCopies(): Plugin {
  let outDir = 'dist';
  return {
    name: 'groeipad-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const written = await precompressDir(outDir);
        const sum = (key: 'bytes' | 'br') => written.reduce((total, file) => total + file[key], 0);
        this.environment.logger.info(
          `precompressed ${written.length} files: ${(sum('bytes') / 1024).toFixed(0)} KB -> ${(sum('br') / 1024).toFixed(0)} KB brotli`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    swSyncBundle(),
    fallbackWorkerBundle(),
    offlineAssetList(),
    VitePWA({
      // 'prompt' keeps a new worker waiting until the page has flushed its unsaved work; the page then
      // accepts it by itself and reloads (src/app/register-service-worker.ts), so nobody is asked.
      registerType: 'prompt',
      injectRegister: false,
      // Everything in public/ is matched by globPatterns below; listing it again only duplicates entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Groeipad',
        short_name: 'Groeipad',
        description: 'Je persoonlijke groeicoach rond je persoonlijkheidstype, ook offline.',
        lang: 'nl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait-primary',
        theme_color: '#2f7d6d',
        background_color: '#f4f1ea',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Every route chunk is a .js file under assets/: all of them are precached, so each screen opens
        // offline after the first visit, visited or not.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // manifest.webmanifest is added by the plugin itself, with its revision.
        // The fallback worker is registered only when this one fails; it must not sit in this precache.
        // sw-sync.js is part of this worker (importScripts below), kept with the worker's own scripts.
        globIgnores: ['**/node_modules/**/*', FALLBACK_WORKER_FILE, SW_SYNC_FILE],
        // Workbox silently skips bigger files; a skipped chunk would be a screen that fails offline.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
        cleanupOutdatedCaches: true,
        // Take control of the first page at once so it works offline without a reload. An update
        // waits (no skipWaiting) until the page has saved its work and sends SKIP_WAITING.
        clientsClaim: true,
        skipWaiting: false,
        // Background Sync: asks an open window to sync, or syncs itself when none is open (src/sw/sw-sync.ts).
        importScripts: [SW_SYNC_FILE],
      },
      showMaximumFileSizeToCacheInBytesWarning: true,
    }),
    precompressedCopies(),
  ],
  define: BUILD_DEFINE,
  // Default imports only: named exports per JSON key more than double the sentiment lexicon chunks.
  json: { namedExports: false },
  // No source maps: the server would publish the app's readable source with them (decision 034). Workbox's
  // sw.js follows this setting (vite-plugin-pwa), so it gets none either.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // index.html preloads the first route's chunks; a lazy screen's chunks are not preloaded from a list in
    // the first route (decision 048): the list named every chunk of every screen (3.7 KB gzip of the entry,
    // growing with each screen), and after the first visit the service worker serves every chunk anyway.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  server: { port: 5173 },
});
