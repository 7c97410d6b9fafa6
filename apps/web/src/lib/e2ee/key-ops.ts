// Where the Argon2id operations run: in a module Web Worker where the browser has one, else in the page.
// Argon2id at 64 MiB takes about a quarter second on a desktop and seconds on a slow phone; in a worker
// the page keeps painting its busy state. One worker per operation, ended after it: that frees its memory.
import { E2eeError, changePassphrase, createKeyBundle, unlockWithPassphrase } from '@groeipad/sync';
import type { CreatedKeyBundle, KeyBundle, KeyBundleOptions } from '@groeipad/sync';
import type { KeyOpRequest, KeyOpResponse } from './key-op-answer';

/** The three operations of @groeipad/sync that run Argon2id; the recovery key needs none (HKDF). */
export type KeyOps = {
  createKeyBundle(passphrase: string, options?: KeyBundleOptions): Promise<CreatedKeyBundle>;
  unlockWithPassphrase(bundle: KeyBundle, passphrase: string): Promise<CryptoKey>;
  changePassphrase(
    bundle: KeyBundle,
    dataKey: CryptoKey,
    newPassphrase: string,
    options?: KeyBundleOptions,
  ): Promise<KeyBundle>;
};

/** What the page needs of a Worker (tests pass a stand-in). */
export type KdfWorker = {
  onmessage: ((event: MessageEvent<KeyOpResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: KeyOpRequest): void;
  terminate(): void;
};

export type SpawnKdfWorker = () => KdfWorker;

export const inPageKeyOps: KeyOps = { createKeyBundle, unlockWithPassphrase, changePassphrase };

/** The worker could not be started or crashed: nothing was computed, so the page may do it instead. */
class WorkerFailed extends Error {
  override readonly name = 'WorkerFailed';
}

function spawnModuleWorker(): KdfWorker {
  // Written out in full: Vite finds `new Worker(new URL(...))` and bundles the worker as its own chunk.
  return new Worker(new URL('./kdf-worker.ts', import.meta.url), { type: 'module' });
}

function inWorker<T>(spawn: SpawnKdfWorker, request: KeyOpRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let worker: KdfWorker;
    try {
      worker = spawn();
    } catch (error) {
      reject(new WorkerFailed('could not start the worker', { cause: error }));
      return;
    }
    worker.onmessage = (event) => {
      worker.terminate();
      const answer = event.data;
      if (answer.ok) resolve(answer.value as T);
      else reject(answer.code ? new E2eeError(answer.code) : new Error(answer.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      // The script failed to load or threw at the top: no answer is coming.
      event.preventDefault();
      reject(new WorkerFailed('the worker failed'));
    };
    worker.postMessage(request);
  });
}

/**
 * Runs each operation in a fresh worker; when a worker cannot start or crashes, this and every later
 * operation run in the page instead (same result, only the page is busy meanwhile).
 */
export function workerKeyOps(spawn: SpawnKdfWorker = spawnModuleWorker): KeyOps {
  let broken = false;
  async function either<T>(request: KeyOpRequest, inPage: () => Promise<T>): Promise<T> {
    if (broken) return inPage();
    try {
      return await inWorker<T>(spawn, request);
    } catch (error) {
      if (!(error instanceof WorkerFailed)) throw error;
      console.warn('Key derivation worker unavailable; deriving in the page', error.cause);
      broken = true;
      return inPage();
    }
  }
  return {
    createKeyBundle: (passphrase, options) =>
      either({ op: 'create', passphrase, cost: options?.cost }, () =>
        createKeyBundle(passphrase, options),
      ),
    unlockWithPassphrase: (bundle, passphrase) =>
      either({ op: 'unlock', bundle, passphrase }, () => unlockWithPassphrase(bundle, passphrase)),
    changePassphrase: (bundle, dataKey, passphrase, options) =>
      either({ op: 'change', bundle, dataKey, passphrase, cost: options?.cost }, () =>
        changePassphrase(bundle, dataKey, passphrase, options),
      ),
  };
}

/** A worker where the browser has Worker (every browser we support); the page elsewhere (tests). */
export function defaultKeyOps(): KeyOps {
  return typeof Worker === 'undefined' ? inPageKeyOps : workerKeyOps();
}
