// Test support: a little of everything the daily core shows (entry, task, goals, mood, plan) for the e2e
// user, written straight into the app's IndexedDB so a screen can be checked with real content.
import type { Page } from '@playwright/test';

/** Writes the records for user 'e2e-user' (see markOnboarded's `user` option); the page must be on the app. */
export async function seedDailyCore(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('groeipad');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const now = Date.now();
          const day = 86_400_000;
          const base = (id: string) => ({
            id,
            created_at: now,
            updated_at: now,
            created_by: 'e2e-user',
            _status: 'created',
            _changed: [],
          });
          const user_id = 'e2e-user';
          const stores = [
            'enhanced_journal_entries',
            'tasks',
            'daily_goals',
            'mood_tracking',
            'planning_sessions',
          ];
          const tx = db.transaction(stores, 'readwrite');
          tx.objectStore('enhanced_journal_entries').put({
            ...base('seed-entry'),
            user_id,
            title: 'Wandeling langs de rivier',
            content: 'Vandaag een lange wandeling gemaakt in de regen. Daarna rustig en dankbaar.',
            mood_rating: 4,
            tags: '["natuur","gezondheidsbevordering"]',
            category: 'personal',
            is_private: true,
            is_favorite: true,
            word_count: 13,
            date: now,
            is_public: false,
            share_with_ai: false,
            levensgebied: 'lichamelijkeGezondheid',
          });
          tx.objectStore('tasks').put({
            ...base('seed-task'),
            user_id,
            title: 'Belastingaangifte afronden voor het einde van de maand',
            completed: false,
            priority: 'high',
            due_date: now - day,
            category: 'finance',
            tags: '["geld","administratie"]',
          });
          tx.objectStore('daily_goals').put({
            ...base('seed-goal-today'),
            user_id,
            goal_text: 'Twintig minuten wandelen in het park',
            goal_category: 'health',
            is_completed: false,
            target_date: now,
            priority: 'high',
            estimated_duration: 20,
          });
          tx.objectStore('daily_goals').put({
            ...base('seed-goal-old'),
            user_id,
            goal_text: 'Vriendin terugbellen',
            goal_category: 'relationships',
            is_completed: false,
            target_date: now - 3 * day,
            priority: 'low',
          });
          tx.objectStore('mood_tracking').put({
            ...base('seed-mood'),
            user_id,
            mood_rating: 4,
            timestamp: now - 3_600_000,
            context: 'Na het sporten',
            triggers: '["work"]',
            activities: '["walking"]',
          });
          tx.objectStore('planning_sessions').put({
            ...base('seed-plan'),
            user_id,
            session_title: 'Weekplanning',
            session_type: 'weekly',
            session_date: now,
            weekly_goals: '[{"id":"a","text":"Drie keer sporten","done":true}]',
            goals_completed: 1,
            goals_total: 1,
            completion_rate: 100,
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
  );
}
