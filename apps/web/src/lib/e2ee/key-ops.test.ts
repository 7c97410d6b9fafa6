// The worker protocol of the Argon2id operations: answers and E2eeError codes survive the trip, and a worker
// that cannot start leaves the work to the page. The stand-in worker runs the real worker's answer function.
import { isE2eeError, unlockWithRecoveryKey } from '@groeipad/sync';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerKeyOp } from './key-op-answer';
import type { KeyOpRequest } from './key-op-answer';
import { workerKeyOps } from './key-ops';
import type { KdfWorker } from './key-ops';

const SMALL = { m: 64, t: 1, p: 1 };
const PASSPHRASE = 'zeven zeeën en een meeuw';

function fakeWorkers() {
  const started: KeyOpRequest[] = [];
  let terminated = 0;
  const spawn = (): KdfWorker => {
    const worker: KdfWorker = {
      onmessage: null,
      onerror: null,
      postMessage(request) {
        started.push(request);
        // Structured clone on the way back, as postMessage does (CryptoKeys included).
        void answerKeyOp(structuredClone(request)).then((answer) =>
          worker.onmessage?.(new MessageEvent('message', { data: structuredClone(answer) })),
        );
      },
      terminate() {
        terminated += 1;
      },
    };
    return worker;
  };
  return { spawn, started, terminated: () => terminated };
}

beforeEach(() => {
  // The fallback says so on the console; these tests cause it on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('workerKeyOps', () => {
  it('creates, unlocks and changes in a worker, one per operation, each ended after', async () => {
    const workers = fakeWorkers();
    const ops = workerKeyOps(workers.spawn);
    const created = await ops.createKeyBundle(PASSPHRASE, { cost: SMALL });
    const key = await ops.unlockWithPassphrase(created.bundle, PASSPHRASE);
    const changed = await ops.changePassphrase(created.bundle, key, 'een nieuwe zin graag', {
      cost: SMALL,
    });
    expect(workers.started.map((request) => request.op)).toEqual(['create', 'unlock', 'change']);
    expect(workers.terminated()).toBe(3);
    expect(changed.wrappedByRecovery).toEqual(created.bundle.wrappedByRecovery);
    // The recovery key made in the worker opens the bundle in the page.
    const recovered = await unlockWithRecoveryKey(changed, created.recoveryKey);
    expect(recovered.algorithm.name).toBe('AES-GCM');
  });

  it('keeps the error code of a wrong passphrase', async () => {
    const ops = workerKeyOps(fakeWorkers().spawn);
    const created = await ops.createKeyBundle(PASSPHRASE, { cost: SMALL });
    const failure = await ops.unlockWithPassphrase(created.bundle, 'dit is hem echt niet').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isE2eeError(failure, 'wrong_passphrase')).toBe(true);
  });

  it('runs in the page when no worker can start, from then on', async () => {
    let attempts = 0;
    const ops = workerKeyOps(() => {
      attempts += 1;
      throw new Error('blocked');
    });
    const created = await ops.createKeyBundle(PASSPHRASE, { cost: SMALL });
    await ops.unlockWithPassphrase(created.bundle, PASSPHRASE);
    expect(attempts).toBe(1);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('runs in the page when the worker script fails to load', async () => {
    const ops = workerKeyOps(() => {
      const worker: KdfWorker = {
        onmessage: null,
        onerror: null,
        postMessage() {
          queueMicrotask(() => worker.onerror?.(new ErrorEvent('error')));
        },
        terminate() {},
      };
      return worker;
    });
    const created = await ops.createKeyBundle(PASSPHRASE, { cost: SMALL });
    expect(created.recoveryKey).toHaveLength(34);
  });
});
