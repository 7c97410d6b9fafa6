// An in-process SyncTransport to a SyncStore, with the network and server faults the tests inject.
import type { PullRequest, PullResponse, PushRequest, PushResponse } from '../protocol';
import {
  pullRequestSchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
} from '../protocol';
import { applyPush, pullChanges } from '../server/apply';
import type { SyncStore } from '../server/store';
import type { SyncTransport } from '../client/types';
import { SyncTransportError } from '../client/types';

export const SYNC_FAULTS = [
  'none',
  /** The request never reaches the server. */
  'request_lost',
  /** The server applies the request; its answer never arrives. */
  'response_lost',
  /** The server answers 500 without doing anything. */
  'server_error',
  /** The server's database fails mid-request: nothing is stored, the server answers 500. */
  'database_down',
  /** The server turns the request away unread: 429 with Retry-After (a rate limit, or busy). */
  'rate_limited',
] as const;

/** The wait a 'rate_limited' fault asks for. */
export const FAULT_RETRY_AFTER_MS = 30_000;
export type SyncFault = (typeof SYNC_FAULTS)[number];

export type LocalTransportOptions = {
  store: SyncStore;
  ownerId: string;
  /** Asked before every request; 'none' when left out. */
  fault?: (kind: 'pull' | 'push') => SyncFault;
  /** Awaited after the server applied a push, before its answer travels back (for interleavings). */
  afterApply?: (request: PushRequest, response: PushResponse) => void | Promise<void>;
  /** The account's storage quota on this server (STORAGE_QUOTA_BYTES on the real one); none when left out. */
  quotaBytes?: number;
};

/** Like a JSON body over HTTP: no shared references between the two ends. */
function overTheWire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A store whose database breaks inside every transaction: the work runs, then nothing is committed. */
function brokenStore(store: SyncStore): SyncStore {
  const unreachable = () => new Error('database unreachable');
  return {
    transaction: (ownerId, fn) =>
      store.transaction(ownerId, async (tx) => {
        await fn(tx);
        throw unreachable();
      }),
    changesSince: () => Promise.reject(unreachable()),
    pageSince: () => Promise.reject(unreachable()),
    storedBytes: () => Promise.reject(unreachable()),
    deleteOwner: () => Promise.reject(unreachable()),
  };
}

async function serve<T>(
  fault: SyncFault,
  work: (store: SyncStore) => Promise<T>,
  store: SyncStore,
): Promise<T> {
  if (fault === 'request_lost') throw new SyncTransportError('offline', 'request lost');
  if (fault === 'server_error') throw new SyncTransportError('server', 'internal error', 500);
  if (fault === 'rate_limited') {
    throw new SyncTransportError('rate_limited', 'wait', 429, FAULT_RETRY_AFTER_MS);
  }
  if (fault === 'database_down') {
    await work(brokenStore(store)).catch(() => undefined);
    throw new SyncTransportError('server', 'database unreachable', 500);
  }
  const answer = await work(store);
  if (fault === 'response_lost') throw new SyncTransportError('offline', 'response lost');
  return answer;
}

export function createLocalTransport(options: LocalTransportOptions): SyncTransport {
  const { store, ownerId, afterApply, quotaBytes } = options;
  const quota = quotaBytes === undefined ? {} : { quotaBytes };
  const faultOf = options.fault ?? (() => 'none' as const);
  return {
    async pull(request: PullRequest): Promise<PullResponse> {
      const body = pullRequestSchema.parse(overTheWire(request));
      const answer = await serve(
        faultOf('pull'),
        (s) => pullChanges(s, ownerId, body, quota),
        store,
      );
      return pullResponseSchema.parse(overTheWire(answer));
    },
    async push(request: PushRequest): Promise<PushResponse> {
      const body = pushRequestSchema.parse(overTheWire(request));
      const fault = faultOf('push');
      const answer = await serve(
        fault,
        async (s) => {
          const response = await applyPush(s, ownerId, body, quota);
          if (s === store) await afterApply?.(body, response);
          return response;
        },
        store,
      );
      return pushResponseSchema.parse(overTheWire(answer));
    },
  };
}
