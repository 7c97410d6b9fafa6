// The names of failed and flaky tests with the first lines of their error, printed at the very end of
// `npm test`: CI keeps only the tail of a long run, and a failure scrolled out of it cannot be found again.
import path from 'node:path';

function firstLines(text, count = 4) {
  // eslint-disable-next-line no-control-regex -- strip terminal colour codes
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `      ${line.slice(0, 300)}`);
}

function e2eSpecs(suite, titles = []) {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).map((spec) => ({ spec, titles: here, file: spec.file ?? suite.file })),
    ...(suite.suites ?? []).flatMap((child) => e2eSpecs(child, here)),
  ];
}

export function failedTestLines(unitReport, e2eReport, root) {
  const lines = [];
  for (const file of unitReport?.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failedCases = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedCases) {
      lines.push(`  FAILED (Vitest) ${name} › ${test.fullName}`);
      lines.push(...firstLines(test.failureMessages?.[0]));
    }
    if (!failedCases.length && file.status === 'failed') {
      lines.push(`  FAILED (Vitest) ${name}`);
      lines.push(...firstLines(file.message));
    }
  }
  for (const suite of e2eReport?.suites ?? []) {
    for (const { spec, titles, file } of e2eSpecs(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const label = test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED';
        lines.push(`  ${label} (Playwright) ${file} › ${[...titles, spec.title].join(' › ')}`);
        const error = (test.results ?? []).find((result) => result.error)?.error;
        lines.push(...firstLines(error?.message));
      }
    }
  }
  return lines;
}
