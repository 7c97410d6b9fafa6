import { BACKGROUND_THEMES, TRANSITION_MS } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_THEME_NAMES,
  backgroundImageUrl,
  glassVariables,
  layerStyle,
} from './background-style';

describe('backgroundImageUrl', () => {
  it('points each theme at its own image under /backgrounds', () => {
    expect(backgroundImageUrl('main_view')).toBe('/backgrounds/main-view.svg');
    expect(backgroundImageUrl('active_imagination')).toBe('/backgrounds/active-imagination.svg');
    expect(backgroundImageUrl('back_to_basics')).toBe('/backgrounds/back-to-basics.svg');
    expect(new Set(BACKGROUND_THEME_NAMES.map(backgroundImageUrl)).size).toBe(3);
  });
});

describe('glassVariables', () => {
  it("carries the spec's overlay opacity and glass intensity", () => {
    expect(glassVariables(BACKGROUND_THEMES.main_view)).toEqual({
      '--gp-overlay-opacity': '0.02',
      '--gp-glass-intensity': '0.6',
    });
    expect(glassVariables(BACKGROUND_THEMES.active_imagination)).toEqual({
      '--gp-overlay-opacity': '0.05',
      '--gp-glass-intensity': '0.8',
    });
    expect(glassVariables(BACKGROUND_THEMES.back_to_basics)).toEqual({
      '--gp-overlay-opacity': '0.08',
      '--gp-glass-intensity': '0.7',
    });
  });
});

describe('layerStyle', () => {
  it('uses the position and scale of the theme, scaling from that position', () => {
    const style = layerStyle(BACKGROUND_THEMES.main_view, true, TRANSITION_MS);
    expect(style).toMatchObject({
      backgroundPosition: 'center bottom',
      transform: 'scale(1.25)',
      transformOrigin: 'center bottom',
      opacity: 1,
      transition: 'opacity 1000ms ease-in-out',
    });
  });

  it('hides inactive layers and drops the crossfade when motion is reduced', () => {
    const style = layerStyle(BACKGROUND_THEMES.back_to_basics, false, 0);
    expect(style).toMatchObject({ opacity: 0, transition: 'none', transform: 'scale(1)' });
  });
});
