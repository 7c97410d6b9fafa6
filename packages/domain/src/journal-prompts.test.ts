import { describe, expect, it } from 'vitest';
import {
  FUNCTION_PROMPTS,
  GENERAL_PROMPTS,
  JOURNAL_PROMPT_IDS,
  dailyPrompt,
  functionStack,
  isJournalPromptId,
  journalDayIndex,
  promptFunction,
  promptsForType,
  type CognitiveFunction,
} from './journal-prompts';
import { MBTI_TYPES, type MbtiType } from './mbti';

/** The standard Myers-Briggs dominant and auxiliary functions, written out by hand. */
const STACKS: Record<MbtiType, [CognitiveFunction, CognitiveFunction]> = {
  INTJ: ['Ni', 'Te'],
  INTP: ['Ti', 'Ne'],
  ENTJ: ['Te', 'Ni'],
  ENTP: ['Ne', 'Ti'],
  INFJ: ['Ni', 'Fe'],
  INFP: ['Fi', 'Ne'],
  ENFJ: ['Fe', 'Ni'],
  ENFP: ['Ne', 'Fi'],
  ISTJ: ['Si', 'Te'],
  ISFJ: ['Si', 'Fe'],
  ESTJ: ['Te', 'Si'],
  ESFJ: ['Fe', 'Si'],
  ISTP: ['Ti', 'Se'],
  ISFP: ['Fi', 'Se'],
  ESTP: ['Se', 'Ti'],
  ESFP: ['Se', 'Fi'],
};

describe('prompt ids', () => {
  it('has 3 per function and 6 general, 30 in all, all distinct', () => {
    for (const ids of Object.values(FUNCTION_PROMPTS)) expect(ids).toHaveLength(3);
    expect(GENERAL_PROMPTS).toHaveLength(6);
    expect(new Set(JOURNAL_PROMPT_IDS).size).toBe(30);
    expect(JOURNAL_PROMPT_IDS).toContain('ni1');
    expect(JOURNAL_PROMPT_IDS).toContain('fe3');
  });

  it('recognises prompt ids', () => {
    expect(isJournalPromptId('se2')).toBe(true);
    expect(isJournalPromptId('general6')).toBe(true);
    expect(isJournalPromptId('general7')).toBe(false);
    expect(isJournalPromptId(undefined)).toBe(false);
  });
});

describe('promptFunction', () => {
  it('names the function of a prompt, nothing for the general ones', () => {
    expect(promptFunction('ni2')).toBe('Ni');
    expect(promptFunction('fe3')).toBe('Fe');
    expect(promptFunction('general1')).toBeUndefined();
    expect(promptFunction('nope')).toBeUndefined();
  });
});

describe('functionStack', () => {
  it.each(MBTI_TYPES)('%s leads with the standard dominant and auxiliary', (type) => {
    const [dominant, auxiliary] = STACKS[type];
    expect(functionStack(type)).toEqual({ dominant, auxiliary });
  });
});

describe('promptsForType', () => {
  it.each(MBTI_TYPES)('%s: dominant prompts, then auxiliary, then general', (type) => {
    const [dominant, auxiliary] = STACKS[type];
    const prompts = promptsForType(type, 0);
    expect(prompts).toEqual([
      ...FUNCTION_PROMPTS[dominant],
      ...FUNCTION_PROMPTS[auxiliary],
      ...GENERAL_PROMPTS,
    ]);
  });

  it('turns each group by the day but keeps the group order', () => {
    expect(promptsForType('INFP', 1)).toEqual([
      'fi2',
      'fi3',
      'fi1',
      'ne2',
      'ne3',
      'ne1',
      'general2',
      'general3',
      'general4',
      'general5',
      'general6',
      'general1',
    ]);
    expect(promptsForType('INFP', 3)).toEqual(
      promptsForType('INFP', 0)
        .slice(0, 6)
        .concat(['general4', 'general5', 'general6', 'general1', 'general2', 'general3']),
    );
  });

  it('accepts any case and handles negative days', () => {
    expect(promptsForType(' enfj', 0)).toEqual(promptsForType('ENFJ', 0));
    expect(promptsForType('ENFJ', -1)).toEqual(promptsForType('ENFJ', 5));
  });

  it('gives only the general prompts for a missing or unknown type', () => {
    expect(promptsForType(undefined, 0)).toEqual([...GENERAL_PROMPTS]);
    expect(promptsForType('XXXX', 2)[0]).toBe('general3');
  });
});

describe('dailyPrompt', () => {
  it.each(MBTI_TYPES)(
    '%s: over 24 days uses every prompt of its stack, favouring the dominant',
    (type) => {
      const [dominant, auxiliary] = STACKS[type];
      const days = Array.from({ length: 24 }, (_, day) => dailyPrompt(type, day));
      const from = (ids: readonly string[]) => days.filter((id) => ids.includes(id)).length;
      expect(from(FUNCTION_PROMPTS[dominant])).toBe(12);
      expect(from(FUNCTION_PROMPTS[auxiliary])).toBe(6);
      expect(from(GENERAL_PROMPTS)).toBe(6);
      expect(new Set(days)).toEqual(new Set(promptsForType(type, 0)));
    },
  );

  it('is the same all day and moves on the next day', () => {
    expect(dailyPrompt('INTJ', 100)).toBe(dailyPrompt('INTJ', 100));
    expect(dailyPrompt('INTJ', 100)).not.toBe(dailyPrompt('INTJ', 101));
    expect(dailyPrompt('INTJ', 0)).toBe('ni1');
    expect(dailyPrompt('INTJ', 1)).toBe('te1');
    expect(dailyPrompt('INTJ', 2)).toBe('ni2');
    expect(dailyPrompt('INTJ', 3)).toBe('general1');
    expect(dailyPrompt('INTJ', 4)).toBe('ni3');
  });

  it('repeats every 24 days, negative days included', () => {
    for (const day of [0, 5, 17, 23]) {
      expect(dailyPrompt('ESFP', day + 24)).toBe(dailyPrompt('ESFP', day));
      expect(dailyPrompt('ESFP', day - 24)).toBe(dailyPrompt('ESFP', day));
    }
  });

  it('walks through the general prompts without a type', () => {
    expect([0, 1, 5, 6].map((day) => dailyPrompt(undefined, day))).toEqual([
      'general1',
      'general2',
      'general6',
      'general1',
    ]);
  });
});

describe('journalDayIndex', () => {
  it('counts calendar days since 1970 in the given zone', () => {
    expect(journalDayIndex(0, 'UTC')).toBe(0);
    expect(journalDayIndex(Date.UTC(1970, 0, 2, 12), 'UTC')).toBe(1);
    // 23:30 UTC on 1 Jan is already 2 Jan in Amsterdam.
    expect(journalDayIndex(Date.UTC(1970, 0, 1, 23, 30), 'Europe/Amsterdam')).toBe(1);
  });
});
