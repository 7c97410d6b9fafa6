// Reads of a member's challenge done days (challenge_analytics) and runs (challenge_participants) along
// their user_id index (issue 20, decision 046). A member has a few records a day at most, so all are read.
import type { GroeipadDb, StoredRecord } from '../types';

export type ChallengeDayRecord = StoredRecord<'challenge_analytics'>;
export type ChallengeRunRecord = StoredRecord<'challenge_participants'>;

/** Every done-day record of the user (taken-back ones too; doneDayFrom drops them). */
export function challengeDoneDays(db: GroeipadDb, userId: string): Promise<ChallengeDayRecord[]> {
  return db.challenge_analytics.where('user_id').equals(userId).toArray();
}

/** Every run of the user, left ones too. */
export function challengeRuns(db: GroeipadDb, userId: string): Promise<ChallengeRunRecord[]> {
  return db.challenge_participants.where('user_id').equals(userId).toArray();
}
