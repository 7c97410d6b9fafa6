// Core entities of onboarding and wellbeing: onboarding state, life areas, questionnaires, wellness (SPEC.md 3).
import { z } from 'zod';
import { LIFE_AREA_NAMES } from '../life-areas';
import { entity, timestamp } from './base';
import { levensgebiedSchema, mbtiTypeSchema } from './enums';
import { jsonText, label, longText, machineText, percent, refId, userId } from './fields';

export const onboardingStateSchema = entity({
  user_id: userId,
  /** 1 personal information, 2 MBTI test, 3 wellness, 4 AI coaching setup, 5 complete (route step-N). */
  current_step: z.number().int().min(1).max(5),
  step_completed_flags: jsonText,
  /** JSON; parsed it includes id and mbtiType. */
  user_data: jsonText,
  mbti_data: jsonText.optional(),
  interests: jsonText.optional(),
  context_data: jsonText.optional(),
  wellness_data: jsonText.optional(),
  notification_preferences: jsonText.optional(),
  verification_status: label.optional(),
  /** null (or absent) means not onboarded; IndexedDB leaves such records out of its index. */
  onboarded_at: timestamp.nullable().optional(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const lifeAreaNameSchema = z.enum(LIFE_AREA_NAMES);

export const lifeAreaProgressSchema = entity({
  user_id: userId,
  area_name: lifeAreaNameSchema,
  progress_level: percent,
  notes: longText.optional(),
  /** JSON list. */
  goals: jsonText,
  /** JSON list. */
  achievements: jsonText,
  milestones: jsonText.optional(),
  last_updated: timestamp,
  update_frequency: label,
});
export type LifeAreaProgress = z.infer<typeof lifeAreaProgressSchema>;

export const levensgebiedQuestionnaireSchema = entity({
  user_id: userId,
  levensgebied: levensgebiedSchema,
  answers_json: jsonText,
  /**
   * Mean of the answer values; absent when there are no answers. Graded on 0-10
   * (SPEC 5: >= 8 Uitstekend ... < 4 Aandacht nodig).
   */
  total_score: z.number().min(0).max(10).optional(),
  completed_at: timestamp,
  assessment_type: label,
  mbti_type: mbtiTypeSchema,
});
export type LevensgebiedQuestionnaire = z.infer<typeof levensgebiedQuestionnaireSchema>;

export const wellnessAssessmentSchema = entity({
  user_id: userId,
  assessment_id: refId,
  session_id: refId.optional(),
  program_id: refId.optional(),
  /** Where in a programme the assessment was taken (e.g. baseline, week_4). */
  time_point: label,
  /** Ciphertext of the answers (health data is encrypted). */
  answers_encrypted: machineText,
  scores_json: jsonText,
  mbti_type: mbtiTypeSchema,
  assessment_type: label,
  completed_at: timestamp,
});
export type WellnessAssessment = z.infer<typeof wellnessAssessmentSchema>;
