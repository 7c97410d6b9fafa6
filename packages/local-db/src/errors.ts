// Typed errors of the local database: validation, missing records, full storage and setup failure.
import type { z } from 'zod';

export const DB_SETUP_ERROR_MESSAGE = 'Database V14 setup error';

/** A write was refused because the record does not satisfy the domain schema; nothing was written. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    readonly table: string,
    readonly issues: z.core.$ZodIssue[],
    /** Index of the offending input in a bulk write. */
    readonly index?: number,
  ) {
    const where = index === undefined ? table : `${table}[${index}]`;
    super(`Invalid ${where}: ${issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
}

export class RecordNotFoundError extends Error {
  override readonly name = 'RecordNotFoundError';
  constructor(
    readonly table: string,
    readonly id: string,
  ) {
    super(`No ${table} record with id ${id}`);
  }
}

/** The browser refused a write because the storage quota is used up. */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor(cause: unknown) {
    super('Storage is full: the write was not saved', { cause });
  }
}

/** The database could not be set up; the app must be reloaded. */
export function setupError(cause: unknown): Error {
  return new Error(DB_SETUP_ERROR_MESSAGE, { cause });
}

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const name: unknown = (error as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

/** Names of an error and the errors it wraps (Dexie wraps DOMExceptions in `inner`, others use `cause`). */
export function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const name = errorName(current);
    if (name) names.push(name);
    const next = current as { inner?: unknown; cause?: unknown };
    current = next.inner ?? next.cause;
  }
  return names;
}

export function isQuotaError(error: unknown): boolean {
  return errorNames(error).some(
    (name) => name === 'QuotaExceededError' || name === 'QuotaExceeded',
  );
}
