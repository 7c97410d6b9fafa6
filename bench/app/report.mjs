// Medians and ranges of the runs, the printed table, and the machine and versions the results came from.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './server.mjs';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** { median, min, max, n } of the numbers among `values`; null when there are none. */
export function stats(values) {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length === 0) return null;
  return {
    median: median(numbers),
    min: Math.min(...numbers),
    max: Math.max(...numbers),
    n: numbers.length,
  };
}

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: execFileSync('/usr/bin/chromium', ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim(),
  };
}

export function versions() {
  const version = (name) => {
    try {
      const file = path.join(root, 'node_modules', name, 'package.json');
      return JSON.parse(readFileSync(file, 'utf8')).version;
    } catch {
      return null;
    }
  };
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return null;
    }
  };
  const packages = ['react', 'dexie', 'minisearch', '@mantine/core', 'recharts', 'vite'];
  return {
    ...Object.fromEntries(packages.map((name) => [name, version(name)])),
    'playwright-core': version('playwright-core'),
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedFiles: git('status', '--porcelain')?.split('\n').filter(Boolean).length ?? null,
  };
}

const ms = (s) => (s ? `${s.median.toFixed(0)}` : '-');
const range = (s) => (s ? `${s.min.toFixed(0)}-${s.max.toFixed(0)}` : '-');
const mib = (s) => (s ? `${(s.median / 2 ** 20).toFixed(1)}` : '-');

/** Table rows: [what, median ms, min-max, LCP ms, JS heap MiB, note]. */
export function tableRows(summary) {
  const rows = [];
  for (const name of ['home', 'analytics']) {
    const s = summary[name];
    const note = s.error ? 'SELECTOR MISSING' : `${s.marker} marker`;
    rows.push([`${name}: ready`, ms(s.ready), range(s.ready), ms(s.lcp), mib(s.heap), note]);
  }
  const search = summary.search;
  const note = search.error ? 'SELECTOR MISSING' : `${search.marker} marker`;
  rows.push([
    'search: index ready',
    ms(search.ready),
    range(search.ready),
    ms(search.lcp),
    mib(search.heap),
    note,
  ]);
  for (const q of search.queries ?? []) {
    const how = `${q.methods.join('/')}; -${search.debounceMs} ms: ${ms(q.minusDebounce)}`;
    rows.push([`search "${q.text}" (${q.label})`, ms(q.raw), range(q.raw), '-', '-', how]);
  }
  return rows;
}

export function formatTable(rows) {
  const header = ['measurement', 'median ms', 'min-max', 'LCP ms', 'heap MiB', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
