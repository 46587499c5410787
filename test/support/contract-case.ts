import { runContract } from '../../src/contract/run-contract.js';
import type { ContractOptions, ContractReport } from '../../src/contract/contract-types.js';
import type { ServerOptions } from '../../src/mock/start-server.js';
import {
  startBrokenBackend,
  type Breakage,
  type ProxiedRequest,
  type ProxiedResponse,
} from './broken-backend.js';
import { startTestServer } from './http.js';

/** The seven report operations of openapi.yaml, sorted as reports list them. */
export const REPORT_OPERATIONS = [
  'getAgentsReport',
  'getBotReport',
  'getConversationsReport',
  'getInboxesReport',
  'getLabelsReport',
  'getOverviewReport',
  'getTeamsReport',
];

/** The mock's token secret, given to the runner too so `auth_expired_token` really runs. */
export const TOKEN_SECRET = 'contract-case-secret';

/**
 * Run the contract against a fresh mock broken in one way by a proxy, and hand back the report.
 * The proxy sits in front of a mock, so mutating flows are harmless (`isMock`).
 *
 * @example
 * const report = await checkBrokenBackend({ response: () => ({ status: 500 }) });
 */
export async function checkBrokenBackend(
  breakage: Breakage,
  options: Partial<ContractOptions> & { mock?: ServerOptions } = {},
): Promise<ContractReport> {
  const { mock: mockOptions, ...overrides } = options;
  const mock = await startTestServer({ tokenSecret: TOKEN_SECRET, ...mockOptions });
  const broken = await startBrokenBackend(mock.url, breakage);
  try {
    return await runContract({
      baseUrl: broken.url,
      prefix: 'auto',
      email: 'owner@acme.test',
      password: 'Passw0rd!',
      level: 'full',
      strict: false,
      readOnly: false,
      isMock: true,
      tokenSecret: TOKEN_SECRET,
      ...overrides,
    });
  } finally {
    await broken.close();
    await mock.close();
  }
}

/** `check operationId` of every failed result, sorted and unique: what a broken backend broke. */
export function failedPairs(report: ContractReport): string[] {
  return pairs(report, (result) => result.failures.length > 0);
}

/** `check operationId` of every result with warnings (`--level core`). */
export function warnedPairs(report: ContractReport): string[] {
  return pairs(report, (result) => result.warnings.length > 0);
}

function pairs(
  report: ContractReport,
  keep: (result: ContractReport['results'][number]) => boolean,
): string[] {
  return [
    ...new Set(
      report.results.filter(keep).map((result) => `${result.check} ${result.operationId}`),
    ),
  ].sort();
}

/** The path of a proxied request without its query or prefix: `/api/v1/users/me?x=1` → `/users/me`. */
export function routeOf(request: ProxiedRequest): string {
  return (request.path.split('?')[0] ?? '').replace(/^\/api\/v1(?=\/)/, '');
}

/** The query of a proxied request. */
export function queryOf(request: ProxiedRequest): URLSearchParams {
  return new URLSearchParams(request.path.split('?')[1] ?? '');
}

/**
 * Remembers the first token the backend issues, so a breakage can swap a bad token for a good
 * one — that is how a backend that does not check tokens looks from outside.
 */
export function tokenKeeper() {
  let token: string | undefined;
  return {
    observe(response: ProxiedResponse, request: ProxiedRequest): void {
      const body = response.json as { accessToken?: unknown } | undefined;
      if (
        token === undefined &&
        routeOf(request) === '/auth/login' &&
        typeof body?.accessToken === 'string'
      )
        token = body.accessToken;
    },
    get token(): string | undefined {
      return token;
    },
  };
}

/** The claims of a bearer JWT in an Authorization header, undefined when it is not one. */
export function bearerClaims(
  authorization: string | undefined,
): { exp?: number; iat?: number; sub?: string } | undefined {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (payload === undefined) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: number;
      iat?: number;
      sub?: string;
    };
  } catch {
    return undefined;
  }
}
