// Entry point: load the configuration, start the server, stop cleanly on signals.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

const defaultWebRoot = path.resolve(import.meta.dirname, '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig(process.env, defaultWebRoot);
  const app = await buildApp(config);
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : String(error);
  console.error(`Groeipad server failed to start: ${message}`);
  process.exit(1);
});
