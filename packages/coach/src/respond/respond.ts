// The coach's one entry point: safety first, then the chosen provider, and the offline coach whenever
// the provider cannot answer. Nothing here needs the network unless the chosen provider does.
import { crisisReply, crisisResources, detectCrisis, groundingExercise } from '../safety';
import type { CrisisAssessment, CrisisResources, GroundingExercise } from '../safety';
import {
  withSecondOpinion,
  type SafetyModerator,
  type SecondOpinion,
} from '../safety/second-opinion';
import { isCoachProviderError } from '../openai/provider-error';
import type { CoachProviderErrorReason } from '../openai/provider-error';
import type { Language } from '@groeipad/domain';
import type { CoachProvider, CoachProviderKind, CoachRequest } from '../types';
import { guardedProvider } from './reply-guard';

/** Why the offline coach answered instead of the chosen model. */
export type FallbackReason = CoachProviderErrorReason | 'offline' | 'unknown';

export type CoachEvent =
  /** Crisis signals: no coaching; a calm reply, local resources and a grounding exercise instead. */
  | {
      type: 'crisis';
      assessment: CrisisAssessment;
      reply: string;
      resources: CrisisResources;
      grounding: GroundingExercise;
    }
  /** The chosen model failed; text streamed so far (if any) is to be discarded, the offline coach follows. */
  | { type: 'fallback'; reason: FallbackReason }
  | { type: 'text'; text: string }
  | {
      type: 'done';
      provider: CoachProviderKind | 'safety';
      model: string;
      tokensUsed: number | null;
      /** The conversation state to pass back next turn (unchanged when the offline coach did not speak). */
      state: unknown;
      meta: Record<string, string | number | boolean | null>;
    };

export type RespondOptions = {
  /** The always-available offline coach. */
  offline: CoachProvider;
  /** A remote model when the user or the operator set one up; absent: the offline coach answers. */
  provider?: CoachProvider | null;
  /** False when the device knows it is offline: the remote model is not even tried. */
  isOnline?: () => boolean;
  /**
   * A model's second opinion on the message (the user's own endpoint, or our server's), asked after the
   * device's check and only online. It may raise the level, never lower it (decision 038).
   */
  moderator?: SafetyModerator | null;
};

/**
 * The text the crisis check reads: the newest user message. Earlier ones were checked on their own
 * turn; a conversation that once held a crisis keeps being coached once the user moves on.
 */
export function lastUserText(messages: readonly { role: string; content: string }[]): string {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.role === 'user') return message.content;
  }
  return '';
}

function reasonOf(error: unknown): FallbackReason {
  return isCoachProviderError(error) ? error.reason : 'unknown';
}

async function* stream(
  provider: CoachProvider,
  request: CoachRequest,
  extraMeta: CoachEventMeta = {},
): AsyncGenerator<CoachEvent, void, undefined> {
  let finished = false;
  for await (const chunk of provider.reply(request)) {
    if (chunk.type === 'text') {
      if (chunk.text) yield { type: 'text', text: chunk.text };
      continue;
    }
    finished = true;
    yield {
      type: 'done',
      provider: provider.kind,
      model: chunk.model,
      tokensUsed: chunk.tokensUsed,
      state: chunk.state === undefined ? request.state : chunk.state,
      meta: { ...chunk.meta, ...extraMeta },
    };
  }
  if (!finished) throw new Error(`${provider.kind} ended without a done chunk`);
}

export type CrisisEvent = Extract<CoachEvent, { type: 'crisis' }>;
type CoachEventMeta = Extract<CoachEvent, { type: 'done' }>['meta'];

/**
 * The safety check on any text the user writes to the coach (a message, an imagination answer):
 * null when there are no crisis signals, else the calm reply, local resources and grounding.
 */
export function assessSafety(
  text: string,
  language: Language,
  country: string | null,
): CrisisEvent | null {
  return crisisEventFor(detectCrisis(text), language, country);
}

/** The crisis event for an assessment (null when it found nothing): reply, resources, grounding. */
export function crisisEventFor(
  assessment: CrisisAssessment,
  language: Language,
  country: string | null,
): CrisisEvent | null {
  if (assessment.level === 'none') return null;
  return {
    type: 'crisis',
    assessment,
    reply: crisisReply(language, assessment, country),
    resources: crisisResources(language, country),
    grounding: groundingExercise(language),
  };
}

/**
 * The device's check, then the model's second opinion when there is a moderator and the device is
 * online, unless the device already found a crisis (nothing to raise).
 */
async function checkMessage(
  request: CoachRequest,
  options: RespondOptions,
): Promise<{ crisis: CrisisEvent | null; secondOpinion?: SecondOpinion }> {
  const text = lastUserText(request.messages);
  const { language } = request.context;
  const country = request.context.country ?? null;
  const device = detectCrisis(text);
  const online = !options.isOnline || options.isOnline();
  if (!options.moderator || !online || device.level === 'crisis' || text.trim() === '') {
    return { crisis: crisisEventFor(device, language, country) };
  }
  const { assessment, secondOpinion } = await withSecondOpinion(device, text, options.moderator);
  return { crisis: crisisEventFor(assessment, language, country), secondOpinion };
}

/**
 * A crisis event as one plain text, for a channel that carries only text (our server's proxy): the
 * reply, which names the crisis line and the emergency number, then the grounding exercise.
 */
export function crisisText(crisis: CrisisEvent): string {
  const { title, steps } = crisis.grounding;
  return [crisis.reply, [title, ...steps.map((step) => `- ${step}`)].join('\n')].join('\n\n');
}

/**
 * Streams the coach's answer to the last user message. Crisis detection runs first, on the device,
 * for every message and every provider; a crisis stops coaching for this turn.
 */
export async function* respond(
  request: CoachRequest,
  options: RespondOptions,
): AsyncGenerator<CoachEvent, void, undefined> {
  const { crisis, secondOpinion } = await checkMessage(request, options);
  const opinion: CoachEventMeta = secondOpinion ? { secondOpinion } : {};
  if (crisis) {
    yield crisis;
    yield {
      type: 'done',
      provider: 'safety',
      model: 'safety',
      tokensUsed: null,
      state: request.state,
      meta: {
        crisis: crisis.assessment.level,
        categories: crisis.assessment.categories.join(','),
        ...opinion,
      },
    };
    return;
  }

  const remote = options.provider;
  if (remote && remote.kind !== 'offline') {
    if (options.isOnline && !options.isOnline()) {
      yield { type: 'fallback', reason: 'offline' };
    } else {
      try {
        // A model is not bound by the coach's rules: its reply passes the guard (at most one question).
        yield* stream(guardedProvider(remote), request, opinion);
        return;
      } catch (error) {
        if (request.signal?.aborted) throw error;
        yield { type: 'fallback', reason: reasonOf(error) };
      }
    }
  }
  yield* stream(options.offline, request, opinion);
}
