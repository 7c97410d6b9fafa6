// Chooses the technique plan for a topic and feeling: what to do first, and what follows.
import type { FeelingId, TechniqueId, TopicId } from './ids';

type Plan = TechniqueId[];

const LISTEN_THEN_ACT: Plan = ['reflective_listening', 'behavioural_activation'];
const LISTEN_THEN_REFRAME: Plan = ['reflective_listening', 'cognitive_reframing'];
const LISTEN_THEN_VALUES: Plan = ['reflective_listening', 'values_clarification'];

function isAny(feeling: FeelingId | null, ...options: FeelingId[]): boolean {
  return feeling !== null && options.includes(feeling);
}

function planForTopic(topic: TopicId, feeling: FeelingId | null): Plan {
  const heated = isAny(feeling, 'angry', 'frustrated');
  switch (topic) {
    case 'goals':
      return ['smart_goals'];
    case 'gratitude':
      return ['gratitude'];
    case 'self_doubt':
      return ['cognitive_reframing'];
    case 'anxiety':
      // A racing body first needs calming before thoughts can be looked at.
      return isAny(feeling, 'anxious', 'overwhelmed')
        ? ['grounding', 'cognitive_reframing']
        : ['cognitive_reframing'];
    case 'stress':
      return isAny(feeling, 'anxious') ? ['grounding', 'behavioural_activation'] : LISTEN_THEN_ACT;
    case 'work':
      if (isAny(feeling, 'overwhelmed', 'tired', 'anxious')) return LISTEN_THEN_ACT;
      return heated ? LISTEN_THEN_REFRAME : LISTEN_THEN_VALUES;
    case 'sleep':
      return isAny(feeling, 'anxious') ? ['grounding', 'behavioural_activation'] : LISTEN_THEN_ACT;
    case 'motivation':
      return isAny(feeling, 'sad', 'tired') ? LISTEN_THEN_ACT : ['behavioural_activation'];
    case 'procrastination':
      return isAny(feeling, 'ashamed') ? ['cognitive_reframing'] : ['behavioural_activation'];
    case 'relationships':
      return heated ? LISTEN_THEN_REFRAME : LISTEN_THEN_VALUES;
    case 'anger':
      return isAny(feeling, 'overwhelmed')
        ? ['grounding', 'cognitive_reframing']
        : LISTEN_THEN_REFRAME;
    case 'loneliness':
    case 'grief':
    case 'health':
      return LISTEN_THEN_ACT;
  }
}

function planForFeeling(feeling: FeelingId | null): Plan {
  switch (feeling) {
    case 'anxious':
    case 'overwhelmed':
      return ['grounding', 'reflective_listening'];
    case 'ashamed':
      return ['cognitive_reframing'];
    case 'angry':
    case 'frustrated':
      return LISTEN_THEN_REFRAME;
    case 'sad':
    case 'tired':
    case 'lonely':
      return LISTEN_THEN_ACT;
    case 'happy':
    case 'calm':
      return ['gratitude'];
    case 'hopeful':
      return ['values_clarification'];
    case null:
      return ['reflective_listening'];
  }
}

/**
 * The plan for a new thread. Techniques already finished in this conversation are left out so a
 * second round on the same topic tries something new; listening alone is the last resort.
 */
export function chooseTechniques(
  topic: TopicId | null,
  feeling: FeelingId | null,
  completed: readonly TechniqueId[] = [],
): Plan {
  const plan = topic ? planForTopic(topic, feeling) : planForFeeling(feeling);
  const fresh = plan.filter((technique) => !completed.includes(technique));
  if (fresh.length > 0) return fresh;
  const alternatives: Plan = [
    'values_clarification',
    'behavioural_activation',
    'cognitive_reframing',
  ];
  const next = alternatives.find((technique) => !completed.includes(technique));
  return next ? ['reflective_listening', next] : ['reflective_listening'];
}
