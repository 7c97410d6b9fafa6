// The coach's shared vocabulary: who is talking, what the coach may know about them, and what a provider streams back.
import type { AiContextType, Language, MbtiType } from '@groeipad/domain';

export type CoachRole = 'user' | 'assistant';

/** One turn of a conversation, oldest first. Text is plain text, never markup. */
export type CoachMessage = { role: CoachRole; content: string };

/** How the user asked to be coached (onboarding's AI coaching setup). */
export const coachingTones = ['warm', 'direct', 'playful', 'calm'] as const;
export type CoachingTone = (typeof coachingTones)[number];

/** Mood trend over the recent days, on the mood entries' own 1-5 scale (1 sad ... 5 grin). */
export type MoodTrend = {
  direction: 'up' | 'down' | 'steady';
  /** Mean mood over the window, 1-5. */
  average: number;
  /** How many mood entries the trend rests on. */
  count: number;
};

/**
 * What the coach may know about the user, gathered on the device from their own records.
 * Every field is optional data: a fresh profile has none of it and the coach must still help.
 */
export type CoachUserContext = {
  language: Language;
  /** ISO 3166-1 alpha-2 country when known (from the locale, e.g. nl-BE -> BE); picks crisis resources. */
  country?: string | null;
  mbtiType: MbtiType | null;
  displayName?: string | null;
  tone?: CoachingTone | null;
  /** Onboarding coaching goals: self_awareness, stress_management, goal_achievement, relationship_skills. */
  coachingGoals: string[];
  moodTrend: MoodTrend | null;
  /** Titles of today's open daily goals. */
  openDailyGoals: string[];
  /** The weakest life area by latest questionnaire score (levensgebied id and 0-100 score). */
  weakestLifeArea: { id: string; score: number } | null;
  /** A few recurring words/themes from recent journal entries (already extracted on the device). */
  journalThemes: string[];
  /** The hour on the user's clock (0-23) when they wrote, so a suggestion can fit the evening or the morning. */
  localHour?: number | null;
};

/** Which kind of conversation this is (ai_interactions.context_type). */
export type CoachContextType = AiContextType;

/** The persona speaking: the coach, the buddy, or a specialised AI contact. */
export type CoachPersona = {
  id: string;
  /** e.g. 'coach', 'buddy', 'sleep', 'career'. Offline content may have persona-specific lines. */
  kind: string;
  /** Topic the persona specialises in, if any (e.g. 'sleep'). */
  specialisation?: string | null;
};

export type CoachRequest = {
  /** All turns so far including the newest user message as the last element. */
  messages: CoachMessage[];
  context: CoachUserContext;
  contextType: CoachContextType;
  persona?: CoachPersona;
  /**
   * Opaque, JSON-serialisable state a provider returned on its previous turn for this
   * conversation (the offline coach keeps its topic, technique and step here). Undefined on
   * the first turn.
   */
  state?: unknown;
  signal?: AbortSignal;
};

/** What a provider streams. Exactly one 'done' ends a successful reply. */
export type CoachChunk =
  | { type: 'text'; text: string }
  | {
      type: 'done';
      /** Model name shown in the provider indicator and logged in ai_interactions.ai_model. */
      model: string;
      tokensUsed: number | null;
      /** State to pass back on the next turn (JSON-serialisable). */
      state?: unknown;
      /** Optional machine-readable facts about the reply (topic, technique, ...). */
      meta?: Record<string, string | number | boolean | null>;
    };

export type CoachProviderKind = 'offline' | 'openai-compatible';

export type CoachProvider = {
  kind: CoachProviderKind;
  /** Model name or 'offline' for the indicator. */
  model: string;
  /** Streams a reply. Throws (or rejects mid-stream) on failure; callers fall back to the offline coach. */
  reply(request: CoachRequest): AsyncIterable<CoachChunk>;
};
