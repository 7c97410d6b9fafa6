import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { guideContentSchema, RAW_GUIDE_CONTENT } from './guide-content';
import { GUIDE_TECHNIQUES } from './guide-ids';

describe('guide content', () => {
  it('has every technique with the same number of steps in all 7 languages', () => {
    const counts = (language: (typeof supportedLanguages)[number]) => {
      const content = guideContentSchema.parse(RAW_GUIDE_CONTENT[language]);
      return GUIDE_TECHNIQUES.map((technique) => content.techniques[technique]?.steps.length);
    };
    const dutch = counts('nl');
    expect(dutch.every((count) => count !== undefined)).toBe(true);
    for (const language of supportedLanguages) expect(counts(language), language).toEqual(dutch);
  });

  it('fills only the placeholders a line is given', () => {
    for (const language of supportedLanguages) {
      const { lines } = guideContentSchema.parse(RAW_GUIDE_CONTENT[language]);
      expect(lines.step).toMatch(/\{number\}.*\{total\}|\{total\}.*\{number\}/);
      expect(lines.moveOnOr, language).toContain('{alternative}');
      for (const line of [lines.helped, lines.switchTo, lines.rememberedFirst])
        expect(line, language).toContain('{name}');
    }
  });
});
