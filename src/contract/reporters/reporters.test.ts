import { describe, expect, it } from 'vitest';
import type { CheckResult, ContractReport, Failure } from '../contract-types.js';
import { createConsoleProgress, formatConsoleReport } from './console-reporter.js';
import { escapeXml, formatJunitReport } from './junit-reporter.js';
import { digestReport } from './digest-report.js';
import { formatReport } from './format-report.js';
import { formatHtmlReport } from './html-reporter.js';

const failure: Failure = {
  check: 'auth_missing_token',
  operationId: 'getProfile',
  method: 'GET',
  path: '/auth/profile',
  pointer: '/status',
  expected: '401',
  received: '200',
  message: 'GET /auth/profile with no Authorization header answered 200 <&>',
  curl: "curl -sS -X GET 'http://backend.test/auth/profile'",
  source: 'seed',
};
const warning: Failure = {
  ...failure,
  check: 'error_body_shape',
  pointer: '/body/code',
  expected: 'present',
  received: '(missing)',
  message: 'getProfile 401: /body/code is required but missing',
  source: 'assumed',
};

function result(overrides: Partial<CheckResult>): CheckResult {
  return {
    check: 'status_code_documented',
    operationId: 'getProfile',
    status: 'passed',
    failures: [],
    warnings: [],
    ...overrides,
  };
}

function report(overrides: Partial<ContractReport> = {}): ContractReport {
  const results = [
    result({}),
    result({}),
    result({ check: 'auth_missing_token', status: 'failed', failures: [failure] }),
    result({ check: 'error_body_shape', warnings: [warning] }),
    result({
      check: 'builder_flow',
      operationId: 'createBuilderSession',
      status: 'skipped',
      reason: 'changes the board (--read-only)',
    }),
  ];
  return {
    ok: false,
    target: {
      baseUrl: 'http://backend.test',
      prefixRequested: 'auto',
      prefix: '/api/v1',
      level: 'core',
      strict: false,
      readOnly: true,
      isMock: false,
      mutations: { allowed: false, reason: '--read-only' },
    },
    profileShape: 'flat',
    startedAt: '2026-01-15T00:00:00.000Z',
    durationMs: 1234,
    summary: { passed: 3, failed: 1, skipped: 1, failures: 1, warnings: 1, requests: 9 },
    results,
    ...overrides,
  };
}

describe('console reporter', () => {
  it('lists each root cause with its checks, the pointer, expected vs received and curl', () => {
    const text = formatConsoleReport(report());
    expect(text).toContain(
      'Seed violations (1): the backend breaks what the service interface states',
    );
    expect(text).toContain('  1) ✗ getProfile · GET /auth/profile');
    expect(text).toContain('     answers 200 where 401 is due');
    expect(text).toContain('     broke auth_missing_token');
    expect(text).toContain("     curl -sS -X GET 'http://backend.test/auth/profile'");
    expect(text).toContain(
      "Differences from openapi.yaml's assumptions (1): warnings at --level core",
    );
    expect(text).toContain('  2) ! getProfile · GET /auth/profile');
    expect(text).toContain('     at /body/code: expected present, received (missing)');
    expect(text).toContain(
      '  – builder_flow on createBuilderSession: changes the board (--read-only)',
    );
    expect(text).toContain('Profile shape: flat');
    expect(text).toContain('Mutating checks: off — --read-only');
    expect(text.trimEnd().split('\n').slice(-2)).toEqual([
      'Totals: 3 passed, 1 failed, 1 skipped · 9 requests in 1.2 s',
      'Result: FAILED — 1 failure: 1 seed violation, 0 differences from assumptions (+1 warning)',
    ]);
  });

  it('draws operations × checks with one mark per cell; a cell with warnings is never ✓', () => {
    const lines = formatConsoleReport(report()).split('\n');
    const header = lines.find((line) => line.startsWith('operation'));
    expect(header).toMatch(/^operation\s+c1 {2}c2 {2}c3 {2}c4$/);
    expect(lines.find((line) => line.startsWith('getProfile '))).toMatch(/\s+✓ {3}! {3}✗ {3}·$/);
    expect(lines.find((line) => line.startsWith('createBuilderSession '))).toMatch(
      /\s+· {3}· {3}· {3}–$/,
    );
    expect(lines.find((line) => line.startsWith('Checks:'))).toBe(
      'Checks: c1 status_code_documented · c2 error_body_shape · c3 auth_missing_token · c4 builder_flow',
    );
    expect(lines).toContain(
      'Marks: ✓ passed · ✗ failed · ! passed with warnings · – skipped · · not applicable',
    );
  });

  it('gives the diagnosis instead of the list when the failures share one cause', () => {
    const text = formatConsoleReport(
      report({ diagnosis: 'prefix mismatch? 90 of 91 requests answered 404.' }),
    );
    expect(text).toContain('Diagnosis: prefix mismatch?');
    expect(text).not.toContain('1) ✗');
  });

  it('says why a run stopped', () => {
    const text = formatConsoleReport(
      report({
        fatal: {
          code: 'CONNECTION_FAILED',
          message: 'cannot reach http://backend.test (ECONNREFUSED).',
        },
        results: [],
      }),
    );
    expect(text).toContain('Stopped: cannot reach http://backend.test (ECONNREFUSED).');
  });

  it('does not glue "auto" to the URL when the run stopped before --prefix auto resolved', () => {
    const stopped = report({
      fatal: { code: 'CONNECTION_FAILED', message: 'cannot reach http://backend.test.' },
      results: [],
    });
    const text = formatConsoleReport({
      ...stopped,
      target: { ...stopped.target, prefixRequested: 'auto', prefix: 'auto' },
    });
    expect(text).toContain('Standin contract — http://backend.test (prefix not resolved,');
  });

  it('prints one line per phase with the tally so far, never a finding under another heading', () => {
    let text = '';
    const progress = createConsoleProgress((chunk) => (text += chunk));
    progress({ type: 'phase', message: 'Valid requests for every read operation' });
    progress({ type: 'result', result: result({}) });
    progress({
      type: 'result',
      result: result({ check: 'status_code_documented', status: 'failed', failures: [failure] }),
    });
    progress({ type: 'phase', message: 'Check auth_missing_token' });
    expect(text).toBe(
      '▸ Valid requests for every read operation\n▸ Check auth_missing_token (so far 1 ✓ 1 ✗ 0 –)\n',
    );
  });
});

