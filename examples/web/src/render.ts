import type { components } from 'standin/client';

export type Board = components['schemas']['Board'];
export type Suggestion = components['schemas']['Suggestion'];
export type ConversationMetrics = components['schemas']['ConversationMetrics'];

type Child = Node | string | null | undefined | false;

/** A tiny element builder: text always goes in as text, never as HTML. */
export function el(
  tag: string,
  attributes: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child !== null && child !== undefined && child !== false) element.append(child);
  }
  return element;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}.`);
  return element as T;
}

export function byTestId(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`The page has no [data-testid="${id}"].`);
  return element;
}

const integer = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return integer.format(value);
}

/** Seconds as "6m 52s"; the API sends durations in seconds, or null when there is no data. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return 'no data';
  const rounded = Math.round(seconds);
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  const rest = rounded % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`;
}

function section(title: string, testId: string, items: Node[], empty = 'none'): HTMLElement {
  return el(
    'section',
    { class: 'board-part', 'data-testid': testId },
    el('h4', {}, `${title} (${items.length})`),
    items.length ? el('ul', {}, ...items) : el('p', { class: 'muted' }, empty),
  );
}

export function renderBoard(board: Board): HTMLElement {
  const subAgentName = new Map(board.subAgents.map((agent) => [agent.id, agent.name]));
  return el(
    'div',
    { class: 'board', 'data-revision': String(board.revision) },
    section(
      'Sub-agents',
      'board-sub-agents',
      board.subAgents.map((agent) =>
        el(
          'li',
          { 'data-name': agent.name },
          el('strong', {}, agent.name),
          ` — ${agent.description}`,
        ),
      ),
    ),
    section(
      'Routers',
      'board-routers',
      board.routers.map((router) =>
        el(
          'li',
          { 'data-name': router.name },
          el('strong', {}, router.name),
          el(
            'ul',
            {},
            ...router.rules.map((rule) =>
              el(
                'li',
                { 'data-intent': rule.intent },
                `${rule.intent} → ${subAgentName.get(rule.subAgentId) ?? rule.subAgentId}`,
              ),
            ),
          ),
        ),
      ),
    ),
    section(
      'Tools',
      'board-tools',
      board.tools.map((tool) =>
        el('li', { 'data-name': tool.name }, el('strong', {}, tool.name), ` (${tool.kind})`),
      ),
    ),
    section(
      'LINE channels',
      'board-line-channels',
      board.lineChannels.map((channel) =>
        el(
          'li',
          { 'data-name': channel.name, 'data-enabled': String(channel.enabled) },
          el('strong', {}, channel.name),
          ` ${channel.channelId} — ${channel.enabled ? 'enabled' : 'disabled'}`,
        ),
      ),
    ),
    el(
      'section',
      {
        class: 'board-part',
        'data-testid': 'board-test-mode',
        'data-enabled': String(board.testMode.enabled),
      },
      el('h4', {}, 'Test mode'),
      el(
        'p',
        {},
        board.testMode.enabled ? 'On' : 'Off',
        board.testMode.testers.length ? ` — testers: ${board.testMode.testers.join(', ')}` : '',
      ),
    ),
  );
}

export interface SuggestionActions {
  apply(suggestion: Suggestion): void;
  reject(suggestion: Suggestion): void;
}

export function renderSuggestion(suggestion: Suggestion, actions: SuggestionActions): HTMLElement {
  const pending = suggestion.status === 'pending';
  return el(
    'li',
    {
      'data-testid': 'suggestion',
      'data-id': suggestion.id,
      'data-status': suggestion.status,
      class: `suggestion ${suggestion.status}`,
    },
    el(
      'div',
      {},
      el('strong', {}, suggestion.title),
      ' ',
      el('span', { class: 'badge' }, suggestion.status),
    ),
    el('div', { class: 'muted' }, suggestion.rationale),
    suggestion.rejectionReason
      ? el('div', { class: 'muted' }, `Reason: ${suggestion.rejectionReason}`)
      : null,
    pending
      ? el(
          'div',
          { class: 'row' },
          button('Apply', () => actions.apply(suggestion)),
          button('Reject', () => actions.reject(suggestion)),
        )
      : null,
  );
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = el('button', { type: 'button' }, label) as HTMLButtonElement;
  element.addEventListener('click', onClick);
  return element;
}
