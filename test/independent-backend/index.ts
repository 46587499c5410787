/**
 * An independent backend for the seed (docs/seed/service-interface.md), written the
 * way another team would: plain node:http, HMAC JWTs from node:crypto, NestJS's
 * habits where the seed is silent (201 for every POST, `{ statusCode, message, error }` errors,
 * no WWW-Authenticate), its own profile, report and builder records. It shares no code with
 * src/, so the contract suite can be tested against something it was not written beside.
 * Why it is built this way: docs/decisions/0017-independent-backend-and-hostile-backends.md.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBuilder, SKILLS } from './builder.js';
import { DEFECTS, isDefectName, type DefectName } from './defects.js';
import {
  createRouter,
  errorBody,
  HttpFailure,
  readJsonBody,
  send,
  type Answer,
  type Call,
} from './http-kit.js';
import { createTokenIssuer, type HmacAlgorithm } from './jwt.js';
import { buildReport, readPeriod, REPORT_SUBJECTS } from './reports.js';
import { createWorld, MEMBER_PASSWORD, type Member, type Project } from './world.js';

import { isVariantName, VARIANTS, type VariantName } from './variants.js';

export { DEFECTS, isDefectName, type DefectName } from './defects.js';
export { VARIANTS, isVariantName, type VariantName } from './variants.js';

export interface IndependentBackendOptions {
  /** Seed-level defects to switch on (see ./defects.ts and README.md). */
  defects?: readonly DefectName[];
  /** Assumption-level changes to switch on (see ./variants.ts): they break no seed sentence. */
  variants?: readonly VariantName[];
  /** Served in front of every seed path; `''` for the bare form. Default `/api/v1`. */
  prefix?: string;
  /** HMAC secret of the access tokens; random per start unless given. */
  tokenSecret?: string;
  /** Access-token lifetime in seconds (default 900). */
  tokenTtlSeconds?: number;
  algorithm?: HmacAlgorithm;
  host?: string;
  port?: number;
}

export interface IndependentBackend {
  /** `http://127.0.0.1:PORT`, without the prefix. */
  url: string;
  prefix: string;
  secret: string;
  algorithm: HmacAlgorithm;
  tokenTtlSeconds: number;
  defects: readonly DefectName[];
  /** A member of the first organization, and one of the second. */
  credentials: { email: string; password: string };
  otherOrganization: { email: string; password: string };
  /** A project of the first organization that a test may change. */
  sandboxProjectId: string;
  /** A project of the second organization, never visible to the first. */
  otherProjectId: string;
  close(): Promise<void>;
}

/**
 * Start the backend (port 0 picks a free port on 127.0.0.1).
 *
 * @example
 * const backend = await startIndependentBackend({ defects: ['skills-500'] });
 * await fetch(`${backend.url}/api/v1/auth/login`, { method: 'POST', body: '{}' }); // 400
 * await backend.close();
 */
