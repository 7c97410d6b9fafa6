// One turn of the offline coach, pure: request in, reply sentences plus the next state and meta out.
import type { Language } from '@groeipad/domain';
import type { CoachRequest } from '../types';
import { composeReply } from './compose-reply';
import { contentFor } from './content';
import { decide } from './decide';
import { guideTurn } from './guide/guide-turn';
import { TECHNIQUE_STEPS } from './ids';
import { classifyIntent } from './intent';
import { detectLanguage } from './language-detect';
import { resolvePersona } from './persona';
import { recognise } from './recognise';
import { initialState, readState } from './state';
import type { OfflineState } from './state';

export type TurnMeta = Record<string, string | number | boolean | null>;
export type TurnResult = {
  sentences: string[];
  language: Language;
  state: OfflineState;
  meta: TurnMeta;
};

/** Evidence a Latin-script message needs before the coach answers in another language than before. */
const SWITCH_EVIDENCE = 3;

/** The reply's language: the message's own when it clearly shows one, else the conversation's. */
export function replyLanguage(text: string, prior: Language): Language {
  const guess = detectLanguage(text);
  if (!guess.language || guess.language === prior) return prior;
  if (guess.language === 'ja' || guess.language === 'ko') return guess.language;
  const clear =
    guess.evidence >= SWITCH_EVIDENCE && (guess.scores[prior] ?? 0) * 2 <= guess.evidence;
  return clear ? guess.language : prior;
}

function lastUserText(request: CoachRequest): string {
  const last = [...request.messages].reverse().find((message) => message.role === 'user');
  return last?.content ?? '';
}

/**
 * A conversation with no reply yet is a new one, even when the caller passes the state of the user's
 * last conversation: it starts afresh but keeps what helped before.
 */
function startingState(
  request: CoachRequest,
  language: Language,
): {
  previous: OfflineState | null;
  base: OfflineState;
} {
  const stored = readState(request.state);
  const fresh = !request.messages.some((message) => message.role === 'assistant');
  if (!stored || fresh) {
    const helped = stored?.helped ?? [];
    const base = initialState(language);
    return { previous: null, base: helped.length > 0 ? { ...base, helped } : base };
  }
  return { previous: stored, base: { ...stored, language } };
}

export function runTurn(request: CoachRequest, random: () => number): TurnResult {
  const stored = readState(request.state);
  const text = lastUserText(request);
  const language = replyLanguage(text, stored?.language ?? request.context.language);
  const content = contentFor(language);
  const { previous, base } = startingState(request, language);
  const turn = {
    state: base,
    rec: recognise(text, language),
    intent: classifyIntent(text, language),
    text,
    persona: resolvePersona(request.persona),
    contextType: request.contextType,
  };
  const guided = guideTurn({
    text,
    language,
    state: base,
    rec: turn.rec,
    intent: turn.intent,
    context: request.context,
    persona: turn.persona,
    random,
  });
  if (guided) {
    return {
      sentences: guided.sentences,
      language,
      state: { ...guided.state, turn: base.turn + 1 },
      meta: {
        ...guided.meta,
        feeling: turn.rec.feeling,
        phase: guided.state.phase,
        language,
        confidence: turn.rec.confidence,
      },
    };
  }
  const { state: next, action } = decide(turn, previous === null);
  const { sentences, state } = composeReply({
    turn,
    action,
    next,
    context: request.context,
    content,
    random,
  });
  const finalState: OfflineState = { ...state, turn: base.turn + 1 };
  const inTechnique = action.kind === 'start' || action.kind === 'step';
  const stepId = finalState.technique
    ? TECHNIQUE_STEPS[finalState.technique][finalState.step]?.id
    : undefined;
  return {
    sentences,
    language,
    state: finalState,
    meta: {
      topic: finalState.topic,
      feeling: turn.rec.feeling,
      technique: inTechnique ? finalState.technique : null,
      step: inTechnique ? (stepId ?? null) : action.kind,
      phase: finalState.phase,
      language,
      confidence: turn.rec.confidence,
    },
  };
}
