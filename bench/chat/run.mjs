// `npm run bench:chat [-- --clients 1000,5000 --messages 50 --nodes 1,2]`: delivery latency (post sent ->
// message event at each client) p50/p99 and deliveries per second of the community chat, with N socket
// clients in one room, on one node, and on two nodes behind one PostgreSQL and a real redis-server.
// Server nodes run in their own processes (apps/server/src/testing/chat-bench-node.ts); the clients run here.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect } from 'socket.io-client';
import { startTestRedis } from '../../scripts/redis.mjs';
import { perSecond } from '../sync/stats.mjs';
import { startPostgres } from '../sync/postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const nodeScript = path.resolve(here, '../../apps/server/src/testing/chat-bench-node.ts');
const ROOM = 'type:INFP';
const ORIGIN = 'http://groeipad.test';
const USER_HEADER = 'x-test-user';

/** p50/p99/max of many delays (hundreds of thousands: no spread into Math.max). */
function latency(values) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const at = (p) =>
    Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
  return { p50: at(50), p99: at(99), max: at(100), n: sorted.length };
}

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}
const clientCounts = option('clients', '1000,5000').split(',').map(Number);
const messageCount = Number(option('messages', '50'));
const nodeCounts = option('nodes', '1,2').split(',').map(Number);

function startNode(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', nodeScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) resolve({ url: ready[1], child });
    });
    child.once('exit', (code) => reject(new Error(`node exited with ${code}: ${output}`)));
  });
}

function stopNode(node) {
  return new Promise((resolve) => {
    node.child.once('exit', resolve);
    node.child.kill('SIGTERM');
  });
}

async function request(url, user, method, body) {
  const response = await fetch(url, {
    method,
    headers: {
      origin: ORIGIN,
      [USER_HEADER]: user,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

function openClient(url, user, onMessage) {
  const socket = connect(url, {
    path: '/api/community/socket',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: ORIGIN, [USER_HEADER]: user },
  });
  socket.on('message', onMessage);
  return new Promise((resolve, reject) => {
    socket.once('connect', async () => {
      await socket.emitWithAck('subscribe', [ROOM]);
      resolve(socket);
    });
    socket.once('connect_error', reject);
  });
}

async function measure(nodes, clients) {
  const sentAt = new Map();
  const delays = [];
  let delivered = 0;
  const onMessage = (message) => {
    const started = sentAt.get(message.clientId);
    if (started !== undefined) delays.push(performance.now() - started);
    delivered += 1;
  };
  const sockets = [];
  // Connect in batches: thousands of handshakes at once measure the accept queue, not the chat.
  for (let i = 0; i < clients; i += 200) {
    const batch = [];
    for (let j = i; j < Math.min(clients, i + 200); j++) {
      batch.push(openClient(nodes[j % nodes.length].url, `reader${j}`, onMessage));
    }
    sockets.push(...(await Promise.all(batch)));
  }
  const sender = 'benchsender';
  const base = `${nodes[0].url}/api/community`;
  await request(`${base}/profile`, sender, 'PUT', { displayName: 'Bench', mbtiType: 'INFP' });
  await request(`${base}/rooms/${ROOM}/join`, sender, 'POST');
  // Warm-up messages (first JIT, first writes, socket buffers) are delivered but not timed.
  const warmUp = 5;
  const expected = (messageCount + warmUp) * clients;
  const started = performance.now();
  for (let i = 0; i < messageCount + warmUp; i++) {
    const clientId = randomUUID();
    if (i >= warmUp) sentAt.set(clientId, performance.now());
    await request(`${base}/rooms/${ROOM}/messages`, sender, 'POST', {
      clientId,
      body: `bericht ${i}`,
    });
    // One message at a time, spaced like a lively room: latency, not a queue of our own making.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const deadline = Date.now() + 60_000;
  while (delivered < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const elapsed = performance.now() - started;
  for (const socket of sockets) socket.disconnect();
  return {
    clients,
    nodes: nodes.length,
    delivered,
    expected,
    latency: latency(delays),
    perSecond: perSecond(delivered, elapsed),
  };
}

const results = [];
for (const nodeCount of nodeCounts) {
  for (const clients of clientCounts) {
    const postgres = nodeCount > 1 ? await startPostgres() : null;
    const redis = nodeCount > 1 ? await startTestRedis() : null;
    const env = {
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };
    const nodes = [];
    for (let i = 0; i < nodeCount; i++) nodes.push(await startNode(env));
    try {
      const result = await measure(nodes, clients);
      results.push(result);
      console.log(JSON.stringify(result));
    } finally {
      for (const node of nodes) await stopNode(node);
      await redis?.stop();
      await postgres?.stop();
    }
  }
}

console.log(
  '\n| nodes | clients in the room | delivered | latency p50 | latency p99 | deliveries/s |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.nodes} | ${r.clients} | ${r.delivered}/${r.expected} | ${r.latency?.p50 ?? '-'} ms | ${r.latency?.p99 ?? '-'} ms | ${r.perSecond} |`,
  );
}
