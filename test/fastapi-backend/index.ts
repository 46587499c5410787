/**
 * A backend for the seed (docs/seed/service-interface.md) written the way a FastAPI team
 * would: pydantic's 422 `{detail: [...]}` for a request that does not validate and
 * `{detail: "..."}` for every other refusal, `access_token` and `token_type` next to the seed's
 * `accessToken`, snake_case members everywhere, bare arrays for lists, 201 only where the code
 * says `status_code=201`, `WWW-Authenticate: Bearer` without an error parameter, a `groupBy` that
 * ignores values it does not know, and apply/reject of a suggestion at its own method and path.
 * It shares no code with src/ nor with test/independent-backend/. Why: README.md beside it.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBuilderService, SKILLS } from './builder.js';
import { FASTAPI_DEFECTS, isFastApiDefect, type FastApiDefect } from './defects.js';
import { buildReport, readQuery, REPORTS } from './reports.js';
import { couldNotValidate, createJwt, notAuthenticated, type TokenFault } from './security.js';
import {
  createApp,
  HTTPException,
  RequestValidationError,
  type Request,
  type ValidationIssue,
} from './starlette.js';
import { createStore, PASSWORD, type ProjectRow, type UserRow } from './store.js';

export { FASTAPI_DEFECTS, isFastApiDefect, type FastApiDefect } from './defects.js';

export interface FastApiBackendOptions {
  /** Seed-level defects to switch on (./defects.ts). */
  defects?: readonly FastApiDefect[];
  /** The router prefix; `''` for bare paths. Default `/api/v1`. */
  prefix?: string;
  /** The HS256 `SECRET_KEY`; random per start unless given. */
  tokenSecret?: string;
  /** `ACCESS_TOKEN_EXPIRE_MINUTES` in seconds (default 1800). */
  tokenTtlSeconds?: number;
  host?: string;
  port?: number;
}

export interface FastApiBackend {
  /** `http://127.0.0.1:PORT`, without the prefix. */
  url: string;
  prefix: string;
  secret: string;
  algorithm: 'HS256';
  tokenTtlSeconds: number;
  defects: readonly FastApiDefect[];
  credentials: { email: string; password: string };
  otherOrganization: { email: string; password: string };
  /** A project of the first organization a test may change. */
  sandboxProjectId: string;
  /** A project of the second organization, never visible to the first. */
  otherProjectId: string;
  close(): Promise<void>;
}

/**
 * Start the backend on 127.0.0.1 (port 0 picks a free one).
 *
 * @example
 * const backend = await startFastApiBackend();
 * await fetch(`${backend.url}/api/v1/auth/login`, { method: 'POST' }); // 422 {detail: [...]}
 * await backend.close();
 */
