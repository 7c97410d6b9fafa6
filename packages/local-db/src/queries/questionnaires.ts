// Reads of levensgebieden questionnaires: all of a user's, or one area's history along [user_id+levensgebied].
import type { LevensgebiedId } from '@groeipad/domain';
import type { GroeipadDb, StoredRecord } from '../types';

export type QuestionnaireRecord = StoredRecord<'levensgebieden_questionnaires'>;

/** Every questionnaire of the user, of every area, in no particular order. */
export function levensgebiedQuestionnaires(
  db: GroeipadDb,
  userId: string,
): Promise<QuestionnaireRecord[]> {
  return db.levensgebieden_questionnaires.where('user_id').equals(userId).toArray();
}

/** The user's questionnaires of one area, oldest completion first (the lower id on a tie). */
export async function areaQuestionnaires(
  db: GroeipadDb,
  userId: string,
  area: LevensgebiedId,
): Promise<QuestionnaireRecord[]> {
  const records = await db.levensgebieden_questionnaires
    .where('[user_id+levensgebied]')
    .equals([userId, area])
    .toArray();
  return records.sort((a, b) => a.completed_at - b.completed_at || a.id.localeCompare(b.id));
}
