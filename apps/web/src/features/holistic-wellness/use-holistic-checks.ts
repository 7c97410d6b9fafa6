// Live read of the user's wellness checks (onboarding and holistic), newest first, with their scores parsed.
import { parseWellnessScores, type WellnessScores } from '@groeipad/coach';
import {
  HOLISTIC_ASSESSMENT_TYPE,
  parseHolisticSections,
  type HolisticSectionId,
} from '@groeipad/domain';
import { wellnessAssessments } from '@groeipad/local-db';
import { useLive } from '../../lib/use-live';

export type StoredCheck = {
  id: string;
  completedAt: number;
  timePoint: string;
  holistic: boolean;
  scores: WellnessScores;
  /** null for an onboarding check, which has no deeper sections. */
  sections: Record<HolisticSectionId, number> | null;
};

export type ChecksState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; checks: StoredCheck[]; unreadable: number };

/** Records whose scores cannot be read are counted, not shown: a half-read check would compare wrongly. */
export function useHolisticChecks(userId: string): ChecksState {
  const state = useLive(
    async (db): Promise<ChecksState> => {
      try {
        const records = await wellnessAssessments(db, userId);
        const checks: StoredCheck[] = [];
        for (const record of records) {
          const scores = parseWellnessScores(record.scores_json);
          if (!scores) continue;
          checks.push({
            id: record.id,
            completedAt: record.completed_at,
            timePoint: record.time_point,
            holistic: record.assessment_type === HOLISTIC_ASSESSMENT_TYPE,
            scores,
            sections: parseHolisticSections(record.scores_json),
          });
        }
        checks.sort((a, b) => b.completedAt - a.completedAt || b.id.localeCompare(a.id));
        return { status: 'ready', checks, unreadable: records.length - checks.length };
      } catch (error) {
        console.error('Could not read the wellness checks', error);
        return { status: 'error' };
      }
    },
    [userId],
  );
  return state ?? { status: 'loading' };
}
