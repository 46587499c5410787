/**
 * Deliberately broken backends, part 2 (profile and reports): a proxy in front of the mock
 * breaks one thing, and the contract runner must report exactly that.
 */
import { describe, expect, it } from 'vitest';
import {
  checkBrokenBackend,
  failedPairs,
  queryOf,
  routeOf,
  warnedPairs,
  REPORT_OPERATIONS,
} from './support/contract-case.js';
import type { ProxiedResponse } from './support/broken-backend.js';

/** Change the JSON body of a 200 from one route. */
function on200(route: string, change: (body: Record<string, unknown>) => void) {
  return (
    response: ProxiedResponse,
    request: { path: string; method: string; headers: Record<string, string>; body: string },
  ) => {
    if (
      routeOf(request) !== route ||
      response.status !== 200 ||
      typeof response.json !== 'object' ||
      response.json === null
    )
      return undefined;
    const body = structuredClone(response.json) as Record<string, unknown>;
    change(body);
    return { json: body };
  };
}

describe('broken backends: profile and reports', () => {
  it('leaves the e-mail out of /auth/profile → the schema check and the same-user flow name /body/user/email', async () => {
    const report = await checkBrokenBackend({
      response: on200(
        '/auth/profile',
        (body) => delete (body.user as Record<string, unknown>).email,
      ),
    });
    expect(failedPairs(report)).toEqual([
      'profile_same_user getProfile',
      'response_schema_conformance getProfile',
    ]);
    const pointers = report.results
      .filter((result) => result.operationId === 'getProfile')
      .flatMap((result) => result.failures.map((failure) => failure.pointer));
    expect(pointers).toEqual(['/body/user/email', '/body/user/email']);
    // The seed names no user field: a missing e-mail breaks an assumption, not the seed.
    const sources = report.results
      .filter((result) => result.operationId === 'getProfile')
      .flatMap((result) => result.failures.map((failure) => failure.source));
    expect(sources).toEqual(['assumed', 'assumed']);
  });

  it('answers /users/me with another user → profile_same_user only', async () => {
    const report = await checkBrokenBackend({
      response: on200(
        '/users/me',
        (body) => ((body.user as Record<string, unknown>).id = 'usr_someone_else'),
      ),
    });
    expect(failedPairs(report)).toEqual(['profile_same_user getCurrentUser']);
    expect(report.results.find((result) => result.status === 'failed')?.failures[0]).toMatchObject({
      pointer: '/body/user/id',
      received: '"usr_someone_else"',
      source: 'seed',
    });
  });

  it('uses the flat profile shape → passes, and the report says "flat"', async () => {
    const report = await checkBrokenBackend({}, { mock: { profileShape: 'flat' } });
    expect(failedPairs(report)).toEqual([]);
    expect(report.profileShape).toBe('flat');
  });

  it('accepts an impossible date → bad_input_is_4xx on every report', async () => {
    const report = await checkBrokenBackend({
      request: (request) => ({ path: request.path.replaceAll('2026-02-30', '2026-02-28') }),
    });
    expect(failedPairs(report)).toEqual(
      REPORT_OPERATIONS.map((operation) => `bad_input_is_4xx ${operation}`).sort(),
    );
  });

  it('counts one conversation too many in the conversations report → reports_totals_agree only', async () => {
    const report = await checkBrokenBackend({
      response: on200('/reports/conversations', (body) => {
        const totals = body.totals as { total: number };
        totals.total += 1;
      }),
    });
    expect(failedPairs(report)).toEqual(['reports_totals_agree getConversationsReport']);
  });

  it('ignores startDate and endDate → the range checks fail', async () => {
    const report = await checkBrokenBackend({
      request: (request) => {
        if (!routeOf(request).startsWith('/reports/')) return undefined;
        const query = queryOf(request);
        query.delete('startDate');
        query.delete('endDate');
        return { path: `${request.path.split('?')[0] ?? ''}?${query}` };
      },
    });
    expect(failedPairs(report)).toEqual(
      [
        ...REPORT_OPERATIONS.map((operation) => `bad_input_is_4xx ${operation}`),
        ...REPORT_OPERATIONS.map((operation) => `reports_bad_range_400 ${operation}`),
        'reports_range_changes_answer getOverviewReport',
      ].sort(),
    );
  });

  it('lets a week count more than the month around it → the sub-range and range checks fail', async () => {
    const report = await checkBrokenBackend({
      response: (response, request) => {
        const query = queryOf(request);
        const start = query.get('startDate');
        const end = query.get('endDate');
        const aWeek =
          start !== null &&
          end !== null &&
          (Date.parse(end) - Date.parse(start)) / 86_400_000 === 6;
        return aWeek
          ? on200(
              '/reports/overview',
              (body) => ((body.summary as { conversationsCount: number }).conversationsCount *= 10),
            )(response, request)
          : undefined;
      },
    });
    expect(failedPairs(report)).toEqual([
      'reports_range_changes_answer getOverviewReport',
      'reports_subrange_not_larger getOverviewReport',
    ]);
  });

  it('sends HTML content type for the agents report → content_type_documented only', async () => {
    const report = await checkBrokenBackend({
      response: (response, request) =>
        routeOf(request) === '/reports/agents'
          ? { headers: { ...response.headers, 'content-type': 'text/html; charset=utf-8' } }
          : undefined,
    });
    expect(failedPairs(report)).toEqual(['content_type_documented getAgentsReport']);
  });

  it('fails the bot report with 503 → at --level core that is a seed failure', async () => {
    const report = await checkBrokenBackend(
      {
        response: (response, request) =>
          routeOf(request) === '/reports/bot' && response.status === 200
            ? { status: 503, json: { message: 'down' } }
            : undefined,
      },
      { level: 'core' },
    );
    // The seed's endpoint must answer a valid request; that 503 is an undocumented status is
    // our assumption's finding, a warning at core.
    expect(failedPairs(report)).toEqual(['valid_request_succeeds getBotReport']);
    expect(warnedPairs(report)).toEqual(['status_code_documented getBotReport']);
  });

  it('answers the profile without its organization → a seed failure at --level core', async () => {
    const report = await checkBrokenBackend(
      { response: on200('/auth/profile', (body) => delete body.organization) },
      { level: 'core', checks: { include: ['response_schema_conformance'] } },
    );
    expect(failedPairs(report)).toEqual(['response_schema_conformance getProfile']);
    const failure = report.results.flatMap((result) => result.failures)[0];
    expect(failure).toMatchObject({ source: 'seed' });
    expect(failure?.seed).toMatch(/user plus organization payload/);
  });

  it('leaves out an assumed login field → a warning at --level core, a failure at --level full', async () => {
    const breakage = { response: on200('/auth/login', (body) => delete body.tokenType) };
    const core = await checkBrokenBackend(breakage, { level: 'core' });
    expect(core.ok).toBe(true);
    expect(warnedPairs(core)).toEqual(['response_schema_conformance login']);
    expect(core.results.flatMap((result) => result.warnings)[0]).toMatchObject({
      pointer: '/body/tokenType',
      source: 'assumed',
    });
    const full = await checkBrokenBackend(breakage, {
      level: 'full',
      checks: { include: ['response_schema_conformance'] },
    });
    expect(failedPairs(full)).toEqual(['response_schema_conformance login']);
  });

  it('adds an undocumented field → passes tolerant, --strict names its pointer', async () => {
    const breakage = {
      response: on200('/users/me', (body) => (body.internalNote = 'do not ship')),
    };
    const only = { checks: { include: ['response_schema_conformance'] } };
    expect(failedPairs(await checkBrokenBackend(breakage, only))).toEqual([]);
    const strict = await checkBrokenBackend(breakage, { ...only, strict: true });
    const failures = strict.results
      .filter((result) => result.operationId === 'getCurrentUser')
      .flatMap((result) => result.failures);
    expect(failures.map((failure) => [failure.pointer, failure.expected])).toEqual([
      ['/body/internalNote', 'absent (not in openapi.yaml)'],
    ]);
  });

  it("adds a field to a suggestion's payload, a shape openapi.yaml closes → passes tolerant, --strict names it", async () => {
    const breakage = {
      response: (response: ProxiedResponse, request: { path: string }) => {
        const body = response.json as { suggestions?: { payload?: object }[] } | undefined;
        if (!/\/builder\/message$/.test(request.path) || !body?.suggestions?.length)
          return undefined;
        const changed = structuredClone(body);
        for (const suggestion of changed.suggestions ?? [])
          suggestion.payload = { ...suggestion.payload, _extra: true };
        return { json: changed };
      },
    };
    const only = { checks: { include: ['response_schema_conformance', 'builder_flow'] } };
    const tolerant = await checkBrokenBackend(breakage, only);
    expect(failedPairs(tolerant)).toEqual([]);
    const strict = await checkBrokenBackend(breakage, { ...only, strict: true });
    expect(
      strict.results
        .flatMap((result) => result.failures)
        .map((failure) => failure.pointer)
        .filter((pointer) => pointer.endsWith('/payload/_extra')).length,
    ).toBeGreaterThan(0);
  });
});