export async function startIndependentBackend(
  options: IndependentBackendOptions = {},
): Promise<IndependentBackend> {
  const defects = new Set(options.defects ?? []);
  for (const name of defects) {
    if (!isDefectName(name))
      throw new Error(
        `unknown defect "${String(name)}"; known: ${Object.keys(DEFECTS).join(', ')}`,
      );
  }
  const variants = new Set(options.variants ?? []);
  for (const name of variants) {
    if (!isVariantName(name))
      throw new Error(
        `unknown variant "${String(name)}"; known: ${Object.keys(VARIANTS).join(', ')}`,
      );
  }
  const prefix = (options.prefix ?? '/api/v1').replace(/\/+$/, '');
  const secret = options.tokenSecret ?? randomBytes(24).toString('hex');
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 900;
  const tokens = createTokenIssuer({
    secret,
    ttlSeconds: tokenTtlSeconds,
    ...(options.algorithm ? { algorithm: options.algorithm } : {}),
  });
  const world = createWorld(Date.now());
  const builder = createBuilder(() => new Date());
  const router = createRouter();
  const has = (name: DefectName) => defects.has(name);
  const [firstMember] = world.members as [Member];

  const organizationOf = (member: Member) =>
    world.organizations.find((organization) => organization.id === member.organizationId);

  /** The caller behind `Authorization: Bearer …`, or a 401. */
  const authenticate = (call: Call, area: 'profile' | 'reports' | 'builder'): Member => {
    if (area === 'reports' && has('reports-skip-auth')) return firstMember;
    if (area === 'builder' && has('ignore-authorization-on-builder')) {
      const project = world.projects.find((candidate) => candidate.id === call.params.id);
      const owner = world.members.find((m) => m.organizationId === project?.organizationId);
      return owner ?? firstMember;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(call.headers.authorization ?? '');
    if (!match?.[1]) throw new HttpFailure(401, 'Unauthorized');
    const checked = tokens.verify(match[1], Math.floor(Date.now() / 1000), {
      trustSignature: has('accept-bad-signature'),
      ignoreExpiry: has('accept-expired-token'),
    });
    if (checked.problem === 'malformed' && has('accept-garbage-token')) return firstMember;
    if (!checked.claims)
      throw new HttpFailure(401, checked.problem === 'expired' ? 'Token expired' : 'Unauthorized');
    const member = world.members.find((candidate) => candidate.id === checked.claims?.sub);
    if (!member) throw new HttpFailure(401, 'Unauthorized');
    return member;
  };

  /** A project of the caller's organization: 404 when unknown, 403 when it is another's. */
  const projectFor = (member: Member, id: string | undefined): Project => {
    const project = world.projects.find((candidate) => candidate.id === id);
    if (!project) throw new HttpFailure(404, 'Project not found');
    if (project.organizationId !== member.organizationId)
      throw new HttpFailure(403, 'Forbidden resource');
    return project;
  };

  const profile = (member: Member) => {
    const shown = has('profile-wrong-user')
      ? (world.members.find(
          (other) => other.organizationId === member.organizationId && other.id !== member.id,
        ) ?? member)
      : member;
    const organization = organizationOf(shown);
    return {
      id: shown.id,
      email: shown.email,
      firstName: shown.firstName,
      lastName: shown.lastName,
      role: shown.role,
      ...(has('profile-drops-organization') || !organization
        ? {}
        : {
            organization: {
              id: organization.id,
              ...(variants.has('profile-drops-organization-name')
                ? {}
                : { name: organization.name }),
              ...(variants.has('profile-drops-organization-plan')
                ? {}
                : { plan: organization.plan }),
            },
          }),
    };
  };

  router.on('POST', '/auth/login', ({ body }) => {
    const { email, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const problems: string[] = [];
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      problems.push('email must be an email');
    if (typeof password !== 'string' || password === '')
      problems.push('password should not be empty');
    if (problems.length > 0) throw new HttpFailure(400, problems);
    const member = world.members.find((candidate) => candidate.email === email);
    if (!member || (member.password !== password && !has('accept-any-password')))
      throw new HttpFailure(401, 'Invalid credentials');
    const accessToken = tokens.sign(
      { sub: member.id, org: member.organizationId, scope: member.role.toLowerCase() },
      Math.floor(Date.now() / 1000),
    );
    const user = {
      id: member.id,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
    };
    if (has('login-drops-access-token'))
      return {
        status: 201,
        json: { user },
        headers: { 'set-cookie': `access_token=${accessToken}; HttpOnly; Path=/` },
      };
    return { status: 201, json: has('login-drops-user') ? { accessToken } : { accessToken, user } };
  });

  router.on('GET', '/auth/profile', (call) => ({
    status: 200,
    json: profile(authenticate(call, 'profile')),
  }));
  if (!has('users-me-missing')) {
    router.on('GET', '/users/me', (call) => ({
      status: 200,
      json: profile(authenticate(call, 'profile')),
    }));
  }

  for (const subject of REPORT_SUBJECTS) {
    router.on('GET', `/reports/${subject}`, (call) => {
      const member = authenticate(call, 'reports');
      if (
        has('report-500-on-valid-query') &&
        ['startDate', 'endDate', 'timezone'].some((name) => call.query.has(name))
      )
        throw new Error(`report ${subject} cannot read its query`);
      const period = readPeriod(call.query, Date.now());
      const conversations = world.conversations.filter(
        (conversation) => conversation.organizationId === member.organizationId,
      );
      return { status: 200, json: buildReport(subject, conversations, period) };
    });
  }

  router.on('GET', '/projects', (call) => {
    const member = authenticate(call, 'builder');
    return {
      status: 200,
      json: world.projects
        .filter((project) => project.organizationId === member.organizationId)
        .map(({ id, title }) => ({ id, title })),
    };
  });
  router.on('POST', '/projects/:id/builder/session', (call) => {
    const project = projectFor(authenticate(call, 'builder'), call.params.id);
    return { status: 201, json: builder.startSession(project.id) };
  });
  router.on('POST', '/projects/:id/builder/message', (call) => {
    const project = projectFor(authenticate(call, 'builder'), call.params.id);
    const body = (typeof call.body === 'object' && call.body !== null ? call.body : {}) as Record<
      string,
      unknown
    >;
    return {
      status: 201,
      json: builder.instruct(project.id, body.sessionId, body.instruction ?? body.text),
    };
  });
  router.on('GET', '/projects/:id/builder/skills', (call) => {
    projectFor(authenticate(call, 'builder'), call.params.id);
    if (has('skills-500')) throw new Error('skills registry unavailable');
    return { status: 200, json: SKILLS };
  });
  for (const [verb, decision] of [
    ['apply', 'applied'],
    ['reject', 'rejected'],
  ] as const) {
    router.on('POST', `/projects/:id/builder/suggestions/:suggestionId/${verb}`, (call) => {
      const project = projectFor(authenticate(call, 'builder'), call.params.id);
      return {
        status: 201,
        json: builder.decide(project.id, call.params.suggestionId ?? '', decision),
      };
    });
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://backend.invalid');
    const method = request.method ?? 'GET';
    const notFound = (): Answer => ({
      status: 404,
      json: errorBody(404, `Cannot ${method} ${url.pathname}`),
    });
    let answer: Answer;
    try {
      const inside =
        prefix === ''
          ? url.pathname
          : url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)
            ? url.pathname.slice(prefix.length)
            : undefined;
      const route = inside === undefined ? undefined : router.find(method, inside);
      if (!route || inside === undefined) {
        request.resume();
        answer = notFound();
      } else {
        const body = method === 'GET' ? (request.resume(), undefined) : await readJsonBody(request);
        answer = await route.handler({
          method,
          path: inside,
          params: route.params,
          query: url.searchParams,
          headers: request.headers,
          body,
        });
      }
    } catch (error) {
      answer =
        error instanceof HttpFailure
          ? { status: error.status, json: errorBody(error.status, error.detail) }
          : { status: 500, json: errorBody(500, 'Internal server error') };
    }
    send(response, answer);
  };

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const [, , otherMember] = world.members as [Member, Member, Member];
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    prefix,
    secret,
    algorithm: tokens.algorithm,
    tokenTtlSeconds,
    defects: [...defects],
    credentials: { email: firstMember.email, password: MEMBER_PASSWORD },
    otherOrganization: { email: otherMember.email, password: MEMBER_PASSWORD },
    sandboxProjectId: 'prj-nw-sandbox',
    otherProjectId: 'prj-it-helpdesk',
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
