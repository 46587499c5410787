import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/mock/start-server.js';
import type { Operation } from '../../src/spec/index.js';
import { login, startTestServer } from '../support/http.js';
import {
  errorBodyProblems,
  fillPath,
  protectedOperations,
} from '../support/hardening-operations.js';
import { sendRaw, type RawAnswer } from '../support/hardening-raw-http.js';
import {
  makeAcmeSuggestions,
  signWithOtherSecret,
  unsignedToken,
} from '../support/hardening-world.js';
import { requestExample } from '../support/request-example.js';

/*
 * Hostile tokens against every protected operation of openapi.yaml (walked from the document, so
 * a new operation is attacked too). Each attack must get 401 with the documented error body and
 * a TOKEN_* code, and never a byte of data.
 */
const SECRET = 'hardening-token-secret-0123456789abcdef';
const key = new TextEncoder().encode(SECRET);

type Claims = Record<string, unknown> & { exp: number; iat: number };

interface Attack {
  name: string;
  /** The Authorization header value; `undefined` sends none. */
  authorization: string | undefined;
  codes: readonly string[];
}

let server: RunningServer;
let attacks: Attack[];
let validToken: string;
let pathValues: Record<string, string>;
let sent = 0;
let broken = 0;

function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Claims;
}

/** The same header and signature with other claims: what an attacker who edits a token gets. */
function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

function signRight(claims: Record<string, unknown>, alg = 'HS256'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
}

async function buildAttacks(): Promise<Attack[]> {
  const acme = await login(server.url);
  const claims = claimsOf(acme);
  const nowSeconds = Math.floor(server.mock.context.clock().getTime() / 1000);
  const { privateKey } = await generateKeyPair('RS256');

  // A user who is then deleted, and one who is then removed from the organization.
  const deleted = await login(server.url, 'agent@acme.test');
  server.mock.db.users.delete((q) => q.where({ id: 'usr_acme_agent' }));
  const removed = await login(server.url, 'owner@globex.test');
  server.mock.db.memberships.deleteMany((q) => q.where({ userId: 'usr_globex_owner' }));

  const bearer = (token: string) => `Bearer ${token}`;
  const invalid = ['TOKEN_INVALID'] as const;
  return [
    { name: 'no Authorization header', authorization: undefined, codes: ['TOKEN_MISSING'] },
    { name: 'an empty Authorization header', authorization: '', codes: ['TOKEN_MISSING'] },
    { name: 'an empty bearer', authorization: 'Bearer ', codes: invalid },
    { name: 'a 10 kB bearer', authorization: bearer('A'.repeat(10 * 1024)), codes: invalid },
    {
      name: 'Basic credentials',
      authorization: 'Basic b3duZXJAYWNtZS50ZXN0OlBhc3N3MHJkIQ==',
      codes: invalid,
    },
    { name: 'alg none', authorization: bearer(unsignedToken(acme)), codes: invalid },
    {
      name: 'HS256 signed with another secret',
      authorization: bearer(await signWithOtherSecret(claims)),
      codes: invalid,
    },
    {
      name: 'an RS256 token signed with a real RSA key',
      authorization: bearer(
        await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey),
      ),
      codes: invalid,
    },
    {
      name: 'HS512 with the right secret',
      authorization: bearer(await signRight(claims, 'HS512')),
      codes: invalid,
    },
    {
      name: 'expired (right secret)',
      authorization: bearer(
        await signRight({ ...claims, iat: nowSeconds - 7200, exp: nowSeconds - 3600 }),
      ),
      codes: ['TOKEN_EXPIRED'],
    },
    {
      name: 'not yet valid: nbf in the future (right secret)',
      authorization: bearer(await signRight({ ...claims, nbf: nowSeconds + 3600 })),
      codes: invalid,
    },
    {
      name: 'another issuer (right secret)',
      authorization: bearer(await signRight({ ...claims, iss: 'evil' })),
      codes: invalid,
    },
    {
      name: 'no orgId claim (right secret)',
      authorization: bearer(await signRight({ ...claims, orgId: undefined })),
      codes: invalid,
    },
    {
      name: 'orgId flipped to org_globex, old signature',
      authorization: bearer(withClaims(acme, { ...claims, orgId: 'org_globex' })),
      codes: invalid,
    },
    {
      name: 'sub flipped to another user, old signature',
      authorization: bearer(
        withClaims(acme, { ...claims, sub: 'usr_globex_owner', email: 'owner@globex.test' }),
      ),
      codes: invalid,
    },
    {
      name: 'exp pushed a year ahead, old signature',
      authorization: bearer(withClaims(acme, { ...claims, exp: claims.exp + 31_536_000 })),
      codes: invalid,
    },
    { name: 'a truncated signature', authorization: bearer(acme.slice(0, -6)), codes: invalid },
    { name: 'a token of a deleted user', authorization: bearer(deleted), codes: invalid },
    {
      name: 'a token of a user removed from the organization',
      authorization: bearer(removed),
      codes: invalid,
    },
  ];
}

