// Install engagement data in browser storage; a failed load or save is only logged (SPEC 8).
import { EMPTY_ENGAGEMENT, parseEngagement, type InstallEngagement } from '@groeipad/domain';

export const ENGAGEMENT_STORAGE_KEY = 'pwa-install-engagement';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type Log = (message: string, error: unknown) => void;

export function loadEngagement(storage: KeyValueStorage | null, log: Log): InstallEngagement {
  try {
    if (!storage) throw new Error('No browser storage');
    return parseEngagement(storage.getItem(ENGAGEMENT_STORAGE_KEY));
  } catch (error) {
    log('Could not load install engagement data', error);
    return EMPTY_ENGAGEMENT;
  }
}

export function saveEngagement(
  storage: KeyValueStorage | null,
  data: InstallEngagement,
  log: Log,
): void {
  try {
    if (!storage) throw new Error('No browser storage');
    storage.setItem(ENGAGEMENT_STORAGE_KEY, JSON.stringify(data));
  } catch (error) {
    log('Could not save install engagement data', error);
  }
}

export function clearEngagement(storage: KeyValueStorage | null, log: Log): void {
  try {
    storage?.removeItem(ENGAGEMENT_STORAGE_KEY);
  } catch (error) {
    log('Could not clear install engagement data', error);
  }
}

/** localStorage can throw on access alone (blocked cookies, some private modes). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
