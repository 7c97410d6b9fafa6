// GET /api/health: liveness for operators and tests.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

export function registerHealth(app: FastifyInstance, config: ServerConfig): void {
  app.get('/api/health', () => ({
    status: 'ok',
    // The server database arrives with the sync issue; until then nothing is stored server-side.
    database: { kind: config.databaseUrl ? 'postgresql' : 'embedded', connected: false },
  }));
}
