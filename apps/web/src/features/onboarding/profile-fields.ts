// The mbti_profiles fields of an onboarding: from the scored test, or self-reported (no test, no confidence).
import { SELF_REPORTED_VERSION, type MbtiType, type PersonalityResult } from '@groeipad/domain';
import type { CreateInput } from '@groeipad/local-db';

export function profileFields(
  userId: string,
  type: MbtiType,
  result: PersonalityResult | undefined,
): CreateInput<'mbti_profiles'> {
  return {
    user_id: userId,
    mbti_type: result?.type ?? type,
    confidence_score: result?.confidence,
    test_version: result?.testVersion ?? SELF_REPORTED_VERSION,
    profile_data: JSON.stringify(
      result
        ? { source: 'test', dimensions: result.dimensions, confidence: result.confidence }
        : { source: 'self-reported' },
    ),
  };
}
