// Public surface of the safety layer: crisis detection, resources, reply, grounding and safety plan.
export { detectCrisis, explainCrisis, type CrisisExplanation, type CrisisMatch } from './detect';
export { groundingExercise, type GroundingExercise, type GroundingKind } from './grounding';
export { normalizeBase, normalizeFor } from './normalize';
export { crisisReply, emergencyText } from './reply';
export {
  crisisResourceData,
  crisisResources,
  formatLine,
  lineFor,
  type CrisisLine,
  type CrisisResources,
  type EmergencyNumber,
} from './resources';
export {
  crisisLineKinds,
  emergencyKinds,
  type CrisisLineKind,
  type EmergencyKind,
} from './resources-schema';
export {
  emptySafetyPlan,
  safetyPlanLimits,
  safetyPlanSchema,
  safetyPlanSections,
  type SafetyPlan,
  type SafetyPlanSection,
} from './safety-plan';
export {
  crisisCategories,
  type CrisisAssessment,
  type CrisisCategory,
  type CrisisLevel,
} from './types';
export {
  classificationMessages,
  parseClassification,
  raiseOnly,
  SECOND_OPINION_TIMEOUT_MS,
  verdictOfModeration,
  withSecondOpinion,
  type ModerationResult,
  type SafetyModerator,
  type SafetyVerdict,
  type SecondOpinion,
} from './second-opinion';
