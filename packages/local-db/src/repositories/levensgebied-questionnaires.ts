// Levensgebieden questionnaires repository: save a completed questionnaire and read one area's history.
import {
  LEVENSGEBIED_ASSESSMENT_TYPE,
  questionnaireAnswerValues,
  questionnaireMean,
  type EntityOf,
  type LevensgebiedId,
  type MbtiType,
} from '@groeipad/domain';
import { areaQuestionnaires } from '../queries/questionnaires';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import type { GroeipadDb, StoredRecord } from '../types';

type StoredQuestionnaire = StoredRecord<'levensgebieden_questionnaires'>;

export type SaveQuestionnaireInput = {
  user_id: string;
  levensgebied: LevensgebiedId;
  /** Five-point answers (1-5) by item id; every item of the area must be answered. */
  answers: Readonly<Record<string, unknown>>;
  mbti_type: MbtiType;
};

/** Thrown when a questionnaire is saved with items unanswered; the screen checks first, so this is a bug guard. */
export class IncompleteQuestionnaireError extends Error {
  constructor(readonly levensgebied: LevensgebiedId) {
    super(`Questionnaire for ${levensgebied} is not complete.`);
    this.name = 'IncompleteQuestionnaireError';
  }
}

export type LevensgebiedQuestionnaireRepository = Repository<'levensgebieden_questionnaires'> & {
  /** Stores the answers on the 0-10 scale with their mean as total_score, completed now. */
  save(input: SaveQuestionnaireInput): Promise<EntityOf<'levensgebieden_questionnaires'>>;
  /** A user's questionnaires of one area, oldest first by completion time. */
  forArea(userId: string, levensgebied: LevensgebiedId): Promise<StoredQuestionnaire[]>;
};

export function levensgebiedQuestionnaireRepository(
  db: GroeipadDb,
  ctx: RepositoryContext,
): LevensgebiedQuestionnaireRepository {
  const base = createRepository(db, 'levensgebieden_questionnaires', ctx);
  return {
    ...base,
    async save({ user_id, levensgebied, answers, mbti_type }) {
      const values = questionnaireAnswerValues(levensgebied, answers);
      if (!values) throw new IncompleteQuestionnaireError(levensgebied);
      return base.create({
        user_id,
        levensgebied,
        answers_json: JSON.stringify(values),
        total_score: questionnaireMean(values),
        completed_at: ctx.now(),
        assessment_type: LEVENSGEBIED_ASSESSMENT_TYPE,
        mbti_type,
      });
    },
    forArea: (userId, levensgebied) => areaQuestionnaires(db, userId, levensgebied),
  };
}
