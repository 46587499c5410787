/**
 * "add an HTTP tool that looks up orders [at https://…/{orderId}] [called Order lookup]
 * [with POST]" → tool.create (docs/product/ai-builder.md example "add an HTTP tool that looks up
 * orders"). Without a URL the tool gets a placeholder on api.example.com, said in the rationale;
 * parameters come from the URL's `{placeholders}`. "add a builtin tool called Handoff" → builtin.
 */
import type { SkillInputs, ToolHttp } from '../types.js';
import { note, suggest, type ClauseContext, type ClauseOutcome } from './clause-context.js';
import {
  calledName,
  describedAs,
  headName,
  nameAfterKind,
  type CreateHead,
} from './create-phrases.js';
import type { ParsedClause } from './parse-clause.js';
import {
  lowerAligned,
  capitalize,
  sameName,
  singularize,
  stripDeterminers,
  stripTrailingPunctuation,
  wordsOf,
} from './phrase.js';
import { isHttpUrlTemplate, parametersFromTemplate } from './uri-template.js';

type Method = ToolHttp['method'];

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const METHOD_INTRODUCERS = new Set(['with', 'using', 'via', 'as', 'method']);
const METHOD_TRAILERS = new Set(['request', 'requests', 'method', 'call', 'calls']);
const URL_INTRODUCERS = new Set([
  'at',
  'on',
  'to',
  'calling',
  'calls',
  'hitting',
  'url',
  'endpoint',
]);
/** Words that end a tool name after "called": the URL and method come after it too. */
const TOOL_NAME_STOPS = [
  'that',
  'which',
  'who',
  'to',
  'for',
  'with',
  'using',
  'via',
  'at',
  'and',
  'on',
  // "a tool named Refund status calling https://…".
  'calling',
  'hitting',
];
/** openapi.yaml ToolCreateInput limits. */
const MAX_NAME_LENGTH = 80;
const MAX_DESCRIPTION_LENGTH = 500;
/** Verbs that change something on the other side, so the call is a POST unless told otherwise. */
const WRITING_VERBS = new Set([
  'create',
  'submit',
  'send',
  'book',
  'place',
  'cancel',
  'post',
  'add',
  'register',
  'open',
  'refund',
  'schedule',
  'reset',
]);

/**
 * Suggests tool.create from a create clause whose head names a tool.
 *
 * @example
 * createTool(parseClause('add an HTTP tool that looks up orders')!, head, ctx);
 * // tool.create { name: 'Order lookup', kind: 'http', http: { method: 'GET', url: 'https://api.example.com/order-lookup' }, … }
 */
