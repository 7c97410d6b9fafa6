import { describe, expect, it } from 'vitest';
import { echoesUser, offersStep, questionCount, scoreReply, summarise } from './reply-quality';
import type { OpeningCase } from './reply-quality';

const calm: OpeningCase = {
  id: 'nl-01',
  language: 'nl',
  text: 'Wat kan ik vanavond doen om rustiger te worden?',
  topic: 'stress',
  kind: 'help',
  asksHelp: true,
  directQuestion: null,
};

describe('reply quality', () => {
  it('fails the reply issue 18 complained about on every rule it breaks', () => {
    const bad =
      "Helder. Als ik het goed begrijp, weegt dit nu het zwaarst: 'Wat kan ik vanavond doen om rustiger te worden'. Wat zou je op dit moment het meest helpen? En wat heb je al geprobeerd?";
    expect(scoreReply(calm, bad)).toEqual({
      step: false,
      noEcho: false,
      answered: null,
      oneQuestion: false,
    });
  });

  it('passes a reply that names a technique and gives a step', () => {
    const good =
      'Probeer vanavond de 4-7-8-ademhaling. Adem vier tellen in door je neus, houd zeven tellen vast en blaas acht tellen uit. Zeg "klaar" als je drie rondes hebt gedaan.';
    expect(scoreReply(calm, good)).toEqual({
      step: true,
      noEcho: true,
      answered: null,
      oneQuestion: true,
    });
  });

  it('does not count a step that is only asked about', () => {
    expect(offersStep('Welke ademhalingsoefening zou je willen proberen?', 'nl')).toBe(false);
  });

  it('finds echoes of four words, and of eight characters in Japanese and Korean', () => {
    expect(echoesUser('Je wilt dus vanavond doen om rustiger te worden.', calm.text, 'nl')).toBe(
      true,
    );
    expect(echoesUser('Rustiger worden kan vanavond.', calm.text, 'nl')).toBe(false);
    const ja = '毎晩三時に目が覚めて、そのまま眠れなくなります。';
    expect(echoesUser('「毎晩三時に目が覚めて」しまうのですね。', ja, 'ja')).toBe(true);
    expect(echoesUser('夜中に目が覚めるのはつらいですね。', ja, 'ja')).toBe(false);
    const ko = '매일 새벽 세 시에 깨서 다시 잠들지 못해요.';
    expect(echoesUser('새벽 세 시에 깨서 다시 잠들지 못하시는군요.', ko, 'ko')).toBe(true);
  });

  it('counts full-width question marks too', () => {
    expect(questionCount('元気ですか？ 何をしましたか?')).toBe(2);
  });

  it('checks a direct question against its keywords', () => {
    const question: OpeningCase = {
      ...calm,
      text: 'How much sleep do I need?',
      language: 'en',
      asksHelp: false,
      kind: 'question',
      directQuestion: { keywords: ['7', 'seven'] },
    };
    expect(scoreReply(question, 'Most adults need 7 to 9 hours.').answered).toBe(true);
    expect(scoreReply(question, 'What keeps you awake?').answered).toBe(false);
  });

  it('adds up per rule and per language, skipping rules that do not apply', () => {
    const report = summarise([
      { opening: calm, score: { step: true, noEcho: true, answered: null, oneQuestion: true } },
      { opening: calm, score: { step: false, noEcho: true, answered: null, oneQuestion: true } },
    ]);
    expect(report.rules.step).toEqual({ passed: 1, applicable: 2 });
    expect(report.rules.answered).toEqual({ passed: 0, applicable: 0 });
    expect(report.byLanguage.nl?.noEcho).toEqual({ passed: 2, applicable: 2 });
    expect(report.allPassed).toEqual({ passed: 1, applicable: 2 });
  });
});
