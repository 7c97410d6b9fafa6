import { createI18n } from '@groeipad/i18n';
import { describe, expect, it } from 'vitest';
import { failureText, untilLabel } from './community-messages';

const community = ['community'] as const;
const tIn = (lng: 'nl' | 'en') =>
  createI18n({ lng, storage: null, languages: [], root: null }).getFixedT(lng, community);

// 29 November 2026, 14:00 local time.
const now = new Date(2026, 10, 29, 14, 0, 0).getTime();
const at = (hours: number, minutes: number, seconds = 0, day = 29) =>
  new Date(2026, 10, day, hours, minutes, seconds).getTime();

describe('a refused message says why', () => {
  it('tells a muted member until when, in their own time and words', () => {
    const t = tIn('nl');
    expect(failureText(t, { error: 'muted', retry_at: at(14, 35) }, 'nl', now)).toBe(
      'Een moderator heeft je gedempt in deze ruimte tot 14:35.',
    );
    // Rounded up: trying at the minute shown works.
    expect(untilLabel(at(14, 34, 20), now, 'nl')).toBe('14:35');
    expect(untilLabel(at(9, 5, 0, 30), now, 'nl')).toBe('30 november om 09:05');
    const en = tIn('en');
    expect(failureText(en, { error: 'muted', retry_at: at(14, 35) }, 'en', now)).toBe(
      'A moderator has muted you in this room until 02:35 PM.',
    );
    // A message refused by an older version of the app has no end time.
    expect(failureText(t, { error: 'muted', retry_after: 600 }, 'nl', now)).toBe(
      'Een moderator heeft je in deze ruimte tijdelijk gedempt.',
    );
  });

  it('tells how many seconds slow mode asks, and reads an unknown code as a plain failure', () => {
    const t = tIn('nl');
    expect(failureText(t, { error: 'slow_mode', retry_after: 25 }, 'nl', now)).toBe(
      'Deze community staat op langzame modus. Probeer het over 25 seconden opnieuw.',
    );
    expect(failureText(t, { error: 'iets_nieuws' }, 'nl', now)).toBe(
      'Er ging iets mis. Probeer het opnieuw.',
    );
  });
});
