// Wire format of /api/sync/pull and /api/sync/push, validated with zod on both ends.
import { z } from 'zod';
import { MAX_PULL_LIMIT, MAX_PUSH_CHANGES } from './limits';

const recordData = z.record(z.string(), z.unknown());
const tableName = z.string().min(1).max(64);
const recordId = z.string().min(1).max(200);
const version = z.number().int().nonnegative();

/** A record as the server holds it: the latest data (null once deleted) and its server version. */
export const serverRecordSchema = z.object({
  table: tableName,
  id: recordId,
  version,
  deleted: z.boolean(),
  data: recordData.nullable(),
});
export type ServerRecord = z.infer<typeof serverRecordSchema>;

/** Pull: everything of the caller with a version above `cursor`, oldest first, one page. */
export const pullRequestSchema = z.object({
  cursor: version,
  limit: z.number().int().min(1).max(MAX_PULL_LIMIT).optional(),
});
export type PullRequest = z.infer<typeof pullRequestSchema>;

/** How much record data the account keeps on the server, and its quota (STORAGE_QUOTA_BYTES). */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().nonnegative(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

export const pullResponseSchema = z.object({
  changes: z.array(serverRecordSchema),
  /** The version of the last change in this page (the request's cursor when the page is empty). */
  cursor: version,
  hasMore: z.boolean(),
  /** On the last page, from a server with a storage quota. */
  storage: storageUsageSchema.optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

export const PUSH_OPERATIONS = ['create', 'update', 'delete'] as const;
export type PushOperation = (typeof PUSH_OPERATIONS)[number];

/** One local change. `data` is the whole record without local bookkeeping; null for a delete. */
export const pushChangeSchema = z.object({
  table: tableName,
  id: recordId,
  /**
   * Identifies this exact change (device id + hash of op and data). A retried push of the same
   * change is answered from the server's memory instead of being applied twice.
   */
  mutationId: z.string().min(1).max(200),
  op: z.enum(PUSH_OPERATIONS),
  /** The server version the local copy is based on; null if the device never had a server copy. */
  baseVersion: version.nullable(),
  /** Fields changed on the device since baseVersion (for 'create', ignored: every field counts). */
  changed: z.array(z.string().max(100)).max(500),
  data: recordData.nullable(),
});
export type PushChange = z.infer<typeof pushChangeSchema>;

export const pushRequestSchema = z.object({
  changes: z.array(pushChangeSchema).max(MAX_PUSH_CHANGES),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const REJECT_REASONS = [
  'unknown_table',
  'not_owner',
  'invalid_record',
  'id_mismatch',
  /** The record's JSON is over MAX_SYNC_RECORD_BYTES (or a plaintext one over MAX_RECORD_JSON_BYTES). */
  'too_large',
  /**
   * The account's storage on the server is full (STORAGE_QUOTA_BYTES) and the change would make it
   * larger. Nothing is wrong with the record: it may be sent again once there is room.
   */
  'quota_exceeded',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/**
 * The server's answer for one change, in request order:
 * - accepted: stored as sent, with its new version;
 * - conflict: the server copy had moved on (version above baseVersion, or the record existed for a
 *   create); `server` is the copy it had, `record` what it stored after merging (the device's
 *   changed fields win, a delete beats an edit) with the new version;
 * - rejected: nothing stored; `reason` says why, `message` in English for logs.
 */
export const pushResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted'), table: tableName, id: recordId, version }),
  z.object({
    status: z.literal('conflict'),
    table: tableName,
    id: recordId,
    server: serverRecordSchema,
    record: serverRecordSchema,
  }),
  z.object({
    status: z.literal('rejected'),
    table: tableName,
    id: recordId,
    reason: z.enum(REJECT_REASONS),
    message: z.string(),
  }),
]);
export type PushResult = z.infer<typeof pushResultSchema>;

export const pushResponseSchema = z.object({
  results: z.array(pushResultSchema),
  /** After the push, from a server with a storage quota. */
  storage: storageUsageSchema.optional(),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;
