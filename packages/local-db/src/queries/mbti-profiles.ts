// Reads of the user's MBTI profiles: one record per test taken or type chosen, the newest holding the trait lists.
import type { GroeipadDb, StoredRecord } from '../types';

export type MbtiProfileRecord = StoredRecord<'mbti_profiles'>;

/** Every profile record of the user, in no particular order (the profile screen sorts them). */
export function mbtiProfiles(db: GroeipadDb, userId: string): Promise<MbtiProfileRecord[]> {
  return db.mbti_profiles.where('user_id').equals(userId).toArray();
}
