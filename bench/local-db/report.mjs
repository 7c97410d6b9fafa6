// Turns raw page timings into medians, a side-by-side table and the notes printed under it.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function ms(value) {
  return value.toFixed(1);
}

function single(label, dexie, watermelon) {
  return { label, dexie, watermelon };
}

/** Rows of { label, dexie, watermelon } in ms; cold rows are medians and carry their min and max. */
export function summarise(seed, cold) {
  const coldRow = (label, key) => {
    const values = (stack) => cold[stack].map((run) => run[key]);
    const range = (stack) => [Math.min(...values(stack)), Math.max(...values(stack))];
    return {
      label,
      dexie: median(values('dexie')),
      watermelon: median(values('watermelon')),
      range: { dexie: range('dexie'), watermelon: range('watermelon') },
    };
  };
  const { dexie, watermelon } = seed;
  return [
    single('insert 10k journal entries (ack)', dexie.journalInsertMs, watermelon.journalInsertMs),
    single('insert 100k mood entries (ack)', dexie.moodInsertMs, watermelon.moodInsertMs),
    single('then flush to IndexedDB', dexie.flushMs, watermelon.flushMs),
    coldRow('(a) cold open -> last 30 days of moods', 'openToFirstMs'),
    coldRow('(a) same, from navigation start', 'navigationToFirstMs'),
    coldRow('(a) same query again, warm', 'recentWarmMs'),
    coldRow('(b) count all moods', 'countMs'),
    coldRow('(c) journal mood<=2, 365 d, by date, 50', 'filteredMs'),
  ];
}

export function formatTable(rows) {
  const header = [
    'benchmark',
    'Dexie ms',
    'WatermelonDB ms',
    'Dexie/Watermelon',
    'Dexie min-max',
    'Watermelon min-max',
  ];
  const span = (r, stack) => (r.range ? r.range[stack].map(ms).join('-') : '-');
  const body = rows.map((r) => [
    r.label,
    ms(r.dexie),
    ms(r.watermelon),
    r.watermelon > 0 ? (r.dexie / r.watermelon).toFixed(2) : 'n/a',
    span(r, 'dexie'),
    span(r, 'watermelon'),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n');
}

/** Both stacks must have answered the same questions the same way, or the timings mean nothing. */
export function checkAnswers(cold) {
  const problems = [];
  const runs = [...cold.dexie, ...cold.watermelon];
  const reference = runs[0];
  for (const key of ['recentCount', 'count']) {
    const seen = [...new Set(runs.map((run) => run[key]))];
    if (seen.length > 1) problems.push(`${key} differs between runs or stacks: ${seen.join(', ')}`);
  }
  const titles = (run) => JSON.stringify(run.filtered.map((r) => [r.title, r.date, r.mood_rating]));
  if (runs.some((run) => titles(run) !== titles(reference))) {
    problems.push('the filtered query (c) returned different entries');
  }
  return problems;
}

function kept(trials, waitMs) {
  const chosen = trials.filter((t) => t.waitMs === waitMs);
  return `${chosen.filter((t) => t.found).length}/${chosen.length}`;
}

/** Everything printed with the timings: the table, durability, answers and the validation share. */
export function formatNotes({ rows, seed, cold, durability, problems }) {
  const first = cold.dexie[0];
  const answers = problems.length ? `MISMATCH: ${problems.join('; ')}` : 'both stacks agree';
  const waits = [...new Set(durability.dexie.map((t) => t.waitMs))];
  const durabilityLines = waits.map(
    (waitMs) =>
      `durability, write acknowledged then ${waitMs ? `${waitMs} ms wait` : 'no wait'} before page.close(), reopened: ` +
      `Dexie kept ${kept(durability.dexie, waitMs)}, WatermelonDB kept ${kept(durability.watermelon, waitMs)}`,
  );
  return [
    formatTable(rows),
    '',
    `cold rows: median of ${cold.dexie.length} runs, each in a new page; ratio > 1 means Dexie took longer.`,
    ...durabilityLines,
    `answers: (a) ${first.recentCount} moods, (b) ${first.count} moods, (c) ${first.filtered.length} entries; ${answers}`,
    `Dexie inserts include zod validation of every record; validating the 110k records alone took ${ms(seed.dexie.validationMs)} ms.`,
  ].join('\n');
}
