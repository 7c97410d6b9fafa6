import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { startPeriodicPrune, type PruneLog } from './periodic-prune';

type Line = { level: 'info' | 'warn'; data: unknown; message: string };

function recorder(): { log: PruneLog; lines: Line[] } {
  const lines: Line[] = [];
  const log = {
    info: (data: unknown, message: string) => void lines.push({ level: 'info', data, message }),
    warn: (data: unknown, message: string) => void lines.push({ level: 'warn', data, message }),
  } as PruneLog;
  return { log, lines };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('startPeriodicPrune', () => {
  it('prunes at start and logs how many memos went', async () => {
    const { log, lines } = recorder();
    const prune = vi.fn(() => Promise.resolve(42));
    const pruning = startPeriodicPrune({ what: 'sync mutations', prune, log });
    expect(prune).toHaveBeenCalledTimes(1);
    await pruning.stop();
    expect(lines).toEqual([
      {
        level: 'info',
        data: { removed: 42, ms: expect.any(Number) as number },
        message: 'pruned sync mutations',
      },
    ]);
  });

  it('prunes again every interval, never two at once, and not after stop', async () => {
    vi.useFakeTimers();
    try {
      const { log } = recorder();
      const slow = deferred<number>();
      const prune = vi
        .fn<() => Promise<number>>()
        .mockReturnValueOnce(slow.promise)
        .mockResolvedValue(0);
      const pruning = startPeriodicPrune({ what: 'sync mutations', prune, log, intervalMs: 1_000 });
      // The first run is still busy when the next two are due.
      await vi.advanceTimersByTimeAsync(2_500);
      expect(prune).toHaveBeenCalledTimes(1);
      slow.resolve(3);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(prune).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(prune).toHaveBeenCalledTimes(3);
      await pruning.stop();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(prune).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stop waits for a prune still running', async () => {
    const { log, lines } = recorder();
    const slow = deferred<number>();
    const pruning = startPeriodicPrune({ what: 'sync mutations', prune: () => slow.promise, log });
    let stopped = false;
    const stopping = pruning.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    slow.resolve(7);
    await stopping;
    expect(lines.map((line) => line.data)).toEqual([
      { removed: 7, ms: expect.any(Number) as number },
    ]);
  });

  it('logs a failed prune as a warning and carries on', async () => {
    vi.useFakeTimers();
    try {
      const { log, lines } = recorder();
      const prune = vi
        .fn<() => Promise<number>>()
        .mockRejectedValueOnce(new Error('connection lost'))
        .mockResolvedValue(1);
      const pruning = startPeriodicPrune({ what: 'sync mutations', prune, log, intervalMs: 1_000 });
      await vi.advanceTimersByTimeAsync(1_000);
      await pruning.stop();
      expect(lines.map(({ level, message }) => [level, message])).toEqual([
        ['warn', 'pruning sync mutations failed'],
        ['info', 'pruned sync mutations'],
      ]);
      expect(lines[0]?.data).toEqual({ err: { message: 'connection lost' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep the process alive', async () => {
    const moduleUrl = pathToFileURL(path.join(import.meta.dirname, 'periodic-prune.ts'));
    // A process whose only pending work is the daily timer: it must end on its own.
    const script = `
      const { startPeriodicPrune } = await import(${JSON.stringify(moduleUrl.href)});
      const log = { info: (data, message) => console.log(message, JSON.stringify(data)), warn: console.error };
      startPeriodicPrune({ what: 'sync mutations', prune: async () => 5, log });
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timeout = setTimeout(() => child.kill(), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timeout);
    expect(output).toContain('pruned sync mutations {"removed":5');
    // Killed by the timeout it would end with a signal and no code.
    expect(code, output).toBe(0);
  }, 30_000);
});
