// Why a task write failed, as a translation key: the user reads the cause in their own language.
import { RecordNotFoundError, StorageFullError, ValidationError } from '@groeipad/local-db';

export type FailureReasonKey =
  | 'tasks:notify.reasonInvalid'
  | 'tasks:notify.reasonStorageFull'
  | 'tasks:notify.reasonNotFound'
  | 'tasks:notify.reasonUnknown';

export function failureReasonKey(error: unknown): FailureReasonKey {
  if (error instanceof ValidationError) return 'tasks:notify.reasonInvalid';
  if (error instanceof StorageFullError) return 'tasks:notify.reasonStorageFull';
  if (error instanceof RecordNotFoundError) return 'tasks:notify.reasonNotFound';
  return 'tasks:notify.reasonUnknown';
}