export function createTool(
  clause: ParsedClause,
  head: CreateHead,
  ctx: ClauseContext,
): ClauseOutcome {
  const words = wordsOf(clause.rest);
  const urlAt = words.findIndex((word) => /^https?:\/\//i.test(word));
  const url =
    urlAt >= 0
      ? stripTrailingPunctuation(words[urlAt] ?? '').replace(/^["'(<]|["')>]$/g, '')
      : null;
  if (url !== null && !isHttpUrlTemplate(url)) {
    return note(
      `I can't use "${url.slice(0, 200)}" as the tool's URL: it must be an http(s) URL template like https://api.acme.test/orders/{orderId}.`,
    );
  }
  const explicitMethod = findMethod(words);
  const rest = withoutUrlAndMethod(words, urlAt, explicitMethod?.indexes ?? []);
  const builtin = /\bbuilt-?in\b/.test(lowerAligned(head.text));
  // "a tool that checks stock at https://…": what it does, without the word before the address.
  const said = meaningful(describedAs(rest));
  const described = said && {
    ...said,
    text: said.text.replace(/\s+(?:at|on|via|from|to|using)$/i, ''),
  };
  const name =
    calledName(rest, TOOL_NAME_STOPS) ??
    headName(head) ??
    notAnEndpoint(nameAfterKind(head.text)) ??
    nameFromDescription(described?.text ?? null) ??
    (url === null ? null : nameFromUrl(url));
  if (!name) {
    return note(
      'Tell me what the tool does or what to call it, e.g. "add an HTTP tool that looks up orders" or "add a builtin tool called Handoff".',
    );
  }
  if (name.length > MAX_NAME_LENGTH) {
    return note(`A tool name can have at most ${MAX_NAME_LENGTH} characters.`);
  }
  const clash = ctx.board.tools.find((tool) => sameName(tool.name, name));
  if (clash) {
    return note(`There is already a tool called "${clash.name}".`, {
      type: 'tool',
      id: clash.id,
      name: clash.name,
    });
  }
  if (builtin) {
    const description = capitalize(described?.text ?? `Builtin tool ${name}`);
    if (description.length > MAX_DESCRIPTION_LENGTH) return tooLong();
    return suggest('tool.create', { name, description, kind: 'builtin' }, clause, {
      targetId: null,
      title: `Create builtin tool "${name}"`,
    });
  }
  const method = explicitMethod?.method ?? methodFor(described?.text ?? null);
  const http: ToolHttp = { method, url: url ?? `https://api.example.com/${slug(name)}` };
  const description = capitalize(described?.text ?? `Calls ${method} ${http.url}`);
  if (description.length > MAX_DESCRIPTION_LENGTH) return tooLong();
  const parameters = parametersFromTemplate(http.url);
  const payload: SkillInputs['tool.create'] = { name, description, kind: 'http', http, parameters };
  const details = [
    url === null
      ? `It calls ${method} ${http.url}, a placeholder: change it to your real endpoint.`
      : `It calls ${method} ${http.url}.`,
  ];
  if (parameters.length > 0)
    details.push(`Parameters: ${parameters.map((p) => p.name).join(', ')}.`);
  return suggest('tool.create', payload, clause, {
    targetId: null,
    title: `Create HTTP tool "${name}"`,
    details,
  });
}

/** "does a" / "makes a request to" says nothing once the method and URL are taken out. */
const EMPTY_DESCRIPTION =
  /^(?:does|do|makes|make|sends|send|calls|call|performs|perform|hits|hit|runs|run|issues|issue)(?: (?:a|an|the|request|call|on|to|at|against))*$/i;

function meaningful<T extends { readonly text: string }>(described: T | null): T | null {
  return described && !EMPTY_DESCRIPTION.test(described.text.trim()) ? described : null;
}

function tooLong(): ClauseOutcome {
  return note(`A tool description can have at most ${MAX_DESCRIPTION_LENGTH} characters.`);
}

/** "GET" anywhere in capitals, or "with post" / "using a PUT request" in any case. */
function findMethod(
  words: readonly string[],
): { readonly method: Method; readonly indexes: number[] } | null {
  for (let index = 0; index < words.length; index += 1) {
    // "(POST https://…)": a bracket may open before the method.
    const word = stripTrailingPunctuation((words[index] ?? '').replace(/^[(（[]/, ''));
    const upper = word.toUpperCase();
    const method = METHODS.find((candidate) => candidate === upper);
    if (!method) continue;
    const before = lowerAligned(words[index - 1] ?? '');
    const article = before === 'a' || before === 'an';
    const introducer = lowerAligned(words[index - (article ? 2 : 1)] ?? '');
    if (word !== method && !METHOD_INTRODUCERS.has(introducer)) continue;
    const indexes = [index];
    if (METHOD_INTRODUCERS.has(introducer)) {
      indexes.push(index - 1);
      if (article) indexes.push(index - 2);
    }
    if (METHOD_TRAILERS.has(lowerAligned(stripTrailingPunctuation(words[index + 1] ?? ''))))
      indexes.push(index + 1);
    return { method, indexes };
  }
  return null;
}

function withoutUrlAndMethod(
  words: readonly string[],
  urlAt: number,
  methodIndexes: readonly number[],
): string {
  const dropped = new Set(methodIndexes);
  if (urlAt >= 0) {
    dropped.add(urlAt);
    if (URL_INTRODUCERS.has(lowerAligned(words[urlAt - 1] ?? ''))) dropped.add(urlAt - 1);
  }
  return words.filter((_, index) => !dropped.has(index)).join(' ');
}

function methodFor(description: string | null): Method {
  const verb = baseForm(lowerAligned(wordsOf(description ?? '')[0] ?? ''));
  return WRITING_VERBS.has(verb) ? 'POST' : 'GET';
}

/** Verbs whose noun makes a natural tool name: "looks up orders" → "Order lookup". */
const NOUN_SUFFIXES: Readonly<Record<string, string>> = {
  'look up': 'lookup',
  check: 'check',
  search: 'search',
  track: 'tracking',
  find: 'finder',
  verify: 'verification',
  validate: 'validation',
};
const OBJECT_STOPS = new Set([
  'by',
  'for',
  'with',
  'from',
  'in',
  'of',
  'on',
  'using',
  'via',
  'to',
  'at',
  'and',
  'when',
  'if',
]);

/** A tool name from what it does; null when the description is too short to name anything. */
function nameFromDescription(description: string | null): string | null {
  const words = wordsOf(description ?? '');
  if (words.length < 2) return null;
  const first = baseForm(lowerAligned(words[0] ?? ''));
  const phrasal = lowerAligned(words[1] ?? '') === 'up' ? `${first} up` : first;
  const objectStart = phrasal.includes(' ') ? 2 : 1;
  const objectWords: string[] = [];
  for (const word of words.slice(objectStart)) {
    const lower = lowerAligned(word);
    if (OBJECT_STOPS.has(lower) || objectWords.length === 3) break;
    if (lower === 'for' && objectWords.length === 0) continue;
    objectWords.push(word);
  }
  const object = stripDeterminers(objectWords.join(' '));
  if (object.length === 0) return null;
  const objectWordList = wordsOf(object);
  const singular = [...objectWordList.slice(0, -1), singularize(objectWordList.at(-1) ?? '')].join(
    ' ',
  );
  const suffix = NOUN_SUFFIXES[phrasal];
  return suffix
    ? capitalize(`${lowerAligned(singular)} ${suffix}`)
    : capitalize(`${phrasal} ${singular}`);
}

/** "https://api.acme.test/stock/{sku}" → "Stock": the last path segment that is not a variable. */
function nameFromUrl(url: string): string | null {
  const path = url.replace(/^https?:\/\/[^/]*/, '').split(/[?#{]/)[0] ?? '';
  const segment = path
    .split('/')
    .filter((part) => /^[A-Za-z][A-Za-z0-9_-]*$/.test(part))
    .at(-1);
  return segment ? capitalize(segment.replace(/[-_]/g, ' ')) : null;
}

/** "looks" → "look", "fetches" → "fetch", "tries" → "try". */
function baseForm(verb: string): string {
  if (verb.endsWith('ies') && verb.length > 4) return `${verb.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes|oes)$/.test(verb)) return verb.slice(0, -2);
  if (verb.endsWith('s') && !verb.endsWith('ss')) return verb.slice(0, -1);
  return verb;
}

/** "Order lookup" → "order-lookup", for the placeholder URL. */
function slug(name: string): string {
  const slugged = lowerAligned(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slugged.length > 0 ? slugged : 'tool';
}

/** "Create a tool: GET https://…" names no tool: a method or an address is never a name. */
function notAnEndpoint(name: string | null): string | null {
  return name && /^(?:GET|POST|PUT|PATCH|DELETE)\b|^https?\b|:\/\//i.test(name) ? null : name;
}
