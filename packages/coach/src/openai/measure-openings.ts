// The model path's half of the reply-quality bench (issue 18): each opening message goes through what the app
// runs (respond: the safety check, the request with its system prompt, the guard on the reply) to an
// OpenAI-compatible endpoint, and the shown reply and the model's own are scored by the offline coach's rules.
import { openingContext } from '../offline/quality/measure-openings';
import { scoreReply, summarise } from '../offline/quality/reply-quality';
import type { OpeningCase, QualityReport, QualityScore } from '../offline/quality/reply-quality';
import { respond } from '../respond';
import type { FallbackReason } from '../respond';
import type { CoachProvider } from '../types';
import { createOpenAiCompatibleProvider } from './provider';

export type ModelTarget = { baseURL: string; model: string; apiKey?: string; timeoutMs?: number };

export type ModelScoredOpening = {
  opening: OpeningCase;
  /** What the user would see: the model's reply after the guard, or the offline coach's on a fallback. */
  reply: string;
  score: QualityScore;
  /** The model's own text as it streamed in (before the guard). */
  raw: string;
  rawScore: QualityScore;
  /** Why the offline coach answered instead, or null when the model did. */
  fallback: FallbackReason | null;
  /** Questions the guard took out. */
  droppedQuestions: number;
  /** A crisis reply of the safety check: no model was asked. */
  crisis: boolean;
};

export type ModelReport = {
  scored: ModelScoredOpening[];
  /** Scores of what the user sees, counting only replies the model wrote. */
  report: QualityReport;
  /** Scores of the model's own text, before the guard. */
  rawReport: QualityReport;
  fallbacks: number;
  guarded: number;
  /** Openings the safety check answered itself (no model asked), by id. */
  crises: string[];
};

/** The provider with what it streams copied into `sink`, before anything else sees it. */
function tapped(provider: CoachProvider, sink: { text: string }): CoachProvider {
  return {
    ...provider,
    async *reply(request) {
      for await (const chunk of provider.reply(request)) {
        if (chunk.type === 'text') sink.text += chunk.text;
        yield chunk;
      }
    },
  };
}

async function replyTo(
  target: ModelTarget,
  offline: CoachProvider,
  opening: OpeningCase,
): Promise<ModelScoredOpening> {
  const raw = { text: '' };
  const provider = tapped(createOpenAiCompatibleProvider(target), raw);
  let reply = '';
  let fallback: FallbackReason | null = null;
  let droppedQuestions = 0;
  let crisis = false;
  const request = {
    messages: [{ role: 'user' as const, content: opening.text }],
    context: openingContext(opening.language),
    contextType: 'coaching' as const,
  };
  for await (const event of respond(request, { offline, provider })) {
    if (event.type === 'text') reply += event.text;
    if (event.type === 'crisis') crisis = true;
    if (event.type === 'fallback') {
      fallback = event.reason;
      reply = '';
    }
    if (event.type === 'done') droppedQuestions = Number(event.meta.droppedQuestions ?? 0);
  }
  return {
    opening,
    reply,
    score: scoreReply(opening, reply),
    raw: raw.text,
    rawScore: scoreReply(opening, raw.text),
    fallback,
    droppedQuestions,
    crisis,
  };
}

/** Asks the model for a reply to each opening, one at a time (a local model serves one request well). */
export async function measureModelOpenings(
  target: ModelTarget,
  offline: CoachProvider,
  openings: readonly OpeningCase[],
): Promise<ModelReport> {
  const scored: ModelScoredOpening[] = [];
  for (const opening of openings) scored.push(await replyTo(target, offline, opening));
  const answered = scored.filter((item) => item.fallback === null && !item.crisis);
  return {
    scored,
    report: summarise(answered),
    rawReport: summarise(answered.map((item) => ({ opening: item.opening, score: item.rawScore }))),
    fallbacks: scored.filter((item) => item.fallback !== null).length,
    guarded: scored.filter((item) => item.droppedQuestions > 0).length,
    crises: scored.filter((item) => item.crisis).map((item) => item.opening.id),
  };
}
