// Stores a completed holistic check in wellness_assessments, beside the onboarding check, with its time point.
import {
  ENCRYPT_WELLNESS_SETTING,
  HOLISTIC_ASSESSMENT_TYPE,
  HOLISTIC_INSTRUMENT,
  holisticTimePoint,
  type HolisticResult,
  type MbtiType,
} from '@groeipad/domain';
import { encryptForDevice } from '../crypto/device-crypto';
import { settingValue } from '../queries/settings';
import { wellnessAssessments } from '../queries/wellness';
import { createRepository } from '../repository';
import type { GroeipadDb } from '../types';

export type HolisticCheckInput = {
  userId: string;
  mbtiType: MbtiType;
  answers: Record<string, number>;
  result: HolisticResult;
  now: number;
};

/** Its time point counts from the user's first holistic check; answers are device-encrypted when the user chose so. */
export async function saveHolisticCheck(db: GroeipadDb, input: HolisticCheckInput) {
  const { userId, mbtiType, answers, result, now } = input;
  const earlier = (await wellnessAssessments(db, userId)).filter(
    (r) => r.assessment_type === HOLISTIC_ASSESSMENT_TYPE,
  );
  const first = earlier.length > 0 ? Math.min(...earlier.map((r) => r.completed_at)) : undefined;
  const encrypted = (await settingValue(db, userId, ENCRYPT_WELLNESS_SETTING.key)) === 'true';
  const id = crypto.randomUUID();
  const plain = JSON.stringify(answers);
  return createRepository(db, 'wellness_assessments', { now: () => now, actor: userId }).create({
    id,
    user_id: userId,
    assessment_id: HOLISTIC_INSTRUMENT,
    time_point: holisticTimePoint(first, now),
    answers_encrypted: encrypted ? await encryptForDevice(db, plain, id) : plain,
    scores_json: JSON.stringify(result),
    mbti_type: mbtiType,
    assessment_type: HOLISTIC_ASSESSMENT_TYPE,
    completed_at: now,
    // As onboarding does: readers need to know whether answers_encrypted is an envelope or plain JSON.
    metadata: JSON.stringify({ answers: encrypted ? 'device-encrypted' : 'plain' }),
  });
}
