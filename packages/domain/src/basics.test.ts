import { describe, expect, it } from 'vitest';
import { basicsSettingKey, parseBasicsTicks, toggleBasic } from './basics';

describe('back to basics ticks', () => {
  it('keys one record per day', () => {
    expect(basicsSettingKey('2026-11-22')).toBe('basics:2026-11-22');
  });
  it('parses in fixed order and drops unknown, repeated or bad items', () => {
    expect(parseBasicsTicks('["daylight","sleep","sleep","coffee",3]')).toEqual([
      'sleep',
      'daylight',
    ]);
    expect(parseBasicsTicks('not json')).toEqual([]);
    expect(parseBasicsTicks(undefined)).toEqual([]);
  });
  it('toggles on and off, keeping the order', () => {
    const once = toggleBasic(['connection'], 'sleep');
    expect(once).toEqual(['sleep', 'connection']);
    expect(toggleBasic(once, 'connection')).toEqual(['sleep']);
  });
});
