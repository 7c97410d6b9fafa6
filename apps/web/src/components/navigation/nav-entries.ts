// The main navigation entries and the path rules that decide which one is current and when the navigation hides.

export type NavIconName =
  | 'home'
  | 'chat'
  | 'communities'
  | 'challenges'
  | 'analytics'
  | 'profile'
  | 'wellness'
  | 'aiCoaching'
  | 'settings';

export type NavEntry = {
  id: NavIconName;
  path: string;
  /** Full label, shown in the side bar. */
  label: `common:nav.${NavIconName}`;
  /** Short label that fits a phone's bottom bar. */
  shortLabel: `shell:nav.${NavIconName}`;
  /** Other paths that belong to this entry (the entry stays marked on them). */
  alsoMatches?: readonly string[];
};

export const HOME_ENTRY: NavEntry = {
  id: 'home',
  path: '/',
  label: 'common:nav.home',
  shortLabel: 'shell:nav.home',
};

/** The seven destinations of the main navigation, in the order the issue lists them. */
export const MAIN_ENTRIES: readonly NavEntry[] = [
  { id: 'chat', path: '/chat', label: 'common:nav.chat', shortLabel: 'shell:nav.chat' },
  {
    id: 'communities',
    path: '/communities',
    label: 'common:nav.communities',
    shortLabel: 'shell:nav.communities',
  },
  {
    id: 'challenges',
    path: '/challenges',
    label: 'common:nav.challenges',
    shortLabel: 'shell:nav.challenges',
  },
  {
    id: 'analytics',
    path: '/analytics',
    label: 'common:nav.analytics',
    shortLabel: 'shell:nav.analytics',
  },
  { id: 'profile', path: '/profile', label: 'common:nav.profile', shortLabel: 'shell:nav.profile' },
  {
    id: 'wellness',
    path: '/holistic-wellness',
    label: 'common:nav.wellness',
    shortLabel: 'shell:nav.wellness',
    alsoMatches: ['/wellness-assessment', '/wellness-analysis'],
  },
  {
    id: 'aiCoaching',
    path: '/ai-coaching',
    label: 'common:nav.aiCoaching',
    shortLabel: 'shell:nav.aiCoaching',
  },
];

export const SETTINGS_ENTRY: NavEntry = {
  id: 'settings',
  path: '/settings',
  label: 'common:nav.settings',
  shortLabel: 'shell:nav.settings',
};

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
