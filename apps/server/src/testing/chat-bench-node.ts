// Test support: one community server node for bench/chat, in its own process: the community routes and socket as app.ts wires them, on a PGlite or a DATABASE_URL, callers named by the test header, with REDIS_URL its Redis Streams fan-out. Prints its URL, then serves until killed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../db';
import { connectRedisFanOut } from '../services/community-redis';
import { openCommunityApp } from './community-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-bench-chat-'));
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(dataDir, 'pglite'),
});
await migrateToLatest(database.db);
// The one account that posts (readers only read, which any signed-in caller may in a public room).
await database.db
  .insertInto('auth_user')
  .values({ id: 'benchsender', name: 'Bench', email: 'bench@example.test', email_verified: false })
  .onConflict((oc) => oc.column('id').doNothing())
  .execute();
const fanOut = process.env.REDIS_URL
  ? await connectRedisFanOut(process.env.REDIS_URL, (error) => console.error(error))
  : null;
// The benchmark's sender posts far faster than a member may: its limit is out of the way.
const app = await openCommunityApp(
  database.db,
  [{ max: 1_000_000, windowMs: 60_000 }],
  fanOut?.adapter,
);
console.log(`READY ${app.url}`);
process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await fanOut?.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
