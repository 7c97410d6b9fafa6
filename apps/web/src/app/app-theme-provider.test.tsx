import { createI18n } from '@groeipad/i18n';
import { PasswordInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';

function renderIn(lng: string) {
  const i18n = createI18n({ lng, storage: null, languages: [], root: null });
  render(
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <PasswordInput label="x" />
      </AppThemeProvider>
    </I18nextProvider>,
  );
  return i18n;
}

describe('AppThemeProvider', () => {
  it("names every password field's show/hide button in the user's language, not Mantine's English", async () => {
    const i18n = renderIn('nl');
    expect(screen.getByRole('button', { name: 'Wachtwoord tonen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).toBeNull();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeTruthy();
  });
});
