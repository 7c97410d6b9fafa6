// Serves the built app for Playwright's 'web' project, rebuilding it first when sources changed.
// E2E_OUT_DIR builds into another folder, so parallel runs (several developers' checks) do not share one dist.
import os from 'node:os';
import path from 'node:path';
import { root, run, webBuildIsStale } from './lib.mjs';

const outDir = process.env.E2E_OUT_DIR
  ? path.resolve(process.env.E2E_OUT_DIR)
  : path.join(root, 'apps/web/dist');
if (webBuildIsStale(outDir)) {
  const args = [
    'run',
    'build',
    '--workspace',
    '@groeipad/web',
    '--',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ];
  const code = await run('npm', args);
  if (code !== 0) process.exit(code);
}
process.exit(
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_ROOT: outDir,
      // Its own embedded database per port, so a test server never meets the lock of `npm start`'s.
      DATA_DIR:
        process.env.DATA_DIR ?? path.join(os.tmpdir(), `groeipad-e2e-${process.env.PORT ?? 'db'}`),
    },
  }),
);
