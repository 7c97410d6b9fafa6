import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { summariseContext } from './summary';
import { summaryPhrases } from './summary-phrases';
import { testContext } from '../testing/coach-request';

const full = testContext({
  mbtiType: 'INFP',
  displayName: 'Annelies',
  coachingGoals: ['stress_management', 'goal_achievement'],
  moodTrend: { direction: 'down', average: 2.25, count: 7 },
  openDailyGoals: ['Wandelen', 'Annelies bellen op 06-12345678', 'Wandelen'],
  weakestLifeArea: { id: 'financieen', score: 41.6 },
  journalThemes: ['werk', 'slaap'],
});

describe('summariseContext', () => {
  it('lists every known fact in Dutch, one line each', () => {
    expect(summariseContext(full)).toBe(
      [
        'Persoonlijkheidstype: INFP',
        'Coachingdoelen: Beter omgaan met stress en Mijn doelen bereiken',
        'Stemming de laatste tijd: dalend (gemiddeld 2,3 van 5, 7 metingen)',
        'Open doelen van vandaag: Wandelen en [name] bellen op [phone]',
        'Levensgebied met de laagste score: Financiën (42/100)',
        'Terugkerende thema’s in het dagboek: werk en slaap',
      ].join('\n'),
    );
  });

  it('is empty when nothing is known yet', () => {
    expect(summariseContext(testContext())).toBe('');
    expect(
      summariseContext(testContext({ moodTrend: { direction: 'up', average: 0, count: 0 } })),
    ).toBe('');
  });

  it('writes the labels in each of the seven languages', () => {
    for (const language of supportedLanguages) {
      const text = summariseContext({ ...full, language });
      const words = summaryPhrases[language];
      expect(text, language).toContain(words.type);
      expect(text, language).toContain(words.moodDirection.down);
      expect(text, language).toContain(words.lifeAreas.financieen);
      expect(text, language).toContain(words.coachingGoals.stress_management);
      expect(text.split('\n'), language).toHaveLength(6);
    }
    expect(summariseContext({ ...full, language: 'en' })).toContain(
      'Recent mood: falling (average 2.3 out of 5, 7 entries)',
    );
    expect(summariseContext({ ...full, language: 'fr' })).toContain('Type de personnalité : INFP');
  });

  it('shows unknown goal and life-area ids readably and caps long user items', () => {
    const text = summariseContext(
      testContext({
        language: 'en',
        coachingGoals: ['sleep_better'],
        weakestLifeArea: { id: 'career', score: 10 },
        openDailyGoals: ['x'.repeat(200)],
      }),
    );
    expect(text).toContain('Coaching goals: sleep better');
    expect(text).toContain('Life area with the lowest score: career (10/100)');
    expect(text).toContain(`${'x'.repeat(59)}…`);
    expect(text).not.toContain('x'.repeat(60));
  });
});
