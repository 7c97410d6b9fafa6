import { describe, expect, it } from 'vitest';
import {
  HOME_ENTRY,
  MAIN_ENTRIES,
  SETTINGS_ENTRY,
  isEntryActive,
  isNavigationHidden,
} from './nav-entries';

function entry(id: string) {
  const found = MAIN_ENTRIES.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
}

describe('main navigation entries', () => {
  it('lists the seven destinations of the issue with their paths, in order', () => {
    expect(MAIN_ENTRIES.map((e) => e.path)).toEqual([
      '/chat',
      '/communities',
      '/challenges',
      '/analytics',
      '/profile',
      '/holistic-wellness',
      '/ai-coaching',
    ]);
    expect(HOME_ENTRY.path).toBe('/');
    expect(SETTINGS_ENTRY.path).toBe('/settings');
  });
});

describe('isEntryActive', () => {
  it('marks home only on the root path', () => {
    expect(isEntryActive(HOME_ENTRY, '/')).toBe(true);
    expect(isEntryActive(HOME_ENTRY, '/chat')).toBe(false);
  });

  it('marks an entry on its own path and on paths below it, by whole segments', () => {
    expect(isEntryActive(entry('chat'), '/chat')).toBe(true);
    expect(isEntryActive(entry('chat'), '/chat/room-1')).toBe(true);
    expect(isEntryActive(entry('chat'), '/chatllm-rag')).toBe(false);
    expect(isEntryActive(entry('aiCoaching'), '/ai-coaching')).toBe(true);
    expect(isEntryActive(entry('aiCoaching'), '/ai-buddy')).toBe(false);
  });

  it('keeps wellness marked on the wellness assessment and analysis', () => {
    expect(isEntryActive(entry('wellness'), '/holistic-wellness')).toBe(true);
    expect(isEntryActive(entry('wellness'), '/wellness-assessment')).toBe(true);
    expect(isEntryActive(entry('wellness'), '/wellness-analysis')).toBe(true);
    expect(isEntryActive(entry('profile'), '/wellness-assessment')).toBe(false);
  });
});

describe('isNavigationHidden', () => {
  it('hides the navigation in the onboarding flow only', () => {
    expect(isNavigationHidden('/onboarding')).toBe(true);
    expect(isNavigationHidden('/onboarding/step-1')).toBe(true);
    expect(isNavigationHidden('/onboarding-simulator')).toBe(false);
    expect(isNavigationHidden('/test-onboarding')).toBe(false);
    expect(isNavigationHidden('/')).toBe(false);
  });
});
