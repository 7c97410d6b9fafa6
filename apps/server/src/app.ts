// Builds the Fastify app: security headers, API routes and the PWA.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { ServerDatabase } from './db';
import { registerHealth } from './routes/health';
import { registerWeb } from './routes/web';

export type AppOptions = {
  /** Opened (and migrated) by the caller, who also closes it: main.ts, or a test. */
  database: ServerDatabase;
};

export async function buildApp(
  config: ServerConfig,
  options: AppOptions,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: false });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only meaningful behind TLS; harmless on localhost.
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
  });
  registerHealth(app, options.database);
  await registerWeb(app, config.webRoot);
  return app;
}
