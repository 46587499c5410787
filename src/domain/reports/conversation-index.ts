/**
 * Everything the reports read, precomputed once per world: prefix-sum indexes (prefix-index.ts)
 * over the organization's conversations by createdAt, by resolvedAt, over the bot's
 * conversations, and one per channel type, agent, label, inbox and team.
 *
 * The choice (docs/product/reports.md: numbers computed from the seeded conversations, never
 * random per request): pre-aggregate into running totals so a report costs
 * O(buckets x entities x log n), independent of how many conversations the store holds; a 7-day
 * report over 100k conversations costs the same as over 5k. Building is O(n x fields); memory is
 * about 50 doubles per conversation (labels repeat a conversation up to 3 times).
 *
 * The world is treated as immutable: if conversations ever change, build a new index.
 */
import { buildPrefixIndex, type Columns, type PrefixIndex } from './prefix-index.js';
import type { ChannelType, Conversation, ReportingWorld } from './world-types.js';

/** Every per-conversation number a report sums, one column each. */
const FEATURES = [
  'open',
  'pending',
  'resolved',
  'snoozed',
  'incoming',
  'outgoing',
  /** First response time in ms; 0 when there is none (see firstResponses). */
  'firstResponseMs',
  'firstResponses',
  'replySeconds',
  'replies',
  /** Resolution time in ms; 0 unless resolved. */
  'resolutionMs',
  'unattended',
  'unassigned',
  'messages',
  'botResolved',
  'botHandedOff',
] as const;
type Feature = (typeof FEATURES)[number];

const STATUS_FIELDS = ['open', 'pending', 'resolved', 'snoozed'] as const;
const CREATED_FIELDS = [
  ...STATUS_FIELDS,
  'incoming',
  'outgoing',
  'firstResponseMs',
  'firstResponses',
  'replySeconds',
  'replies',
  'unattended',
  'unassigned',
] as const;
const RESOLVED_FIELDS = ['resolutionMs'] as const;
const BOT_FIELDS = ['messages', 'botResolved', 'botHandedOff'] as const;
/** resolutionMs is summed over the cohort's resolved conversations (the others add 0). */
const ENTITY_FIELDS = [
  'resolved',
  'firstResponseMs',
  'firstResponses',
  'replySeconds',
  'replies',
  'resolutionMs',
] as const;

export type StatusField = (typeof STATUS_FIELDS)[number];
export type CreatedField = (typeof CREATED_FIELDS)[number];
export type ResolvedField = (typeof RESOLVED_FIELDS)[number];
export type BotField = (typeof BOT_FIELDS)[number];
export type EntityField = (typeof ENTITY_FIELDS)[number];

export interface ConversationIndex {
  readonly world: ReportingWorld;
  /** Every conversation, by createdAt. */
  readonly created: PrefixIndex<CreatedField>;
  /** Resolved conversations, by resolvedAt. */
  readonly resolved: PrefixIndex<ResolvedField>;
  /** Conversations that involved the bot, by createdAt. */
  readonly bot: PrefixIndex<BotField>;
  /** By createdAt, one per channel type of the organization's inboxes. */
  readonly byChannel: ReadonlyMap<ChannelType, PrefixIndex<StatusField>>;
  /** By createdAt, keyed by entity id; every entity of the world has one, possibly empty. */
  readonly byAgent: ReadonlyMap<string, PrefixIndex<EntityField>>;
  readonly byLabel: ReadonlyMap<string, PrefixIndex<EntityField>>;
  readonly byInbox: ReadonlyMap<string, PrefixIndex<EntityField>>;
  readonly byTeam: ReadonlyMap<string, PrefixIndex<EntityField>>;
}

/**
 * Precomputes the report indexes of a world. Build it once per world (e.g. when seeding).
 *
 * @example
 * const index = createConversationIndex(generateReportingWorld({ orgId: 'org_acme', seed: 1, now }));
 * aggregateOverview(index, query, { now });
 */
export function createConversationIndex(world: ReportingWorld): ConversationIndex {
  const { conversations } = world;
  const table = featureTable(conversations);
  const createdOrder = rowsSortedBy(table.createdAt, () => true);
  const byCreated = <K extends Feature>(fields: readonly K[]): Columns<K> =>
    selectColumns(table, table.createdAt, fields);
  const channelOfInbox = new Map(world.inboxes.map((inbox) => [inbox.id, inbox.channelType]));
  const entityIndexes = (
    ids: readonly string[],
    keysOf: KeysOf<string>,
  ): Map<string, PrefixIndex<EntityField>> =>
    mapValues(groupRows(conversations, createdOrder, ids, keysOf), (rows) =>
      buildPrefixIndex(byCreated(ENTITY_FIELDS), rows),
    );

  return {
    world,
    created: buildPrefixIndex(byCreated(CREATED_FIELDS), createdOrder),
    resolved: buildPrefixIndex(
      selectColumns(table, table.resolvedAt, RESOLVED_FIELDS),
      rowsSortedBy(table.resolvedAt, (row) => !Number.isNaN(table.resolvedAt[row])),
    ),
    bot: buildPrefixIndex(
      byCreated(BOT_FIELDS),
      createdOrder.filter((row) => conversations[row]?.botInvolved === true),
    ),
    byChannel: mapValues(
      groupRows(
        conversations,
        createdOrder,
        [...new Set(channelOfInbox.values())],
        (c) => channelOfInbox.get(c.inboxId) ?? null,
      ),
      (rows) => buildPrefixIndex(byCreated(STATUS_FIELDS), rows),
    ),
    byAgent: entityIndexes(
      world.agents.map((agent) => agent.id),
      (c) => c.assigneeId,
    ),
    byLabel: entityIndexes(
      world.labels.map((label) => label.id),
      (c) => c.labelIds,
    ),
    byInbox: entityIndexes(
      world.inboxes.map((inbox) => inbox.id),
      (c) => c.inboxId,
    ),
    byTeam: entityIndexes(
      world.teams.map((team) => team.id),
      (c) => c.teamId,
    ),
  };
}

