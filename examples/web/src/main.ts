import { createStandinClient, type components } from 'standin/client';
import { readConfig } from './config';
import {
  byId,
  byTestId,
  el,
  formatCount,
  formatDuration,
  renderBoard,
  renderSuggestion,
  type Board,
  type ConversationMetrics,
  type Suggestion,
} from './render';
import './style.css';

type Profile = components['schemas']['Profile'];
type User = components['schemas']['User'];
type Organization = components['schemas']['Organization'];

const TOKEN_KEY = 'standin-example.token';
const EXPIRED_NOTICE = 'Your session expired, sign in again.';

const config = readConfig(new URLSearchParams(location.search), import.meta.env, location.origin);

if (config.mode === 'worker') {
  // Loaded only in worker mode: the seeded store and validators never reach a server-mode bundle.
  const { startWorker } = await import('standin/browser');
  try {
    await startWorker();
  } catch (error) {
    byId('error').hidden = false;
    byId('error').textContent =
      `Failed to start the mock service worker: ${error instanceof Error ? error.message : String(error)} ` +
      'Run `npm run dev` (it copies public/mockServiceWorker.js from msw), or open ?mode=server.';
    throw error;
  }
  byId('mode').textContent = 'worker mode: the API runs in this tab (MSW), reloading reseeds it';
} else {
  byId('mode').textContent = `server mode: ${config.apiOrigin}${config.prefix}`;
}

const token = () => sessionStorage.getItem(TOKEN_KEY);

// Seed "Authentication" §3: on a 401 the client clears its session and goes back to sign-in.
const api = createStandinClient({
  baseUrl: config.apiOrigin,
  prefix: config.prefix,
  token,
  onUnauthorized: () => {
    // A failed sign-in is a 401 too, but there is no session to end then.
    if (token()) signOut(EXPIRED_NOTICE);
  },
});
// The mock's admin API lives outside every prefix.
const admin = createStandinClient({ baseUrl: config.apiOrigin });

/** Thrown after a 401 has already sent the page back to sign-in; nothing more to show. */
class SessionEnded extends Error {}

interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a successful answer; otherwise an Error with the API's message. */
async function ok<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (response.status === 401 && token() === null) throw new SessionEnded();
  if (response.ok && data !== undefined) return data;
  const message =
    error && typeof error === 'object' && 'message' in error
      ? String(error.message)
      : response.statusText;
  throw new Error(`${response.status}: ${message}`);
}

/** Runs a UI action and shows what went wrong, if anything. */
function run(action: () => Promise<void>): void {
  showError(null);
  action().catch((error: unknown) => {
    if (error instanceof SessionEnded) return;
    showError(error instanceof Error ? error.message : String(error));
  });
}

function showError(message: string | null): void {
  const box = byId('error');
  box.textContent = message ?? '';
  box.hidden = message === null;
}

function showNotice(message: string | null): void {
  const box = byId('notice');
  box.textContent = message ?? '';
  box.hidden = message === null;
}

// ---------------------------------------------------------------- sign-in and profile

function signOut(notice: string | null): void {
  sessionStorage.removeItem(TOKEN_KEY);
  builder.sessionId = undefined;
  byId('app').hidden = true;
  for (const field of ['profile-name', 'profile-role', 'profile-organization'])
    byTestId(field).textContent = '';
  byId('who').hidden = true;
  byId('sign-out').hidden = true;
  byId('sign-in').hidden = false;
  showNotice(notice);
  const form = byId<HTMLFormElement>('sign-in-form');
  form.querySelector<HTMLInputElement>('[name=password]')!.value = '';
  form.querySelector<HTMLInputElement>('[name=email]')?.focus();
}

byId<HTMLFormElement>('sign-in-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = new FormData(event.currentTarget as HTMLFormElement);
  run(async () => {
    const { data, response } = await api.POST('/auth/login', {
      body: { email: String(form.get('email')), password: String(form.get('password')) },
    });
    if (response.status === 401) throw new Error('Wrong e-mail or password.');
    if (!data) throw new Error(`Sign-in failed: ${response.status} ${response.statusText}`);
    sessionStorage.setItem(TOKEN_KEY, data.accessToken);
    showNotice(null);
    await openApp();
  });
});

byId('sign-out').addEventListener('click', () => signOut(null));

/** The profile's shape varies by backend (seed): `{ user, organization }` or a flat user. */
function readProfile(profile: Profile): { user: User; organization: Organization } {
  return 'user' in profile
    ? { user: profile.user, organization: profile.organization }
    : { user: profile, organization: profile.organization };
}

async function openApp(): Promise<void> {
  const { user, organization } = readProfile(await ok(api.GET('/auth/profile')));
  byTestId('profile-name').textContent = user.name;
  byTestId('profile-role').textContent = user.role;
  byTestId('profile-organization').textContent = organization.name;
  byId('who').textContent = `${user.name} · ${organization.name}`;
  byId('who').hidden = false;
  byId('sign-out').hidden = false;
  byId('sign-in').hidden = true;
  byId('app').hidden = false;
  await Promise.all([loadReport(), loadProjects()]);
  document.body.dataset.ready = 'app';
}

// ---------------------------------------------------------------- overview report

const rangeForm = byId<HTMLFormElement>('range-form');
const rangeInput = (name: string) => rangeForm.querySelector<HTMLInputElement>(`[name=${name}]`)!;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Default: the last 7 days, today included (the mock always has data there).
rangeInput('endDate').value = isoDay(new Date());
rangeInput('startDate').value = isoDay(new Date(Date.now() - 6 * 86_400_000));

rangeForm.addEventListener('submit', (event) => {
  event.preventDefault();
  run(loadReport);
});

