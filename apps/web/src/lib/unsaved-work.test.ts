import { describe, expect, it, vi } from 'vitest';
import { createUnsavedWorkRegistry } from './unsaved-work';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('unsaved work registry', () => {
  it('waits for every registered hook before resolving', async () => {
    const registry = createUnsavedWorkRegistry();
    const gate = deferred();
    const saved: string[] = [];
    registry.registerUnsavedWork(async () => {
      await gate.promise;
      saved.push('draft');
    });
    let flushed = false;
    const flushing = registry.flushUnsavedWork().then(() => (flushed = true));
    await Promise.resolve();
    expect(flushed).toBe(false);
    gate.resolve();
    await flushing;
    expect(saved).toEqual(['draft']);
  });

  it('waits for a tracked write and forgets it once settled', async () => {
    const registry = createUnsavedWorkRegistry();
    const gate = deferred();
    const write = registry.trackPendingWrite(gate.promise.then(() => 'id-1'));
    let flushed = false;
    const flushing = registry.flushUnsavedWork().then(() => (flushed = true));
    await Promise.resolve();
    expect(flushed).toBe(false);
    gate.resolve();
    await flushing;
    await expect(write).resolves.toBe('id-1');
  });

  it('logs a failing hook and still runs the others', async () => {
    const log = vi.fn();
    const registry = createUnsavedWorkRegistry(log);
    const other = vi.fn(() => Promise.resolve());
    registry.registerUnsavedWork(() => Promise.reject(new Error('disk full')));
    registry.registerUnsavedWork(other);
    await registry.flushUnsavedWork();
    expect(other).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('Saving unsaved work failed', new Error('disk full'));
  });

  it('does not run a hook after it was removed', async () => {
    const registry = createUnsavedWorkRegistry();
    const hook = vi.fn(() => Promise.resolve());
    const remove = registry.registerUnsavedWork(hook);
    remove();
    await registry.flushUnsavedWork();
    expect(hook).not.toHaveBeenCalled();
  });
});
