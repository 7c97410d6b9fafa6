// The closing lines of `npm test` name every failed and flaky test with the start of its error.
import { describe, expect, it } from 'vitest';
import { failedTestLines } from './test-report.mjs';

const unit = {
  testResults: [
    {
      name: '/repo/apps/web/src/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'a works', status: 'passed', failureMessages: [] },
        {
          fullName: 'a breaks',
          status: 'failed',
          failureMessages: [
            '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n    at a.test.ts:3:1\n    at x\n    at y\n    at z',
          ],
        },
      ],
    },
    {
      name: '/repo/packages/b.test.ts',
      status: 'failed',
      message: 'Cannot find module ./c',
      assertionResults: [],
    },
    { name: '/repo/packages/ok.test.ts', status: 'passed', message: '', assertionResults: [] },
  ],
};

const e2e = {
  suites: [
    {
      title: 'home.spec.ts',
      file: 'home.spec.ts',
      specs: [
        { title: 'opens', file: 'home.spec.ts', tests: [{ status: 'expected', results: [] }] },
      ],
      suites: [
        {
          title: 'offline',
          file: 'home.spec.ts',
          specs: [
            {
              title: 'reloads',
              file: 'home.spec.ts',
              tests: [
                {
                  status: 'flaky',
                  results: [{ error: { message: 'Timeout 5000ms exceeded' } }, {}],
                },
              ],
            },
            {
              title: 'writes',
              file: 'home.spec.ts',
              tests: [
                { status: 'unexpected', results: [{ error: { message: 'locator not found' } }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('failedTestLines', () => {
  it('names failed Vitest cases and files, flaky and failed Playwright tests, with the error start', () => {
    expect(failedTestLines(unit, e2e, '/repo')).toEqual([
      '  FAILED (Vitest) apps/web/src/a.test.ts › a breaks',
      '      AssertionError: expected 1 to be 2',
      '          at a.test.ts:3:1',
      '          at x',
      '          at y',
      '  FAILED (Vitest) packages/b.test.ts',
      '      Cannot find module ./c',
      '  FLAKY (passed on retry) (Playwright) home.spec.ts › offline › reloads',
      '      Timeout 5000ms exceeded',
      '  FAILED (Playwright) home.spec.ts › offline › writes',
      '      locator not found',
    ]);
  });

  it('says nothing when all passed or a report is missing', () => {
    expect(failedTestLines({ testResults: [unit.testResults[2]] }, undefined, '/repo')).toEqual([]);
    expect(failedTestLines(undefined, undefined, '/repo')).toEqual([]);
  });
});