function requestFor(operation: Operation, authorization: string | undefined) {
  const example = requestExample(operation);
  return {
    method: operation.method.toUpperCase(),
    target: `/api/v1${fillPath(operation, pathValues)}`,
    headers: [
      ...(authorization === undefined ? [] : [['Authorization', authorization] as const]),
      ...(example === undefined ? [] : [['Content-Type', 'application/json'] as const]),
    ],
    body: example === undefined ? undefined : JSON.stringify(example),
  };
}

/** Everything wrong with the answer to an attack; empty when it is the documented 401 and nothing more. */
function problemsWith(answer: RawAnswer, attack: Attack): string[] {
  const problems = errorBodyProblems(answer, { exact: true });
  if (answer.status !== 401) problems.push(`answered ${answer.status}, not 401`);
  const code = (answer.json as { code?: string } | undefined)?.code ?? '';
  if (!attack.codes.includes(code))
    problems.push(`code ${code}, expected ${attack.codes.join(' or ')}`);
  const challenge = answer.headers['www-authenticate'] ?? '';
  if (!challenge.startsWith('Bearer'))
    problems.push(`WWW-Authenticate is ${JSON.stringify(challenge)}`);
  if ((code === 'TOKEN_MISSING') === challenge.includes('invalid_token')) {
    problems.push(
      `WWW-Authenticate ${challenge} does not say whether a token was sent (RFC 6750 §3)`,
    );
  }
  // Never data: no record id or e-mail of the seeded world reaches an unauthenticated caller.
  if (/usr_|org_|prj_|ses_|sug_|@acme\.test|@globex\.test/.test(answer.text))
    problems.push(`leaks data: ${answer.text.slice(0, 200)}`);
  return problems;
}

beforeAll(async () => {
  server = await startTestServer({ conversationsPerOrg: 60, tokenSecret: SECRET });
  validToken = await login(server.url);
  const { suggestionIds } = await makeAcmeSuggestions(server.url, validToken);
  pathValues = { id: 'prj_acme_support', suggestionId: suggestionIds[0] as string };
  attacks = await buildAttacks();
});

afterAll(async () => {
  console.log(
    `[hardening] token attacks: ${attacks.length} attacks × ${protectedOperations.length} protected operations = ${sent} requests, ${broken} not answered 401 with the documented TOKEN_* body`,
  );
  await server?.close();
});

describe('hostile tokens on every protected operation', () => {
  it('finds the protected operations in openapi.yaml', () => {
    expect(protectedOperations.length).toBeGreaterThanOrEqual(10);
    expect(protectedOperations.map((op) => op.operationId)).toContain('applyBuilderSuggestion');
  });

  it.each(protectedOperations.map((op) => [op.operationId, op] as const))(
    '%s answers every attack with 401 and no data',
    async (_, operation) => {
      // The control: the same request with a valid token gets past the guard, so a 401 below is
      // the attack's doing and not a broken request.
      const control = await sendRaw(server.port, requestFor(operation, `Bearer ${validToken}`));
      expect(
        control.status,
        `${operation.operationId} with a valid token: ${control.text.slice(0, 200)}`,
      ).not.toBe(401);
      expect(control.status).toBeLessThan(500);

      const failures: string[] = [];
      await Promise.all(
        attacks.map(async (attack) => {
          const answer = await sendRaw(server.port, requestFor(operation, attack.authorization));
          sent += 1;
          const problems = problemsWith(answer, attack);
          if (problems.length > 0) {
            broken += 1;
            failures.push(`${attack.name}: ${problems.join('; ')}`);
          }
        }),
      );
      expect(failures).toEqual([]);
    },
  );
});
