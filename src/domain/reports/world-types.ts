/**
 * The seeded "reporting world" of one organization: the entities the report endpoints talk about
 * (inboxes, teams, labels, agents, a bot) and the conversations every metric is computed from.
 *
 * The seed only names these concepts (service-interface.md, "What the service does"); their fields
 * are assumptions written down in docs/product/reports.md and docs/product/demo-data.md.
 * Timestamps are epoch milliseconds so a world is plain, JSON-serialisable data.
 */

/** Channel types an inbox can have; docs/product/demo-data.md requires line, web and email. */
export const CHANNEL_TYPES = ['web', 'email', 'line', 'whatsapp', 'facebook', 'api'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export const CONVERSATION_STATUSES = ['open', 'pending', 'resolved', 'snoozed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const AVAILABILITIES = ['online', 'busy', 'offline'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export interface Inbox {
  readonly id: string;
  readonly name: string;
  readonly channelType: ChannelType;
}

export interface Team {
  readonly id: string;
  readonly name: string;
}

export interface Label {
  readonly id: string;
  readonly name: string;
  /** `#rrggbb`, lower-case hex. */
  readonly color: string;
}

export interface Agent {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly availability: Availability;
  readonly teamId: string;
}

export interface Bot {
  readonly id: string;
  readonly name: string;
  /** The inboxes the bot answers first; conversations elsewhere never involve it. */
  readonly inboxIds: readonly string[];
}

export interface Conversation {
  /** e.g. `cnv_acme_000123`; numbered in createdAt order. */
  readonly id: string;
  readonly inboxId: string;
  readonly teamId: string | null;
  readonly assigneeId: string | null;
  readonly labelIds: readonly string[];
  /** Current status, as of the world's `now`. */
  readonly status: ConversationStatus;
  readonly createdAt: number;
  /** First outgoing reply (agent or bot); `createdAt < firstResponseAt <= now`. */
  readonly firstResponseAt: number | null;
  /** Set exactly when `status` is `resolved`; `createdAt < resolvedAt <= now`. */
  readonly resolvedAt: number | null;
  /** >= 1 */
  readonly incomingMessages: number;
  /** >= 0; 0 exactly when nobody has answered yet. */
  readonly outgoingMessages: number;
  /** Sum of reply times in whole seconds; `avgReplyTime = sum(replyTimeSum) / sum(replyCount)`. */
  readonly replyTimeSum: number;
  readonly replyCount: number;
  readonly botInvolved: boolean;
  /** The bot closed it without a human; implies `botInvolved` and `status: resolved`. */
  readonly botResolved: boolean;
  /** The bot passed it to a human; implies `botInvolved`; never together with `botResolved`. */
  readonly botHandedOff: boolean;
}

export interface ReportingWorld {
  readonly orgId: string;
  /** Short name used inside ids, e.g. `acme` in `inb_acme_web`. */
  readonly slug: string;
  /** The instant the world was generated for (epoch ms); nothing happens after it. */
  readonly now: number;
  readonly inboxes: readonly Inbox[];
  readonly teams: readonly Team[];
  readonly labels: readonly Label[];
  readonly agents: readonly Agent[];
  readonly bot: Bot;
  /** Sorted by createdAt (ascending). */
  readonly conversations: readonly Conversation[];
}
