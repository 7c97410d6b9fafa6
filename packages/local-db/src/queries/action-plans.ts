// Reads of action plans (ai_action_plans).
import type { GroeipadDb, StoredRecord } from '../types';

export type ActionPlanRecord = StoredRecord<'ai_action_plans'>;

/** Every plan of the user, in no particular order (a user has few: sort them for display). */
export function actionPlans(db: GroeipadDb, userId: string): Promise<ActionPlanRecord[]> {
  return db.ai_action_plans.where('user_id').equals(userId).toArray();
}
