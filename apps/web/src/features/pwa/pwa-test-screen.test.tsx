import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PwaTestScreen } from './pwa-test-screen';
import { renderScreen } from '../../testing/render-screen';

describe('PwaTestScreen', () => {
  it('reports a browser without service workers, install event or storage manager', () => {
    renderScreen(PwaTestScreen, '/pwa-test');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PWA-test');
    expect(screen.getByTestId('pwa-service-worker').textContent).toContain(
      'Ondersteund door de browserNee',
    );
    expect(screen.getByTestId('pwa-install-state').textContent).toContain(
      'Installatie niet beschikbaar',
    );
    expect(screen.getByTestId('pwa-install-decision').textContent).toContain('Verborgen');
    expect(screen.getByTestId('pwa-persistence-state').textContent).toContain(
      'Deze browser meldt het niet',
    );
    expect(screen.getByTestId('pwa-notifications').textContent).toContain('Niet ondersteund');
  });
});
