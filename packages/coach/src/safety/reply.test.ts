import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { groundingExercise } from './grounding';
import { crisisReply, emergencyText } from './reply';
import { crisisResources } from './resources';
import { crisisCategories, type CrisisAssessment, type CrisisCategory } from './types';

function assessment(
  categories: CrisisCategory[],
  level: 'crisis' | 'concern' = 'crisis',
): CrisisAssessment {
  return { level, categories, languages: [] };
}

describe('crisisReply', () => {
  it('names 113 and 112 for a Dutch suicide crisis', () => {
    const text = crisisReply('nl', assessment(['suicide']));
    expect(text).toContain('0800-0113');
    expect(text).toContain('112');
  });

  it('adds the abuse line and "not your fault" for abuse', () => {
    expect(crisisReply('nl', assessment(['abuse']))).toContain('0800-2000');
    expect(crisisReply('en', assessment(['abuse']))).toContain('0808 2000 247');
    expect(crisisReply('de', assessment(['abuse']))).toContain('116 016');
    expect(crisisReply('fr', assessment(['abuse']))).toContain('3919');
    expect(crisisReply('es', assessment(['abuse']))).toContain('016');
    expect(crisisReply('en', assessment(['abuse']))).toMatch(/not your fault/);
  });

  it('gives a safety message and the emergency number for harm to others', () => {
    const text = crisisReply('en', assessment(['harm_to_others']));
    expect(text).toMatch(/distance/);
    expect(text).toContain('999');
  });

  it('uses the user country when given', () => {
    expect(crisisReply('en', assessment(['suicide']), 'US')).toContain('988');
    expect(crisisReply('ja', assessment(['suicide']))).toContain('119 (救急・消防) / 110 (警察)');
  });

  it('opens differently for concern and crisis', () => {
    const crisis = crisisReply('nl', assessment(['suicide'], 'crisis'));
    const concern = crisisReply('nl', assessment(['suicide'], 'concern'));
    expect(crisis.split('\n\n')[0]).not.toBe(concern.split('\n\n')[0]);
  });

  it('has a complete reply in every language for every category, with no placeholder left', () => {
    for (const language of supportedLanguages) {
      const emergency = emergencyText(crisisResources(language));
      for (const category of crisisCategories) {
        const text = crisisReply(language, assessment([category]));
        expect(text, `${language} ${category}`).not.toMatch(/[{}]/);
        expect(text, `${language} ${category}`).toContain(emergency);
        expect(text.split('\n\n').length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('is written in each language, not copied from English', () => {
    const english = crisisReply('en', assessment(['suicide']));
    for (const language of supportedLanguages.filter((l) => l !== 'en')) {
      const text = crisisReply(language, assessment(['suicide']));
      expect(text.split('\n\n')[0]).not.toBe(english.split('\n\n')[0]);
    }
  });
});

describe('groundingExercise', () => {
  it('has a senses and a breathing exercise in every language', () => {
    const englishTitles = [
      groundingExercise('en').title,
      groundingExercise('en', 'breathing').title,
    ];
    for (const language of supportedLanguages) {
      for (const kind of ['senses', 'breathing'] as const) {
        const exercise = groundingExercise(language, kind);
        expect(exercise.title.length).toBeGreaterThan(3);
        expect(exercise.steps.length).toBeGreaterThanOrEqual(5);
        if (language !== 'en') expect(englishTitles).not.toContain(exercise.title);
      }
    }
  });

  it('counts down 5-4-3-2-1 in the senses exercise', () => {
    const steps = groundingExercise('nl').steps.join(' ');
    for (const n of ['5', '4', '3', '2', '1']) expect(steps).toContain(n);
  });

  it('returns a copy the caller may change', () => {
    groundingExercise('en').steps.push('changed');
    expect(groundingExercise('en').steps).not.toContain('changed');
  });
});
