import { describe, expect, it } from 'vitest';
import type { UsageFile } from '../../usage/read-usage.js';
import type { CheckResult, ContractReport, Failure } from '../contract-types.js';
import { applyUsageGate } from './apply-usage-gate.js';

/** A header that reads the organization's name and the user list's names; calls login. */
const USAGE: UsageFile = {
  standinUsage: 1,
  operations: [
    {
      operationId: 'getProfile',
      method: 'get',
      path: '/auth/profile',
      sources: ['code'],
      calls: [{ file: 'src/header.ts', line: 11 }],
      statuses: [],
      members: [
        {
          status: '2xx',
          pointer: '/organization/name',
          reads: [{ file: 'src/Header.tsx', line: 14 }],
        },
        { status: 'error', pointer: '/message', reads: [{ file: 'src/errors.ts', line: 3 }] },
      ],
    },
    {
      operationId: 'listProjects',
      method: 'get',
      path: '/projects',
      sources: ['code'],
      calls: [{ file: 'src/projects.ts', line: 5 }],
      statuses: [],
      members: [
        { status: '2xx', pointer: '/items/*/name', reads: [{ file: 'src/projects.ts', line: 7 }] },
      ],
    },
    {
      operationId: 'login',
      method: 'post',
      path: '/auth/login',
      sources: ['observed'],
      calls: [],
      statuses: ['200'],
      members: [],
    },
  ],
};

function finding(overrides: Partial<Failure>): Failure {
  return {
    check: 'response_schema_conformance',
    operationId: 'getProfile',
    method: 'GET',
    path: '/auth/profile',
    pointer: '/body',
    expected: 'present',
    received: '(missing)',
    message: 'a difference',
    curl: 'curl …',
    source: 'assumed',
    status: 200,
    ...overrides,
  };
}

function gateOne(given: Partial<Failure>) {
  const result: CheckResult = {
    check: given.check ?? 'response_schema_conformance',
    operationId: given.operationId ?? 'getProfile',
    status: 'failed',
    failures: [finding(given)],
    warnings: [],
  };
  const gated = applyUsageGate(report([result]), USAGE, 'standin-usage.json');
  const [judged] = [...gated.results[0]!.failures, ...gated.results[0]!.warnings];
  return { gated, judged: judged! };
}

function report(results: CheckResult[]): ContractReport {
  return {
    ok: false,
    target: {
      baseUrl: 'http://backend.test',
      prefixRequested: 'auto',
      prefix: '',
      level: 'full',
      strict: false,
      readOnly: false,
      isMock: false,
      mutations: { allowed: false },
    },
    profileShape: 'nested',
    startedAt: '2026-01-15T00:00:00.000Z',
    durationMs: 1,
    summary: { passed: 0, failed: 1, skipped: 0, failures: 1, warnings: 0, requests: 1 },
    results,
  };
}

describe('applyUsageGate', () => {
  const cases: Array<{ name: string; given: Partial<Failure>; want: string; reads?: string[] }> = [
    {
      name: 'a member the frontend reads, left out',
      given: { pointer: '/body/organization/name', keyword: 'required' },
      want: 'gate',
      reads: ['src/Header.tsx:14'],
    },
    {
      name: 'the object holding a member the frontend reads',
      given: { pointer: '/body/organization', keyword: 'required' },
      want: 'gate',
    },
    {
      name: 'an array item member, at index 3',
      given: { operationId: 'listProjects', pointer: '/body/items/3/name', keyword: 'type' },
      want: 'gate',
      reads: ['src/projects.ts:7'],
    },
    {
      name: 'a sibling member no one reads',
      given: { pointer: '/body/organization/plan', keyword: 'required' },
      want: 'warning',
    },
    {
      name: 'a member below the one read (its parent is read, not it)',
      given: { pointer: '/body/organization/name/first' },
      want: 'warning',
    },
    {
      name: 'an error body member the frontend reads, on a 401',
      given: { status: 401, pointer: '/body/message', check: 'error_body_shape' },
      want: 'gate',
      reads: ['src/errors.ts:3'],
    },
    {
      name: 'the same pointer on a success body, where only the error one is read',
      given: { status: 200, pointer: '/body/message' },
      want: 'warning',
    },
    {
      name: 'an operation the frontend calls answering 500',
      given: { check: 'valid_request_succeeds', pointer: '/status', status: 500, received: '500' },
      want: 'gate',
      reads: ['src/header.ts:11'],
    },
    {
      name: 'an operation only observed in a run, answering 500',
      given: {
        operationId: 'login',
        check: 'valid_request_succeeds',
        pointer: '/status',
        status: 500,
      },
      want: 'gate',
      reads: ['(observed: login)'],
    },
    {
      name: "201 where 200 is documented (openapi-fetch's data takes any 2xx)",
      given: { pointer: '/status', status: 201, expected: 'one of 200, 401', received: '201' },
      want: 'warning',
    },
    {
      name: 'a header the frontend does not read',
      given: {
        check: 'www_authenticate_header',
        pointer: '/headers/www-authenticate',
        status: 401,
      },
      want: 'warning',
    },
    {
      name: 'a probe with bad input, on an operation the frontend calls',
      given: { check: 'bad_input_is_4xx', pointer: '/status', status: 200 },
      want: 'warning',
    },
    {
      name: 'an operation the frontend never calls',
      given: { operationId: 'getBoard', pointer: '/status', status: 500 },
      want: 'warning',
    },
    {
      name: 'a seed fact on an operation the frontend never calls',
      given: { operationId: 'getBoard', source: 'seed', check: 'auth_missing_token', status: 200 },
      want: 'seed',
    },
  ];

  it.each(cases)('$name: $want', ({ given, want, reads }) => {
    const { judged } = gateOne(given);
    expect(judged.usage?.verdict).toBe(want);
    if (reads) expect(judged.usage?.reads).toEqual(reads);
  });

  it('quotes the frontend line in the message of a gating finding', () => {
    const { judged } = gateOne({ pointer: '/body/organization/name', keyword: 'required' });
    expect(judged.message).toBe(
      'the backend no longer sends `organization.name`; read at src/Header.tsx:14',
    );
  });

  it('passes a run whose only failures are warnings now, and says what it was judged by', () => {
    const { gated } = gateOne({ pointer: '/body/organization/plan', keyword: 'required' });
    expect(gated.ok).toBe(true);
    expect(gated.results[0]?.status).toBe('passed');
    expect(gated.summary).toMatchObject({ failed: 0, failures: 0, warnings: 1 });
    expect(gated.target.usage).toEqual({ file: 'standin-usage.json', operations: 3, members: 3 });
  });

  it('fails a run with a gating finding', () => {
    const { gated } = gateOne({ pointer: '/body/organization/name', keyword: 'required' });
    expect(gated.ok).toBe(false);
    expect(gated.summary).toMatchObject({ failed: 1, failures: 1, warnings: 0 });
  });
});
