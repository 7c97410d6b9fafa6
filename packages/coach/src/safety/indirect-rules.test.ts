// Indirect signals (concepts/indirect/, rules-indirect.json): farewells, scouting, burden, slang, grooming.
import { describe, expect, it } from 'vitest';
import { detectCrisis, explainCrisis } from './detect';
import { joinConceptFiles } from './lexicon';
import type { CrisisCategory } from './types';

function expectFlag(text: string, category: CrisisCategory, level?: 'concern' | 'crisis'): void {
  const result = detectCrisis(text);
  expect(result.categories, text).toContain(category);
  if (level) expect(result.level, text).toBe(level);
  else expect(result.level, text).not.toBe('none');
}

function expectNone(...texts: string[]): void {
  for (const text of texts) expect(detectCrisis(text).level, text).toBe('none');
}

describe('joinConceptFiles', () => {
  it('joins the lists of a concept named in several files of one language', () => {
    const joined = joinConceptFiles([
      { language: 'en', concepts: { tool: ['hammer'], fruit: ['apple'] } },
      { language: 'en', concepts: { tool: ['saw'] } },
    ]);
    expect(joined.concepts).toEqual({ tool: ['hammer', 'saw'], fruit: ['apple'] });
  });

  it('refuses files of different languages and an empty list', () => {
    const en = { language: 'en', concepts: { tool: ['hammer'] } };
    const nl = { language: 'nl', concepts: { tool: ['hamer'] } };
    expect(() => joinConceptFiles([en, nl])).toThrow(/en and nl/);
    expect(() => joinConceptFiles([])).toThrow();
  });
});

describe('indirect concept rules', () => {
  it('catch farewells without death words, not ordinary cancelling or pet-sitting', () => {
    expectFlag('if i never hear from you again, tell mum it was not her fault', 'suicide');
    expectFlag('hab alle abos gekündigt, damit sich keiner drum kümmern muss', 'suicide');
    expectNone(
      'cancelled netflix, need to save money',
      'can you take care of my cat while im in spain?',
    );
  });

  it('catch scouting of means and places, not sightseeing or a truck under a bridge', () => {
    expectFlag('hoe hoog is die parkeergarage eigenlijk? gewoon nieuwsgierig', 'suicide');
    expectFlag('got 40 sertraline put away, an exit if i need one', 'suicide', 'crisis');
    expectFlag('夜、誰もいない時間に橋に行ってる', 'suicide');
    expectNone(
      'how tall is the eiffel tower? going saturday',
      'wie hoch ist die brücke, unser lkw',
    );
  });

  it('catch feeling gone or a burden, with a plan as crisis', () => {
    expectFlag('sin mí tendrían una vida normal', 'suicide', 'concern');
    expectFlag(
      'je me sens déjà parti, j attends juste la bonne nuit pour que ce soit officiel',
      'suicide',
      'crisis',
    );
    expectNone('counting the days till summer');
  });

  it('catch self-harm relapse, hidden scars and burns, not crafts or tan lines', () => {
    expectFlag('2 months clean and picked up the blade again', 'self_harm', 'crisis');
    expectFlag('라이터로 팔 지졌어', 'self_harm', 'crisis');
    expectFlag('夏でも長袖、手首の傷見られたくない', 'self_harm');
    expectNone('wore a hoodie to hide the tan lines on my arms');
  });

  it('catch a weapon brought to school or work with revenge, not for cooking class', () => {
    expectFlag(
      'bringing a knife to school tomorrow, they wont be laughing',
      'harm_to_others',
      'crisis',
    );
    expectFlag('明日包丁持って会社行く', 'harm_to_others');
    expectNone('ik neem morgen een mes mee naar school voor de kookles');
  });

  it('catch sextortion, cover stories and grooming, not a teacher game', () => {
    expectFlag('hij dreigt mijn naaktfotos naar iedereen te sturen', 'abuse', 'crisis');
    expectFlag('dad tells me to say i fell when he has been drinking', 'abuse');
    expectFlag('mi entrenador dice que es nuestro secreto y me toca', 'abuse', 'crisis');
    expectNone("mon prof dit que c'est un jeu pour réviser");
    const explained = explainCrisis('he hits me with his belt');
    expect(explained.matches.map((m) => m.phrase)).toContain('rule:abuse-belt');
  });
});
