// The offline coach's fixed vocabulary: topics, feelings, techniques and the steps each technique walks through.

export const TOPICS = [
  'stress',
  'sleep',
  'motivation',
  'relationships',
  'work',
  'self_doubt',
  'gratitude',
  'goals',
  'loneliness',
  'anxiety',
  'anger',
  'grief',
  'health',
  'procrastination',
] as const;
export type TopicId = (typeof TOPICS)[number];

export const FEELINGS = [
  'anxious',
  'sad',
  'angry',
  'tired',
  'overwhelmed',
  'lonely',
  'hopeful',
  'happy',
  'ashamed',
  'frustrated',
  'calm',
] as const;
export type FeelingId = (typeof FEELINGS)[number];

export const TECHNIQUES = [
  'reflective_listening',
  'cognitive_reframing',
  'behavioural_activation',
  'smart_goals',
  'grounding',
  'gratitude',
  'values_clarification',
] as const;
export type TechniqueId = (typeof TECHNIQUES)[number];

/** Things the user said that the coach keeps and refers back to. */
export const NOTE_KEYS = [
  'situation',
  'need',
  'thought',
  'evidence',
  'alternative',
  'energy',
  'step',
  'when',
  'goal',
  'measure',
  'achievable',
  'why',
  'deadline',
  'noticed',
  'gratitude',
  'savour',
  'value',
  'gap',
] as const;
export type NoteKey = (typeof NOTE_KEYS)[number];

export type TechniqueStep = {
  id: string;
  /** Which note the user's answer to this step's question fills. */
  captures?: NoteKey;
};

/** The order of steps is the method itself, so it lives in code; the words live in content files. */
export const TECHNIQUE_STEPS: Record<TechniqueId, readonly TechniqueStep[]> = {
  reflective_listening: [
    { id: 'reflect', captures: 'situation' },
    { id: 'explore', captures: 'need' },
    { id: 'summary' },
  ],
  cognitive_reframing: [
    { id: 'situation', captures: 'situation' },
    { id: 'thought', captures: 'thought' },
    { id: 'evidence', captures: 'evidence' },
    { id: 'alternative', captures: 'alternative' },
    { id: 'summary' },
  ],
  behavioural_activation: [
    { id: 'energy', captures: 'energy' },
    { id: 'step', captures: 'step' },
    { id: 'plan', captures: 'when' },
    { id: 'summary' },
  ],
  smart_goals: [
    { id: 'specific', captures: 'goal' },
    { id: 'measurable', captures: 'measure' },
    { id: 'achievable', captures: 'achievable' },
    { id: 'relevant', captures: 'why' },
    { id: 'time_bound', captures: 'deadline' },
    { id: 'summary' },
  ],
  grounding: [{ id: 'breathe' }, { id: 'senses', captures: 'noticed' }, { id: 'summary' }],
  gratitude: [
    { id: 'notice', captures: 'gratitude' },
    { id: 'savour', captures: 'savour' },
    { id: 'summary' },
  ],
  values_clarification: [
    { id: 'values', captures: 'value' },
    { id: 'gap', captures: 'gap' },
    { id: 'step', captures: 'step' },
    { id: 'summary' },
  ],
};

/** MBTI dimension whose preference shapes the framing of each technique. */
export const TECHNIQUE_DIMENSION: Record<TechniqueId, readonly [MbtiPole, MbtiPole]> = {
  reflective_listening: ['E', 'I'],
  cognitive_reframing: ['T', 'F'],
  behavioural_activation: ['S', 'N'],
  smart_goals: ['J', 'P'],
  grounding: ['S', 'N'],
  gratitude: ['T', 'F'],
  values_clarification: ['T', 'F'],
};

export const MBTI_POLES = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'] as const;
export type MbtiPole = (typeof MBTI_POLES)[number];

export function isTopicId(value: unknown): value is TopicId {
  return TOPICS.some((topic) => topic === value);
}

export function isFeelingId(value: unknown): value is FeelingId {
  return FEELINGS.some((feeling) => feeling === value);
}
