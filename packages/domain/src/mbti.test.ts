import { describe, expect, it } from 'vitest';
import {
  describeType,
  isMbtiType,
  MBTI_TYPES,
  mbtiDescriptions,
  mbtiDimensions,
  mbtiNicknames,
  toMbtiType,
} from './mbti';

describe('MBTI types', () => {
  it('has 16 distinct types made of the four letter pairs', () => {
    expect(new Set(MBTI_TYPES).size).toBe(16);
    for (const type of MBTI_TYPES) expect(type).toMatch(/^[EI][SN][TF][JP]$/);
  });
  it('validates types', () => {
    expect(isMbtiType('INTJ')).toBe(true);
    expect(isMbtiType('intj')).toBe(false);
    expect(isMbtiType('XXXX')).toBe(false);
    expect(toMbtiType(' enfp ')).toBe('ENFP');
    expect(toMbtiType('ABCD')).toBeUndefined();
  });
  it('has the English nicknames', () => {
    expect(mbtiNicknames).toEqual({
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
    });
  });
  it('describes every type and says Unknown type otherwise', () => {
    const descriptions = MBTI_TYPES.map(describeType);
    expect(new Set(descriptions).size).toBe(16);
    for (const text of descriptions) expect(text.length).toBeGreaterThan(20);
    expect(describeType('INTJ')).toBe(mbtiDescriptions.INTJ);
    expect(describeType('XXXX')).toBe('Unknown type');
    expect(describeType(undefined)).toBe('Unknown type');
  });
  it('splits a type into its dimensions', () => {
    expect(mbtiDimensions('ENFP')).toEqual({
      energy: 'E',
      information: 'N',
      decisions: 'F',
      structure: 'P',
    });
    expect(mbtiDimensions('ISTJ')).toEqual({
      energy: 'I',
      information: 'S',
      decisions: 'T',
      structure: 'J',
    });
    expect(mbtiDimensions('nope')).toBeUndefined();
  });
});
