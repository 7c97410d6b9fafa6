// The full-screen background chosen by the current path (SPEC 2 "Background themes by path").
export type BackgroundThemeName = 'active_imagination' | 'back_to_basics' | 'main_view';

export type BackgroundTheme = {
  theme: BackgroundThemeName;
  position: string;
  scale: number;
  overlayOpacity: number;
  glassIntensity: number;
};

export const TRANSITION_MS = 1000;

export const BACKGROUND_THEMES: Record<BackgroundThemeName, BackgroundTheme> = {
  active_imagination: {
    theme: 'active_imagination',
    position: 'center center',
    scale: 1.1,
    overlayOpacity: 0.05,
    glassIntensity: 0.8,
  },
  back_to_basics: {
    theme: 'back_to_basics',
    position: 'center center',
    scale: 1,
    overlayOpacity: 0.08,
    glassIntensity: 0.7,
  },
  main_view: {
    theme: 'main_view',
    position: 'center bottom',
    scale: 1.25,
    overlayOpacity: 0.02,
    glassIntensity: 0.6,
  },
};

/**
 * Matches whole path segments, not substrings: '/ai-buddy/chat' is active imagination, but
 * '/basics-x' or '/my-ai-buddy' is the main view, so an unrelated route never changes theme by a
 * coincidence of letters. Active imagination is checked first, as in the spec's table.
 */
export function backgroundThemeForPath(path: string): BackgroundTheme {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.some((s) => s === 'active-imagination' || s === 'ai-buddy')) {
    return BACKGROUND_THEMES.active_imagination;
  }
  if (segments.some((s) => s === 'basics' || s === 'back-to-basics')) {
    return BACKGROUND_THEMES.back_to_basics;
  }
  return BACKGROUND_THEMES.main_view;
}
