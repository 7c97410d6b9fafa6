import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { inspirationFromSession } from './inspiration';
import { IMAGINATION_SOURCE } from './steps';

const responses = {
  settle: 'Wat onrustig, maar ik adem.',
  place: 'Een markt vol fruit in de zon.',
  figure: 'Een oude koopman met een weegschaal. Hij knikt.',
  question: 'Wat is genoeg?',
  answer: 'Genoeg is wat je kunt dragen zonder zorgen.',
  insight: 'Elke zondag mijn uitgaven rustig bekijken.',
};

describe('inspirationFromSession', () => {
  it('titles the inspiration with the insight and summarises in the person’s own words', () => {
    const draft = inspirationFromSession({ language: 'nl', levensgebied: 'financieen', responses });
    expect(draft.title).toBe('Elke zondag mijn uitgaven rustig bekijken');
    expect(draft.summary).toBe(
      'Je verbeelding nam je mee naar: Een markt vol fruit in de zon. ' +
        'Daar verscheen: Een oude koopman met een weegschaal… ' +
        "Het antwoord dat je hoorde: 'Genoeg is wat je kunt dragen zonder zorgen'. " +
        'Wat je meeneemt: Elke zondag mijn uitgaven rustig bekijken.',
    );
    expect(draft.source).toBe(IMAGINATION_SOURCE);
  });

  it('keeps every answer in full in the content, under its step title', () => {
    const draft = inspirationFromSession({ language: 'nl', levensgebied: 'financieen', responses });
    expect(draft.content.split('\n\n')).toEqual([
      'Tot rust komen\nWat onrustig, maar ik adem.',
      'Een plek\nEen markt vol fruit in de zon.',
      'Een gestalte of symbool\nEen oude koopman met een weegschaal. Hij knikt.',
      'Een vraag stellen\nWat is genoeg?',
      'Luisteren\nGenoeg is wat je kunt dragen zonder zorgen.',
      'Terugkomen\nElke zondag mijn uitgaven rustig bekijken.',
    ]);
  });

  it('falls back to the answer or figure for the title, and to the area when nothing was written', () => {
    const noInsight = inspirationFromSession({
      language: 'en',
      levensgebied: 'socialeRelaties',
      responses: { figure: 'A red fox', answer: '  ', insight: '' },
    });
    expect(noInsight.title).toBe('A red fox');
    expect(noInsight.summary).toBe('There appeared: A red fox.');

    const blank = inspirationFromSession({
      language: 'en',
      levensgebied: 'socialeRelaties',
      responses: {},
    });
    expect(blank.title).toBe('Inspiration: Social relationships');
    expect(blank.summary).toBe('A session of active imagination around your relationships.');
    expect(blank.content).toBe('');
  });

  it('is pure: the same session gives the same draft', () => {
    const input = { language: 'de', levensgebied: 'hobbyPassies', responses } as const;
    expect(inspirationFromSession(input)).toEqual(inspirationFromSession(input));
  });

  it.each(supportedLanguages)('%s fills every placeholder', (language) => {
    const draft = inspirationFromSession({ language, levensgebied: 'thuisOmgeving', responses });
    expect(`${draft.title}${draft.summary}${draft.content}`).not.toContain('{{');
    expect(draft.summary).toContain('Een markt vol fruit in de zon');
    const empty = inspirationFromSession({
      language,
      levensgebied: 'thuisOmgeving',
      responses: {},
    });
    expect(empty.title).not.toContain('{{');
    expect(empty.summary).not.toContain('{{');
  });
});