function showMetric(
  name: keyof ConversationMetrics,
  summary: ConversationMetrics,
  previous: ConversationMetrics,
) {
  const format = (value: number | null) =>
    name.startsWith('avg') ? formatDuration(value) : formatCount(value ?? 0);
  const current = byTestId(`metric-${name}`);
  current.textContent = format(summary[name]);
  current.dataset.value = String(summary[name]);
  byTestId(`previous-${name}`).textContent = `previous period: ${format(previous[name])}`;
}

async function loadReport(): Promise<void> {
  const report = await ok(
    api.GET('/reports/overview', {
      params: {
        query: {
          startDate: rangeInput('startDate').value,
          endDate: rangeInput('endDate').value,
          timezone: rangeInput('timezone').value,
        },
      },
    }),
  );
  for (const name of ['conversationsCount', 'resolutionsCount', 'avgFirstResponseTime'] as const) {
    showMetric(name, report.summary, report.previous);
  }
  const { startDate, endDate, timezone } = report.range;
  byTestId('report-range').textContent = `${startDate} to ${endDate} (${timezone})`;
}

// ---------------------------------------------------------------- AI builder

const builder: { projectId?: string; sessionId?: string; suggestions: Suggestion[] } = {
  suggestions: [],
};
const projectSelect = byId<HTMLSelectElement>('project');
const instructionForm = byId<HTMLFormElement>('instruction-form');

function setSession(sessionId: string | undefined): void {
  builder.sessionId = sessionId;
  builder.suggestions = [];
  byTestId('session').textContent = sessionId ? `session ${sessionId}` : 'no session yet';
  byTestId('reply').textContent = '';
  for (const control of instructionForm.querySelectorAll<HTMLInputElement | HTMLButtonElement>(
    'input, button',
  )) {
    control.disabled = !sessionId;
  }
  showSuggestions();
}

async function loadProjects(): Promise<void> {
  const { items } = await ok(api.GET('/projects'));
  projectSelect.replaceChildren(
    ...items.map((project) =>
      el('option', { value: project.id }, `${project.name} (${project.id})`),
    ),
  );
  const demo = items.find((project) => project.id === 'prj_acme_support') ?? items[0];
  if (demo) projectSelect.value = demo.id;
  await selectProject(demo?.id);
}

projectSelect.addEventListener('change', () => run(() => selectProject(projectSelect.value)));

async function selectProject(projectId: string | undefined): Promise<void> {
  builder.projectId = projectId;
  setSession(undefined);
  if (projectId)
    showBoard(await ok(api.GET('/projects/{id}/board', { params: { path: { id: projectId } } })));
}

function showBoard(board: Board): void {
  byTestId('board-revision').textContent = `revision ${board.revision}`;
  byTestId('board-revision').dataset.value = String(board.revision);
  byId('board').replaceChildren(renderBoard(board));
}

function showSuggestions(): void {
  byId('suggestions').replaceChildren(
    ...builder.suggestions.map((suggestion) =>
      renderSuggestion(suggestion, {
        apply: (chosen) => run(() => applySuggestion(chosen)),
        reject: (chosen) => run(() => rejectSuggestion(chosen)),
      }),
    ),
  );
}

function replaceSuggestion(updated: Suggestion): void {
  builder.suggestions = builder.suggestions.map((item) =>
    item.id === updated.id ? updated : item,
  );
  showSuggestions();
}

function currentProject(): string {
  if (!builder.projectId) throw new Error('Pick a project first.');
  return builder.projectId;
}

byId('start-session').addEventListener('click', () =>
  run(async () => {
    const session = await ok(
      api.POST('/projects/{id}/builder/session', {
        params: { path: { id: currentProject() } },
        body: {},
      }),
    );
    setSession(session.id);
    instructionForm.querySelector<HTMLInputElement>('[name=instruction]')?.focus();
  }),
);

instructionForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const input = instructionForm.querySelector<HTMLInputElement>('[name=instruction]')!;
  run(async () => {
    if (!builder.sessionId) throw new Error('Start a session first.');
    const answer = await ok(
      api.POST('/projects/{id}/builder/message', {
        params: { path: { id: currentProject() } },
        body: { sessionId: builder.sessionId, instruction: input.value },
      }),
    );
    byTestId('reply').textContent = answer.message.reply;
    builder.suggestions = [...answer.suggestions, ...builder.suggestions];
    showSuggestions();
    input.value = '';
  });
});

async function applySuggestion(suggestion: Suggestion): Promise<void> {
  const { suggestion: applied, board } = await ok(
    api.POST('/projects/{id}/builder/suggestions/{suggestionId}/apply', {
      params: { path: { id: currentProject(), suggestionId: suggestion.id } },
    }),
  );
  replaceSuggestion(applied);
  showBoard(board);
}

async function rejectSuggestion(suggestion: Suggestion): Promise<void> {
  const { suggestion: rejected } = await ok(
    api.POST('/projects/{id}/builder/suggestions/{suggestionId}/reject', {
      params: { path: { id: currentProject(), suggestionId: suggestion.id } },
      body: { reason: 'Rejected in the example page.' },
    }),
  );
  replaceSuggestion(rejected);
}

// ---------------------------------------------------------------- mock controls

byId('expire-tokens').addEventListener('click', () =>
  run(async () => {
    await ok(admin.POST('/__standin/tokens/expire'));
    showNotice('Every token is now expired: the next call answers 401.');
  }),
);

// ---------------------------------------------------------------- start

if (token()) {
  run(openApp);
} else {
  signOut(null);
}
document.body.dataset.mode = config.mode;
document.body.dataset.started = 'true';
