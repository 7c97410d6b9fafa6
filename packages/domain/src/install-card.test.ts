import { describe, expect, it } from 'vitest';
import { installCard, installCardTexts } from './install-card';

describe('installCard', () => {
  it('welcomes after onboarding, naming the product, pulsing, high', () => {
    expect(installCard('onboarding')).toEqual({
      variant: 'onboarding',
      title: 'Welkom bij Groeipad!',
      pulsing: true,
      priority: 'high',
    });
  });
  it('praises active users at medium priority', () => {
    expect(installCard('engagement')).toEqual({
      variant: 'engagement',
      title: 'Je bent een actieve gebruiker!',
      pulsing: false,
      priority: 'medium',
    });
  });
  it('uses the default Installeer card for the main view and anything else', () => {
    const card = {
      variant: 'default',
      title: 'Installeer Groeipad',
      pulsing: false,
      priority: 'low',
    };
    expect(installCard('mainview')).toEqual(card);
    expect(installCard('none')).toEqual(card);
  });
  it('has the buttons', () => {
    expect(installCardTexts.install).toBe('Installeer');
    expect(installCardTexts.later).toBe('Later');
  });
});
