// The onboarded user (Anna, INFJ), with the record shapes of apps/web/e2e/support/onboarding.ts markOnboarded.

/** users and onboarding_states records, created at `at`, as already synced. */
export function profileRecords(userId, at) {
  const stamp = {
    created_at: at,
    updated_at: at,
    created_by: userId,
    _status: 'synced',
    _changed: [],
  };
  return {
    users: [
      {
        id: userId,
        ...stamp,
        name: 'Anna',
        mbti_type: 'INFJ',
        premium_status: false,
        dark_mode: false,
        voice_enabled: false,
        language: 'nl',
        metadata: '{}',
      },
    ],
    onboarding_states: [
      {
        id: 'bench-onboarding',
        ...stamp,
        user_id: userId,
        current_step: 5,
        step_completed_flags: '{"1":true,"2":true,"3":true,"4":true,"5":true}',
        user_data: JSON.stringify({ id: userId, name: 'Anna', mbtiType: 'INFJ' }),
        mbti_data: '{"type":"INFJ"}',
        interests: '[]',
        context_data: '{}',
        wellness_data: '{}',
        notification_preferences: '{}',
        verification_status: 'unverified',
        onboarded_at: at,
      },
    ],
  };
}