export async function startFastApiBackend(
  options: FastApiBackendOptions = {},
): Promise<FastApiBackend> {
  const defects = new Set(options.defects ?? []);
  for (const name of defects) {
    if (!isFastApiDefect(name))
      throw new Error(
        `unknown defect "${String(name)}"; known: ${Object.keys(FASTAPI_DEFECTS).join(', ')}`,
      );
  }
  const has = (name: FastApiDefect) => defects.has(name);
  const prefix = (options.prefix ?? '/api/v1').replace(/\/+$/, '');
  const secret = options.tokenSecret ?? randomBytes(32).toString('hex');
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 1800;
  const jwt = createJwt(secret, tokenTtlSeconds);
  const store = createStore(Date.now());
  const builder = createBuilderService(() => new Date());
  const app = createApp({ prefix });
  const seconds = () => Math.floor(Date.now() / 1000);
  const [firstUser] = store.users as [UserRow];
  const faults = new Set<TokenFault>([
    ...(has('accept-expired-token') ? (['no-expiry-check'] as const) : []),
    ...(has('skip-signature-check') ? (['no-signature-check'] as const) : []),
  ]);

  /** `Depends(get_current_user)`. */
  const currentUser = (request: Request): UserRow => {
    const header = request.headers.authorization;
    if (header === undefined) throw notAuthenticated(has('missing-token-403') ? 403 : 401);
    const [scheme, credentials] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !credentials) throw notAuthenticated();
    const claims = jwt.decode(credentials, seconds(), faults);
    if (!claims && has('garbage-token-as-first-user') && credentials.split('.').length !== 3)
      return firstUser;
    const user = store.users.find((candidate) => candidate.email === claims?.sub);
    if (!user?.is_active) throw couldNotValidate();
    return user;
  };

  const project = (request: Request): ProjectRow => {
    const found = store.projects.find((row) => row.id === request.pathParams.project_id);
    if (!found) throw new HTTPException(404, 'Project not found');
    if (has('builder-without-auth') && request.headers.authorization === undefined) return found;
    const user = currentUser(request);
    if (found.organization_id !== user.organization_id)
      throw new HTTPException(403, 'Not enough permissions');
    return found;
  };

  const userOut = (user: UserRow) => ({
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    role: user.role,
    is_active: user.is_active,
    created_at: user.created_at,
  });

  const profile = (request: Request) => {
    const me = currentUser(request);
    const shown = has('profile-wrong-user')
      ? (store.users.find((u) => u.organization_id === me.organization_id && u.id !== me.id) ?? me)
      : me;
    if (has('profile-user-only')) return { statusCode: 200, content: userOut(shown) };
    const organization = store.organizations.find((row) => row.id === shown.organization_id);
    return { statusCode: 200, content: { user: userOut(shown), organization } };
  };

  app.add('POST', '/auth/login', (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new RequestValidationError([
        body === undefined
          ? { type: 'missing', loc: ['body'], msg: 'Field required', input: null }
          : {
              type: 'model_attributes_type',
              loc: ['body'],
              msg: 'Input should be a valid dictionary or object to extract fields from',
              input: body,
            },
      ]);
    const { email, password } = body as Record<string, unknown>;
    const issues: ValidationIssue[] = [];
    if (email === undefined)
      issues.push({ type: 'missing', loc: ['body', 'email'], msg: 'Field required', input: body });
    else if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email))
      issues.push({
        type: 'value_error',
        loc: ['body', 'email'],
        msg: 'value is not a valid email address: An email address must have an @-sign.',
        input: email,
        ctx: { reason: 'An email address must have an @-sign.' },
      });
    if (password === undefined)
      issues.push({
        type: 'missing',
        loc: ['body', 'password'],
        msg: 'Field required',
        input: body,
      });
    else if (typeof password !== 'string')
      issues.push({
        type: 'string_type',
        loc: ['body', 'password'],
        msg: 'Input should be a valid string',
        input: password,
      });
    if (issues.length > 0) throw new RequestValidationError(issues);
    const user = store.users.find((candidate) => candidate.email === email);
    if (
      !user ||
      (user.hashed_password !== `plain:${String(password)}` && !has('accept-any-password'))
    )
      throw new HTTPException(401, 'Incorrect email or password', { 'www-authenticate': 'Bearer' });
    const token = jwt.encode(user.email, seconds());
    const content: Record<string, unknown> = {
      access_token: token,
      ...(has('login-snake-case-only') ? {} : { accessToken: token }),
      token_type: 'bearer',
      ...(has('login-drops-user') ? {} : { user: userOut(user) }),
    };
    return { statusCode: 200, content };
  });
  app.add('GET', '/auth/profile', profile);
  if (!has('users-me-missing')) app.add('GET', '/users/me', profile);

  for (const name of REPORTS) {
    app.add('GET', `/reports/${name}`, (request) => {
      const user = currentUser(request);
      if (
        has('reports-crash-on-dates') &&
        (request.query.has('startDate') || request.query.has('endDate'))
      )
        throw new Error('time data does not match format %d/%m/%Y');
      const { period, bucket } = readQuery(request.query, Date.now());
      const rows = store.conversations.filter(
        (row) => row.organization_id === user.organization_id,
      );
      return { statusCode: 200, content: buildReport(name, rows, period, bucket) };
    });
  }

  app.add('GET', '/projects', (request) => {
    const user = currentUser(request);
    return {
      statusCode: 200,
      content: store.projects
        .filter((row) => row.organization_id === user.organization_id)
        .map((row) => {
          const board = builder.board(row.id);
          return { ...row, board_revision: board.revision, updated_at: board.updated_at };
        }),
    };
  });
  app.add('GET', '/projects/{project_id}/board', (request) => ({
    statusCode: 200,
    content: builder.board(project(request).id),
  }));
  app.add('POST', '/projects/{project_id}/builder/session', (request) => ({
    statusCode: 201,
    content: builder.startSession(project(request).id),
  }));
  app.add('POST', '/projects/{project_id}/builder/message', (request) => ({
    statusCode: 200,
    content: builder.send(project(request).id, request.body),
  }));
  app.add('GET', '/projects/{project_id}/builder/skills', (request) => {
    project(request);
    if (has('skills-crash')) throw new Error('skills registry unavailable');
    return { statusCode: 200, content: SKILLS };
  });
  app.add('GET', '/projects/{project_id}/builder/suggestions', (request) => ({
    statusCode: 200,
    content: builder.list(project(request).id, request.query.get('status')),
  }));
  // Apply is a PUT (idempotent in the team's eyes); reject is "dismiss".
  app.add('PUT', '/projects/{project_id}/builder/suggestions/{suggestion_id}/apply', (request) => ({
    statusCode: 200,
    content: builder.apply(project(request).id, request.pathParams.suggestion_id ?? ''),
  }));
  app.add(
    'POST',
    '/projects/{project_id}/builder/suggestions/{suggestion_id}/dismiss',
    (request) => ({
      statusCode: 200,
      content: builder.reject(
        project(request).id,
        request.pathParams.suggestion_id ?? '',
        request.body,
      ),
    }),
  );

  const server = createServer((request, response) => {
    void app.handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const other = store.users[2] as UserRow;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    prefix,
    secret,
    algorithm: 'HS256',
    tokenTtlSeconds,
    defects: [...defects],
    credentials: { email: firstUser.email, password: PASSWORD },
    otherOrganization: { email: other.email, password: PASSWORD },
    sandboxProjectId: 'globex-sandbox',
    otherProjectId: 'umbrella-triage',
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
