// The reply-quality half of `npm run bench:coach` (issue 18): scores the offline coach's first reply to each
// opening message of packages/coach/test-data/coach-openings.json and prints pass rates per rule and language.
import fs from 'node:fs';
import path from 'node:path';

const pct = (tally) =>
  tally.applicable === 0
    ? '   -  '
    : `${((100 * tally.passed) / tally.applicable).toFixed(1).padStart(5)}%`;

export function loadOpenings(root) {
  const file = path.join(root, 'packages/coach/test-data/coach-openings.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).messages;
}

/** The table of pass rates per rule, overall and per language (the model path prints the same one). */
export function printQualityTable(rules, title, count, report) {
  const header = `${title.padEnd(14)}${rules.map((r) => r.padStart(12)).join('')}      all`;
  console.log(`\n${header}`);
  const row = (name, tallies, all) =>
    console.log(
      `${name.padEnd(14)}${rules.map((r) => pct(tallies[r]).padStart(12)).join('')}${all ? pct(all).padStart(9) : ''}`,
    );
  row(`all (${count})`, report.rules, report.allPassed);
  for (const [language, tallies] of Object.entries(report.byLanguage)) row(language, tallies);
}

export async function benchReplyQuality(root, coach) {
  const { measureOpenings } = await import(
    path.join(root, 'packages/coach/src/offline/quality/measure-openings.ts')
  );
  const { QUALITY_RULES } = await import(
    path.join(root, 'packages/coach/src/offline/quality/reply-quality.ts')
  );
  const messages = loadOpenings(root);
  const { scored, report } = await measureOpenings(coach.createOfflineCoach(), messages);
  printQualityTable(QUALITY_RULES, 'reply quality', messages.length, report);
  if (process.argv.includes('--show'))
    for (const { opening, reply, score } of scored)
      console.log(`\n[${opening.id}] ${opening.text}\n  -> ${reply}\n  ${JSON.stringify(score)}`);
  return { messages: messages.length, ...report };
}
