// The wellness_assessments record of the onboarding check (SPEC.md 3), answers already encrypted or not.
import type { WellnessResult } from '@groeipad/domain';
import type { CreateInput } from '@groeipad/local-db';
import { chosenType, type OnboardingDraft } from './onboarding-draft';

/** Which instrument the answers belong to: the eight onboarding items, first version. */
export const WELLNESS_INSTRUMENT = 'groeipad-wellness-8-v1';

type Input = {
  draft: OnboardingDraft;
  result: WellnessResult;
  completedAt: number;
  /** The answers JSON, or its device-encrypted envelope. */
  answers: string;
  encrypted: boolean;
};

export function wellnessRecord({
  draft,
  result,
  completedAt,
  answers,
  encrypted,
}: Input): CreateInput<'wellness_assessments'> {
  const type = chosenType(draft);
  if (!type) throw new Error('The wellness check needs the MBTI type first');
  return {
    user_id: draft.userId,
    assessment_id: WELLNESS_INSTRUMENT,
    time_point: 'onboarding',
    answers_encrypted: answers,
    scores_json: JSON.stringify(result),
    mbti_type: type,
    assessment_type: 'onboarding',
    completed_at: completedAt,
    // Readers need to know whether answers_encrypted holds an envelope or the plain JSON.
    metadata: JSON.stringify({ answers: encrypted ? 'device-encrypted' : 'plain' }),
  };
}
