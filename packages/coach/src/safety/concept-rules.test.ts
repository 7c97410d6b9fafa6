import { describe, expect, it } from 'vitest';
import {
  firedConceptRules,
  firedLoweringRules,
  parseConceptRules,
  ruleConceptNames,
  type ConceptRule,
} from './concept-rules';
import { detectCrisis, explainCrisis } from './detect';
import { compileLexicon } from './lexicon';
import { crisisLexicons } from './lexicons';
import type { CrisisCategory } from './types';

const emptyPhrases = { crisis: {}, concern: {} };

function rule(partial: Partial<ConceptRule> & Pick<ConceptRule, 'id' | 'all'>): ConceptRule {
  return {
    level: 'concern',
    category: 'suicide',
    none: [],
    scope: 'message',
    why: 'test',
    ...partial,
  };
}

describe('concept rule mechanics', () => {
  const lexicon = compileLexicon(
    { language: 'en', variants: { 'do not': ['dont'] }, ...emptyPhrases },
    {
      language: 'en',
      concepts: { fruit: ['(apple|pear)'], tool: ['hammer'], refusal: ['do not want'] },
    },
  );
  const fired = (text: string, rules: ConceptRule[]): string[] =>
    firedConceptRules(lexicon.concepts, lexicon.view(text), false, rules).map((r) => r.id);

  it('fires only when every concept is present, a list entry meaning any one of them', () => {
    const rules = [rule({ id: 'both', all: ['fruit', 'tool'] })];
    expect(fired('an apple and a hammer', rules)).toEqual(['both']);
    expect(fired('an apple and a pear', rules)).toEqual([]);
    const either = [rule({ id: 'either', all: [['fruit', 'tool']] })];
    expect(fired('just a hammer', either)).toEqual(['either']);
  });

  it('respects "none" and the sentence scope', () => {
    const rules = [
      rule({ id: 'unless', all: ['fruit', 'tool'], none: ['refusal'] }),
      rule({ id: 'sentence', all: ['fruit', 'tool'], scope: 'sentence' }),
    ];
    expect(fired('pear. hammer', rules)).toEqual(['unless']);
    expect(fired('pear and hammer', rules)).toEqual(['unless', 'sentence']);
    // The phrase file's variants apply to concepts too: "dont" is "do not".
    expect(fired('pear, hammer, i dont want', rules)).toEqual(['sentence']);
  });

  it('rejects a concept file for another language, bad phrases and duplicate rule ids', () => {
    expect(() =>
      compileLexicon({ language: 'en', ...emptyPhrases }, { language: 'nl', concepts: {} }),
    ).toThrow(/not for en/);
    expect(() =>
      compileLexicon(
        { language: 'en', ...emptyPhrases },
        { language: 'en', concepts: { broken: ['(open'] } },
      ),
    ).toThrow(/concepts\/en\.json, concept "broken".*Unbalanced/);
    const file = {
      rules: [{ id: 'a', level: 'concern', category: 'abuse', all: ['x'], why: 'y' }],
    };
    expect(() => parseConceptRules([file, file])).toThrow(/"a" is used twice/);
  });
});

describe('lowering rules', () => {
  const lexicon = compileLexicon(
    { language: 'en', ...emptyPhrases },
    {
      language: 'en',
      concepts: { joke_marker: ['lol'], trivial_trigger: ['pizza'], serious: ['for real'] },
    },
  );
  const lower = [
    {
      id: 'joke',
      all: ['joke_marker', 'trivial_trigger'],
      none: ['serious'],
      scope: 'message' as const,
      why: 'test',
    },
  ];
  const fired = (text: string): string[] =>
    firedLoweringRules(lexicon.concepts, lexicon.view(text), false, text, lower).map((r) => r.id);

  it('hold on their concepts, and a laughing emoji counts as a joke marker', () => {
    expect(fired('lol no pizza')).toEqual(['joke']);
    expect(fired('no pizza 😂')).toEqual(['joke']);
    expect(fired('no pizza')).toEqual([]);
    expect(fired('lol no pizza, for real')).toEqual([]);
  });
});

describe('concept content', () => {
  it('gives every language a non-empty list for every concept the rules use, and no unused lists', () => {
    // Lowering rules (rules-lower.json) count as users too.
    const used = ruleConceptNames();
    for (const lexicon of crisisLexicons()) {
      for (const name of used) {
        expect(
          lexicon.concepts.get(name)?.phrases.length,
          `${lexicon.language} ${name}`,
        ).toBeGreaterThan(0);
      }
      for (const name of lexicon.concepts.keys()) {
        expect(used.has(name), `${lexicon.language} ${name} is used by a rule`).toBe(true);
      }
    }
  });
});

function expectFlag(text: string, category: CrisisCategory, level?: 'concern' | 'crisis'): void {
  const result = detectCrisis(text);
  expect(result.categories, text).toContain(category);
  if (level) expect(result.level, text).toBe(level);
  else expect(result.level, text).not.toBe('none');
}

