// Stores a completed holistic check in wellness_assessments, beside the onboarding check, with its time point.
import {
  HOLISTIC_ASSESSMENT_TYPE,
  HOLISTIC_INSTRUMENT,
  holisticTimePoint,
  type HolisticResult,
  type MbtiType,
} from '@groeipad/domain';
import { createRepository, encryptForDevice, type GroeipadDb } from '@groeipad/local-db';

/** The same setting onboarding and the settings screen use: 'true' stores the answers device-encrypted. */
const ENCRYPT_WELLNESS_KEY = 'privacy.encrypt_wellness';

type Input = {
  userId: string;
  mbtiType: MbtiType;
  answers: Record<string, number>;
  result: HolisticResult;
  now: number;
};

export async function saveHolisticCheck(db: GroeipadDb, input: Input) {
  const { userId, mbtiType, answers, result, now } = input;
  const earlier = await db.wellness_assessments
    .where('user_id')
    .equals(userId)
    .filter((r) => r.assessment_type === HOLISTIC_ASSESSMENT_TYPE)
    .toArray();
  const first = earlier.length > 0 ? Math.min(...earlier.map((r) => r.completed_at)) : undefined;
  const setting = await db.settings
    .where('[user_id+key]')
    .equals([userId, ENCRYPT_WELLNESS_KEY])
    .first();
  const encrypted = setting?.value === 'true';
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
