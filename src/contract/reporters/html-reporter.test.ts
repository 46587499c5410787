import { describe, expect, it } from 'vitest';
import type { ContractReport, Failure } from '../contract-types.js';
import { formatReport } from './format-report.js';
import { formatHtmlReport } from './html-reporter.js';

const failure: Failure = {
  check: 'valid_request_succeeds',
  operationId: 'getCurrentUser',
  method: 'GET',
  path: '/users/me',
  pointer: '/status',
  expected: '200',
  received: '500 "<b>boom</b>"',
  message: 'GET /users/me answered 500 to a valid request',
  curl: "curl -sS -X GET 'http://backend.test/users/me' -H 'authorization: Bearer <redacted>'",
  source: 'seed',
  status: 500,
};

function report(overrides: Partial<ContractReport> = {}): ContractReport {
  return {
    ok: false,
    target: {
      baseUrl: 'http://backend.test',
      prefixRequested: 'auto',
      prefix: '',
      level: 'full',
      strict: false,
      readOnly: true,
      isMock: false,
      mutations: { allowed: false, reason: '--read-only' },
    },
    profileShape: 'nested',
    startedAt: '2026-01-15T00:00:00.000Z',
    durationMs: 1000,
    summary: { passed: 1, failed: 1, skipped: 0, failures: 1, warnings: 0, requests: 2 },
    results: [
      {
        check: 'valid_request_succeeds',
        operationId: 'getCurrentUser',
        status: 'failed',
        failures: [failure],
        warnings: [],
      },
      {
        check: 'status_code_documented',
        operationId: 'getProfile',
        status: 'passed',
        failures: [],
        warnings: [],
      },
    ],
    ...overrides,
  };
}

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
    expect(html).toContain('getCurrentUser · GET /users/me');
    expect(html).toContain(
      '<pre><code>curl -sS -X GET &#39;http://backend.test/users/me&#39; -H &#39;authorization: Bearer &lt;redacted&gt;&#39;</code></pre>',
    );
    expect(html).toContain('<button type="button" class="copy">Copy</button>');
    expect(html).toMatch(
      /<section id="table">[\s\S]*<th scope="row">getProfile<\/th><td class="na">·<\/td><td class="passed"/,
    );
  });

  it('escapes what the backend sent', () => {
    const html = formatHtmlReport(report());
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
