import { installCardTexts, installPromptMessages } from '@groeipad/domain';
import { createI18n } from '@groeipad/i18n';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { InstallPromptCard } from './install-prompt-card';
import {
  createInstallPromptController,
  type InstallPromptEvent,
} from './install-prompt-controller';
import { installMessageKeys, installTitleKeys } from './install-prompt-texts';

function controllerWith(engagement: object, onboardingCompleted = false) {
  const data = new Map([['pwa-install-engagement', JSON.stringify(engagement)]]);
  return createInstallPromptController({
    storage: {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    },
    now: () => 1_700_000_000_000,
    isStandalone: () => false,
    onboardingCompleted: () => onboardingCompleted,
    log: vi.fn(),
  });
}

function capture(controller: ReturnType<typeof controllerWith>, prompt: () => Promise<void>) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  act(() => controller.capture(event as InstallPromptEvent));
}

function renderCard(controller: ReturnType<typeof controllerWith>, path = '/') {
  renderApp(<InstallPromptCard controller={controller} />, { path });
}

describe('InstallPromptCard', () => {
  it('uses the domain texts as its Dutch translations', () => {
    const i18n = createI18n({ lng: 'nl', storage: null, languages: [], root: null });
    expect(i18n.t(installTitleKeys.onboarding)).toBe(installCardTexts.onboardingTitle);
    expect(i18n.t(installTitleKeys.engagement)).toBe(installCardTexts.engagementTitle);
    expect(i18n.t(installTitleKeys.default)).toBe(installCardTexts.defaultTitle);
    for (const context of ['onboarding', 'engagement', 'mainview', 'none'] as const) {
      expect(i18n.t(installMessageKeys[context])).toBe(installPromptMessages[context]);
    }
    expect(i18n.t('pwa:install.install')).toBe(installCardTexts.install);
    expect(i18n.t('pwa:install.later')).toBe(installCardTexts.later);
  });

  it('renders nothing without a captured install event', () => {
    const controller = controllerWith({ visitCount: 5 });
    renderCard(controller);
    expect(screen.queryByTestId('install-prompt')).toBeNull();
  });

  it('shows the main view card on / and hides it on Later', () => {
    const controller = controllerWith({ visitCount: 2 });
    renderCard(controller);
    capture(controller, () => Promise.resolve());
    expect(screen.getByText('Installeer Groeipad')).toBeTruthy();
    expect(screen.getByText(installPromptMessages.mainview)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('install-prompt')).toBeNull();
  });

  it('the close cross dismisses it too', () => {
    const controller = controllerWith({ visitCount: 2 });
    renderCard(controller);
    capture(controller, () => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByTestId('install-prompt')).toBeNull();
    expect(controller.snapshot().engagement.dismissedCount).toBe(1);
  });

  it('pulses in the onboarding context', () => {
    const controller = controllerWith({ visitCount: 1 }, true);
    renderCard(controller, '/chat');
    capture(controller, () => Promise.resolve());
    const card = screen.getByTestId('install-prompt');
    expect(card.dataset.context).toBe('onboarding');
    expect(card.dataset.pulsing).toBe('true');
    expect(screen.getByText('Welkom bij Groeipad!')).toBeTruthy();
  });

  it('keeps the card with a notice when the install attempt fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = controllerWith({ visitCount: 2 });
    renderCard(controller);
    capture(controller, () => Promise.reject(new Error('no')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Installeer' }));
      await Promise.resolve();
    });
    expect(screen.getByTestId('install-prompt')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Installeren is niet gelukt');
  });
});
