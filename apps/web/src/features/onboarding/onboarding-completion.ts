// The "start" write of step 5: users, mbti_profiles (if not yet), coaching settings and onboarded_at, all or nothing.
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import { chosenType, type OnboardingDraft } from './onboarding-draft';
import { draftToColumns } from './onboarding-record';
import { COACHING_SETTINGS } from '@groeipad/domain';
import { writeSetting } from './onboarding-settings';
import { profileFields } from './profile-fields';

type Input = { now: number; draft: OnboardingDraft; darkMode: boolean };

/** Returns the stored MBTI type. Throws (and writes nothing) when the draft is not complete. */
export async function writeCompletion(
  db: GroeipadDb,
  { now, draft, darkMode }: Input,
): Promise<string> {
  const type = chosenType(draft);
  if (!type) throw new Error('Onboarding cannot complete without an MBTI type');
  const ctx = { now: () => now, actor: draft.userId };
  const { personal, coaching, test } = draft;
  const tables = [db.onboarding_states, db.users, db.mbti_profiles, db.settings];
  await db.transaction('rw', tables, async () => {
    const users = createRepository(db, 'users', ctx);
    const user = {
      name: personal.name.trim(),
      ...(personal.email ? { email: personal.email } : {}),
      mbti_type: type,
      premium_status: false,
      dark_mode: darkMode,
      voice_enabled: false,
      language: personal.language,
      timezone: personal.timezone,
    };
    if (await users.get(draft.userId)) await users.update(draft.userId, user);
    else await users.create({ ...user, id: draft.userId });

    const profiles = createRepository(db, 'mbti_profiles', ctx);
    const profile = draft.profileId ? await profiles.get(draft.profileId) : undefined;
    if (!profile) {
      const result = personal.knowsType ? undefined : test.result;
      await profiles.create(profileFields(draft.userId, type, result));
    }

    const settings: [keyof typeof COACHING_SETTINGS, string][] = [
      ['frequency', coaching.frequency],
      ['goals', JSON.stringify(coaching.goals)],
      ['tone', coaching.tone],
      ['reminderTime', coaching.reminderTime],
    ];
    for (const [name, value] of settings) {
      const definition = COACHING_SETTINGS[name];
      await writeSetting(db, { userId: draft.userId, now: () => now, definition, value });
    }

    const states = createRepository(db, 'onboarding_states', ctx);
    const { wellness_data: _kept, ...columns } = draftToColumns(draft);
    const done = {
      ...columns,
      current_step: 5,
      step_completed_flags: JSON.stringify({ ...draft.flags, 5: true }),
      onboarded_at: now,
    };
    if (draft.recordId && (await states.get(draft.recordId))) {
      await states.update(draft.recordId, done);
    } else {
      await states.create(done);
    }
  });
  return type;
}
