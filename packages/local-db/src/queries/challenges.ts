// Reads of a member's challenge records: done days (challenge_analytics) and runs (challenge_participants).
import type { GroeipadDb, StoredRecord } from '../types';

export type ChallengeDayRecord = StoredRecord<'challenge_analytics'>;
export type ChallengeRunRecord = StoredRecord<'challenge_participants'>;

export function challengeDoneDays(db: GroeipadDb, userId: string): Promise<ChallengeDayRecord[]> {
  return db.challenge_analytics.where('user_id').equals(userId).toArray();
}

export function challengeRuns(db: GroeipadDb, userId: string): Promise<ChallengeRunRecord[]> {
  return db.challenge_participants.where('user_id').equals(userId).toArray();
}
