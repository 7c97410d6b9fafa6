import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_CHARS, pickHighlight, shortenQuote } from './highlight';
import { entry } from '../testing/insight-records';

describe('pickHighlight', () => {
  it('takes the first real sentence of the best-feeling entry, newest among equals', () => {
    const entries = [
      entry('2025-01-13', 5, 'Oud maar fijn. Een hele goede dag aan zee gehad.'),
      entry(
        '2025-01-15',
        5,
        'Ja! Vandaag de presentatie gehouden en het ging goed.\nDaarna taart.',
      ),
      entry('2025-01-14', 2, 'Een zware dag op het werk, met veel gedoe.'),
    ];
    expect(pickHighlight(entries)?.text).toBe('Vandaag de presentatie gehouden en het ging goed.');
  });

  it('prefers a statement over a question and strips list marks', () => {
    const text = pickHighlight([
      entry(
        '2025-01-13',
        4,
        'Waarom ben ik altijd zo moe?\n- Een wandeling in de zon deed me goed',
      ),
    ])?.text;
    expect(text).toBe('Een wandeling in de zon deed me goed');
  });

  it('splits Japanese sentences and shortens long ones at a word', () => {
    expect(
      pickHighlight([
        entry('2025-01-13', 4, '今日は海辺を長く散歩しました。とても気持ちよかった。'),
      ])?.text,
    ).toBe('今日は海辺を長く散歩しました。');
    const long = shortenQuote(
      `${'Vandaag liep ik een heel eind langs de rivier '.repeat(6)}klaar.`,
    );
    expect([...long].length).toBeLessThanOrEqual(MAX_QUOTE_CHARS);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toMatch(/\s…$/);
  });

  it('has no highlight without a sentence long enough to mean something', () => {
    expect(pickHighlight([entry('2025-01-13', 5, 'Moe. Bed.')])).toBeNull();
    expect(pickHighlight([])).toBeNull();
  });
});
