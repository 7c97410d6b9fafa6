// The coach's entry point: safety, the chosen provider, the offline fallback.
export { assessSafety, crisisEventFor, crisisText, lastUserText, respond } from './respond';
export type { CoachEvent, CrisisEvent, FallbackReason, RespondOptions } from './respond';
