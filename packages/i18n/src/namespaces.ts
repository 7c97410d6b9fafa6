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
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace = 'common' satisfies Namespace;
