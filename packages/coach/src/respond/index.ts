// The coach's entry point: safety, the chosen provider, the offline fallback.
export { respond } from './respond';
export type { CoachEvent, FallbackReason, RespondOptions } from './respond';
