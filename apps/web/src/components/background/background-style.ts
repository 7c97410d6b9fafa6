// Pure mapping from a background theme (SPEC 2 table) to its image and the CSS variables the glass styles read.
import type { BackgroundTheme, BackgroundThemeName } from '@groeipad/domain';

const IMAGE_FILES: Record<BackgroundThemeName, string> = {
  active_imagination: 'active-imagination.svg',
  back_to_basics: 'back-to-basics.svg',
  main_view: 'main-view.svg',
};

export const BACKGROUND_THEME_NAMES: readonly BackgroundThemeName[] = [
  'main_view',
  'active_imagination',
  'back_to_basics',
];

/** Public URL of the theme's image (served from apps/web/public/backgrounds). */
export function backgroundImageUrl(name: BackgroundThemeName): string {
  return `/backgrounds/${IMAGE_FILES[name]}`;
}

/** Custom properties set on <html>: the glass cards, bars and overlay derive their look from them. */
export function glassVariables(theme: BackgroundTheme): Record<string, string> {
  return {
    '--gp-overlay-opacity': String(theme.overlayOpacity),
    '--gp-glass-intensity': String(theme.glassIntensity),
  };
}

/** Inline style of one image layer: the spec's position and scale, growing from that position. */
export function layerStyle(
  theme: BackgroundTheme,
  active: boolean,
  transitionMs: number,
): Record<string, string | number> {
  return {
    backgroundImage: `url(${backgroundImageUrl(theme.theme)})`,
    backgroundPosition: theme.position,
    transform: `scale(${theme.scale})`,
    transformOrigin: theme.position,
    opacity: active ? 1 : 0,
    transition: transitionMs > 0 ? `opacity ${transitionMs}ms ease-in-out` : 'none',
  };
}
