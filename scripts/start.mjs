// `npm start`: builds the web app when it is missing or out of date, then serves it from apps/server on PORT (8080).
import { root, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app...');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
const port = process.env.PORT ?? '8080';
console.log(`Groeipad starts at http://localhost:${port}`);
const code = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: port },
});
process.exit(code);
