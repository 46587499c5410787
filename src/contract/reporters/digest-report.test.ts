import { describe, expect, it } from 'vitest';
import type { CheckResult, Failure } from '../contract-types.js';
import { digestReport } from './digest-report.js';

/** A finding on GET /users/me unless told otherwise. */
function finding(overrides: Partial<Failure>): Failure {
  return {
    check: 'valid_request_succeeds',
    operationId: 'getCurrentUser',
    method: 'GET',
    path: '/users/me',
    pointer: '/status',
    expected: '200',
    received: '500 "boom"',
    message: 'GET /users/me answered 500 "boom" to a valid request',
    curl: "curl -sS -X GET 'http://backend.test/users/me' -H 'authorization: Bearer <redacted>'",
    source: 'seed',
    status: 500,
    ...overrides,
  };
}

function failed(...failures: Failure[]): CheckResult {
  return {
    check: failures[0]?.check ?? 'x',
    operationId: failures[0]?.operationId ?? 'x',
    status: 'failed',
    failures,
    warnings: [],
  };
}

function warned(...warnings: Failure[]): CheckResult {
  return { ...failed(...warnings), status: 'passed', failures: [], warnings };
}

/** The digest in short: `section severity subject: summary [checks] ×findings`. */
function digestLines(results: CheckResult[]): string[] {
  const digest = digestReport({ results });
  return [
    ...digest.seedViolations.map((item) => ['seed', item] as const),
    ...digest.differences.map((item) => ['assumed', item] as const),
  ].map(
    ([section, item]) =>
      `${section} ${item.severity} ${item.subject}: ${item.summary} [${item.checks.join(', ')}] ×${item.findings.length}`,
  );
}

const profileSchema = (overrides: Partial<Failure>) =>
  finding({
    check: 'response_schema_conformance',
    operationId: 'getProfile',
    path: '/auth/profile',
    status: 200,
    source: 'assumed',
    keyword: 'required',
    schema: 'User',
    pointer: '/body/user/name',
    expected: 'present',
    received: '(missing)',
    message: 'getProfile 200: /body/user/name is required but missing',
    curl: "curl -sS -X GET 'http://backend.test/auth/profile'",
    ...overrides,
  });

