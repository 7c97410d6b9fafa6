// Reads of wellness checks (the onboarding check and later holistic checks).
import type { GroeipadDb, StoredRecord } from '../types';

export type WellnessAssessmentRecord = StoredRecord<'wellness_assessments'>;

/** Every wellness check of the user, in no particular order. */
export function wellnessAssessments(
  db: GroeipadDb,
  userId: string,
): Promise<WellnessAssessmentRecord[]> {
  return db.wellness_assessments.where('user_id').equals(userId).toArray();
}
