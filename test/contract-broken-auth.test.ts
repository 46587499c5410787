/**
 * Deliberately broken backends, part 1 (sign-in, tokens, errors): a proxy in front of the mock
 * breaks one thing, and the contract runner must report exactly that.
 */
import { describe, expect, it } from 'vitest';
import {
  bearerClaims,
  checkBrokenBackend,
  failedPairs,
  routeOf,
  tokenKeeper,
  REPORT_OPERATIONS,
} from './support/contract-case.js';

describe('broken backends: auth and errors', () => {
  it('serves under a prefix nobody asked for → "prefix mismatch?" instead of a list', async () => {
    const report = await checkBrokenBackend({
      request: (request) =>
        request.path.startsWith('/v2/')
          ? { path: request.path.slice(3) }
          : { respond: { status: 404, body: '{"message":"Cannot find"}' } },
    });
    expect(report.diagnosis).toMatch(
      /^prefix mismatch\? \d+ of \d+ requests to http:\/\/127\.0\.0\.1:\d+ answered 404\. --prefix auto tried "" \(404\) and "\/api\/v1" \(404\)\./,
    );
    expect(report.ok).toBe(false);
  });

  it('lets report requests through without checking the token → the four token checks fail on every report', async () => {
    const keeper = tokenKeeper();
    const report = await checkBrokenBackend({
      request: (request) =>
        routeOf(request).startsWith('/reports/') && keeper.token
          ? { headers: { ...request.headers, authorization: `Bearer ${keeper.token}` } }
          : undefined,
      response: (response, request) => keeper.observe(response, request),
    });
    const checks = [
      'auth_bad_signature',
      'auth_expired_token',
      'auth_garbage_token',
      'auth_missing_token',
    ];
    expect(failedPairs(report)).toEqual(
      checks
        .flatMap((check) => REPORT_OPERATIONS.map((operation) => `${check} ${operation}`))
        .sort(),
    );
    const failure = report.results.find(
      (result) => result.check === 'auth_missing_token' && result.status === 'failed',
    )?.failures[0];
    expect(failure).toMatchObject({
      pointer: '/status',
      expected: '401',
      received: '200',
      source: 'seed',
      seed: 'When the token is missing, expired or invalid, the service answers 401.',
    });
  });

  it('accepts expired tokens → auth_expired_token fails everywhere, nothing else', async () => {
    const keeper = tokenKeeper();
    const report = await checkBrokenBackend({
      request: (request) => {
        // Expired by the backend's clock (the test mock's is pinned): before the issued token's iat.
        const claims = bearerClaims(request.headers.authorization);
        const issuedAt = bearerClaims(keeper.token)?.iat;
        const expired =
          claims?.exp !== undefined && issuedAt !== undefined && claims.exp < issuedAt;
        return expired && keeper.token
          ? { headers: { ...request.headers, authorization: `Bearer ${keeper.token}` } }
          : undefined;
      },
      response: (response, request) => keeper.observe(response, request),
    });
    const failed = failedPairs(report);
    expect(failed.length).toBeGreaterThanOrEqual(17);
    expect(failed.filter((pair) => !pair.startsWith('auth_expired_token '))).toEqual([]);
  });

  it('does not verify signatures → auth_bad_signature fails everywhere, nothing else', async () => {
    const keeper = tokenKeeper();
    const report = await checkBrokenBackend({
      request: (request) => {
        const sent = request.headers.authorization?.replace(/^Bearer /, '');
        const sameClaims =
          keeper.token !== undefined &&
          sent !== undefined &&
          sent !== keeper.token &&
          sent.split('.')[1] === keeper.token.split('.')[1];
        return sameClaims
          ? { headers: { ...request.headers, authorization: `Bearer ${keeper.token}` } }
          : undefined;
      },
      response: (response, request) => keeper.observe(response, request),
    });
    const failed = failedPairs(report);
    expect(failed.length).toBeGreaterThanOrEqual(17);
    expect(failed.every((pair) => pair.startsWith('auth_bad_signature '))).toBe(true);
  });

  it('answers 401 without a WWW-Authenticate challenge → www_authenticate_header only', async () => {
    const report = await checkBrokenBackend({
      response: (response) => {
        if (response.status !== 401) return undefined;
        const { 'www-authenticate': _challenge, ...headers } = response.headers;
        return { headers };
      },
    });
    const failed = failedPairs(report);
    expect(failed.length).toBeGreaterThanOrEqual(17);
    expect(failed.every((pair) => pair.startsWith('www_authenticate_header '))).toBe(true);
  });

  it('uses another error format → error_body_shape only, naming the missing fields', async () => {
    const report = await checkBrokenBackend({
      response: (response) =>
        response.status >= 400 && response.status < 500
          ? { json: { error: { reason: 'nope' } } }
          : undefined,
    });
    const failed = failedPairs(report);
    expect(failed.every((pair) => pair.startsWith('error_body_shape '))).toBe(true);
    const pointers = report.results
      .filter((result) => result.check === 'error_body_shape')
      .flatMap((result) => result.failures.map((failure) => failure.pointer));
    expect(new Set(pointers)).toEqual(
      new Set(['/body/statusCode', '/body/message', '/body/code', '/body/error']),
    );
  });

  it('crashes on a login body that is not JSON → bad_input_is_4xx and status_code_documented on login, as assumptions', async () => {
    const report = await checkBrokenBackend({
      request: (request) =>
        routeOf(request) === '/auth/login' && request.headers['content-type'] === 'text/plain'
          ? {
              respond: {
                status: 500,
                headers: { 'content-type': 'text/plain' },
                body: 'Internal Server Error',
              },
            }
          : undefined,
    });
    expect(failedPairs(report)).toEqual(['bad_input_is_4xx login', 'status_code_documented login']);
    const failure = report.results.find(
      (result) => result.check === 'bad_input_is_4xx' && result.status === 'failed',
    )?.failures[0];
    // The seed states no status for invalid input, so even a 500 here breaks an assumption.
    expect(failure).toMatchObject({
      received: '500',
      source: 'assumed',
      message: 'POST /auth/login with a body that is not JSON answered 500',
    });
    expect(failure?.curl).toMatch(/-H 'content-type: text\/plain' --data-raw 'this is not json'$/);
  });

  it('signs in with a wrong password → wrong_password_401 only, as a seed failure', async () => {
    const report = await checkBrokenBackend({
      request: (request) => {
        if (routeOf(request) !== '/auth/login' || !request.body.includes('standin-wrong-'))
          return undefined;
        return {
          body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
          headers: { ...request.headers },
        };
      },
    });
    expect(failedPairs(report)).toEqual(['wrong_password_401 login']);
    const failures =
      report.results.find((result) => result.check === 'wrong_password_401')?.failures ?? [];
    expect(failures.map((failure) => [failure.pointer, failure.source])).toEqual([
      ['/body/accessToken', 'seed'],
      ['/status', 'assumed'],
    ]);
  });

  it('names the token "token" instead of "accessToken" → a seed failure on login, and nothing that needs a token runs', async () => {
    const report = await checkBrokenBackend(
      {
        response: (response, request) => {
          const body = response.json as { accessToken?: string } | undefined;
          if (routeOf(request) !== '/auth/login' || body?.accessToken === undefined)
            return undefined;
          const { accessToken, ...rest } = body;
          return { json: { ...rest, token: accessToken } };
        },
      },
      { level: 'core' },
    );
    expect(failedPairs(report)).toContain('response_schema_conformance login');
    const loginFailure = report.results.find(
      (result) => result.check === 'response_schema_conformance' && result.operationId === 'login',
    )?.failures[0];
    expect(loginFailure).toMatchObject({
      pointer: '/body/accessToken',
      expected: 'present',
      source: 'seed',
    });
    const skipped = report.results.filter((result) => result.status === 'skipped');
    expect(
      skipped.some(
        (result) =>
          result.check === 'valid_request_succeeds' &&
          result.reason === 'no token: sign-in did not succeed',
      ),
    ).toBe(true);
    expect(report.ok).toBe(false);
  });
});
