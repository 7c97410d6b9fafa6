import { LEVENSGEBIEDEN, supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { imaginationContent } from './content';
import { reflectOnStep } from './reflect';

const base = { language: 'nl', levensgebied: 'financieen', mbtiType: null } as const;

describe('reflectOnStep', () => {
  it('mirrors a short fragment of the person’s own words', () => {
    const reply = reflectOnStep({
      ...base,
      step: 2,
      response: 'Een oude vrouw met een lantaarn. Ze glimlacht naar me.',
    });
    expect(reply).toContain('Een oude vrouw met een lantaarn…');
    expect(reply).not.toContain('Ze glimlacht');
    const mirrors = imaginationContent('nl').reflections.steps.figure.mirror;
    expect(
      mirrors.some((m) => reply === m.replace('{{quote}}', 'Een oude vrouw met een lantaarn…')),
    ).toBe(true);
  });

  it('is deterministic: the same words give the same reflection', () => {
    const input = { ...base, step: 1, response: 'Een rivier die rustig stroomt' };
    expect(reflectOnStep(input)).toBe(reflectOnStep(input));
  });

  it('adds a pointer framed for S or N types, none without a type', () => {
    const input = { ...base, step: 3, response: 'Wat heb ik nodig?' };
    const none = reflectOnStep(input);
    const sensing = reflectOnStep({ ...input, mbtiType: 'ISTJ' });
    const intuitive = reflectOnStep({ ...input, mbtiType: 'ENFP' });
    const hints = imaginationContent('nl').reflections.steps.question.hint;
    expect(sensing).toBe(`${none} ${hints.S}`);
    expect(intuitive).toBe(`${none} ${hints.N}`);
  });

  it('answers a blank response gently, without a quote', () => {
    const reply = reflectOnStep({ ...base, step: 0, response: '  ' });
    expect(imaginationContent('nl').reflections.empty).toContain(reply);
  });

  it('refuses a step that does not exist', () => {
    expect(() => reflectOnStep({ ...base, step: 6, response: 'x' })).toThrow(RangeError);
    expect(() => reflectOnStep({ ...base, step: -1, response: 'x' })).toThrow(RangeError);
  });

  it.each(supportedLanguages)('%s: every step quotes and fills every placeholder', (language) => {
    for (const levensgebied of LEVENSGEBIEDEN) {
      for (let step = 0; step < 6; step += 1) {
        const reply = reflectOnStep({
          language,
          levensgebied,
          step,
          response: `woorden-${step} van mij`,
          mbtiType: 'INFJ',
        });
        expect(reply).toContain(`woorden-${step} van mij`);
        expect(reply).not.toContain('{{');
      }
    }
  });

  it('never uses diagnostic words in any language', () => {
    const diagnostic =
      /diagnos|stoornis|disorder|störung|trastorno|trouble mental|patholog|depressi|診断|障害|진단|장애/iu;
    for (const language of supportedLanguages) {
      const { reflections } = imaginationContent(language);
      expect(JSON.stringify(reflections), language).not.toMatch(diagnostic);
    }
  });
});
