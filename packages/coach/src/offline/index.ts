// Public surface of the offline coach: the provider, recognition, the vocabularies and the starters.
export { createOfflineCoach } from './provider';
export type { OfflineCoachOptions } from './provider';
export { recognise } from './recognise';
export type { Recognition } from './recognise';
export { detectLanguage } from './language-detect';
export type { LanguageGuess } from './language-detect';
export { FEELINGS, TECHNIQUES, TECHNIQUE_STEPS, TOPICS, isFeelingId, isTopicId } from './ids';
export type { FeelingId, NoteKey, TechniqueId, TopicId } from './ids';
export { OFFLINE_SUGGESTIONS } from './suggestions';
export { offlineContentSchema } from './content-schema';
export type { OfflineContent } from './content-schema';
export type { OfflineState } from './state';
export { APP_LINKS } from './guide/guide-ids';
export type { AppLink, AppLinkTarget } from './guide/guide-ids';
