// Moves the conversation on one turn: starts a technique, advances its step, offers a wrap-up or closes.
import type { CoachContextType } from '../types';
import { chooseTechniques } from './choose-technique';
import { TECHNIQUE_STEPS } from './ids';
import type { TopicId } from './ids';
import type { Intent } from './intent';
import { cleanValue, extractGoal, isSubstantive } from './notes';
import type { ResolvedPersona } from './persona';
import type { Recognition } from './recognise';
import type { OfflineState } from './state';

export type Action =
  | { kind: 'greet' }
  | { kind: 'start'; steeredFrom: TopicId | null }
  | { kind: 'step'; moved: boolean }
  | { kind: 'newDirection' }
  | { kind: 'closing' }
  | { kind: 'afterClosing' };

export type Turn = {
  state: OfflineState;
  rec: Recognition;
  intent: Intent;
  text: string;
  persona: ResolvedPersona;
  contextType: CoachContextType;
};

/** A topic mentioned mid-technique must be this clear (a strong keyword) before it is offered later. */
const PENDING_CONFIDENCE = 0.8;
/** After a closing, only a clear new topic opens a new thread; anything else is a last word. */
const REOPEN_CONFIDENCE = 0.5;

function startThread(turn: Turn, topicOverride?: TopicId): { state: OfflineState; action: Action } {
  const { rec, persona, state, text } = turn;
  const language = state.language;
  let topic = topicOverride ?? rec.topic;
  let steeredFrom: TopicId | null = null;
  if (persona.kind === 'specialist' && !topicOverride) {
    if (topic && topic !== persona.topic) steeredFrom = topic;
    topic = persona.topic;
  }
  if (!topic && turn.contextType === 'goal') topic = 'goals';
  const [technique = 'reflective_listening', ...queue] = chooseTechniques(
    topic,
    rec.feeling,
    state.completed,
  );
  // A new thread starts with a clean slate, except for the goal the user named: that stays theirs.
  const notes: OfflineState['notes'] = state.notes.goal ? { goal: state.notes.goal } : {};
  if (isSubstantive(text, language, 'story')) notes.situation = cleanValue(text, language);
  const goal = extractGoal(text, language);
  if (goal) notes.goal = goal;
  return {
    action: { kind: 'start', steeredFrom },
    state: {
      ...state,
      phase: 'active',
      topic,
      feeling: rec.feeling,
      technique,
      queue,
      step: 0,
      notes,
      pendingTopic: null,
    },
  };
}

function capture(turn: Turn): OfflineState['notes'] {
  const { state, text, intent } = turn;
  const step = state.technique ? TECHNIQUE_STEPS[state.technique][state.step] : undefined;
  if (!step?.captures || intent !== 'answer' || !isSubstantive(text, state.language, 'note'))
    return state.notes;
  const value =
    step.captures === 'goal'
      ? (extractGoal(text, state.language) ?? cleanValue(text, state.language))
      : cleanValue(text, state.language);
  return { ...state.notes, [step.captures]: value };
}

function advance(turn: Turn): { state: OfflineState; action: Action } {
  const { state, rec, intent } = turn;
  const technique = state.technique ?? 'reflective_listening';
  const notes = capture(turn);
  const otherTopic =
    intent === 'answer' &&
    rec.topic &&
    rec.topic !== state.topic &&
    rec.confidence >= PENDING_CONFIDENCE;
  const pendingTopic = otherTopic ? rec.topic : state.pendingTopic;
  const steps = TECHNIQUE_STEPS[technique];
  const next = state.step + 1;
  const [queued, ...rest] = state.queue;
  // A queued technique follows on directly; only the last technique of a thread gets a summary.
  if (queued && (steps[next]?.id === 'summary' || next >= steps.length)) {
    return {
      action: { kind: 'step', moved: true },
      state: {
        ...state,
        notes,
        pendingTopic,
        technique: queued,
        queue: rest,
        step: 0,
        completed: [...state.completed, technique],
      },
    };
  }
  const step = Math.min(next, steps.length - 1);
  const finished = steps[step]?.id === 'summary';
  return {
    action: { kind: 'step', moved: false },
    state: {
      ...state,
      notes,
      pendingTopic,
      step,
      phase: finished ? 'offer' : 'active',
      completed: finished ? [...state.completed, technique] : state.completed,
    },
  };
}

function afterSummary(turn: Turn): { state: OfflineState; action: Action } {
  const { state, intent, rec } = turn;
  const close = {
    state: { ...state, phase: 'closed' as const },
    action: { kind: 'closing' } as const,
  };
  const open = {
    state: { ...state, phase: 'open' as const },
    action: { kind: 'newDirection' } as const,
  };
  if (state.pendingTopic) {
    if (intent === 'yes') return startThread(turn, state.pendingTopic);
    if (intent === 'no' || intent === 'wrapUp' || intent === 'thanks') return close;
  }
  if (intent === 'newDirection' || intent === 'no') return open;
  if (intent === 'yes' || intent === 'thanks' || intent === 'wrapUp' || intent === 'dontKnow')
    return close;
  if (intent === 'greeting' && !rec.topic) return open;
  return startThread(turn);
}

/** Decides what this turn does and how the state moves on. */
export function decide(turn: Turn, fresh: boolean): { state: OfflineState; action: Action } {
  const { state, intent, rec } = turn;
  const nothingToGoOn = !rec.topic && !rec.feeling;
  if (fresh || state.phase === 'open' || state.phase === 'closed') {
    const opening = intent === 'greeting' || (fresh && intent !== 'answer');
    if (opening && nothingToGoOn)
      return { state: { ...state, phase: 'open' }, action: { kind: 'greet' } };
    if (state.phase === 'closed' && (!rec.topic || rec.confidence < REOPEN_CONFIDENCE))
      return { state: { ...state, phase: 'open' }, action: { kind: 'afterClosing' } };
    return startThread(turn);
  }
  if (state.phase === 'offer') return afterSummary(turn);
  if (intent === 'newDirection')
    return { state: { ...state, phase: 'open' }, action: { kind: 'newDirection' } };
  if (intent === 'wrapUp')
    return { state: { ...state, phase: 'closed' }, action: { kind: 'closing' } };
  return advance(turn);
}
