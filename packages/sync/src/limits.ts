// Every size and count limit of sync in one place, read by the client engine and the server alike (decision 030).
import { MAX_RECORD_JSON_BYTES } from '@groeipad/domain';

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A plaintext record as the device stores it: every table's schema refuses more (domain record-size.ts). */
export { MAX_RECORD_JSON_BYTES };

/**
 * Most bytes (UTF-8 JSON) of one record's `data` the server takes in a push, plaintext or
 * ciphertext: twice MAX_RECORD_JSON_BYTES, so the end-to-end encrypted form of the largest valid
 * record (base64, about 4/3 of it) fits. Above it a change is answered `rejected` with reason
 * `too_large`, on its own: the rest of the batch is applied.
 */
export const MAX_SYNC_RECORD_BYTES = 1 * MiB;

/** Most changes in one push request. */
export const MAX_PUSH_CHANGES = 500;

/**
 * The push request body limit (413 above it): the client's batches stay under PUSH_BATCH_BYTES, so
 * a batch plus one record at MAX_SYNC_RECORD_BYTES still fits with room to spare.
 */
export const PUSH_BODY_LIMIT = 4 * MiB;

/**
 * What the client puts in one push request, measured as the changes' JSON: a change joins a batch
 * while the batch stays within this, and a larger change goes alone.
 */
export const PUSH_BATCH_BYTES = 2 * MiB;

/** A pull body is a cursor and a limit. */
export const PULL_BODY_LIMIT = 16 * KiB;

/** Most records in one pull page, and how many when the request does not say. */
export const MAX_PULL_LIMIT = 1000;
export const DEFAULT_PULL_LIMIT = 500;

/**
 * Most bytes of record data in one pull page: a record joins the page while the page stays within
 * this (the first record always joins, so a page holds at most max(this, one record)), then the page
 * ends with `hasMore`. Bounds the server's memory per pull and the device's per page.
 */
export const PULL_PAGE_BYTES = 2 * MiB;

/**
 * Pulls of one user that one server process serves at once; another gets 429 with Retry-After. Per
 * process on purpose: it protects that process's memory (decision 033 keeps such limits local).
 */
export const MAX_CONCURRENT_PULLS_PER_USER = 2;

/** The same for pushes: a waiting push holds its parsed body (up to PUSH_BODY_LIMIT) in memory. */
export const MAX_CONCURRENT_PUSHES_PER_USER = 2;

/** Seconds a device is told to wait (Retry-After) when its user's pulls or pushes are all in use. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Most bytes of record data one account keeps on the server: the sum of its records' stored sizes
 * (tombstones included, a few bytes each). Checked per push under the owner's lock: while the account
 * is below it a push is taken whole, so it is passed by at most one push request; from then on a
 * change that would make the account larger is refused with `quota_exceeded`, while deletes and
 * changes that do not grow it still apply. About 20 years of a heavy user's journal, moods, tasks and
 * coach conversations (decision 030).
 */
export const STORAGE_QUOTA_BYTES = 256 * MiB;

/** At most `max` per fixed window of `windowMs` (services/window-limit.ts on the server). */
export type RateWindow = { max: number; windowMs: number };

/** Per-user rates of sync, counted in the database for every server process; each over its limit is a 429 `rate_limited`. */
export type SyncRateLimits = {
  /** Pull and push requests together. */
  requests: readonly RateWindow[];
  /** Bytes of push request bodies. */
  pushBytes: readonly RateWindow[];
  /** Bytes of pull answers (JSON, before compression). */
  pullBytes: readonly RateWindow[];
};

/**
 * Far above what a person's devices do, far below the flood of issue 16 (17,500 records, 140 MB in
 * 12 s): a new device's first pull of 100 MB comes in 50 pages within one minute's 256 MiB; a device
 * back after weeks offline pushes thousands of records (about 10 MB) within one minute's 32 MiB; a
 * flood is held to 32 MiB a minute and 1 GiB a day of writes. Reasoning in decision 030.
 */
export const SYNC_RATE_LIMITS: SyncRateLimits = {
  requests: [{ max: 600, windowMs: MINUTE_MS }],
  pushBytes: [
    { max: 32 * MiB, windowMs: MINUTE_MS },
    { max: 1 * GiB, windowMs: DAY_MS },
  ],
  pullBytes: [
    { max: 256 * MiB, windowMs: MINUTE_MS },
    { max: 2 * GiB, windowMs: DAY_MS },
  ],
};

/** How long the client waits after a 429 without a usable Retry-After. */
export const DEFAULT_RETRY_AFTER_MS = MINUTE_MS;

/** The longest wait the client takes from a Retry-After: a day, the longest window above. */
export const MAX_RETRY_AFTER_MS = DAY_MS;

/** Bounds of one page or batch: at most `limit` items and, past the first, `maxBytes` of them. */
export type PageBounds = { limit: number; maxBytes: number };

/**
 * How many of the next items, given their sizes in order, form one pull page or push batch: at most
 * `limit`, and past the first only while the total stays within `maxBytes`. The first always joins,
 * so a page is never empty while items remain and holds at most max(maxBytes, one item).
 */
export function pageLength(sizes: readonly number[], bounds: PageBounds): number {
  let total = 0;
  let count = 0;
  for (const size of sizes) {
    if (count >= bounds.limit || (count > 0 && total + size > bounds.maxBytes)) break;
    total += size;
    count += 1;
  }
  return count;
}
