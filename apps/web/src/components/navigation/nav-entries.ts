// The main navigation entries and the path rules that decide which one is current and when the navigation hides.

export type NavIconName =
  | 'home'
  | 'journaling'
  | 'chat'
  | 'communities'
  | 'challenges'
  | 'analytics'
  | 'profile'
  | 'wellness'
  | 'aiCoaching'
  | 'settings'
  | 'more';

export type NavEntry = {
  id: Exclude<NavIconName, 'more'>;
  path: string;
  /** The one label of the entry, the same in the side bar, the bottom bar and the "more" sheet. */
  label: `common:nav.${Exclude<NavIconName, 'more'>}`;
  /** Other paths that belong to this entry (the entry stays marked on them). */
  alsoMatches?: readonly string[];
};

const entry = (id: NavEntry['id'], path: string, alsoMatches?: readonly string[]): NavEntry => ({
  id,
  path,
  label: `common:nav.${id}`,
  ...(alsoMatches ? { alsoMatches } : {}),
});

export const HOME_ENTRY: NavEntry = entry('home', '/');

/**
 * One navigation model for phone and desktop (issue 18): the four places used every day are the phone's
 * bottom bar (with "more" as the fifth tab) and lead the side bar; the spec's other main destinations
 * follow in the "more" sheet and further down the side bar, with the same words everywhere.
 */
export const PRIMARY_ENTRIES: readonly NavEntry[] = [
  HOME_ENTRY,
  entry('journaling', '/journaling', ['/tasks']),
  entry('aiCoaching', '/ai-coaching', ['/personal-coach']),
  entry('chat', '/chat'),
];

/** The spec's other main destinations, in the order it lists them. */
export const MORE_ENTRIES: readonly NavEntry[] = [
  entry('communities', '/communities'),
  entry('challenges', '/challenges'),
  entry('analytics', '/analytics'),
  entry('profile', '/profile'),
  entry('wellness', '/holistic-wellness', ['/wellness-assessment', '/wellness-analysis']),
];

export const SETTINGS_ENTRY: NavEntry = entry('settings', '/settings');

function matchesPath(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/' || pathname === '';
  // Whole segments only: '/chat/room' belongs to chat, '/chatllm-rag' does not.
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** True when `pathname` is the entry's own page or one below it. Home is current only on '/' itself. */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  return [entry.path, ...(entry.alsoMatches ?? [])].some((path) => matchesPath(path, pathname));
}

/** The onboarding flow is full-focus: no navigation around it. */
export function isNavigationHidden(pathname: string): boolean {
  return matchesPath('/onboarding', pathname);
}

/** The phone's "more" tab is current when the page belongs to an entry only the sheet lists. */
export function isMoreActive(pathname: string): boolean {
  return [...MORE_ENTRIES, SETTINGS_ENTRY].some((candidate) => isEntryActive(candidate, pathname));
}

/** The unread count an entry shows: community rooms on Communities, direct conversations on Chat. */
export function unreadOf(entry: NavEntry, counts: { rooms: number; directs: number }): number {
  if (entry.id === 'communities') return counts.rooms;
  if (entry.id === 'chat') return counts.directs;
  return 0;
}
