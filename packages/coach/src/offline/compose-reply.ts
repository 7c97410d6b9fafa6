// Puts a turn into words: acknowledgement or reflection, one personal line, the step, and one question.
import type { Language } from '@groeipad/domain';
import type { CoachUserContext } from '../types';
import type { OfflineContent, StepContent } from './content-schema';
import type { Action, Turn } from './decide';
import { TECHNIQUE_STEPS } from './ids';
import type { TechniqueId } from './ids';
import { cleanValue } from './notes';
import { personalLine } from './personal';
import type { Moment, PersonalLine } from './personal';
import { firstName } from './persona';
import { ASKED_LIMIT } from './state';
import type { OfflineState } from './state';
import { splitSentences } from './sentences';
import { choose } from './templates';
import type { TemplateValues } from './templates';

export type Scene = {
  turn: Turn;
  action: Action;
  /** The state after this turn (technique and step already moved on). */
  next: OfflineState;
  context: CoachUserContext;
  content: OfflineContent;
  random: () => number;
  /** Keys of the lines chosen this turn; kept in state so the next turns vary their words. */
  said: string[];
};

type Line = { text: string; priority: number; personal?: PersonalLine };
type Question = { text: string; key: string };

const MAX_SENTENCES = 4;

/** Picks a variant, avoiding ones used in recent turns, and remembers the choice under `key`. */
function pick(
  variants: readonly string[],
  values: TemplateValues,
  scene: Scene,
  key: string,
): string | null {
  const recent = scene.next.asked;
  const chosen = choose(variants, values, scene.random, (i) => recent.includes(`${key}.${i}`));
  if (!chosen) return null;
  scene.said.push(`${key}.${chosen.index}`);
  return chosen.text;
}

function values(scene: Scene): TemplateValues {
  const { next, content, context } = scene;
  const language: Language = next.language;
  // Issue 18: the user's own sentences (the notes) are never put back into a reply; the content has
  // a variant without them for every line.
  const known: TemplateValues = {};
  const name = firstName(context);
  if (name) known.name = cleanValue(name, language);
  if (next.topic) known.topic = content.names.topics[next.topic];
  return known;
}

function stepContent(content: OfflineContent, technique: TechniqueId, stepId: string): StepContent {
  const step = content.techniques[technique][stepId];
  if (!step) throw new Error(`offline coach content lacks ${technique}.${stepId}`);
  return step;
}

function question(variants: readonly string[], prefix: string, scene: Scene): Question {
  const asked = scene.next.asked;
  const chosen = choose(variants, values(scene), scene.random, (i) =>
    asked.includes(`${prefix}.${i}`),
  );
  if (!chosen) throw new Error(`offline coach content has no usable question for ${prefix}`);
  return { text: chosen.text, key: `${prefix}.${chosen.index}` };
}

function acknowledgement(scene: Scene): string | null {
  const { content, turn, context } = scene;
  const acks = content.acknowledgements;
  const known = values(scene);
  switch (turn.intent) {
    case 'yes':
    case 'thanks':
      return pick(acks.yes, known, scene, 'ack.yes');
    case 'no':
      return pick(acks.no, known, scene, 'ack.no');
    case 'dontKnow':
      return pick(acks.dontKnow, known, scene, 'ack.dontKnow');
    default:
      if (turn.persona.kind === 'buddy')
        return pick(content.personas.buddy.acknowledgements, known, scene, 'ack.buddy');
      return pick(
        acks[context.tone ?? 'default'],
        known,
        scene,
        `ack.${context.tone ?? 'default'}`,
      );
  }
}

function reflection(scene: Scene, topic: Turn['rec']['topic']): string | null {
  const { reflections } = scene.content;
  const { feeling } = scene.turn.rec;
  if (feeling) return pick(reflections.feelings[feeling], {}, scene, `reflect.${feeling}`);
  if (topic) return pick(reflections.topics[topic], {}, scene, `reflect.${topic}`);
  return pick(reflections.general, {}, scene, 'reflect.general');
}

function greeting(scene: Scene): string | null {
  const { personas } = scene.content;
  const persona = scene.turn.persona;
  const variants =
    persona.kind === 'buddy'
      ? personas.buddy.greeting
      : persona.kind === 'specialist'
        ? personas.specialist.greetings[persona.topic]
        : personas.coach.greeting;
  return pick(variants, values(scene), scene, `greet.${persona.kind}`);
}

