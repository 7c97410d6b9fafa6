// The translation namespaces: one JSON file per namespace in every locale folder.

export const namespaces = [
  'common',
  'storage',
  'home',
  'mbti',
  'routes',
  'shell',
  'diagnostics',
  'pwa',
  'settings',
  'personality',
  'wellness',
  'types',
  'onboarding',
  'profile',
  'daily',
  'journal',
  'goals',
  'moods',
  'planning',
  'tasks',
  'analytics',
  'search',
  'account',
  'coach',
  'chat',
  'imagination',
  'insights',
  'wellnessCheck',
  'lifeAreas',
  'progress',
  'community',
  'challenges',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace = 'common' satisfies Namespace;

/**
 * What the app shell and home need before their first render (docs/decisions/022): loaded with the
 * language; every other namespace arrives in the language's second chunk right after, and every lazy
 * route except home waits for it. The glob patterns of locale-<lng>-first.ts list the same files.
 */
export const firstScreenNamespaces = [
  'common',
  'shell',
  'routes',
  'pwa',
  'storage',
  'daily',
  'home',
  'journal',
  'mbti',
  'progress',
] as const satisfies readonly Namespace[];

const first: readonly Namespace[] = firstScreenNamespaces;
/** The rest, in the language's second chunk. */
export const laterNamespaces: readonly Namespace[] = namespaces.filter((ns) => !first.includes(ns));
