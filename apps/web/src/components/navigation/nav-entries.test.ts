import { describe, expect, it } from 'vitest';
import {
  HOME_ENTRY,
  MORE_ENTRIES,
  PRIMARY_ENTRIES,
  SETTINGS_ENTRY,
  isEntryActive,
  isMoreActive,
  isNavigationHidden,
} from './nav-entries';

const ALL = [...PRIMARY_ENTRIES, ...MORE_ENTRIES];

function entry(id: string) {
  const found = ALL.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
}

describe('main navigation entries', () => {
  it('puts home, journal, coach and chat first and the other destinations of the spec after them', () => {
    expect(PRIMARY_ENTRIES.map((e) => e.path)).toEqual([
      '/',
      '/journaling',
      '/ai-coaching',
      '/chat',
    ]);
    expect(MORE_ENTRIES.map((e) => e.path)).toEqual([
      '/communities',
      '/challenges',
      '/analytics',
      '/profile',
      '/holistic-wellness',
    ]);
    expect(HOME_ENTRY.path).toBe('/');
    expect(SETTINGS_ENTRY.path).toBe('/settings');
  });

  it('gives every entry one label, the same key wherever it is shown', () => {
    for (const candidate of [...ALL, SETTINGS_ENTRY]) {
      expect(candidate.label).toBe(`common:nav.${candidate.id}`);
    }
  });
});

describe('isMoreActive', () => {
  it('is true on pages only the "more" sheet leads to', () => {
    expect(isMoreActive('/analytics')).toBe(true);
    expect(isMoreActive('/settings')).toBe(true);
    expect(isMoreActive('/wellness-analysis')).toBe(true);
    expect(isMoreActive('/journaling')).toBe(false);
    expect(isMoreActive('/')).toBe(false);
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
    expect(isEntryActive(entry('aiCoaching'), '/personal-coach')).toBe(true);
    expect(isEntryActive(entry('journaling'), '/journaling/moods')).toBe(true);
    expect(isEntryActive(entry('journaling'), '/tasks')).toBe(true);
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
