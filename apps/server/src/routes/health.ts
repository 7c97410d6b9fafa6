// GET /api/health: liveness for operators and tests, with a real database ping.
import type { FastifyInstance } from 'fastify';
import type { ServerDatabase } from '../db';

export function registerHealth(app: FastifyInstance, database: ServerDatabase): void {
  app.get('/api/health', async () => ({
    status: 'ok',
    database: { kind: database.kind, connected: await database.ping() },
  }));
}
