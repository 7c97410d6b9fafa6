// The "start" write of step 5: the draft as users, mbti_profiles (if not yet), coaching settings and onboarded_at records.
import { COACHING_SETTINGS } from '@groeipad/domain';
import { saveCompletedOnboarding, type GroeipadDb } from '@groeipad/local-db';
import { chosenType, type OnboardingDraft } from './onboarding-draft';
import { draftToColumns } from './onboarding-record';
import { profileFields } from './profile-fields';

type Input = { now: number; draft: OnboardingDraft; darkMode: boolean };

/** Returns the stored MBTI type. Throws (and writes nothing) when the draft is not complete. */
export async function writeCompletion(
  db: GroeipadDb,
  { now, draft, darkMode }: Input,
): Promise<string> {
  const type = chosenType(draft);
  if (!type) throw new Error('Onboarding cannot complete without an MBTI type');
  const { personal, coaching, test } = draft;
  const { wellness_data: _kept, ...columns } = draftToColumns(draft);
  await saveCompletedOnboarding(db, {
    userId: draft.userId,
    now,
    user: {
      name: personal.name.trim(),
      ...(personal.email ? { email: personal.email } : {}),
      mbti_type: type,
      premium_status: false,
      dark_mode: darkMode,
      voice_enabled: false,
      language: personal.language,
      timezone: personal.timezone,
    },
    profile: profileFields(draft.userId, type, personal.knowsType ? undefined : test.result),
    ...(draft.profileId ? { keepProfileId: draft.profileId } : {}),
    settings: [
      { definition: COACHING_SETTINGS.frequency, value: coaching.frequency },
      { definition: COACHING_SETTINGS.goals, value: JSON.stringify(coaching.goals) },
      { definition: COACHING_SETTINGS.tone, value: coaching.tone },
      { definition: COACHING_SETTINGS.reminderTime, value: coaching.reminderTime },
    ],
    state: {
      ...(draft.recordId ? { recordId: draft.recordId } : {}),
      columns: {
        ...columns,
        current_step: 5,
        step_completed_flags: JSON.stringify({ ...draft.flags, 5: true }),
        onboarded_at: now,
      },
    },
  });
  return type;
}
