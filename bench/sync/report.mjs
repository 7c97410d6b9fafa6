// The machine and versions a result came from, the per-backend summary and the printed table.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../app/server.mjs';
import { percentile } from './stats.mjs';

function packageVersion(name) {
  // Hoisted to the root, or kept under apps/server when another version sits at the root.
  for (const dir of [root, path.join(root, 'apps/server')]) {
    try {
      const file = path.join(dir, 'node_modules', name, 'package.json');
      return JSON.parse(readFileSync(file, 'utf8')).version;
    } catch {
      // Try the next place.
    }
  }
  return null;
}

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

export function versions() {
  const names = ['@electric-sql/pglite', 'pg', 'kysely', 'fastify', 'better-auth', 'zod'];
  return {
    ...Object.fromEntries(names.map((name) => [name, packageVersion(name)])),
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedFiles: git('status', '--porcelain')?.split('\n').filter(Boolean).length ?? null,
  };
}

/** Median and range of one field over the incremental rounds. */
function spread(rounds, field) {
  const values = rounds.map((r) => r[field]);
  return { median: percentile(values, 50), min: Math.min(...values), max: Math.max(...values) };
}

export function summariseIncremental(rounds) {
  return {
    rounds: rounds.length,
    changes: rounds[0]?.changes ?? 0,
    pushMs: spread(rounds, 'pushMs'),
    pullMs: spread(rounds, 'pullMs'),
    totalMs: spread(rounds, 'totalMs'),
  };
}

const int = (v) => (typeof v === 'number' ? Math.round(v).toLocaleString('en-US') : '-');
const one = (v) => (typeof v === 'number' ? v.toFixed(1) : '-');
const seconds = (ms, digits = 1) => (typeof ms === 'number' ? (ms / 1000).toFixed(digits) : '-');
const range = (s) => (s ? `${one(s.median)} (${one(s.min)}-${one(s.max)})` : '-');

/** [label, value per backend] rows for the printed table and the README. */
export function tableRows(results) {
  const pick = (f) => results.map((r) => (r.error ? 'FAILED' : f(r)));
  const { config } = results[0] ?? {};
  const c = config ?? {};
  const rows = [
    [
      `upload history: ${int(c.records)} records, ${c.seedBatch}/push (s)`,
      pick((r) => seconds(r.upload.ms)),
    ],
    ['  records/s', pick((r) => int(r.upload.recordsPerS))],
    [
      `first sync: pull ${int(c.records)} records, ${c.pullPage}/page (s)`,
      pick((r) => seconds(r.initialPull.ms, 2)),
    ],
    ['  records/s', pick((r) => int(r.initialPull.recordsPerS))],
    [
      '  client: HTTP wait+read / JSON.parse / zod (s)',
      pick((r) => {
        const p = r.initialPull;
        return `${seconds(p.httpMs, 2)} / ${seconds(p.parseMs, 2)} / ${seconds(p.validateMs, 2)}`;
      }),
    ],
    [
      `incremental: push ${c.incrementalChanges} changes (ms, median of ${c.incrementalRounds})`,
      pick((r) => range(r.incremental.pushMs)),
    ],
    [`incremental: pull them on the other device (ms)`, pick((r) => range(r.incremental.pullMs))],
    [
      `${int(c.clients)} clients x ${c.pushesPerClient} pushes x ${c.recordsPerPush} records: records/s`,
      pick((r) => int(r.concurrent.recordsPerS)),
    ],
    ['  pushes/s', pick((r) => int(r.concurrent.requestsPerS))],
    [
      '  push latency p50 / p99 / max (ms)',
      pick((r) => {
        const l = r.concurrent.latencyMs;
        return l ? `${int(l.p50)} / ${int(l.p99)} / ${int(l.max)}` : '-';
      }),
    ],
    [
      '  first push of each client p50 / p99 (ms)',
      pick((r) => {
        const l = r.concurrent.firstPushLatencyMs;
        return l ? `${int(l.p50)} / ${int(l.p99)}` : '-';
      }),
    ],
    [
      '  later pushes p50 / p99 (ms)',
      pick((r) => {
        const l = r.concurrent.laterPushLatencyMs;
        return l ? `${int(l.p50)} / ${int(l.p99)}` : '-';
      }),
    ],
    [
      '  a client had all its pushes answered p50 / p99 (s)',
      pick((r) => {
        const l = r.concurrent.clientDoneMs;
        return l ? `${seconds(l.p50)} / ${seconds(l.p99)}` : '-';
      }),
    ],
    ['  failed pushes', pick((r) => int(r.concurrent.failedRequests))],
    [`(setup) sign up ${int(c.clients)} accounts (s)`, pick((r) => seconds(r.signUpMs))],
  ];
  return { header: ['measurement', ...results.map((r) => r.backend)], rows };
}

export function formatTable({ header, rows }) {
  const lines = rows.map(([label, values]) => [label, ...values]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.map(line)].join(
    '\n',
  );
}