describe('junit reporter', () => {
  it('writes well-formed JUnit XML: a case per root cause, then a suite per operation and a case per check', () => {
    const xml = formatJunitReport(report());
    expectWellFormed(xml);
    expect(xml).toContain(
      '<testsuites name="standin contract" tests="6" failures="2" errors="0" skipped="1" time="1.234">',
    );
    expect(xml).toContain(
      '<testsuite name="seed violations" tests="1" failures="1" errors="0" skipped="0">',
    );
    expect(xml).toContain(
      '<testcase classname="standin.contract.seed_violations" name="getProfile · GET /auth/profile: answers 200 where 401 is due">',
    );
    expect(xml).toContain(
      '<testsuite name="differences from assumptions" tests="1" failures="0" errors="0" skipped="0">',
    );
    expect(xml).toContain('<system-out>warning: 401: /body/code is required but missing');
    expect(xml).toContain(
      '<testsuite name="getProfile" tests="3" failures="1" errors="0" skipped="0">',
    );
    expect(xml).toContain(
      '<testcase classname="standin.contract.getProfile" name="auth_missing_token">',
    );
    expect(xml).toContain(
      '<failure message="GET /auth/profile with no Authorization header answered 200 &lt;&amp;&gt;" type="auth_missing_token">',
    );
    expect(xml).toContain('<skipped message="changes the board (--read-only)"/>');
    expect(xml).toContain(
      '<system-out>warning: getProfile 401: /body/code is required but missing',
    );
  });

  it('turns a stopped run into an errored case', () => {
    const xml = formatJunitReport(
      report({ fatal: { code: 'LOGIN_REJECTED', message: 'refused "x"' }, results: [] }),
    );
    expectWellFormed(xml);
    expect(xml).toContain('<error message="refused &quot;x&quot;" type="LOGIN_REJECTED"/>');
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});

describe('json reporter', () => {
  it('is the whole report with its digest', () => {
    const original = report();
    expect(JSON.parse(formatReport(original, 'json'))).toEqual({
      ...original,
      digest: digestReport(original),
    });
  });
});

describe('html reporter', () => {
  it('is one self-contained page: nothing loaded from a URL, no external src or href', () => {
    const html = formatHtmlReport(report());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
    expect(html).not.toMatch(/<link\b|@import|url\(/i);
    expect(html).toContain("default-src 'none'");
  });

  it('shows the verdict, the seed violation with its checks and a copyable curl line', () => {
    const html = formatHtmlReport(report());
    expect(html).toContain('<span id="verdict">FAILED</span>');
    expect(html).toMatch(/<section id="seed-violations"><h2>Seed violations \(1\)<\/h2>/);
    expect(html).toContain('getProfile · GET /auth/profile');
    expect(html).toContain('Broke <code>auth_missing_token</code>');
    expect(html).toContain(
      '<pre><code>curl -sS -X GET &#39;http://backend.test/auth/profile&#39;</code></pre>',
    );
    expect(html).toContain('<button type="button" class="copy">Copy</button>');
    expect(html).toMatch(/<section id="differences">[\s\S]*warnings at --level core/i);
    expect(html).toMatch(
      /<th scope="row">getProfile<\/th><td class="passed"[^>]*>✓<\/td><td class="warned"[^>]*>!<\/td><td class="failed"/,
    );
  });

  it('escapes what the backend sent', () => {
    const sent = { ...failure, received: '200 "<b>boom</b>"' };
    const html = formatHtmlReport(
      report({
        results: [result({ check: 'auth_missing_token', status: 'failed', failures: [sent] })],
      }),
    );
    expect(html).not.toContain('<b>boom</b>');
    expect(html).toContain('&lt;b&gt;boom&lt;/b&gt;');
  });

  it('says why a run stopped', () => {
    const html = formatHtmlReport(
      report({
        fatal: {
          code: 'NOT_THE_API',
          message: 'POST … answered 200 text/html: this is not the API.',
        },
        results: [],
      }),
    );
    expect(html).toContain('<span id="verdict">STOPPED</span>');
    expect(html).toContain('this is not the API.');
    expect(html).not.toContain('id="seed-violations"');
  });

  it('is a reporter of --reporter', () => {
    expect(formatReport(report(), 'html')).toBe(formatHtmlReport(report()));
  });
});

/** A small well-formedness check: balanced tags, no raw `<` or stray `&` in text or attributes. */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const stack: string[] = [];
  const token =
    /<\?xml[^>]*\?>|<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const match of xml.matchAll(token)) {
    const [, closing, name, , selfClosing, text, stray] = match;
    if (stray) throw new Error(`raw "<" at ${match.index}`);
    const content = text ?? match[3] ?? '';
    expect(content.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
    if (!name) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(stack).toEqual([]);
}
