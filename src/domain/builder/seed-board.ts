/**
 * Demo boards for seeded projects (docs/product/demo-data.md: `prj_acme_support` is the demo
 * project for the builder). Deterministic: the same project id, variant and `now` give the same
 * board. Names avoid "Billing" on purpose: the decisions' example instructions ("add a sub-agent
 * called Billing that handles refunds") must work on the demo board.
 */
import { deriveLineChannelId } from './apply/line-channel-id.js';
import type { Board, LineChannel } from './types.js';

export type SeedBoardVariant = 'support' | 'sales' | 'empty';

export interface SeedBoardOptions {
  /** Base of LINE webhook URLs; the mock passes its own. */
  readonly webhookBase?: string;
}

/** The webhook base of openapi.yaml's Board example. */
export const DEFAULT_WEBHOOK_BASE = 'https://hooks.standin.test';

const DAY_MS = 86_400_000;

/**
 * @example
 * const board = seedBoard('prj_acme_support', 'support', new Date('2026-01-15T00:00:00Z'));
 * board.routers[0]?.name; // 'Main router'
 * seedBoard('prj_new', 'empty', new Date()).revision; // 0
 */
export function seedBoard(
  projectId: string,
  variant: SeedBoardVariant,
  now: Date,
  options: SeedBoardOptions = {},
): Board {
  const webhookBase = options.webhookBase ?? DEFAULT_WEBHOOK_BASE;
  switch (variant) {
    case 'support':
      return supportBoard(projectId, now, webhookBase);
    case 'sales':
      return salesBoard(projectId, now, webhookBase);
    case 'empty':
      return emptyBoard(projectId, now);
  }
}

function emptyBoard(projectId: string, now: Date): Board {
  return {
    projectId,
    revision: 0,
    updatedAt: now.toISOString(),
    routers: [],
    subAgents: [],
    tools: [],
    lineChannels: [],
    testMode: { enabled: false, testers: [] },
  };
}

/** A customer-support bot: orders and FAQs on LINE, unmatched conversations to a human. */
function supportBoard(projectId: string, now: Date, webhookBase: string): Board {
  return {
    projectId,
    // One applied change per item below, as if someone had built it in the builder.
    revision: 6,
    updatedAt: daysBefore(now, 2),
    routers: [
      {
        id: 'rtr_main',
        name: 'Main router',
        description: 'Sends each conversation to the sub-agent that handles its intent.',
        rules: [
          {
            id: 'rul_orders',
            intent: 'order status',
            keywords: ['order', 'tracking', 'delivery'],
            subAgentId: 'sag_orders',
          },
          {
            id: 'rul_faq',
            intent: 'general questions',
            keywords: ['hours', 'shipping', 'returns', 'policy'],
            subAgentId: 'sag_faq',
          },
        ],
        fallback: { action: 'human', subAgentId: null },
      },
    ],
    subAgents: [
      {
        id: 'sag_orders',
        name: 'Orders',
        description: 'Answers questions about orders and deliveries',
        instructions: 'Look the order up before answering. Never promise a delivery date.',
        toolIds: ['tol_order_lookup'],
      },
      {
        id: 'sag_faq',
        name: 'FAQ',
        description: 'Answers common questions about opening hours, shipping and returns',
        instructions:
          'Answer from the help centre. Link the article you used. Be concise and friendly.',
        toolIds: [],
      },
    ],
    tools: [
      {
        id: 'tol_order_lookup',
        name: 'Order lookup',
        description: 'Looks up an order by its number',
        kind: 'http',
        http: { method: 'GET', url: 'https://api.example.com/orders/{orderId}' },
        parameters: [
          { name: 'orderId', type: 'string', description: 'The order number', required: true },
        ],
      },
    ],
    lineChannels: [lineChannel(projectId, 'lin_main', 'Support LINE', true, now, webhookBase)],
    testMode: { enabled: false, testers: [] },
  };
}

/** A sales assistant: qualifies leads, books demos, still in test mode. */
function salesBoard(projectId: string, now: Date, webhookBase: string): Board {
  return {
    projectId,
    revision: 7,
    updatedAt: daysBefore(now, 1),
    routers: [
      {
        id: 'rtr_sales',
        name: 'Sales router',
        description: 'Sends pricing questions and demo requests to the right sub-agent.',
        rules: [
          {
            id: 'rul_pricing',
            intent: 'pricing questions',
            keywords: ['price', 'pricing', 'plan', 'quote', 'discount'],
            subAgentId: 'sag_pricing',
          },
          {
            id: 'rul_demo',
            intent: 'demo requests',
            keywords: ['demo', 'trial', 'meeting'],
            subAgentId: 'sag_demos',
          },
        ],
        fallback: { action: 'sub_agent', subAgentId: 'sag_pricing' },
      },
    ],
    subAgents: [
      {
        id: 'sag_pricing',
        name: 'Pricing',
        description: 'Explains plans and prices and qualifies the lead',
        instructions:
          'Ask about team size and channels before recommending a plan. Never invent discounts.',
        toolIds: ['tol_handoff'],
      },
      {
        id: 'sag_demos',
        name: 'Demos',
        description: 'Books product demos with the sales team',
        instructions: 'Offer two time slots, confirm the e-mail address, then book the demo.',
        toolIds: ['tol_book_demo', 'tol_handoff'],
      },
    ],
    tools: [
      {
        id: 'tol_book_demo',
        name: 'Book demo',
        description: 'Books a demo slot in the sales calendar',
        kind: 'http',
        http: { method: 'POST', url: 'https://api.example.com/demos{?email,slot}' },
        parameters: [
          {
            name: 'email',
            type: 'string',
            description: "The lead's e-mail address",
            required: true,
          },
          {
            name: 'slot',
            type: 'string',
            description: 'The chosen start time (ISO 8601)',
            required: true,
          },
        ],
      },
      {
        id: 'tol_handoff',
        name: 'Handoff',
        description: 'Hands the conversation to a human from the sales team',
        kind: 'builtin',
        http: null,
        parameters: [],
      },
    ],
    // Connected but not live yet: the sales team is still testing.
    lineChannels: [lineChannel(projectId, 'lin_sales', 'Sales LINE', false, now, webhookBase)],
    testMode: { enabled: true, testers: ['owner@acme.test', 'agent@acme.test'] },
  };
}

function lineChannel(
  projectId: string,
  id: string,
  name: string,
  enabled: boolean,
  now: Date,
  webhookBase: string,
): LineChannel {
  return {
    id,
    name,
    channelId: deriveLineChannelId(projectId, name, new Set()),
    webhookUrl: `${webhookBase}/line/${projectId}/${id}`,
    enabled,
    connectedAt: daysBefore(now, 30),
  };
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
