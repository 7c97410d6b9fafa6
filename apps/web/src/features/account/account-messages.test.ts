// How long to wait, as a person reads it: seconds, minutes or hours, after the refusal's own sentence.
import { createI18n, namespaces } from '@groeipad/i18n';
import { describe, expect, it } from 'vitest';
import { errorText } from './account-messages';
import { e2eeErrorText } from './e2ee-messages';

const i18n = createI18n({ lng: 'nl', storage: null, languages: [], root: null });
const t = i18n.getFixedT('nl', namespaces);

describe('the wait after a refusal', () => {
  it.each([
    [45, 'Probeer het over 45 seconden opnieuw.'],
    [60, 'Probeer het over 1 minuut opnieuw.'],
    [601, 'Probeer het over 11 minuten opnieuw.'],
    [3600, 'Probeer het over 1 uur opnieuw.'],
    [20 * 3600 + 1, 'Probeer het over 21 uur opnieuw.'],
  ])('%i seconds read as “%s”', (seconds, wait) => {
    const text = errorText(t, { code: 'password_attempts', retryAfterSeconds: seconds });
    expect(text.startsWith('Het wachtwoord van dit account is te vaak geprobeerd.')).toBe(true);
    expect(text.endsWith(` ${wait}`)).toBe(true);
  });

  it('says nothing of a wait the server did not give, or for other refusals', () => {
    expect(errorText(t, { code: 'password_attempts' })).not.toMatch(/Probeer het over/);
    expect(errorText(t, { code: 'invalid_credentials', retryAfterSeconds: 60 })).not.toMatch(
      /Probeer het over/,
    );
  });

  it('goes with the key bundle’s refusals too', () => {
    expect(e2eeErrorText(t, 'password_attempts', 840)).toBe(
      'Het wachtwoord van je account is te vaak geprobeerd. Om je account te beschermen kan dat nu even niet. Er is niets veranderd. Probeer het over 14 minuten opnieuw.',
    );
    expect(e2eeErrorText(t, 'wrong_password', 840)).not.toMatch(/Probeer het over/);
  });
});
