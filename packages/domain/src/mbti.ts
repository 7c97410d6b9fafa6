// The 16 MBTI types: validation, English nicknames and descriptions, and the four dimensions (SPEC 2).
export const MBTI_TYPES = [
  'INTJ',
  'INTP',
  'ENTJ',
  'ENTP',
  'INFJ',
  'INFP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISFJ',
  'ESTJ',
  'ESFJ',
  'ISTP',
  'ISFP',
  'ESTP',
  'ESFP',
] as const;
export type MbtiType = (typeof MBTI_TYPES)[number];

export function isMbtiType(value: unknown): value is MbtiType {
  return MBTI_TYPES.some((type) => type === value);
}

/** Case and surrounding spaces do not matter ('enfp ' is ENFP); anything else is undefined. */
export function toMbtiType(value: string | null | undefined): MbtiType | undefined {
  const type = (value ?? '').trim().toUpperCase();
  return isMbtiType(type) ? type : undefined;
}

/** Our own short English nicknames (the spec's examples INTJ Architect and ENFP Campaigner kept); the English
 * locale's `types:<TYPE>.nickname` must match them (tested in packages/i18n). */
export const mbtiNicknames: Record<MbtiType, string> = {
  INTJ: 'Architect',
  INTP: 'Thinker',
  ENTJ: 'Conductor',
  ENTP: 'Inventor',
  INFJ: 'Guide',
  INFP: 'Idealist',
  ENFJ: 'Mentor',
  ENFP: 'Campaigner',
  ISTJ: 'Pillar',
  ISFJ: 'Protector',
  ESTJ: 'Organizer',
  ESFJ: 'Connector',
  ISTP: 'Maker',
  ISFP: 'Artist',
  ESTP: 'Doer',
  ESFP: 'Life of the Party',
};

export const mbtiDescriptions: Record<MbtiType, string> = {
  INTJ: 'Strategic and independent; builds long-range plans and improves systems.',
  INTP: 'Curious and analytical; seeks to understand how things really work.',
  ENTJ: 'Decisive and driven; organises people and resources toward clear goals.',
  ENTP: 'Inventive and quick-witted; enjoys testing ideas through debate.',
  INFJ: 'Insightful and principled; guided by a quiet vision of helping others.',
  INFP: 'Idealistic and empathetic; lives by deeply held personal values.',
  ENFJ: 'Warm and inspiring; brings out the best in the people around them.',
  ENFP: 'Enthusiastic and imaginative; sees possibilities and connects people.',
  ISTJ: 'Reliable and thorough; honours commitments, facts and proven methods.',
  ISFJ: 'Caring and dependable; quietly looks after the needs of others.',
  ESTJ: 'Practical and organised; brings order, structure and follow-through.',
  ESFJ: 'Sociable and supportive; creates harmony and takes care of the group.',
  ISTP: 'Hands-on and calm; solves practical problems as they arise.',
  ISFP: 'Gentle and artistic; lives in the moment and values authenticity.',
  ESTP: 'Energetic and bold; acts quickly and thrives on real-world challenges.',
  ESFP: 'Spontaneous and playful; brings fun and warmth to every situation.',
};

export const UNKNOWN_TYPE_TEXT = 'Unknown type';

/** The description, or 'Unknown type'. */
export function describeType(type: string | null | undefined): string {
  const known = toMbtiType(type);
  return known === undefined ? UNKNOWN_TYPE_TEXT : mbtiDescriptions[known];
}

export type MbtiDimensions = {
  energy: 'E' | 'I';
  information: 'S' | 'N';
  decisions: 'T' | 'F';
  structure: 'J' | 'P';
};

/** The four letters as named dimensions; undefined for an unknown type. */
export function mbtiDimensions(type: string | null | undefined): MbtiDimensions | undefined {
  const known = toMbtiType(type);
  if (known === undefined) return undefined;
  return {
    energy: known[0] === 'E' ? 'E' : 'I',
    information: known[1] === 'S' ? 'S' : 'N',
    decisions: known[2] === 'T' ? 'T' : 'F',
    structure: known[3] === 'J' ? 'J' : 'P',
  };
}
