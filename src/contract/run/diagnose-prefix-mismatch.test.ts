import { describe, expect, it } from 'vitest';
import { UNKNOWN_ROUTE } from '../checks/unknown-route-404.js';
import type { Exchange } from './contract-run.js';
import { diagnosePrefixMismatch } from './diagnose-prefix-mismatch.js';

function answered(status: number, operationId = 'getProfile'): Exchange {
  return {
    operationId,
    method: 'GET',
    path: '/auth/profile',
    expectSuccess: true,
    outcome: {
      request: { method: 'GET', url: 'x', headers: {} },
      response: { status, headers: {}, body: undefined, text: '' },
      durationMs: 1,
    },
  };
}

const target = {
  baseUrl: 'http://backend.test',
  prefix: '/api/v2',
  requested: '/api/v2',
  probes: [],
};

describe('diagnosePrefixMismatch', () => {
  it('says "prefix mismatch?" with the prefix tried and the --prefix auto hint when nearly every request is 404', () => {
    const exchanges = [...Array.from({ length: 19 }, () => answered(404)), answered(401)];
    const diagnosis = diagnosePrefixMismatch(exchanges, target);
    expect(diagnosis).toMatch(
      /^prefix mismatch\? 19 of 20 requests to http:\/\/backend\.test\/api\/v2 answered 404/,
    );
    expect(diagnosis).toContain('"/api/v2"');
    expect(diagnosis).toContain('--prefix auto');
  });

  it('names what --prefix auto tried', () => {
    const probes = [
      { prefix: '', status: 404 },
      { prefix: '/api/v1', status: 404 },
    ];
    const diagnosis = diagnosePrefixMismatch(
      Array.from({ length: 6 }, () => answered(404)),
      { ...target, prefix: '', requested: 'auto', probes },
    );
    expect(diagnosis).toContain('--prefix auto tried "" (404) and "/api/v1" (404)');
  });

  it('stays quiet when enough requests found their route, or too few were made', () => {
    expect(
      diagnosePrefixMismatch(
        [...Array.from({ length: 8 }, () => answered(404)), answered(200), answered(200)],
        target,
      ),
    ).toBeUndefined();
    expect(diagnosePrefixMismatch([answered(404), answered(404)], target)).toBeUndefined();
  });

  it('does not count the unknown-route probe, which should be 404', () => {
    const exchanges = [
      ...Array.from({ length: 5 }, () => answered(200)),
      answered(404, UNKNOWN_ROUTE),
    ];
    expect(diagnosePrefixMismatch(exchanges, target)).toBeUndefined();
  });
});
