/**
 * The conversations of a reporting world, drawn from a seeded PRNG (see seeded-random.ts for why
 * not faker).
 *
 * docs/product/demo-data.md: a few thousand conversations over the last 90 days with messages,
 * first responses, resolutions, bot resolutions and handoffs. The shapes below are only meant to
 * look plausible in a dashboard: recent days are busier, weekends and nights quieter (in UTC),
 * older conversations are mostly resolved, e-mail is slower than chat, the bot is fast.
 *
 * Invariants the report code relies on (and the tests check):
 * - sorted by createdAt, ids numbered in that order;
 * - `createdAt < firstResponseAt <= resolvedAt <= now` where present, all whole seconds;
 * - `resolvedAt !== null` exactly when `status === 'resolved'`;
 * - `botResolved` and `botHandedOff` imply `botInvolved` and never both; `botResolved` implies
 *   resolved; only inboxes of `bot.inboxIds` involve the bot;
 * - `outgoingMessages === 0` exactly when there is no first response.
 */
import { createSeededRandom, createWeightedPicker, type SeededRandom } from './seeded-random.js';
import type { WorldEntities } from './generate-entities.js';
import type { ChannelType, Conversation, ConversationStatus, Inbox, Label } from './world-types.js';

export interface GenerateConversationsOptions {
  readonly slug: string;
  readonly seed: number;
  /** Epoch ms; every conversation is created in the 90 days before it. */
  readonly now: number;
  readonly count: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WINDOW_DAYS = 90;
/** A conversation younger than this is still open: nobody could have resolved it yet. */
const FRESH_MS = 15 * MINUTE;

/** Monday..Sunday (ISO order); weekends are quiet. */
const WEEKDAY_WEIGHTS = [1.15, 1.1, 1.05, 1.05, 1, 0.55, 0.5];
/** UTC hour of day 0..23: business hours are busy. */
const HOUR_WEIGHTS = [
  0.25, 0.2, 0.15, 0.15, 0.2, 0.3, 0.5, 0.8, 1.1, 1.4, 1.5, 1.5, 1.3, 1.4, 1.5, 1.4, 1.2, 1, 0.8,
  0.7, 0.6, 0.5, 0.4, 0.3,
];
const HOURS = HOUR_WEIGHTS.map((_, hour) => hour);
const LABEL_COUNTS = [0, 1, 2, 3];
const LABEL_COUNT_WEIGHTS = [0.3, 0.4, 0.2, 0.1];

/** Human speed per channel: median first response and resolution time, in ms. */
const CHANNEL_PACE: Readonly<Record<ChannelType, { firstResponse: number; resolution: number }>> = {
  web: { firstResponse: 3 * MINUTE, resolution: 2 * HOUR },
  email: { firstResponse: 2 * HOUR, resolution: 20 * HOUR },
  line: { firstResponse: 6 * MINUTE, resolution: 3 * HOUR },
  whatsapp: { firstResponse: 5 * MINUTE, resolution: 3 * HOUR },
  facebook: { firstResponse: 20 * MINUTE, resolution: 6 * HOUR },
  api: { firstResponse: 4 * MINUTE, resolution: 2 * HOUR },
};
const CHANNEL_TRAFFIC: Readonly<Record<ChannelType, number>> = {
  web: 5,
  email: 3,
  line: 4,
  whatsapp: 3,
  facebook: 1.5,
  api: 1,
};

/**
 * Generates `count` conversations for the given entities, deterministically from `seed`.
 *
 * @example
 * const conversations = generateConversations(entities, {
 *   slug: 'acme', seed: 7, now: Date.parse('2026-01-15T00:00:00Z'), count: 3000,
 * });
 * conversations[0]?.id; // 'cnv_acme_000001', the oldest one
 */
export function generateConversations(
  entities: WorldEntities,
  options: GenerateConversationsOptions,
): Conversation[] {
  const random = createSeededRandom(options.seed);
  const createdAt = drawCreationTimes(random, options.now, options.count);
  const draw = createConversationDrawer(entities, random, options.now);
  const conversations: Conversation[] = [];
  for (let index = 0; index < createdAt.length; index += 1) {
    const id = `cnv_${options.slug}_${String(index + 1).padStart(6, '0')}`;
    conversations.push(draw(id, createdAt[index] ?? options.now - DAY));
  }
  return conversations;
}

/**
 * Creation instants in [now - 90 days, now - 1 s], whole seconds, ascending. A UTC calendar day
 * is picked by weight (recency x weekday), then an hour by weight, then a second in it;
 * instants that land outside the window (the partial first and last days) are drawn again.
 */
function drawCreationTimes(random: SeededRandom, now: number, count: number): Float64Array {
  const windowStart = now - WINDOW_DAYS * DAY;
  const firstDay = Math.floor(windowStart / DAY);
  const lastDay = Math.floor((now - SECOND) / DAY);
  const days: number[] = [];
  const weights: number[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) {
    const recency = (day - firstDay) / Math.max(lastDay - firstDay, 1);
    const isoWeekday = (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday
    days.push(day);
    weights.push((0.7 + 0.6 * recency) * (WEEKDAY_WEIGHTS[isoWeekday] ?? 1));
  }
  const pickDay = createWeightedPicker(days, weights);
  const pickHour = createWeightedPicker(HOURS, HOUR_WEIGHTS);
  const times = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    let instant = Number.NaN;
    for (
      let attempt = 0;
      attempt < 20 && !(instant >= windowStart && instant < now);
      attempt += 1
    ) {
      const second = random.int(0, HOUR / SECOND - 1);
      instant = pickDay(random) * DAY + pickHour(random) * HOUR + second * SECOND;
    }
    // A window shorter than a day could starve the loop; clamping keeps the world valid anyway.
    times[i] = Math.min(Math.max(instant, Math.ceil(windowStart / SECOND) * SECOND), now - SECOND);
  }
  return times.sort();
}

type ConversationDrawer = (id: string, createdAt: number) => Conversation;

function createConversationDrawer(
  entities: WorldEntities,
  random: SeededRandom,
  now: number,
): ConversationDrawer {
  const pickInbox = createWeightedPicker(
    entities.inboxes,
    entities.inboxes.map((inbox) => CHANNEL_TRAFFIC[inbox.channelType]),
  );
  // A few agents carry more of the load, as in real teams.
  const pickAgent = createWeightedPicker(
    entities.agents,
    entities.agents.map((_, index) => 1 + ((index * 7) % 5) / 2),
  );
  const pickTeam = createWeightedPicker(
    entities.teams,
    entities.teams.map(() => 1),
  );
  const pickLabelCount = createWeightedPicker(LABEL_COUNTS, LABEL_COUNT_WEIGHTS);
  const pickLabel = createWeightedPicker(
    entities.labels,
    entities.labels.map((_, index) => 1 / (1 + index * 0.35)),
  );
  const botInboxes = new Set(entities.bot.inboxIds);

  return (id, createdAt) => {
    const inbox = pickInbox(random);
    const ageMs = now - createdAt;
    const status = drawStatus(random, ageMs);
    const botInvolved = botInboxes.has(inbox.id) && random.chance(0.55);
    const botResolved = botInvolved && status === 'resolved' && random.chance(0.4);
    const botHandedOff = botInvolved && !botResolved && random.chance(0.75);
    const timing = drawTiming(random, { inbox, status, createdAt, now, botResolved, botInvolved });
    const assignee =
      botResolved || !random.chance(status === 'open' ? 0.7 : 0.95) ? null : pickAgent(random);
    // Mostly the assignee's own team; half of the unassigned human conversations wait in a team.
    let teamId: string | null = null;
    if (assignee !== null) teamId = random.chance(0.85) ? assignee.teamId : pickTeam(random).id;
    else if (!botResolved && random.chance(0.5)) teamId = pickTeam(random).id;
    const messages = drawMessages(random, inbox, timing.firstResponseAt !== null, botResolved);
    return {
      id,
      inboxId: inbox.id,
      teamId,
      assigneeId: assignee?.id ?? null,
      labelIds: drawLabels(random, pickLabel, pickLabelCount(random)),
      status,
      createdAt,
      firstResponseAt: timing.firstResponseAt,
      resolvedAt: timing.resolvedAt,
      ...messages,
      botInvolved,
      botResolved,
      botHandedOff,
    };
  };
}

/** Older conversations are mostly resolved; fresh ones are mostly open or pending. */
function drawStatus(random: SeededRandom, ageMs: number): ConversationStatus {
  if (ageMs < FRESH_MS) return 'open';
  const ageDays = ageMs / DAY;
  const resolvedShare = Math.min(0.94, 0.35 + 0.12 * ageDays);
  const roll = random.next();
  if (roll < resolvedShare) return 'resolved';
  const rest = (roll - resolvedShare) / (1 - resolvedShare);
  if (rest < 0.55) return 'open';
  if (rest < 0.85) return 'pending';
  return 'snoozed';
}

interface TimingInput {
  readonly inbox: Inbox;
  readonly status: ConversationStatus;
  readonly createdAt: number;
  readonly now: number;
  readonly botInvolved: boolean;
  readonly botResolved: boolean;
}

interface Timing {
  readonly firstResponseAt: number | null;
  readonly resolvedAt: number | null;
}

function drawTiming(random: SeededRandom, input: TimingInput): Timing {
  const pace = CHANNEL_PACE[input.inbox.channelType];
  const available = input.now - input.createdAt;
  const firstResponseDelay = input.botInvolved
    ? random.logNormal(4 * SECOND, 0.6)
    : random.logNormal(pace.firstResponse, 1.1);
  if (input.status === 'resolved') {
    const median = input.botResolved ? 4 * MINUTE : pace.resolution;
    let duration = random.logNormal(median, 1);
    // Resolution cannot lie in the future: squeeze it into the time that has passed.
    if (duration > available) duration = available * (0.2 + 0.8 * random.next());
    const resolution = wholeSeconds(duration);
    const response = Math.min(wholeSeconds(firstResponseDelay), resolution);
    return {
      firstResponseAt: input.createdAt + response,
      resolvedAt: input.createdAt + resolution,
    };
  }
  const answered = input.status !== 'open' || random.chance(0.55);
  if (!answered) return { firstResponseAt: null, resolvedAt: null };
  if (firstResponseDelay <= available - SECOND) {
    return {
      firstResponseAt: input.createdAt + wholeSeconds(firstResponseDelay),
      resolvedAt: null,
    };
  }
  // Pending and snoozed conversations were answered; open ones may simply still be waiting.
  if (input.status === 'open') return { firstResponseAt: null, resolvedAt: null };
  return {
    firstResponseAt: input.createdAt + wholeSeconds(available * random.next()),
    resolvedAt: null,
  };
}

interface MessageCounts {
  readonly incomingMessages: number;
  readonly outgoingMessages: number;
  readonly replyTimeSum: number;
  readonly replyCount: number;
}

function drawMessages(
  random: SeededRandom,
  inbox: Inbox,
  answered: boolean,
  botResolved: boolean,
): MessageCounts {
  const incomingMessages = 1 + geometric(random, 0.35, 25);
  if (!answered) {
    return { incomingMessages, outgoingMessages: 0, replyTimeSum: 0, replyCount: 0 };
  }
  const outgoingMessages = 1 + geometric(random, botResolved ? 0.6 : 0.4, 25);
  const replyCount = Math.min(outgoingMessages, incomingMessages);
  const medianReply = botResolved ? 3 * SECOND : CHANNEL_PACE[inbox.channelType].firstResponse;
  const meanReplySeconds = random.logNormal(medianReply, 0.8) / SECOND;
  return {
    incomingMessages,
    outgoingMessages,
    replyTimeSum: Math.max(Math.round(replyCount * meanReplySeconds), replyCount),
    replyCount,
  };
}

function drawLabels(
  random: SeededRandom,
  pickLabel: (random: SeededRandom) => Label,
  count: number,
): string[] {
  const chosen = new Set<string>();
  // Bounded retries: duplicates are simply skipped, so a conversation may end with fewer labels.
  for (let attempt = 0; attempt < count * 3 && chosen.size < count; attempt += 1) {
    chosen.add(pickLabel(random).id);
  }
  return [...chosen];
}

/** Number of failures before a success with probability `p`, capped. */
function geometric(random: SeededRandom, p: number, cap: number): number {
  let n = 0;
  while (n < cap && !random.chance(p)) n += 1;
  return n;
}

/** Floors to whole seconds, never below one: durations are strictly positive. */
function wholeSeconds(ms: number): number {
  return Math.max(Math.floor(ms / SECOND), 1) * SECOND;
}
