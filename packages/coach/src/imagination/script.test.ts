import { LEVENSGEBIEDEN, supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { imaginationScript } from './script';
import { IMAGINATION_SCRIPT_VERSION, IMAGINATION_STEPS } from './steps';

describe('imaginationScript', () => {
  it('gives the six steps in order with the area’s own place, figure and question', () => {
    const script = imaginationScript({ language: 'nl', levensgebied: 'financieen' });
    expect(script.steps.map((step) => step.id)).toEqual([...IMAGINATION_STEPS]);
    expect(script.steps.map((step) => step.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(script.version).toBe(IMAGINATION_SCRIPT_VERSION);
    expect(script.title).toBe('Verbeelding: Financiën');
    expect(script.description).toContain('je financiën');
    expect(script.steps[0]?.prompt).toContain('je financiën');
    expect(script.steps[0]?.prompt).toContain('ogen te openen');
    expect(script.steps[1]?.prompt).toContain('voorraadkast');
    expect(script.steps[5]?.prompt).toContain('je financiën');
  });

  it('adapts the prompts to the area', () => {
    const money = imaginationScript({ language: 'en', levensgebied: 'financieen' });
    const home = imaginationScript({ language: 'en', levensgebied: 'thuisOmgeving' });
    for (const index of [0, 1, 2, 3, 5]) {
      expect(money.steps[index]?.prompt).not.toBe(home.steps[index]?.prompt);
    }
  });

  it.each(supportedLanguages)('%s: every area has six filled prompts', (language) => {
    for (const levensgebied of LEVENSGEBIEDEN) {
      const script = imaginationScript({ language, levensgebied });
      expect(script.steps).toHaveLength(6);
      for (const step of script.steps) {
        expect(step.prompt, `${levensgebied} ${step.id}`).toMatch(/\S/);
        expect(step.prompt).not.toContain('{{');
        expect(step.title).toMatch(/\S/);
      }
      expect(script.title).not.toContain('{{');
    }
  });
});
