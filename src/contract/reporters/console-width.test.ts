import { describe, expect, it } from 'vitest';
import { CHECK_NAMES } from '../check-names.js';
import type { CheckResult, ContractReport, Failure } from '../contract-types.js';
import { createConsoleProgress, formatConsoleReport } from './console-reporter.js';
import { wrapCurl } from './wrap-text.js';

const LONG_OPERATION = `getTheQuarterlyConversationVolumeBrokenDownByInboxTeamAndLabelReport${'X'.repeat(30)}`;
const BASE = `http://very-long-host-name-of-a-staging-environment.${'internal.'.repeat(8)}example.com`;
const BODY = JSON.stringify({ instruction: 'add a sub-agent called Billing '.repeat(12) });

function longFailure(check: string, index: number): Failure {
  return {
    check,
    operationId: `${LONG_OPERATION}${index}`,
    method: 'POST',
    path: `/projects/{id}/builder/${'deeply/nested/'.repeat(6)}message`,
    pointer: `/body/${'suggestions/0/payload/'.repeat(5)}name`,
    expected: `one of ${JSON.stringify(Array.from({ length: 30 }, (_, n) => `value${n}`))}`,
    received: JSON.stringify('x'.repeat(150)),
    message: `${LONG_OPERATION} answered something nobody expected, ${'and more words '.repeat(12)}`,
    curl: `curl -sS -X POST '${BASE}/projects/prj_acme_support/builder/message' -H 'content-type: application/json' -H 'authorization: Bearer <redacted>' --data-raw '${BODY}'`,
    source: index % 2 === 0 ? 'seed' : 'assumed',
    status: 200,
    keyword: index % 3 === 0 ? 'required' : undefined,
    schema: 'SuggestionPayloadWithAVeryLongSchemaNameIndeed',
  };
}

function longReport(): ContractReport {
  const results: CheckResult[] = CHECK_NAMES.flatMap((check, index) => [
    {
      check,
      operationId: `${LONG_OPERATION}${index}`,
      status: 'failed' as const,
      failures: [longFailure(check, index)],
      warnings: [],
    },
    {
      check,
      operationId: `${LONG_OPERATION}${index + 1}`,
      status: 'skipped' as const,
      reason: `cannot tell without ${'a sandbox project and a token secret '.repeat(5)}`,
      failures: [],
      warnings: [],
    },
  ]);
  return {
    ok: false,
    target: {
      baseUrl: BASE,
      prefixRequested: '/api/v1/a/very/long/prefix/that/a/gateway/might/use/for/versioned/routes',
      prefix: '/api/v1/a/very/long/prefix/that/a/gateway/might/use/for/versioned/routes',
      level: 'full',
      strict: true,
      readOnly: true,
      isMock: false,
      mutations: { allowed: false, reason: `--read-only ${'because it is staging '.repeat(8)}` },
    },
    profileShape: 'unknown',
    startedAt: '2026-01-15T00:00:00.000Z',
    durationMs: 98765,
    summary: { passed: 0, failed: 19, skipped: 19, failures: 19, warnings: 0, requests: 4242 },
    results,
  };
}

describe('console width', () => {
  it('fits every line of a report with long names in 100 columns', () => {
    const text = formatConsoleReport(longReport());
    const lines = text.split('\n');
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100);
    // Shortened, not dropped: the table still names every operation.
    expect(
      lines.filter((line) => line.startsWith('getTheQuarterly') && line.includes('…')).length,
    ).toBe(20);
  });

  it('fits progress lines in 100 columns', () => {
    let text = '';
    const progress = createConsoleProgress((chunk) => (text += chunk));
    progress({ type: 'phase', message: `Contract of ${BASE} (level full, strict, read-only)` });
    for (const line of text.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('wraps a curl line so that the shell reads back the same command', () => {
    const curl = longFailure('builder_flow', 1).curl;
    const wrapped = wrapCurl(curl, '     ').join('\n');
    for (const line of wrapped.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    // What sh does with the text: drop each backslash-newline, then split words outside quotes.
    const joined = wrapped.replace(/\\\n/g, '').trim();
    expect(shellSplit(joined)).toEqual(shellSplit(curl));
  });
});

/** Split like a POSIX shell for the quoting formatCurl uses: single quotes and bare words. */
function shellSplit(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quoted = false;
  for (const char of command) {
    if (char === "'") {
      quoted = !quoted;
      word ??= '';
    } else if (/\s/.test(char) && !quoted) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + char;
  }
  if (word !== undefined) words.push(word);
  return words;
}