describe('digestReport', () => {
  it.each<{ name: string; given: CheckResult[]; want: string[] }>([
    {
      name: 'one 500 seen by five checks on several requests is one seed violation',
      given: [
        failed(finding({})),
        failed(
          finding({
            check: 'status_code_documented',
            expected: 'one of 200, 401',
            received: '500',
            source: 'seed',
          }),
        ),
        failed(finding({ check: 'auth_missing_token', expected: '401', curl: 'curl b' })),
        failed(finding({ check: 'auth_garbage_token', expected: '401', curl: 'curl c' })),
        failed(
          finding({
            check: 'status_code_documented',
            expected: 'one of 200, 401',
            received: '500',
            curl: 'curl b',
          }),
        ),
      ],
      want: [
        'seed failure getCurrentUser · GET /users/me: answers 500 "boom" where 200 or 401 is due [valid_request_succeeds, status_code_documented, auth_missing_token, auth_garbage_token] ×5',
      ],
    },
    {
      name: 'what else is wrong with a 5xx answer is part of the same failure',
      given: [
        failed(finding({})),
        failed(
          finding({
            check: 'content_type_documented',
            pointer: '/headers/content-type',
            expected: 'application/json',
            received: '"text/html"',
            message: 'getCurrentUser 500 answered text/html',
          }),
        ),
      ],
      want: [
        'seed failure getCurrentUser · GET /users/me: answers 500 "boom" where 200 is due [valid_request_succeeds, content_type_documented] ×2',
      ],
    },
    {
      name: 'an assumed success status reads "where openapi.yaml assumes"',
      given: [
        failed(
          finding({
            check: 'status_code_documented',
            operationId: 'createBuilderSession',
            method: 'POST',
            path: '/projects/{id}/builder/session',
            expected: 'one of 201, 400, 401',
            received: '200',
            source: 'assumed',
          }),
          finding({
            check: 'valid_request_succeeds',
            operationId: 'createBuilderSession',
            method: 'POST',
            path: '/projects/{id}/builder/session',
            expected: '201',
            received: '200',
            source: 'assumed',
          }),
        ),
      ],
      want: [
        'assumed failure createBuilderSession · POST /projects/{id}/builder/session: answers 200 where openapi.yaml assumes 201 [status_code_documented, valid_request_succeeds] ×2',
      ],
    },
    {
      name: 'schema findings of one operation and schema say what the backend sent',
      given: [
        failed(
          profileSchema({ unknownProperties: ['firstName', 'lastName'] }),
          profileSchema({
            keyword: 'type',
            pointer: '/body/user/createdAt',
            expected: 'type string',
            received: '1736899200',
          }),
          profileSchema({
            keyword: 'enum',
            pointer: '/body/user/role',
            expected: 'one of ["owner","agent"]',
            received: '"admin"',
          }),
        ),
        failed(
          profileSchema({
            check: 'profile_same_user',
            keyword: undefined,
            pointer: '/body/user/email',
            received: '"x@y.z"',
            message: 'getProfile 200: /body/user/email names another user',
            source: 'seed',
          }),
        ),
      ],
      want: [
        'seed failure getProfile · GET /auth/profile: 200: /body/user/email names another user [profile_same_user] ×1',
        'assumed failure getProfile · User: the backend sends firstName, lastName; openapi.yaml assumes name; user.createdAt is 1736899200 where openapi.yaml assumes type string; user.role: expected one of ["owner","agent"], received "admin" [response_schema_conformance] ×3',
      ],
    },
    {
      name: 'the same schema difference on several operations is said once',
      given: ['getProfile', 'getCurrentUser', 'getOverviewReport', 'getBotReport'].map(
        (operationId) =>
          warned(
            finding({
              check: 'error_body_shape',
              operationId,
              status: 401,
              source: 'assumed',
              keyword: 'required',
              schema: 'ErrorBody',
              pointer: '/body/code',
              expected: 'present',
              received: '(missing)',
              message: `${operationId} 401: /body/code is required but missing`,
            }),
          ),
      ),
      want: [
        'assumed warning ErrorBody on getProfile, getCurrentUser and 2 more operations: the backend leaves out code, which openapi.yaml requires [error_body_shape] ×4',
      ],
    },
    {
      name: 'a seed and an assumed finding on one schema stay apart',
      given: [
        failed(
          profileSchema({
            operationId: 'login',
            schema: 'LoginResponse',
            pointer: '/body/accessToken',
            source: 'seed',
          }),
          profileSchema({
            operationId: 'login',
            schema: 'LoginResponse',
            pointer: '/body/tokenType',
          }),
        ),
      ],
      want: [
        'seed failure login · LoginResponse: the backend leaves out accessToken, which openapi.yaml requires [response_schema_conformance] ×1',
        'assumed failure login · LoginResponse: the backend leaves out tokenType, which openapi.yaml requires [response_schema_conformance] ×1',
      ],
    },
    {
      name: 'undocumented fields under --strict',
      given: [
        failed(profileSchema({ keyword: 'unevaluatedProperties', pointer: '/body/user/nickname' })),
      ],
      want: [
        'assumed failure getProfile · User: the backend sends nickname, which openapi.yaml does not document [response_schema_conformance] ×1',
      ],
    },
    {
      name: 'differences past the per-body limit are counted, not invented',
      given: [
        failed(
          profileSchema({
            keyword: 'truncated',
            schema: undefined,
            pointer: '/body',
            expected: 'no further differences',
            received: '7 more',
          }),
        ),
      ],
      want: [
        'assumed failure getProfile · 200 body: and 7 more differences in one body, not listed [response_schema_conformance] ×1',
      ],
    },
    { name: 'nothing found, nothing said', given: [], want: [] },
  ])('$name', ({ given, want }) => {
    expect(digestLines(given)).toEqual(want);
  });

  it('lists failures before warnings and folds skips by check and reason', () => {
    const skipped = (operationId: string): CheckResult => ({
      check: 'builder_flow',
      operationId,
      status: 'skipped',
      reason: '--read-only',
      failures: [],
      warnings: [],
    });
    const digest = digestReport({
      results: [
        warned(finding({ source: 'assumed', pointer: '/headers/x', received: 'a' })),
        failed(finding({ source: 'assumed', pointer: '/headers/y', received: 'b' })),
        skipped('createBuilderSession'),
        skipped('sendBuilderMessage'),
      ],
    });
    expect(digest.differences.map((item) => item.severity)).toEqual(['failure', 'warning']);
    expect(digest.skipped).toEqual([
      {
        check: 'builder_flow',
        reason: '--read-only',
        operations: ['createBuilderSession', 'sendBuilderMessage'],
      },
    ]);
  });
});

describe('the seed sentence of a seed violation', () => {
  it.each([
    {
      given: 'a row of one of the seed tables',
      seed: '| GET | /users/me | no body; Authorization header | user plus organization payload |',
      want: 'the row "GET · /users/me · no body; Authorization header · user plus organization payload"',
    },
    {
      given: 'a sentence',
      seed: 'When the token is missing, expired or invalid, the service answers 401.',
      want: 'When the token is missing, expired or invalid, the service answers 401.',
    },
  ])('reads $given as a line', ({ seed, want }) => {
    const digest = digestReport({ results: [failed(finding({ seed }))] });
    expect(digest.seedViolations[0]?.seed).toBe(want);
  });
});