function personal(scene: Scene, kind: Moment['kind']): Line[] {
  const { next, turn, context, content, random } = scene;
  const stepId = next.technique ? (TECHNIQUE_STEPS[next.technique][next.step]?.id ?? null) : null;
  const moment: Moment = {
    kind,
    technique: kind === 'greet' ? null : next.technique,
    stepId,
    topic: next.topic,
    feeling: next.feeling,
    text: turn.text,
    language: next.language,
  };
  const line = personalLine(context, moment, next, content, random);
  return line ? [{ text: line.text, priority: 3, personal: line }] : [];
}

function stepLines(scene: Scene): { lines: Line[]; ask: Question } {
  const { next, content } = scene;
  const technique = next.technique ?? 'reflective_listening';
  const stepId = TECHNIQUE_STEPS[technique][next.step]?.id ?? 'summary';
  const step = stepContent(content, technique, stepId);
  const say = pick(step.say, values(scene), scene, `${technique}.${stepId}.say`);
  const offer = stepId === 'summary' && next.pendingTopic;
  const ask = offer
    ? question(content.flow.offerTopic, 'flow.offerTopic', {
        ...scene,
        next: { ...next, topic: next.pendingTopic },
      })
    : question(step.ask, `${technique}.${stepId}`, scene);
  return { lines: say ? [{ text: say, priority: 1 }] : [], ask };
}

function flowLines(scene: Scene, part: { say: string[]; ask: string[] }, key: string) {
  const say = pick(part.say, values(scene), scene, `${key}.say`);
  return { lines: say ? [{ text: say, priority: 1 }] : [], ask: question(part.ask, key, scene) };
}

function draftLines(scene: Scene): { lines: Line[]; ask: Question } {
  const { action, content } = scene;
  switch (action.kind) {
    case 'greet': {
      const opening = flowLines(scene, content.flow.opening, 'flow.opening');
      const hello = greeting(scene);
      return {
        lines: [
          ...(hello ? [{ text: hello, priority: 0 }] : []),
          ...personal(scene, 'greet'),
          ...opening.lines.map((line) => ({ ...line, priority: 4 })),
        ],
        ask: opening.ask,
      };
    }
    case 'start': {
      const step = stepLines(scene);
      const reflect = reflection(scene, action.steeredFrom ?? scene.next.topic);
      const persona = scene.turn.persona;
      const bridge =
        action.steeredFrom && persona.kind === 'specialist'
          ? pick(content.personas.specialist.bridges[persona.topic], {}, scene, 'bridge')
          : null;
      const lines: Line[] = [
        ...(reflect ? [{ text: reflect, priority: 2 }] : []),
        ...(bridge ? [{ text: bridge, priority: 1 }] : []),
        ...personal(scene, 'start'),
        ...step.lines,
      ];
      return { lines, ask: step.ask };
    }
    case 'step': {
      const step = stepLines(scene);
      const ack = acknowledgement(scene);
      return {
        lines: [
          ...(ack ? [{ text: ack, priority: 2 }] : []),
          ...personal(scene, action.moved ? 'start' : 'step'),
          ...step.lines,
        ],
        ask: step.ask,
      };
    }
    case 'newDirection':
      return flowLines(scene, content.flow.newDirection, 'flow.newDirection');
    case 'closing':
      return flowLines(scene, content.flow.closing, 'flow.closing');
    case 'afterClosing':
      return flowLines(scene, content.flow.afterClosing, 'flow.afterClosing');
  }
}

/** Keeps the most important lines within the sentence budget, in their original order. */
function budget(lines: Line[], maxLines: number): Line[] {
  const ranked = [...lines].sort((a, b) => a.priority - b.priority);
  const kept: Line[] = [];
  let sentences = 0;
  for (const line of ranked) {
    const count = splitSentences(line.text).length;
    if (kept.length >= maxLines || sentences + count > MAX_SENTENCES) continue;
    kept.push(line);
    sentences += count;
  }
  return lines.filter((line) => kept.includes(line));
}

/** The offline coach's reply to one scene and its next state (the coach's `respond()` is the top level). */
export function composeReply(setting: Omit<Scene, 'said'>): {
  sentences: string[];
  state: OfflineState;
} {
  const scene: Scene = { ...setting, said: [] };
  const { lines, ask } = draftLines(scene);
  const maxLines = scene.context.tone === 'direct' ? 2 : 3;
  const kept = budget(lines, maxLines);
  const used = kept.flatMap((line) => (line.personal ? [line.personal] : []));
  const { next } = scene;
  const state: OfflineState = {
    ...next,
    asked: [...next.asked, ...scene.said, ask.key].slice(-ASKED_LIMIT),
    usedData: [...next.usedData, ...used.flatMap((line) => (line.data ? [line.data] : []))],
    framed: [...next.framed, ...used.flatMap((line) => (line.framing ? [line.framing] : []))],
  };
  return { sentences: [...kept.flatMap((line) => splitSentences(line.text)), ask.text], state };
}
