// With REDIS_URL, community messages fan out across server nodes through socket.io's Redis Streams adapter (decision 040).
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { ConfigError } from '../config';

export type RedisFanOut = {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
};

/**
 * Connects to Redis once at start: a wrong REDIS_URL fails start-up with a clear message instead of a
 * node that silently delivers only to its own sockets. Later outages are retried by the client; the
 * stream lets the adapter resume where it stopped.
 */
export async function connectRedisFanOut(
  url: string,
  logError: (error: Error) => void,
): Promise<RedisFanOut> {
  const client = createClient({ url, socket: { connectTimeout: 5_000 } });
  const startError = new Promise<never>((_resolve, reject) => {
    client.once('error', (error: Error) => reject(error));
  });
  try {
    await Promise.race([client.connect(), startError]);
  } catch (error) {
    client.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `REDIS_URL could not be reached (${reason}); start Redis or unset REDIS_URL.`,
    );
  }
  // After start-up the client reconnects by itself; its errors are logged, never thrown.
  client.on('error', logError);
  return {
    adapter: createAdapter(client),
    async close() {
      await client.close();
    },
  };
}