interface FeatureTable {
  readonly createdAt: Float64Array;
  /** NaN where unresolved. */
  readonly resolvedAt: Float64Array;
  readonly values: { readonly [F in Feature]: Float64Array };
}

/** One pass over the conversations, writing every feature into its column. */
function featureTable(conversations: readonly Conversation[]): FeatureTable {
  const n = conversations.length;
  const values = Object.fromEntries(FEATURES.map((f) => [f, new Float64Array(n)])) as {
    [F in Feature]: Float64Array;
  };
  const createdAt = new Float64Array(n);
  const resolvedAt = new Float64Array(n);
  conversations.forEach((c, row) => {
    const isOpen = c.status === 'open';
    createdAt[row] = c.createdAt;
    resolvedAt[row] = c.resolvedAt ?? Number.NaN;
    values.open[row] = isOpen ? 1 : 0;
    values.pending[row] = c.status === 'pending' ? 1 : 0;
    values.resolved[row] = c.status === 'resolved' ? 1 : 0;
    values.snoozed[row] = c.status === 'snoozed' ? 1 : 0;
    values.incoming[row] = c.incomingMessages;
    values.outgoing[row] = c.outgoingMessages;
    values.firstResponseMs[row] = c.firstResponseAt === null ? 0 : c.firstResponseAt - c.createdAt;
    values.firstResponses[row] = c.firstResponseAt === null ? 0 : 1;
    values.replySeconds[row] = c.replyTimeSum;
    values.replies[row] = c.replyCount;
    values.resolutionMs[row] = c.resolvedAt === null ? 0 : c.resolvedAt - c.createdAt;
    values.unattended[row] = isOpen && c.firstResponseAt === null ? 1 : 0;
    values.unassigned[row] = isOpen && c.assigneeId === null ? 1 : 0;
    values.messages[row] = c.incomingMessages + c.outgoingMessages;
    values.botResolved[row] = c.botResolved ? 1 : 0;
    values.botHandedOff[row] = c.botHandedOff ? 1 : 0;
  });
  return { createdAt, resolvedAt, values };
}

function selectColumns<K extends Feature>(
  table: FeatureTable,
  times: Float64Array,
  fields: readonly K[],
): Columns<K> {
  const values = Object.fromEntries(fields.map((f) => [f, table.values[f]])) as {
    [F in K]: Float64Array;
  };
  return { times, values };
}

/** Rows kept by `keep`, ordered by `times` (stable: ties keep world order). */
function rowsSortedBy(times: Float64Array, keep: (row: number) => boolean): Int32Array {
  let kept = 0;
  for (let row = 0; row < times.length; row += 1) if (keep(row)) kept += 1;
  const rows = new Int32Array(kept);
  let sorted = true;
  for (let row = 0, next = 0; row < times.length; row += 1) {
    if (!keep(row)) continue;
    if (next > 0 && (times[rows[next - 1] ?? 0] ?? 0) > (times[row] ?? 0)) sorted = false;
    rows[next] = row;
    next += 1;
  }
  if (sorted) return rows;
  // Sorting plain numbers then copying keeps the sort stable (typed-array sort compares values).
  return Int32Array.from([...rows].sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0)));
}

/** The group keys of a conversation: one, several (labels) or none. */
type KeysOf<TKey extends string> = (c: Conversation) => TKey | readonly TKey[] | null;

/**
 * Splits `order` into one row list per key, each keeping `order`'s order; every known key gets a
 * (possibly empty) list, unknown keys are dropped. Two passes (count, then fill) so that 100k
 * rows cost no intermediate arrays.
 */
function groupRows<TKey extends string>(
  conversations: readonly Conversation[],
  order: Int32Array,
  keys: readonly TKey[],
  keysOf: KeysOf<TKey>,
): Map<TKey, Int32Array> {
  const counts = new Map<TKey, number>(keys.map((key) => [key, 0]));
  forEachKey(conversations, order, keysOf, (key) => {
    const count = counts.get(key);
    if (count !== undefined) counts.set(key, count + 1);
  });
  const groups = new Map<TKey, { rows: Int32Array; filled: number }>(
    keys.map((key) => [key, { rows: new Int32Array(counts.get(key) ?? 0), filled: 0 }]),
  );
  forEachKey(conversations, order, keysOf, (key, row) => {
    const group = groups.get(key);
    if (group === undefined) return;
    group.rows[group.filled] = row;
    group.filled += 1;
  });
  return mapValues(groups, (group) => group.rows);
}

function forEachKey<TKey extends string>(
  conversations: readonly Conversation[],
  order: Int32Array,
  keysOf: KeysOf<TKey>,
  visit: (key: TKey, row: number) => void,
): void {
  for (const row of order) {
    const conversation = conversations[row];
    if (conversation === undefined) continue;
    const keys = keysOf(conversation);
    if (keys === null) continue;
    if (typeof keys === 'string') visit(keys, row);
    else for (const key of keys) visit(key, row);
  }
}

function mapValues<TKey, TValue, TResult>(
  map: ReadonlyMap<TKey, TValue>,
  transform: (value: TValue) => TResult,
): Map<TKey, TResult> {
  return new Map([...map].map(([key, value]) => [key, transform(value)]));
}
