// `npm start`: builds the web app when it is missing or out of date, then serves it from apps/server on PORT (8080), started again after a crash.
import { run, webBuildIsStale } from './lib.mjs';
import { superviseServer } from './supervise.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app...');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
const port = process.env.PORT ?? '8080';
console.log(`Groeipad starts at http://localhost:${port}`);
process.exit(await superviseServer({ ...process.env, PORT: port }));
