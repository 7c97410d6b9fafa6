// Vite dev server for the local-db browser harness (served on port 4174 by the root playwright.config.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  server: { strictPort: true },
  logLevel: 'warn',
});
