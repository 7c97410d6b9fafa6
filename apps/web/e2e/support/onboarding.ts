// Test support: put the browser in the onboarded state the way the onboarding flow leaves it,
// by writing an onboarding_states record with onboarded_at into the app's own IndexedDB.
import type { Page } from '@playwright/test';

/** IndexedDB version Dexie uses for schema 15 (Dexie stores version n as n * 10). */
const IDB_VERSION = 150;

export type MarkOnboardedOptions = {
  /**
   * Also write the users record the onboarding flow creates (id 'e2e-user', name Anna, INFJ), as the
   * daily-core screens need a user to own what they write. Off by default: some specs start without one.
   */
  user?: boolean;
};

/**
 * Opens the app once so it creates its database, then marks the user onboarded and reloads.
 * Leaves the page on `path` (default '/').
 */
export async function markOnboarded(
  page: Page,
  path = '/',
  options: MarkOnboardedOptions = {},
): Promise<void> {
  await page.goto('/onboarding/step-1');
  await page.getByRole('main').waitFor();
  await page.evaluate(
    ({ version, withUser }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('groeipad', version);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const stores = withUser ? ['onboarding_states', 'users'] : ['onboarding_states'];
          const tx = db.transaction(stores, 'readwrite');
          const now = Date.now();
          if (withUser) {
            tx.objectStore('users').put({
              id: 'e2e-user',
              created_at: now,
              updated_at: now,
              created_by: 'e2e-user',
              name: 'Anna',
              mbti_type: 'INFJ',
              premium_status: false,
              dark_mode: false,
              voice_enabled: false,
              language: 'nl',
              metadata: '{}',
              _status: 'created',
              _changed: [],
            });
          }
          tx.objectStore('onboarding_states').put({
            id: 'e2e-onboarding',
            created_at: now,
            updated_at: now,
            created_by: 'e2e-user',
            user_id: 'e2e-user',
            current_step: 5,
            step_completed_flags: '{"1":true,"2":true,"3":true,"4":true,"5":true}',
            user_data: '{"id":"e2e-user","name":"Anna","mbtiType":"INFJ"}',
            mbti_data: '{"type":"INFJ"}',
            interests: '[]',
            context_data: '{}',
            wellness_data: '{}',
            notification_preferences: '{}',
            verification_status: 'unverified',
            onboarded_at: now,
            _status: 'created',
            _changed: [],
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
    { version: IDB_VERSION, withUser: options.user === true },
  );
  await page.evaluate(() => localStorage.setItem('onboarding_completed', 'true'));
  await page.goto(path);
  await page.getByRole('main').waitFor();
}
