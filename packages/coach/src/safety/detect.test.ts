import { describe, expect, it } from 'vitest';
import { detectCrisis, explainCrisis } from './detect';
import type { CrisisCategory } from './types';

function expectFlag(text: string, category: CrisisCategory): void {
  const result = detectCrisis(text);
  expect(result.level, text).not.toBe('none');
  expect(result.categories, text).toContain(category);
}

describe('detectCrisis', () => {
  it('catches the phrasings the product asks for, direct and indirect', () => {
    const cases: [string, CrisisCategory][] = [
      ['ik zie het niet meer zitten', 'suicide'],
      ['ik wil er niet meer zijn', 'suicide'],
      ['iedereen is beter af zonder mij', 'suicide'],
      ['ik wil gewoon niet meer wakker worden', 'suicide'],
      ["I don't want to be here anymore", 'suicide'],
      ["what's the point of going on", 'suicide'],
      ["I've been cutting again", 'self_harm'],
      ["he hits me when he's drunk", 'abuse'],
      ['I want to hurt him', 'harm_to_others'],
      ['死にたい', 'suicide'],
      ['消えたい', 'suicide'],
      ['죽고 싶다', 'suicide'],
      ['사라지고 싶어', 'suicide'],
      ['ich will nicht mehr leben', 'suicide'],
      ['me quiero morir', 'suicide'],
      ['je veux mourir', 'suicide'],
    ];
    for (const [text, category] of cases) expectFlag(text, category);
  });

  it('checks every language whatever the interface language is', () => {
    expect(detectCrisis('死にたい').languages).toEqual(['ja']);
    expect(detectCrisis('ik wil dood').languages).toContain('nl');
    expect(detectCrisis('죽고싶어').languages).toEqual(['ko']);
  });

  it('finds the signal in the middle of a long, ordinary message', () => {
    const text =
      'meeting ran late again and my manager was annoyed about the slides, anyway i have been ' +
      'looking up how many pills it would take. also need to book the dentist and buy milk';
    expect(detectCrisis(text).level).toBe('crisis');
  });

  it('tolerates typos, missing apostrophes and stretched letters', () => {
    expectFlag('i dont want to be here anymore', 'suicide');
    expectFlag('i wannaaa dieeee', 'suicide');
    expectFlag('ik zie t nie meer zitte', 'suicide');
    expectFlag('ＯＤした', 'self_harm');
    expectFlag('ﾀﾋにたい', 'suicide');
    expectFlag('su1c1dal thoughts again', 'suicide');
  });

  it('leaves common idioms alone', () => {
    const idioms = [
      'deze deadline maakt me kapot',
      "I'm dying to see it",
      'this traffic is killing me',
      'ich bin todmüde',
      'me muero de risa',
      'je meurs de faim',
      '죽을 만큼 맛있어',
      '死ぬほど笑った',
      'ik lach me dood',
      'bored to death in this meeting',
      'ich lach mich tot',
      'je suis mort de rire',
      '배고파 죽겠다',
    ];
    for (const text of idioms)
      expect(detectCrisis(text), text).toEqual({ level: 'none', categories: [], languages: [] });
  });

  it('does not let an idiom hide a real signal elsewhere in the message', () => {
    expectFlag('this traffic is killing me and honestly i want to kill myself', 'suicide');
    expectFlag('死ぬほど疲れた。もう死にたい', 'suicide');
  });

  it('flags hopelessness without explicit words as concern, not crisis', () => {
    expect(detectCrisis('het heeft allemaal geen zin meer').level).toBe('concern');
    expect(detectCrisis('i feel like such a burden to everyone').level).toBe('concern');
  });

  it('lowers a past, recovered experience to concern, unless it came back', () => {
    expect(detectCrisis("I used to feel suicidal years ago but I'm fine now").level).toBe(
      'concern',
    );
    expect(detectCrisis('I was suicidal years ago and now the thoughts are back').level).toBe(
      'crisis',
    );
    expect(detectCrisis('ik ben suicidaal').level).toBe('crisis');
  });

  it('returns none for ordinary coaching messages and empty text', () => {
    for (const text of [
      '',
      '   ',
      'how do i sleep better',
      'ik wil meer sporten',
      '今週の目標を立てたい',
    ]) {
      expect(detectCrisis(text).level, text).toBe('none');
    }
  });

  it('explains which phrase matched', () => {
    const explained = explainCrisis('i want to kill myself');
    expect(explained.matches).toContainEqual(
      expect.objectContaining({ language: 'en', level: 'crisis', category: 'suicide' }),
    );
    expect(explained.views.en).toContain('kil myself');
  });
});
