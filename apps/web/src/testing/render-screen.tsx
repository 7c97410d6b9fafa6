// Test helper: renders a PWA screen in Dutch at `path` inside the app's providers.
import type { ComponentType } from 'react';
import { renderApp } from './render-app';

export function renderScreen(Screen: ComponentType, path: string) {
  return renderApp(<Screen />, { path });
}