describe('concept rules on messages', () => {
  it('catch passive death wishes about not waking up, as concern', () => {
    expectFlag('tbh it would be ok with me if i didnt wake up on monday', 'suicide', 'concern');
    expectFlag('het zou me echt niks uitmaken als ik niet meer wakker werd', 'suicide');
    expectFlag('ojalá no despertara mañana', 'suicide');
    expectFlag('明日の朝、起きなければいいのに', 'suicide');
  });

  it('catch farewell behaviour, but not clearing out old things', () => {
    expectFlag(
      'my sister can keep my cat and my guitar. thank you for everything, really',
      'suicide',
    );
    expectFlag(
      "j'ai donné mes jeux à mon frère et mon chien à ma tante. merci pour tout vraiment",
      'suicide',
    );
    expect(
      detectCrisis('gave my old clothes to the charity shop, thanks for everything!').level,
    ).toBe('none');
  });

  it('catch means with a plan or a stockpile', () => {
    expectFlag(
      'been saving up my sleeping pills for weeks, should be enough for tonight',
      'suicide',
      'crisis',
    );
    expectFlag('ich war auf dem parkhaus und hab geschaut ob es hoch genug ist', 'suicide');
    expect(detectCrisis('checking whether the bridge is high enough for our van').level).toBe(
      'none',
    );
  });

  it('catch self-harm beyond cutting, but not accidents', () => {
    expectFlag('i bite my hands till they bleed when nobody is home', 'self_harm', 'crisis');
    expectFlag('me golpeo las piernas hasta que salen moretones', 'self_harm');
    expect(detectCrisis('tripped on the stairs and hit my knee, it bled a bit').level).toBe('none');
  });

  it('catch harm to others with a weapon or a plan', () => {
    expectFlag("i know where he works and i've got a knife in my car", 'harm_to_others', 'crisis');
    expectFlag('ik steek hem morgen neer, het mes ligt al klaar', 'harm_to_others', 'crisis');
    expect(detectCrisis('the knife is in the drawer, can you cut the bread').level).toBe('none');
  });

  it('catch control with threats as abuse, but not a parent taking a phone', () => {
    expectFlag(
      'he reads all my messages and says he will find me if i ever leave him',
      'abuse',
      'crisis',
    );
    expectFlag('彼にお金を全部取り上げられて、別れたら見つけ出すって言われた', 'abuse', 'crisis');
    expect(detectCrisis('my mum took my phone because i was gaming until 3').level).toBe('none');
  });

  it('leave idioms and ordinary talk alone', () => {
    for (const text of [
      'this job is killing me',
      "i'm banging my head against the wall with this spreadsheet",
      'i could kill him for eating my fries lol',
      "can't wait to leave this city for good, new job in madrid",
    ]) {
      expect(detectCrisis(text).level, text).toBe('none');
    }
  });

  it('catch gas in a closed room, shoes left at a bridge, pills known or at hand, a chosen place', () => {
    expectFlag('put the charcoal in the car and taped the windows shut', 'suicide', 'crisis');
    expectFlag('heb mijn schoenen op de brug laten staan', 'suicide', 'crisis');
    expectFlag('I know where mum keeps her sleeping pills', 'suicide', 'concern');
    expectFlag(
      'the whole bottle of paracetamol is in my hand, i cant do this anymore',
      'suicide',
      'crisis',
    );
    expectFlag('I picked the spot on the bridge', 'suicide', 'crisis');
    for (const text of [
      'we had a bbq in the garage because of the rain, door shut, smoke alarm went off',
      'left my shoes at the river after swimming, forgot them lol',
      "I know where mum keeps the painkillers, I'll get you one for your headache",
      'picked the perfect spot for the picnic by the river',
    ]) {
      expect(detectCrisis(text).level, text).toBe('none');
    }
  });

  it('catch last messages, pet threats, sextortion without nudes and bought poison', () => {
    expectFlag('this is my last message. tell mum i loved her', 'suicide', 'crisis');
    expectFlag("he said he'd hurt the dog if i leave", 'abuse', 'crisis');
    expectFlag(
      "he wants more pics or he'll send the ones i sent to my whole school",
      'abuse',
      'crisis',
    );
    expectFlag("bought rat poison for him, he'll get what's coming", 'harm_to_others', 'crisis');
    for (const text of [
      "take care of my cat for me while i'm on holiday",
      'my mum wants more photos of the holiday, send them to the family chat',
      'bought rat poison for the mice in the shed',
    ]) {
      expect(detectCrisis(text).level, text).toBe('none');
    }
  });

  it('lower a clear joke with a trivial trigger to concern, never a serious one', () => {
    const joke = explainCrisis('lol if they cancel pizza night ill kms 😂');
    expect(joke.level).toBe('concern');
    expect(joke.matches.map((m) => m.phrase)).toContain('lower:joke-trivial-trigger');
    expect(detectCrisis('mdr si ils annulent la soirée pizza je me tue').level).toBe('concern');
    for (const text of [
      'if they cancel pizza night ill kms 😂 not joking',
      'lol monday again, i have the pills saved up, gonna kms',
      'if they cancel pizza night ill kms',
    ]) {
      expect(detectCrisis(text).level, text).toBe('crisis');
    }
  });

  it('explain a rule match and lower a past, recovered one to concern', () => {
    const explained = explainCrisis('i know where my ex lives and i have a bat in the car');
    expect(explained.matches.map((m) => m.phrase)).toContain('rule:weapon-and-target');
    expect(
      detectCrisis('years ago i used to bite my arm until it bled, but i am fine now').level,
    ).toBe('concern');
  });
});
