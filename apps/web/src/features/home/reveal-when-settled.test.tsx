// Home's cards stay hidden behind the placeholder until they settled, and never longer than REVEAL_AFTER_MS.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_AFTER_MS, RevealWhenSettled } from './reveal-when-settled';

afterEach(() => vi.useRealTimers());

function view(settled: boolean) {
  return (
    <RevealWhenSettled settled={settled} placeholder={<p>bezig</p>}>
      <button type="button">Stemming opslaan</button>
    </RevealWhenSettled>
  );
}

describe('RevealWhenSettled', () => {
  it('lays the cards out hidden under the placeholder, and shows them once settled', () => {
    const { rerender } = render(view(false));
    expect(screen.getByTestId('home-placeholder').textContent).toBe('bezig');
    // Mounted (so they load), but neither seen nor reachable.
    expect(screen.getByRole('button', { hidden: true }).textContent).toBe('Stemming opslaan');
    expect(screen.queryByRole('button', { name: 'Stemming opslaan' })).toBeNull();

    rerender(view(true));
    expect(screen.queryByTestId('home-placeholder')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stemming opslaan' })).toBeTruthy();
  });

  it('shows the cards anyway when one never settles', () => {
    vi.useFakeTimers();
    render(view(false));
    act(() => {
      vi.advanceTimersByTime(REVEAL_AFTER_MS - 1);
    });
    expect(screen.queryByRole('button', { name: 'Stemming opslaan' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('home-placeholder')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stemming opslaan' })).toBeTruthy();
  });
});
