// What the app tells our server's coach proxy instead of a system message: choices from fixed lists and the approved summary; the server writes the prompt from them.
import { AI_CONTEXT_TYPES, MBTI_TYPES, supportedLanguages, type Language } from '@groeipad/domain';
import { z } from 'zod';
import { coachingTones, type CoachRequest } from '../types';
import { defaultPersona } from './messages';
import { buildSystemPrompt } from './system-prompt';

/** The summary holds a few short lines (summariseContext); this leaves room and no more. */
export const maxProxySummaryChars = 2_000;

// A word, never a sentence: these land inside the system prompt.
const personaWord = z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/, 'must be one lowercase word');

/** The `coach_context` field of a request to the proxy. Unknown fields are dropped. */
export const proxyContextSchema = z.object({
  language: z.enum(supportedLanguages),
  /** ISO 3166-1 alpha-2; picks the crisis resources. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .nullable()
    .optional(),
  contextType: z.enum(AI_CONTEXT_TYPES),
  tone: z.enum(coachingTones).nullable().optional(),
  mbtiType: z.enum(MBTI_TYPES).nullable().optional(),
  persona: z
    .object({ kind: personaWord, specialisation: personaWord.nullable().optional() })
    .optional(),
  /** Sent only when the user allowed it in settings. */
  summary: z.string().max(maxProxySummaryChars).nullable().optional(),
});

export type ProxyContext = z.infer<typeof proxyContextSchema>;

function word(value: string | null | undefined): string | null {
  return value && personaWord.safeParse(value).success ? value : null;
}

/** The device's side: the request's choices, and the summary only when the user approved one. */
export function proxyContextOf(
  request: CoachRequest,
  approvedSummary: string | null,
): ProxyContext {
  const { context } = request;
  const persona = request.persona ?? defaultPersona;
  const summary = approvedSummary?.trim() ?? '';
  return {
    language: context.language,
    country: context.country ?? null,
    contextType: request.contextType,
    tone: context.tone ?? null,
    mbtiType: context.mbtiType,
    persona: { kind: word(persona.kind) ?? 'coach', specialisation: word(persona.specialisation) },
    summary: summary === '' ? null : summary.slice(0, maxProxySummaryChars),
  };
}

/**
 * The server's side: the one system prompt, from the shared builder. Without a context (an app from
 * before the proxy wrote its own prompt) the coach speaks `language` and knows nothing else.
 */
export function proxySystemPrompt(context: ProxyContext | undefined, language: Language): string {
  const persona = context?.persona;
  return buildSystemPrompt({
    context: {
      language: context?.language ?? language,
      mbtiType: context?.mbtiType ?? null,
      tone: context?.tone ?? null,
      coachingGoals: [],
      moodTrend: null,
      openDailyGoals: [],
      weakestLifeArea: null,
      journalThemes: [],
    },
    persona: persona
      ? { id: persona.kind, kind: persona.kind, specialisation: persona.specialisation ?? null }
      : defaultPersona,
    contextType: context?.contextType ?? 'coaching',
    approvedSummary: context?.summary ?? null,
    language: context?.language ?? language,
  });
}
