// Which display mode the app runs in, from the manifest display-mode media queries.
export const displayModes = ['standalone', 'fullscreen', 'minimal-ui', 'browser'] as const;
export type DisplayMode = (typeof displayModes)[number];

export function currentDisplayMode(
  matches: (query: string) => boolean = (q) => window.matchMedia(q).matches,
): DisplayMode {
  return displayModes.find((mode) => matches(`(display-mode: ${mode})`)) ?? 'browser';
}
