// Whether the member did a challenge on a day, by the progress's done days.
import type { ChallengeProgress, DayKey } from '@groeipad/domain';

export function doneOn(progress: ChallengeProgress, challengeId: string, day: DayKey): boolean {
  return progress.byChallenge[challengeId]?.doneDays.includes(day) ?? false;
}
