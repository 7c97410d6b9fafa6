// Checks one pushed record before the server stores it: known table, within its size limit, matching id, the caller's own, valid per the domain (or ciphertext) schema.
import { jsonByteLength } from '@groeipad/domain';
import { tableRegistry } from '@groeipad/domain/schemas';
import { isEncryptedTable } from '../crypto/encrypted-tables';
import { encryptedRecordSchema, isEncryptedRecord } from '../crypto/record-envelope';
import { MAX_RECORD_JSON_BYTES, MAX_SYNC_RECORD_BYTES } from '../limits';
import type { PushChange, RejectReason } from '../protocol';
import { isSyncTable, ownerOf } from '../tables';

export type Validated =
  | { ok: true; data: Record<string, unknown> | null }
  | { ok: false; reason: RejectReason; message: string };

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid record';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

// PostgreSQL's text and jsonb cannot hold NUL or an unpaired UTF-16 surrogate: such a record would
// fail the whole push with a database error on every retry, so it is refused on its own instead.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function storable(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\0') && !loneSurrogate.test(value);
  if (Array.isArray(value)) return value.every(storable);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => storable(key) && storable(item));
  }
  return true;
}

const unstorable: Validated = {
  ok: false,
  reason: 'invalid_record',
  message: 'text holds a NUL character or an unpaired surrogate, which the server cannot store',
};

/**
 * A record over its size limit, refused on its own so the rest of the batch still applies:
 * plaintext over what every table's schema allows, ciphertext over what sync carries.
 */
function tooLarge(data: Record<string, unknown>): Validated | undefined {
  const limit = isEncryptedRecord(data) ? MAX_SYNC_RECORD_BYTES : MAX_RECORD_JSON_BYTES;
  const bytes = jsonByteLength(data);
  if (bytes <= limit) return undefined;
  const message = `the record is ${bytes} bytes of JSON; the server takes at most ${limit}`;
  return { ok: false, reason: 'too_large', message };
}

export type ValidateOptions = {
  /** The account encrypts end to end: records of encrypted tables must arrive as ciphertext. */
  encryptedOnly?: boolean;
};

/** Validates a record of an encrypted table: ciphertext always passes the envelope schema. */
function schemaFor(table: Parameters<typeof isEncryptedTable>[0], data: Record<string, unknown>) {
  if (isSyncTable(table) && isEncryptedTable(table) && 'e2e' in data) return encryptedRecordSchema;
  return isSyncTable(table) ? tableRegistry[table].schema : undefined;
}

/**
 * The record as it may be stored, or why it is refused. A valid record is stored exactly as sent
 * (not as the schema's parsed output), so the device that marks it synced holds the same copy as
 * the server, and fields a newer app version adds are kept.
 */
export function validateChange(
  change: PushChange,
  ownerId: string,
  options: ValidateOptions = {},
): Validated {
  const { table, id, op, data } = change;
  if (!isSyncTable(table)) {
    return { ok: false, reason: 'unknown_table', message: `'${table}' does not sync` };
  }
  if (!storable(id) || !storable(change.mutationId)) return unstorable;
  if (op === 'delete') return { ok: true, data: null };
  if (data === null) {
    return { ok: false, reason: 'invalid_record', message: `${op} needs the record` };
  }
  const oversized = tooLarge(data);
  if (oversized) return oversized;
  if (data.id !== id) {
    return { ok: false, reason: 'id_mismatch', message: 'record id differs from the change id' };
  }
  if (ownerOf(table, data) !== ownerId) {
    return { ok: false, reason: 'not_owner', message: 'the record belongs to another user' };
  }
  if (options.encryptedOnly && isEncryptedTable(table) && !('e2e' in data)) {
    return { ok: false, reason: 'invalid_record', message: 'this account stores only ciphertext' };
  }
  const parsed = schemaFor(table, data)?.safeParse(data);
  if (!parsed?.success) {
    return {
      ok: false,
      reason: 'invalid_record',
      message: parsed ? firstIssue(parsed.error) : 'no schema',
    };
  }
  if (!storable(data)) return unstorable;
  return { ok: true, data };
}
