// One turn of the offline coach, pure: request in, reply sentences plus the next state and meta out.
import type { Language } from '@groeipad/domain';
import type { CoachRequest } from '../types';
import { composeReply } from './compose-reply';
import { contentFor } from './content';
import { decide } from './decide';
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

export function runTurn(request: CoachRequest, random: () => number): TurnResult {
  const previous = readState(request.state);
  const text = lastUserText(request);
  const language = replyLanguage(text, previous?.language ?? request.context.language);
  const content = contentFor(language);
  const base: OfflineState = previous ? { ...previous, language } : initialState(language);
  const turn = {
    state: base,
    rec: recognise(text, language),
    intent: classifyIntent(text, language),
    text,
    persona: resolvePersona(request.persona),
    contextType: request.contextType,
  };
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
