import { describe, expect, it } from 'vitest';
import { classifyIntent } from './intent';
import { detectLanguage } from './language-detect';
import { recognise } from './recognise';

describe('recognise', () => {
  it('finds topic and feeling in each language', () => {
    expect(
      recognise('Ik ben zo gestrest door mijn werk en voel me overweldigd', 'nl'),
    ).toMatchObject({
      topic: 'stress',
      feeling: 'overwhelmed',
    });
    expect(recognise('I feel so lonely since I moved here', 'en')).toMatchObject({
      topic: 'loneliness',
      feeling: 'lonely',
    });
    expect(recognise('Ich bin wütend auf meinen Bruder', 'de')).toMatchObject({
      topic: 'anger',
      feeling: 'angry',
    });
    expect(recognise('Estoy muy triste desde que murió mi abuelo', 'es')).toMatchObject({
      topic: 'grief',
      feeling: 'sad',
    });
    expect(recognise("J'ai peur de rater mon examen", 'fr').topic).toBe('anxiety');
    expect(recognise('最近眠れなくて疲れています', 'ja')).toMatchObject({
      topic: 'sleep',
      feeling: 'tired',
    });
    expect(recognise('회사 일 때문에 스트레스를 받아요', 'ko').topic).toBe('stress');
  });

  it('matches Japanese and Korean without word splitting, spaces or not', () => {
    expect(recognise('仕事のストレスがたまっています', 'ja').topic).toBe('stress');
    expect(recognise('잠이안와요', 'ko').topic).toBe('sleep');
    expect(recognise('잠이 안 와요', 'ko').topic).toBe('sleep');
  });

  it('understands negation: "not stressed" is not stress, "can\'t sleep" still is sleep', () => {
    expect(recognise("I'm not stressed at all, I just can't sleep", 'en').topic).toBe('sleep');
    expect(recognise('Ik ben niet gestrest', 'nl').topic).not.toBe('stress');
    expect(
      recognise('Ich bin überhaupt nicht gestresst, ich kann nur nicht schlafen', 'de').topic,
    ).toBe('sleep');
    expect(recognise('No estoy estresada, solo duermo mal', 'es').topic).toBe('sleep');
    expect(recognise('Je ne suis pas seule, mais je dors mal', 'fr').topic).toBe('sleep');
    expect(recognise('不安はないけど、眠れない', 'ja').topic).toBe('sleep');
    expect(recognise('외롭지 않아요', 'ko').topic).toBeNull();
  });

  it('turns a negated good feeling into its opposite', () => {
    expect(recognise('I am not happy at all', 'en').feeling).toBe('sad');
    expect(recognise('Ik ben helemaal niet blij', 'nl').feeling).toBe('sad');
    expect(recognise('楽しくありません', 'ja').feeling).toBe('sad');
    expect(recognise('행복하지 않아요', 'ko').feeling).toBe('sad');
  });

  it('supports stems, compound words and separable verbs', () => {
    expect(recognise('De werkstress wordt me te veel', 'nl').topic).toBe('stress');
    expect(recognise('Ik stel mijn taken steeds uit', 'nl').topic).toBe('procrastination');
    expect(recognise('Ich schiebe die Steuer immer auf', 'de').topic).toBe('procrastination');
    expect(recognise("L'anxiété me bloque", 'fr').topic).toBe('anxiety');
  });

  it('has a confidence between 0 and 1 that grows with clear evidence', () => {
    const weak = recognise('Het was een drukke dag', 'nl');
    const strong = recognise('Ik ben gestrest, overspannen en loop op mijn tandvlees', 'nl');
    expect(strong.topic).toBe('stress');
    expect(strong.confidence).toBeGreaterThan(weak.confidence);
    expect(strong.confidence).toBeLessThanOrEqual(1);
    expect(recognise('De lucht is blauw', 'nl')).toMatchObject({ topic: null, confidence: 0 });
  });

  it('detects the language when none is given', () => {
    expect(recognise('I keep worrying about everything').language).toBe('en');
    expect(recognise('Ik maak me zorgen over alles').language).toBe('nl');
    expect(recognise('Ich mache mir Sorgen um alles').language).toBe('de');
    expect(recognise('Me preocupo por todo').language).toBe('es');
    expect(recognise("Je m'inquiète pour tout").language).toBe('fr');
    expect(recognise('何でも心配してしまいます').language).toBe('ja');
    expect(recognise('모든 게 걱정돼요').language).toBe('ko');
  });

  it('is unsure about a message without any language signal', () => {
    expect(detectLanguage('ok').language).toBeNull();
    expect(detectLanguage('はい').confidence).toBe(1);
  });
});

describe('classifyIntent', () => {
  it('understands short replies as continuing, in every language', () => {
    expect(classifyIntent('ja', 'nl')).toBe('yes');
    expect(classifyIntent('ok!', 'en')).toBe('yes');
    expect(classifyIntent("I don't know", 'en')).toBe('dontKnow');
    expect(classifyIntent('Keine Ahnung', 'de')).toBe('dontKnow');
    expect(classifyIntent('no sé', 'es')).toBe('dontKnow');
    expect(classifyIntent("d'accord", 'fr')).toBe('yes');
    expect(classifyIntent('はい', 'ja')).toBe('yes');
    expect(classifyIntent('わからない', 'ja')).toBe('dontKnow');
    expect(classifyIntent('네', 'ko')).toBe('yes');
    expect(classifyIntent('잘 모르겠어요', 'ko')).toBe('dontKnow');
  });

  it('tells a change of direction and a wrap-up from a plain no', () => {
    expect(classifyIntent('nee, iets anders', 'nl')).toBe('newDirection');
    expect(classifyIntent('nee', 'nl')).toBe('no');
    expect(classifyIntent("let's wrap up", 'en')).toBe('wrapUp');
    expect(classifyIntent('他の話がしたい', 'ja')).toBe('newDirection');
  });

  it('treats a reply with content of its own as an answer', () => {
    expect(classifyIntent('ja, mijn baas', 'nl')).toBe('answer');
    expect(classifyIntent('yes, because my manager keeps adding projects to my plate', 'en')).toBe(
      'answer',
    );
    expect(classifyIntent('はい、上司のことがいちばん気になっています', 'ja')).toBe('answer');
  });
});
