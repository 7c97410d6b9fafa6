// Public surface of the wellness check: the eight items and their scoring.
export { WELLNESS_ITEM_IDS, WELLNESS_ITEMS } from './items';
export type { WellnessItem, WellnessItemId } from './items';
export {
  WELLNESS_ATTENTION_MAX,
  WELLNESS_STRENGTH_MIN,
  WELLNESS_SUMMARY_LIMIT,
  scoreWellness,
} from './score';
export type { WellnessResult, WellnessScore } from './score';
