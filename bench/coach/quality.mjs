// The reply-quality half of `npm run bench:coach` (issue 18): scores the offline coach's first reply to each
// opening message of packages/coach/test-data/coach-openings.json and prints pass rates per rule and language.
import fs from 'node:fs';
import path from 'node:path';

const pct = (tally) =>
  tally.applicable === 0
    ? '   -  '
    : `${((100 * tally.passed) / tally.applicable).toFixed(1).padStart(5)}%`;

export async function benchReplyQuality(root, coach) {
  const { measureOpenings } = await import(
    path.join(root, 'packages/coach/src/offline/quality/measure-openings.ts')
  );
  const { QUALITY_RULES } = await import(
    path.join(root, 'packages/coach/src/offline/quality/reply-quality.ts')
  );
  const file = path.join(root, 'packages/coach/test-data/coach-openings.json');
  const { messages } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { scored, report } = await measureOpenings(coach.createOfflineCoach(), messages);
  const header = `${'reply quality'.padEnd(14)}${QUALITY_RULES.map((r) => r.padStart(12)).join('')}      all`;
  console.log(`\n${header}`);
  const row = (name, tallies, all) =>
    console.log(
      `${name.padEnd(14)}${QUALITY_RULES.map((r) => pct(tallies[r]).padStart(12)).join('')}${all ? pct(all).padStart(9) : ''}`,
    );
  row(`all (${messages.length})`, report.rules, report.allPassed);
  for (const [language, tallies] of Object.entries(report.byLanguage)) row(language, tallies);
  if (process.argv.includes('--show'))
    for (const { opening, reply, score } of scored)
      console.log(`\n[${opening.id}] ${opening.text}\n  -> ${reply}\n  ${JSON.stringify(score)}`);
  return { messages: messages.length, ...report };
}
