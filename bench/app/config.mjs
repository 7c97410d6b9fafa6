// Everything the app benchmark can be tuned by, in one place: workload sizes, runs, time limits, and the
// selectors that say a screen is ready (screens are still changing; adjust the selectors here only).

export const HARD_LIMIT_MS = 10 * 60 * 1000;
export const RUNS = 5;
export const WARM_UP_RUNS = 1;
/** How long a screen may take before the bench calls its selector missing (and saves a screenshot). */
export const SELECTOR_TIMEOUT_MS = 60_000;
/** Once only the fallback matched, how much longer to wait for the primary marker before using the fallback. */
export const PRIMARY_GRACE_MS = 10_000;

export const WORKLOAD = {
  userId: 'e2e-user',
  journalEntries: 10_000,
  moods: 100_000,
  dailyGoals: 300,
  tasks: 200,
  /** Records are spread over this many days before the run's "now". */
  spreadDays: 3 * 365,
  /** Records per IndexedDB transaction while seeding. */
  chunk: 5000,
  seed: 20_261_121,
};

/**
 * When a screen counts as ready. `primary` is the marker the screen sets once its data has loaded;
 * `fallback` is used (and reported) when the primary never appears. Each is a list of CSS selectors
 * that must all match at the same moment.
 */
export const SCREENS = {
  home: {
    path: '/',
    primary: ['[data-screen-ready="home"]'],
    // The mood card shows the picker, or "saved" when today has a check-in (it has, with 100k moods);
    // the streak card shows its number; goals and tasks have left their skeletons (their links appear).
    fallback: [
      '[data-testid="home-mood"] :is([role="radiogroup"], [data-testid="home-mood-saved"])',
      '[data-testid="home-streak-current"]',
      '[data-testid="home-goals"] a[href="/journaling/goals"]',
      '[data-testid="home-tasks"] a[href="/tasks"]',
    ],
  },
  analytics: {
    path: '/analytics',
    primary: ['[data-screen-ready="analytics"]'],
    // The period's numbers, the mood chart and the year-in-pixels grid have their data.
    fallback: [
      '[data-testid="stat-value"]',
      '[data-testid="analytics-mood-chart"] svg.recharts-surface',
      '[data-testid="analytics-year-pixels"] svg rect',
    ],
  },
  search: {
    path: '/search',
    primary: ['[data-search-state="ready"]'],
    // The field is usable and the list of recent items (or the empty state) replaced "indexing".
    fallback: [
      'main input[type="search"]:enabled',
      'main :is([data-testid="search-count"], [data-testid="search-empty"])',
    ],
  },
};

export const SEARCH = {
  /** The field the queries are typed into (page.fill: sets the value and sends one input event). */
  input: 'main input[type="search"], main input[type="text"]',
  /** Element whose attribute holds the number of results; a change of its value ends a query. */
  results: '[data-search-results]',
  resultsAttribute: 'data-search-results',
  /** Without the attribute: the last DOM change in this region, once it has been quiet for QUIET_MS. */
  region: 'main',
  quietMs: 750,
  queryTimeoutMs: 10_000,
  /** The screen's input debounce; reported latencies are given raw and with this subtracted. */
  debounceMs: 150,
};

/**
 * The searches. Words come from the generator's vocabulary (generate.mjs): `werk` is in most entries,
 * `vuurtoren` in about 0.2% of them. `params` opens /search with those URL parameters first.
 */
export const QUERIES = [
  { label: 'common word', text: 'werk' },
  { label: 'rare word', text: 'vuurtoren' },
  { label: 'two words', text: 'wandeling regen' },
  { label: 'prefix', text: 'dankb' },
  { label: 'tag filter (URL) + word', text: 'gesprek', params: 'tag=familie' },
];

/** Attributes whose changes the in-page watcher must see (others are ignored, to keep it cheap). */
export const WATCHED_ATTRIBUTES = [
  'data-screen-ready',
  'data-search-state',
  'data-search-results',
  'disabled',
  'aria-busy',
];
