import { describe, expect, it } from 'vitest';
import { backgroundThemeForPath, TRANSITION_MS } from './background-theme';

describe('backgroundThemeForPath', () => {
  it('has the active imagination values', () => {
    expect(backgroundThemeForPath('/active-imagination')).toEqual({
      theme: 'active_imagination',
      position: 'center center',
      scale: 1.1,
      overlayOpacity: 0.05,
      glassIntensity: 0.8,
    });
    expect(backgroundThemeForPath('/ai-buddy').theme).toBe('active_imagination');
    expect(backgroundThemeForPath('/ai-buddy/session/3?x=1').theme).toBe('active_imagination');
  });
  it('has the back to basics values', () => {
    expect(backgroundThemeForPath('/back-to-basics')).toEqual({
      theme: 'back_to_basics',
      position: 'center center',
      scale: 1,
      overlayOpacity: 0.08,
      glassIntensity: 0.7,
    });
    expect(backgroundThemeForPath('/basics').theme).toBe('back_to_basics');
    expect(backgroundThemeForPath('/learn/basics').theme).toBe('back_to_basics');
  });
  it('uses the main view for /, /dashboard, /mainview and anything else', () => {
    const main = {
      theme: 'main_view',
      position: 'center bottom',
      scale: 1.25,
      overlayOpacity: 0.02,
      glassIntensity: 0.6,
    };
    for (const path of [
      '/',
      '',
      '/dashboard',
      '/mainview',
      '/journaling',
      '/basics-x',
      '/my-ai-buddy',
    ]) {
      expect(backgroundThemeForPath(path)).toEqual(main);
    }
  });
  it('transitions in 1000 ms', () => {
    expect(TRANSITION_MS).toBe(1000);
  });
});
