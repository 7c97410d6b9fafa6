// The English nickname of every type in the locale files is the domain's canonical nickname.
import { MBTI_TYPES, mbtiNicknames } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import enTypes from '../locales/en/types.json';

describe('type nicknames', () => {
  it.each(MBTI_TYPES)('%s has the same English nickname in the domain and the locale', (type) => {
    const entry = (enTypes as Record<string, { nickname?: string }>)[type];
    expect(entry?.nickname).toBe(mbtiNicknames[type]);
  });
});
