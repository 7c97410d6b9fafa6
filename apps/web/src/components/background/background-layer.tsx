// Full-screen background chosen by the current path; themes crossfade over TRANSITION_MS unless motion is reduced.
import { BACKGROUND_THEMES, TRANSITION_MS, backgroundThemeForPath } from '@groeipad/domain';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { BACKGROUND_THEME_NAMES, glassVariables, layerStyle } from './background-style';
import classes from './background.module.css';

export function BackgroundLayer() {
  const { pathname } = useLocation();
  const reducedMotion = useReducedMotion();
  const current = backgroundThemeForPath(pathname);

  // On <html>, so cards rendered in portals (modals, notifications) read the same glass values.
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(glassVariables(current))) {
      root.style.setProperty(name, value);
    }
  }, [current]);

  return (
    <div
      className={classes.root}
      aria-hidden="true"
      data-testid="background"
      data-theme={current.theme}
    >
      {BACKGROUND_THEME_NAMES.map((name) => (
        <div
          key={name}
          className={classes.layer}
          data-layer={name}
          style={layerStyle(
            BACKGROUND_THEMES[name],
            name === current.theme,
            reducedMotion ? 0 : TRANSITION_MS,
          )}
        />
      ))}
      <div className={classes.overlay} />
    </div>
  );
}
