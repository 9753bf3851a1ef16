import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlaywrightReport, readVitestReport } from '../../scripts/test-reports';

function reportFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'reports-')), 'report.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('test reports', () => {
  it('counts a Vitest report and names each failed test with the first line of its error', () => {
    const file = reportFile({
      numPassedTests: 5,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          name: '/repo/tests/ui/popup.test.tsx',
          assertionResults: [
            { fullName: 'popup closes', status: 'passed', failureMessages: [] },
            {
              fullName: 'popup leaves at once',
              status: 'failed',
              failureMessages: [
                '\nAssertionError: expected true to be false\n    at popup.test.tsx:3',
              ],
            },
          ],
        },
        {
          name: '/repo/tests/lib/broken.test.ts',
          message: 'SyntaxError: Unexpected token',
          assertionResults: [],
        },
      ],
    });
    expect(readVitestReport(file, 'vitest', '/repo')).toEqual({
      passed: 5,
      failed: 1,
      skipped: 2,
      failures: [
        'vitest tests/ui/popup.test.tsx › popup leaves at once: AssertionError: expected true to be false',
        'vitest tests/lib/broken.test.ts: SyntaxError: Unexpected token',
      ],
    });
  });

  it('counts a flaky Playwright test as passed and names only the unexpected ones, describe blocks included', () => {
    const file = reportFile({
      stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 3 },
      suites: [
        {
          title: 'home.spec.ts',
          specs: [
            {
              title: 'banners rotate',
              file: 'home.spec.ts',
              line: 12,
              tests: [{ status: 'flaky' }],
            },
          ],
          suites: [
            {
              title: 'vendor list',
              specs: [
                {
                  title: 'pages 9 at a time',
                  file: 'home.spec.ts',
                  line: 40,
                  tests: [{ status: 'unexpected' }],
                },
                {
                  title: 'shows the empty text',
                  file: 'home.spec.ts',
                  line: 52,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        { error: { message: 'Error: first attempt' } },
                        {
                          error: {
                            message:
                              '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m\n\nCall log: …',
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(readPlaywrightReport(file)).toEqual({
      passed: 12,
      failed: 1,
      skipped: 3,
      // With the last attempt's error, when the report has one.
      failures: [
        'e2e home.spec.ts:40 › vendor list › pages 9 at a time',
        'e2e home.spec.ts:52 › vendor list › shows the empty text: Test timeout of 30000ms exceeded.',
      ],
    });
  });

  it('counts a missing report as one failure that says so', () => {
    const tally = readVitestReport('/nonexistent/report.json', 'vitest on PostgreSQL');
    expect(tally.failed).toBe(1);
    expect(tally.failures).toEqual([
      'vitest on PostgreSQL: no report at /nonexistent/report.json (the runner stopped early)',
    ]);
  });
});
