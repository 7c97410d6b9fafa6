// The first lines of a guided reply: a warm line on the feeling or topic and one line on the user's own data or type.
import type { Language } from '@groeipad/domain';
import type { CoachUserContext } from '../../types';
import { contentFor } from '../content';
import type { FeelingId, TechniqueId, TopicId } from '../ids';
import { personalLine } from '../personal';
import type { Recognition } from '../recognise';
import type { OfflineState } from '../state';
import { choose } from '../templates';
import type { GuideTechnique } from './guide-ids';

type Scene = {
  text: string;
  language: Language;
  state: OfflineState;
  rec: Recognition;
  context: CoachUserContext;
  random: () => number;
};

const HOPEFUL_FEELINGS: readonly FeelingId[] = ['calm', 'happy', 'hopeful'];

/** The reflection of the old coach content: one warm line on the feeling or topic, never the user's words. */
export function reflection(scene: Scene): string | null {
  const { reflections } = contentFor(scene.language);
  // "Calmer" in a request is what the user wants, not how they feel: no "glad you feel calm".
  const raw: FeelingId | null = scene.rec.feeling;
  const feeling = raw && !HOPEFUL_FEELINGS.includes(raw) ? raw : null;
  const topic: TopicId | null = scene.rec.topic;
  const variants = feeling ? reflections.feelings[feeling] : topic ? reflections.topics[topic] : [];
  return choose(variants, {}, scene.random)?.text ?? null;
}

/** The old coach's framing texts per type exist for these techniques. */
const FRAMED_AS: Partial<Record<GuideTechnique, TechniqueId>> = {
  breathing: 'grounding',
  grounding: 'grounding',
  behavioural_activation: 'behavioural_activation',
  cognitive_reframing: 'cognitive_reframing',
  smart_goals: 'smart_goals',
  values: 'values_clarification',
};

/** One line on the user's own data (mood, open goal, life area, journal theme) or their type. */
export function personal(
  scene: Scene,
  technique: GuideTechnique,
): { line: string | null; extra: Partial<OfflineState> } {
  const framed = FRAMED_AS[technique] ?? null;
  const line = personalLine(
    scene.context,
    {
      kind: 'start',
      technique: framed,
      stepId: null,
      topic: scene.rec.topic,
      feeling: scene.rec.feeling,
      text: scene.text,
      language: scene.language,
    },
    scene.state,
    contentFor(scene.language),
    scene.random,
  );
  if (!line) return { line: null, extra: {} };
  const { state } = scene;
  return {
    line: line.text,
    extra: {
      usedData: line.data ? [...state.usedData, line.data] : state.usedData,
      framed: line.framing ? [...state.framed, line.framing] : state.framed,
    },
  };
}
