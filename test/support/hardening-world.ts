import { SignJWT } from 'jose';
import type { components } from '../../src/generated/openapi.js';
import type { RunningServer } from '../../src/mock/start-server.js';
import { call } from './http.js';

type Schemas = components['schemas'];

export const PROJECT_PATH = '/api/v1/projects/prj_acme_support';

/** The seeded accounts (fixtures/users.json) the hardening tests sign in as. */
export const ACCOUNTS = {
  acme: { id: 'usr_acme_owner', email: 'owner@acme.test', organizationId: 'org_acme' },
  agent: { id: 'usr_acme_agent', email: 'agent@acme.test', organizationId: 'org_acme' },
  globex: { id: 'usr_globex_owner', email: 'owner@globex.test', organizationId: 'org_globex' },
} as const;
export type Account = keyof typeof ACCOUNTS;

/**
 * A valid token minted in-process by the server's own token service: as good as one from
 * POST /auth/login, without the password hashing, so a fuzz case can carry a fresh one each time.
 */
export async function mintToken(server: RunningServer, account: Account): Promise<string> {
  return (await server.mock.context.tokens.issue(ACCOUNTS[account])).token;
}

/** Claims shaped like the mock's own, signed with another key: the signature is what is wrong. */
export async function signWithOtherSecret(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode('not-the-mock-secret-not-the-mock-secret'));
}

/** A JWT with `alg: none` and no signature, carrying the claims of a real token. */
export function unsignedToken(realToken: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${realToken.split('.')[1] ?? ''}.`;
}

export async function startSession(
  base: string,
  token: string,
  project = PROJECT_PATH,
): Promise<string> {
  const answer = await call<Schemas['BuilderSession']>(base, 'POST', `${project}/builder/session`, {
    token,
    body: {},
  });
  if (answer.status !== 201)
    throw new Error(`starting a session failed: ${answer.status} ${answer.text}`);
  return answer.body.id;
}

export async function instruct(
  base: string,
  token: string,
  sessionId: string,
  instruction: string,
  project = PROJECT_PATH,
): Promise<Schemas['BuilderMessageResponse']> {
  const answer = await call<Schemas['BuilderMessageResponse']>(
    base,
    'POST',
    `${project}/builder/message`,
    {
      token,
      body: { sessionId, instruction },
    },
  );
  if (answer.status !== 200)
    throw new Error(`the instruction failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** An Acme builder session with pending suggestions, made over HTTP the way a user makes them. */
export interface AcmeBuilderState {
  sessionId: string;
  suggestionIds: string[];
}

export async function makeAcmeSuggestions(base: string, token: string): Promise<AcmeBuilderState> {
  const sessionId = await startSession(base, token);
  const { suggestions } = await instruct(
    base,
    token,
    sessionId,
    'add a sub-agent called Billing that handles refunds and route refund questions to it',
  );
  const more = await instruct(base, token, sessionId, 'turn on test mode for alice@acme.test');
  const suggestionIds = [...suggestions, ...more.suggestions].map((s) => s.id);
  if (suggestionIds.length < 2) throw new Error('the builder made fewer suggestions than expected');
  return { sessionId, suggestionIds };
}
