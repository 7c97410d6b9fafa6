// Serves the already built app for Playwright's 'web' project (scripts/test.mjs builds it first).
import { run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  }),
);
