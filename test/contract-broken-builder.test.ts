/**
 * Deliberately broken backends, part 3 (AI builder and routes): a proxy in front of the mock
 * breaks one thing, and the contract runner must report exactly that.
 */
import { describe, expect, it } from 'vitest';
import { checkBrokenBackend, failedPairs, routeOf, warnedPairs } from './support/contract-case.js';

describe('broken backends: builder and routes', () => {
  it('applies an applied suggestion again → builder_flow fails on the second apply', async () => {
    const applied = new Map<string, { status: number; body: string }>();
    const report = await checkBrokenBackend({
      response: (response, request) => {
        if (!routeOf(request).endsWith('/apply')) return undefined;
        if (response.status === 200)
          applied.set(request.path, { status: 200, body: response.body });
        return response.status === 409 && applied.has(request.path)
          ? { ...applied.get(request.path) }
          : undefined;
      },
    });
    expect(failedPairs(report)).toEqual(['builder_flow applyBuilderSuggestion']);
    const failure = report.results.find((result) => result.status === 'failed')?.failures[0];
    expect(failure).toMatchObject({
      pointer: '/status',
      expected: '409',
      message: 'applying an applied suggestion again answered 200',
    });
  });

  it('freezes the board revision → builder_flow fails on the board', async () => {
    const report = await checkBrokenBackend({
      response: (response, request) => {
        if (
          request.method !== 'GET' ||
          !routeOf(request).endsWith('/board') ||
          response.status !== 200
        )
          return undefined;
        return { json: { ...(response.json as object), revision: 0 } };
      },
    });
    expect(failedPairs(report)).toEqual(['builder_flow getBoard']);
    const messages = report.results
      .find((result) => result.status === 'failed')
      ?.failures.map((failure) => failure.message);
    expect(messages).toEqual([
      'the board revision did not grow after an apply',
      'the board is not the one the apply returned',
    ]);
  });

  it('never suggests anything → builder_flow fails on the message and skips the rest', async () => {
    const report = await checkBrokenBackend({
      response: (response, request) =>
        routeOf(request).endsWith('/builder/message') && response.status === 200
          ? { json: { ...(response.json as object), suggestions: [] } }
          : undefined,
    });
    expect(failedPairs(report)).toEqual(['builder_flow sendBuilderMessage']);
    const skipped = report.results.filter(
      (result) => result.check === 'builder_flow' && result.status === 'skipped',
    );
    expect(skipped.map((result) => [result.operationId, result.reason])).toEqual([
      ['applyBuilderSuggestion', 'needs a pending suggestion'],
      ['getBoard', 'needs a pending suggestion'],
      ['rejectBuilderSuggestion', 'needs a pending suggestion'],
      ['listBuilderSuggestions', 'needs a pending suggestion'],
    ]);
  });

  it('ignores the status filter of the suggestion list → the flow and the bad-input check fail on the list', async () => {
    const report = await checkBrokenBackend({
      request: (request) =>
        routeOf(request).endsWith('/builder/suggestions')
          ? { path: request.path.replace(/([?&])status=[\w-]+&?/, '$1') }
          : undefined,
    });
    // An unknown status is "ignored" too, so it gets a 200 instead of a 400.
    expect(failedPairs(report)).toEqual([
      'bad_input_is_4xx listBuilderSuggestions',
      'builder_flow listBuilderSuggestions',
    ]);
  });

  it('answers 200 instead of 201 for a new session → warnings at --level core (the seed states no success status)', async () => {
    const report = await checkBrokenBackend(
      {
        response: (response, request) =>
          routeOf(request).endsWith('/builder/session') && response.status === 201
            ? { status: 200 }
            : undefined,
      },
      { level: 'core' },
    );
    expect(report.ok).toBe(true);
    expect(failedPairs(report)).toEqual([]);
    expect(warnedPairs(report)).toEqual([
      'status_code_documented createBuilderSession',
      'valid_request_succeeds createBuilderSession',
    ]);
    const full = await checkBrokenBackend(
      {
        response: (response, request) =>
          routeOf(request).endsWith('/builder/session') && response.status === 201
            ? { status: 200 }
            : undefined,
      },
      { level: 'full' },
    );
    // The flow goes on past the session: the builder works, only the status differs.
    expect(failedPairs(full)).toEqual([
      'status_code_documented createBuilderSession',
      'valid_request_succeeds createBuilderSession',
    ]);
  });

  it('falls back to an HTML page for unknown routes → unknown_route_404 only', async () => {
    const report = await checkBrokenBackend({
      response: (response, request) =>
        request.method === 'GET' && response.status === 404
          ? {
              status: 200,
              headers: { 'content-type': 'text/html' },
              body: '<!doctype html><div id="app"></div>',
            }
          : undefined,
    });
    expect(failedPairs(report)).toEqual(['unknown_route_404 (unknown route)']);
  });

  it('mutates nothing with --read-only, even through a backend that would let it', async () => {
    const writes: string[] = [];
    const report = await checkBrokenBackend(
      {
        request: (request) =>
          void (
            request.method !== 'GET' &&
            !routeOf(request).endsWith('/auth/login') &&
            writes.push(`${request.method} ${request.path}`)
          ),
      },
      { readOnly: true },
    );
    expect(writes).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.target.mutations).toEqual({ allowed: false, reason: '--read-only' });
  });
});
