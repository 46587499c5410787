import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { applySuggestion } from './apply-suggestion.js';
import { interpretInstruction, MAX_CLAUSES } from './interpret-instruction.js';
import { PLANNED_ID_PREFIX } from './interpreter/project-drafts.js';
import { seedBoard } from './seed-board.js';
import { skillDefinition } from './skills.js';
import type { Board, DraftSuggestion, SkillId } from './types.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const OPENAPI_PATH = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
const NOW = new Date('2026-01-15T00:00:00.000Z');

// Boards: the seeded demo boards, plus variants built from them.
const support = seedBoard('prj_test', 'support', NOW);
const sales = seedBoard('prj_test', 'sales', NOW);
const empty = seedBoard('prj_test', 'empty', NOW);
const [mainRouter] = support.routers as [Board['routers'][number]];
/** The seeded board whose router hands what no rule matches to FAQ. */
const faqFallback: Board = {
  ...support,
  routers: support.routers.map((r) => ({
    ...r,
    fallback: { action: 'sub_agent' as const, subAgentId: 'sag_faq' },
  })),
};

const billing = {
  id: 'sag_billing',
  name: 'Billing',
  description: 'Handles refunds',
  instructions: 'Help customers with refunds. Be concise and friendly.',
  toolIds: [],
};
/** Support board with a Billing sub-agent that no rule points at yet. */
const withBilling: Board = { ...support, subAgents: [...support.subAgents, billing] };
/** Support board where Billing gets the refund questions. */
const withBillingRule: Board = {
  ...withBilling,
  routers: [
    {
      ...mainRouter,
      rules: [
        ...mainRouter.rules,
        {
          id: 'rul_refunds',
          intent: 'refund questions',
          keywords: ['refund'],
          subAgentId: 'sag_billing',
        },
      ],
    },
  ],
};
/** Support board where refund questions go to FAQ. */
const refundsToFaq: Board = {
  ...withBilling,
  routers: [
    {
      ...mainRouter,
      rules: [
        ...mainRouter.rules,
        {
          id: 'rul_refunds',
          intent: 'refund questions',
          keywords: ['refund'],
          subAgentId: 'sag_faq',
        },
      ],
    },
  ],
};
const acmeLine = {
  id: 'lin_acme',
  name: 'Acme LINE',
  channelId: '1657012345',
  webhookUrl: 'https://hooks.standin.test/line/prj_test/lin_acme',
  enabled: true,
  connectedAt: '2025-11-02T10:00:00.000Z',
};
const withAcmeLine: Board = { ...empty, lineChannels: [acmeLine] };
const twoLines: Board = { ...support, lineChannels: [...support.lineChannels, acmeLine] };

type WantedSuggestion = Partial<
  Pick<DraftSuggestion, 'skillId' | 'target' | 'payload' | 'dependsOn'>
> & {
  rationale?: RegExp;
};

interface Case {
  name: string;
  given: { instruction: string; board: Board };
  want: { suggestions: WantedSuggestion[]; reply?: RegExp };
}

const DEFAULT_ROUTER_DESCRIPTION =
  'Sends each conversation to the sub-agent that handles its intent.';

const cases: Case[] = [
  // Sub-agents
  {
    name: 'creates a sub-agent with a description and generated instructions',
    given: { instruction: 'add a sub-agent called Billing that handles refunds', board: support },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.create',
          target: { type: 'sub_agent', id: null },
          payload: {
            name: 'Billing',
            description: 'Handles refunds',
            instructions: 'Help customers with refunds. Be concise and friendly.',
          },
          dependsOn: [],
          rationale: /^You asked: "add a sub-agent called Billing that handles refunds"\./,
        },
      ],
      reply: /^I suggest 1 change: create sub-agent "Billing"\.$/,
    },
  },
  {
    name: 'creates a sub-agent and a rule to it on the existing router, depending on it',
    given: {
      instruction:
        'add a sub-agent called Billing that handles refunds and route refund questions to it',
      board: support,
    },
    want: {
      suggestions: [
        { skillId: 'sub_agent.create', dependsOn: [] },
        {
          skillId: 'router.update',
          target: { type: 'router', id: 'rtr_main' },
          payload: {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'refund questions', keywords: ['refund'], subAgentName: 'Billing' },
            ],
          },
          dependsOn: [0],
        },
      ],
      reply:
        /^I suggest 2 changes: create sub-agent "Billing"; route "refund questions" to "Billing"\.$/,
    },
  },
  {
    name: 'creates a router for the rule when the board has none',
    given: {
      instruction:
        'Add a sub-agent called Billing that handles refunds and route refund questions to it.',
      board: empty,
    },
    want: {
      suggestions: [
        { skillId: 'sub_agent.create' },
        {
          skillId: 'router.create',
          target: { type: 'router', id: null },
          payload: {
            name: 'Main router',
            description: DEFAULT_ROUTER_DESCRIPTION,
            rules: [{ intent: 'refund questions', keywords: ['refund'], subAgentName: 'Billing' }],
          },
          dependsOn: [0],
        },
      ],
    },
  },
  {
    name: 'routes to an existing sub-agent by id',
    given: { instruction: 'route refund questions to Billing', board: withBilling },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          target: { type: 'router', id: 'rtr_main' },
          payload: {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'refund questions', keywords: ['refund'], subAgentId: 'sag_billing' },
            ],
          },
          dependsOn: [],
        },
      ],
    },
  },
  {
    name: 'refuses to route to a sub-agent that does not exist and lists the existing ones',
    given: { instruction: 'route refund questions to Billing', board: support },
    want: {
      suggestions: [],
      reply: /no sub-agent called "Billing"\. Existing sub-agents: "Orders" and "FAQ"\./,
    },
  },
  {
    name: 'replaces the rule that sends the same intent elsewhere',
    given: { instruction: 'forward refund questions to Billing', board: refundsToFaq },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'refund questions', keywords: ['refund'], subAgentId: 'sag_billing' },
            ],
            removeRuleIds: ['rul_refunds'],
          },
          rationale: /replaces the rule for "refund questions", which sent them to "FAQ"/,
        },
      ],
    },
  },
  {
    name: 'does not repeat a rule the router already has',
    given: { instruction: 'send refund questions to Billing', board: withBillingRule },
    want: { suggestions: [], reply: /already sends "refund questions" to "Billing"/ },
  },
  {
    name: 'a rule cannot send to a human',
    given: { instruction: 'route complaints to a human', board: support },
    want: { suggestions: [], reply: /only send conversations to a sub-agent/ },
  },
  {
    name: 'renames a sub-agent found case-insensitively',
    given: { instruction: 'rename billing to Payments', board: withBilling },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.update',
          target: { type: 'sub_agent', id: 'sag_billing' },
          payload: { subAgentId: 'sag_billing', name: 'Payments' },
        },
      ],
      reply: /rename sub-agent "Billing" to "Payments"/,
    },
  },
  {
    name: 'renaming to the same name is a no-op',
    given: { instruction: 'rename Billing to Billing', board: withBilling },
    want: { suggestions: [], reply: /already called "Billing"/ },
  },
  {
    name: 'renaming to a name another sub-agent has is refused',
    given: { instruction: 'rename Billing to orders', board: withBilling },
    want: { suggestions: [], reply: /already a sub-agent called "Orders"/ },
  },
  {
    name: "changes a sub-agent's instructions (possessive form)",
    given: {
      instruction: "change Billing's instructions to Always ask for the order number first",
      board: withBilling,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.update',
          payload: {
            subAgentId: 'sag_billing',
            instructions: 'Always ask for the order number first',
          },
        },
      ],
    },
  },
  {
    name: 'keeps a quoted value whole, full stops included',
    given: {
      instruction: 'set the instructions of Billing to "Be polite. Always apologise first."',
      board: withBilling,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.update',
          payload: {
            subAgentId: 'sag_billing',
            instructions: 'Be polite. Always apologise first.',
          },
        },
      ],
    },
  },
  {
    name: 'updates a description ("the description of X to …")',
    given: {
      instruction: 'update the description of Billing to Handles refunds and invoices',
      board: withBilling,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.update',
          payload: { subAgentId: 'sag_billing', description: 'Handles refunds and invoices' },
        },
      ],
    },
  },
  {
    name: 'deletes a sub-agent and warns about the rule that points at it',
    given: { instruction: 'delete the Billing sub-agent', board: withBillingRule },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.delete',
          target: { type: 'sub_agent', id: 'sag_billing' },
          payload: { subAgentId: 'sag_billing' },
          rationale: /Warning: router "Main router" sends "refund questions" to "Billing"/,
        },
      ],
    },
  },
  {
    name: 'deletes by bare name ("remove Billing")',
    given: { instruction: 'remove Billing', board: withBilling },
    want: {
      suggestions: [{ skillId: 'sub_agent.delete', payload: { subAgentId: 'sag_billing' } }],
    },
  },
  {
    name: 'says when there is nothing to delete',
    given: { instruction: 'drop the Marketing sub-agent', board: support },
    want: { suggestions: [], reply: /nothing called "Marketing"/ },
  },
  {
    name: 'does not create a second sub-agent with a taken name',
    given: { instruction: 'create a sub-agent called orders', board: support },
    want: { suggestions: [], reply: /already a sub-agent called "Orders"/ },
  },
  {
    name: 'names a sub-agent from its head and describes it from "to …"',
    given: {
      instruction: 'make a Returns agent to answer questions about returns',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.create',
          payload: {
            name: 'Returns',
            description: 'Answers questions about returns',
            instructions: 'Help customers with returns. Be concise and friendly.',
          },
        },
      ],
    },
  },
  // Tools
  {
    name: 'creates an HTTP tool with a placeholder URL (docs/product/ai-builder.md example)',
    given: { instruction: 'add an HTTP tool that looks up orders', board: empty },
    want: {
      suggestions: [
        {
          skillId: 'tool.create',
          target: { type: 'tool', id: null },
          payload: {
            name: 'Order lookup',
            description: 'Looks up orders',
            kind: 'http',
            http: { method: 'GET', url: 'https://api.example.com/order-lookup' },
            parameters: [],
          },
          rationale: /placeholder/,
        },
      ],
      reply: /create HTTP tool "Order lookup"/,
    },
  },
  {
    name: 'takes URL, name and method from the instruction and parameters from the URL',
    given: {
      instruction:
        'add an HTTP tool called Invoice finder that looks up invoices at https://api.acme.test/invoices/{invoiceId}{?expand} with POST',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'tool.create',
          payload: {
            name: 'Invoice finder',
            description: 'Looks up invoices',
            kind: 'http',
            http: { method: 'POST', url: 'https://api.acme.test/invoices/{invoiceId}{?expand}' },
            parameters: [
              { name: 'invoiceId', type: 'string', description: 'The invoice id', required: true },
              { name: 'expand', type: 'string', description: 'The expand', required: false },
            ],
          },
        },
      ],
    },
  },
  {
    name: 'creates a builtin tool without http',
    given: {
      instruction: 'add a builtin tool called Handoff that hands the conversation to a human',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'tool.create',
          payload: {
            name: 'Handoff',
            description: 'Hands the conversation to a human',
            kind: 'builtin',
          },
        },
      ],
    },
  },
  {
    name: 'refuses a URL that is not a URL template',
    given: {
      instruction: 'add an HTTP tool that checks stock at https://api.acme.test/a|b',
      board: support,
    },
    want: { suggestions: [], reply: /can't use "https:\/\/api\.acme\.test\/a\|b"/ },
  },
  {
    name: 'gives a sub-agent a tool ("give X the Y tool")',
    given: { instruction: 'give FAQ the Order lookup tool', board: support },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.update',
          target: { type: 'sub_agent', id: 'sag_faq' },
          payload: { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] },
        },
      ],
    },
  },
  {
    name: 'gives a sub-agent a tool ("attach the Y tool to X")',
    given: { instruction: 'attach the Order lookup tool to FAQ', board: support },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.update',
          payload: { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] },
        },
      ],
    },
  },
  {
    name: 'giving a tool the sub-agent already has is a no-op',
    given: { instruction: 'give Orders the Order lookup tool', board: support },
    want: { suggestions: [], reply: /"Orders" already has the "Order lookup" tool/ },
  },
  {
    name: 'takes a tool away from a sub-agent without deleting it',
    given: { instruction: 'remove the Order lookup tool from Orders', board: support },
    want: {
      suggestions: [
        { skillId: 'sub_agent.update', payload: { subAgentId: 'sag_orders', toolIds: [] } },
      ],
    },
  },
  {
    name: 'deletes a tool and warns about the sub-agents using it',
    given: { instruction: 'delete the Order lookup tool', board: support },
    want: {
      suggestions: [
        {
          skillId: 'tool.delete',
          target: { type: 'tool', id: 'tol_order_lookup' },
          payload: { toolId: 'tol_order_lookup' },
          rationale: /"Orders" uses this tool/,
        },
      ],
    },
  },
  {
    name: 'renames a tool',
    given: { instruction: 'rename tool Order lookup to Order finder', board: support },
    want: {
      suggestions: [
        { skillId: 'tool.update', payload: { toolId: 'tol_order_lookup', name: 'Order finder' } },
      ],
    },
  },
  {
    name: "changes a tool's URL and re-derives its parameters",
    given: {
      instruction:
        'change the URL of the Order lookup tool to https://api.acme.test/v2/orders/{orderId}/items/{itemId}',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'tool.update',
          payload: {
            toolId: 'tol_order_lookup',
            http: {
              method: 'GET',
              url: 'https://api.acme.test/v2/orders/{orderId}/items/{itemId}',
            },
            parameters: [
              { name: 'orderId', type: 'string', description: 'The order id', required: true },
              { name: 'itemId', type: 'string', description: 'The item id', required: true },
            ],
          },
        },
      ],
    },
  },
  // Routers
  {
    name: 'creates a router',
    given: { instruction: 'create a router called Escalations', board: support },
    want: {
      suggestions: [
        {
          skillId: 'router.create',
          target: { type: 'router', id: null },
          payload: { name: 'Escalations', description: DEFAULT_ROUTER_DESCRIPTION },
        },
      ],
    },
  },
  {
    name: 'sends everything else to a human',
    given: { instruction: 'send everything else to a human', board: sales },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          target: { type: 'router', id: 'rtr_sales' },
          payload: { routerId: 'rtr_sales', fallback: { action: 'human' } },
        },
      ],
    },
  },
  {
    name: 'a fallback the router already has is a no-op',
    given: { instruction: 'send everything else to a human', board: support },
    want: { suggestions: [], reply: /already sends conversations no rule matches to a human/ },
  },
  {
    name: 'falls back to a sub-agent',
    given: { instruction: 'fall back to Billing', board: withBilling },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            fallback: { action: 'sub_agent', subAgentId: 'sag_billing' },
          },
        },
      ],
    },
  },
  {
    name: 'sets the fallback with "set the fallback to …"',
    given: { instruction: 'set the fallback to FAQ', board: support },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            fallback: { action: 'sub_agent', subAgentId: 'sag_faq' },
          },
        },
      ],
    },
  },
  {
    name: 'creates a router to hold a fallback when there is none',
    given: { instruction: 'fall back to a human', board: empty },
    want: {
      suggestions: [
        {
          skillId: 'router.create',
          payload: {
            name: 'Main router',
            description: DEFAULT_ROUTER_DESCRIPTION,
            fallback: { action: 'human' },
          },
        },
      ],
    },
  },
  {
    name: 'deletes a router',
    given: { instruction: 'delete the Main router', board: support },
    want: {
      suggestions: [
        {
          skillId: 'router.delete',
          target: { type: 'router', id: 'rtr_main' },
          payload: { routerId: 'rtr_main' },
        },
      ],
    },
  },
  {
    name: 'removes a rule by its intent',
    given: { instruction: 'remove the refund questions rule', board: withBillingRule },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: { routerId: 'rtr_main', removeRuleIds: ['rul_refunds'] },
        },
      ],
    },
  },
  // LINE
  {
    name: 'connects LINE with a default name (docs/product/ai-builder.md example)',
    given: { instruction: 'connect our LINE channel', board: empty },
    want: {
      suggestions: [
        { skillId: 'line.connect', target: { type: 'line', id: null }, payload: { name: 'LINE' } },
      ],
    },
  },
  {
    name: 'connects LINE with a channel id and a name',
    given: { instruction: 'connect LINE channel 1657012345 as Acme LINE', board: empty },
    want: {
      suggestions: [
        { skillId: 'line.connect', payload: { name: 'Acme LINE', channelId: '1657012345' } },
      ],
    },
  },
  {
    name: 'connecting a channel id that is already connected is a no-op',
    given: { instruction: 'link LINE channel 1657012345 as Acme LINE', board: withAcmeLine },
    want: { suggestions: [], reply: /1657012345 is already connected as "Acme LINE"/ },
  },
  {
    name: 'connecting LINE again without an id is a no-op',
    given: { instruction: 'connect our LINE channel', board: support },
    want: { suggestions: [], reply: /LINE is already connected/ },
  },
  {
    name: 'leaves secrets out of the suggestion',
    given: {
      instruction: 'connect LINE channel 1657012345 with secret abc and token xyz',
      board: empty,
    },
    want: {
      suggestions: [
        {
          skillId: 'line.connect',
          payload: { name: 'LINE', channelId: '1657012345' },
          rationale: /write-only/,
        },
      ],
    },
  },
  {
    name: 'disconnects the only LINE channel',
    given: { instruction: 'disconnect LINE', board: support },
    want: {
      suggestions: [
        {
          skillId: 'line.disconnect',
          target: { type: 'line', id: 'lin_main' },
          payload: { lineChannelId: 'lin_main' },
        },
      ],
    },
  },
  {
    name: 'disables a LINE channel by name',
    given: { instruction: 'disable the Acme LINE channel', board: twoLines },
    want: { suggestions: [{ skillId: 'line.disable', payload: { lineChannelId: 'lin_acme' } }] },
  },
  {
    name: 'enables a disabled LINE channel',
    given: { instruction: 'enable LINE', board: sales },
    want: { suggestions: [{ skillId: 'line.enable', payload: { lineChannelId: 'lin_sales' } }] },
  },
  {
    name: 'enabling an enabled channel is a no-op',
    given: { instruction: 'turn LINE on', board: support },
    want: { suggestions: [], reply: /already enabled/ },
  },
  {
    name: 'asks which channel when several are connected',
    given: { instruction: 'turn off LINE', board: twoLines },
    want: {
      suggestions: [],
      reply: /Several LINE channels are connected \("Support LINE" and "Acme LINE"\)/,
    },
  },
  {
    name: 'explains that no LINE channel is connected',
    given: { instruction: 'unlink LINE', board: empty },
    want: { suggestions: [], reply: /No LINE channel is connected/ },
  },
  // Test mode
  {
    name: 'turns on test mode for a tester',
    given: { instruction: 'turn on test mode for alice@acme.test', board: support },
    want: {
      suggestions: [
        {
          skillId: 'test_mode.enable',
          target: { type: 'test_mode', id: null },
          payload: { testers: ['alice@acme.test'] },
        },
      ],
    },
  },
  {
    name: 'turns on test mode without testers',
    given: { instruction: 'Please turn test mode ON', board: support },
    want: { suggestions: [{ skillId: 'test_mode.enable', payload: {} }] },
  },
  {
    name: 'enabling test mode that is on with the same testers is a no-op',
    given: {
      instruction: 'activate test mode for agent@acme.test and owner@acme.test',
      board: sales,
    },
    want: {
      suggestions: [],
      reply: /Test mode is already on for "owner@acme.test" and "agent@acme.test"/,
    },
  },
  {
    name: 'turns off test mode',
    given: { instruction: 'turn off test mode', board: sales },
    want: {
      suggestions: [
        { skillId: 'test_mode.disable', target: { type: 'test_mode', id: null }, payload: {} },
      ],
    },
  },
  {
    name: 'turning off test mode that is off is a no-op',
    given: { instruction: 'disable test mode', board: support },
    want: { suggestions: [], reply: /already off/ },
  },
  {
    name: 'adds a tester',
    given: { instruction: 'add bob@acme.test as a tester', board: sales },
    want: {
      suggestions: [{ skillId: 'test_mode.update', payload: { addTesters: ['bob@acme.test'] } }],
    },
  },
  {
    name: 'removes a tester',
    given: { instruction: 'remove owner@acme.test from testers', board: sales },
    want: {
      suggestions: [
        { skillId: 'test_mode.update', payload: { removeTesters: ['owner@acme.test'] } },
      ],
    },
  },
  // Several clauses
  {
    name: 'reads clauses joined by ";", "." and "then" in order',
    given: {
      instruction: 'turn test mode on; rename FAQ to Help. Then disable LINE',
      board: support,
    },
    want: {
      suggestions: [
        { skillId: 'test_mode.enable' },
        { skillId: 'sub_agent.update' },
        { skillId: 'line.disable' },
      ],
      reply:
        /^I suggest 3 changes: turn on test mode; rename sub-agent "FAQ" to "Help"; disable LINE channel "Support LINE"\.$/,
    },
  },
  {
    name: 'folds a rule into a router created by the same instruction, after the sub-agent it needs',
    given: {
      instruction:
        'create a router called Main, add a sub-agent called Billing, then route refunds to Billing',
      board: empty,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.create',
          payload: {
            name: 'Billing',
            description: 'Handles billing questions',
            instructions: 'Help customers with billing questions. Be concise and friendly.',
          },
        },
        {
          skillId: 'router.create',
          payload: {
            name: 'Main',
            description: DEFAULT_ROUTER_DESCRIPTION,
            rules: [{ intent: 'refunds', keywords: ['refund'], subAgentName: 'Billing' }],
          },
          dependsOn: [0],
        },
      ],
    },
  },
  {
    name: 'folds a tool and a new name into a sub-agent created by the same instruction',
    given: {
      instruction:
        'add a sub-agent called Billing that handles refunds and give it the Order lookup tool, then rename it to Payments',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.create',
          payload: {
            name: 'Payments',
            description: 'Handles refunds',
            instructions: 'Help customers with refunds. Be concise and friendly.',
            toolIds: ['tol_order_lookup'],
          },
        },
      ],
    },
  },
  {
    name: 'lines of one instruction may refer to an earlier one by name',
    given: {
      instruction:
        'add a sub-agent called Billing that handles refunds\nroute refund questions to Billing\nsend everything else to Billing',
      board: support,
    },
    want: {
      suggestions: [
        { skillId: 'sub_agent.create' },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'refund questions', keywords: ['refund'], subAgentName: 'Billing' },
            ],
          },
          dependsOn: [0],
        },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            fallback: { action: 'sub_agent', subAgentName: 'Billing' },
          },
          dependsOn: [0],
        },
      ],
    },
  },
  {
    name: 'a renamed sub-agent is found by its new name later in the instruction',
    given: {
      instruction: 'rename Billing to Payments and route refund questions to Payments',
      board: withBilling,
    },
    want: {
      suggestions: [
        { skillId: 'sub_agent.update', payload: { subAgentId: 'sag_billing', name: 'Payments' } },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'refund questions', keywords: ['refund'], subAgentId: 'sag_billing' },
            ],
          },
        },
      ],
    },
  },
  {
    name: 'gives a tool created by the same instruction by name (it has no id yet)',
    given: {
      instruction: 'add an HTTP tool called Stock check and give it to Orders',
      board: support,
    },
    want: {
      suggestions: [
        { skillId: 'tool.create' },
        {
          skillId: 'sub_agent.update',
          payload: { subAgentId: 'sag_orders', toolNames: ['Stock check'] },
          dependsOn: [0],
        },
      ],
    },
  },
  {
    name: 'suggests nothing when the message takes something back',
    given: { instruction: 'delete the faq agent? no wait, the orders agent', board: support },
    want: { suggestions: [], reply: /took something back/ },
  },
  // More phrasings
  {
    name: 'routes several intents in one clause ("A to X and B to Y"), one suggestion per rule',
    given: {
      instruction: 'route refund questions to Orders and returns questions to FAQ',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'refund questions', keywords: ['refund'], subAgentId: 'sag_orders' },
            ],
          },
        },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'returns questions', keywords: ['return'], subAgentId: 'sag_faq' },
            ],
          },
        },
      ],
      reply: /route "refund questions" to "Orders"; route "returns questions" to "FAQ"/,
    },
  },
  {
    name: 'creates each new item of a list joined by "and a …", named right after the kind word',
    given: {
      instruction:
        'set up an integration Parcel tracker (GET https://api.acme.test/parcels/{id}) and a builtin tool Escalate',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'tool.create',
          payload: {
            name: 'Parcel tracker',
            description: 'Calls GET https://api.acme.test/parcels/{id}',
            kind: 'http',
            http: { method: 'GET', url: 'https://api.acme.test/parcels/{id}' },
            parameters: [{ name: 'id', type: 'string', description: 'The id', required: true }],
          },
        },
        {
          skillId: 'tool.create',
          payload: { name: 'Escalate', description: 'Builtin tool Escalate', kind: 'builtin' },
        },
      ],
    },
  },
  {
    name: 'a condition before a comma stays with its clause, and what is not wanted names nothing',
    given: {
      instruction: 'If no rule fits, let Orders reply rather than a person',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            fallback: { action: 'sub_agent', subAgentId: 'sag_orders' },
          },
        },
      ],
    },
  },
  {
    name: "what a sub-agent's instructions should say is added to them",
    given: {
      instruction: "Orders' prompt should say: confirm the postcode before anything else",
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.update',
          payload: {
            subAgentId: 'sag_orders',
            instructions:
              'Look the order up before answering. Never promise a delivery date. Confirm the postcode before anything else.',
          },
        },
      ],
    },
  },
  {
    name: 'reads a bulleted or numbered list after an introduction, one clause per item',
    given: {
      instruction:
        'Two things:\n- rename the Main router to Triage and FAQ to Help centre\n2) delete the lookup integration, GET is not needed',
      board: support,
    },
    want: {
      suggestions: [
        { skillId: 'router.update', payload: { routerId: 'rtr_main', name: 'Triage' } },
        { skillId: 'sub_agent.update', payload: { subAgentId: 'sag_faq', name: 'Help centre' } },
        { skillId: 'tool.delete', payload: { toolId: 'tol_order_lookup' } },
      ],
      reply: /^I suggest 3 changes: [^.]*\.$/,
    },
  },
  {
    name: 'a method and URL after a comma belong to the tool the clause creates',
    given: {
      instruction: 'We need a tool called Refund status, POST https://api.acme.test/refunds',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'tool.create',
          payload: {
            name: 'Refund status',
            description: 'Calls POST https://api.acme.test/refunds',
            kind: 'http',
            http: { method: 'POST', url: 'https://api.acme.test/refunds' },
            parameters: [],
          },
        },
      ],
    },
  },
  {
    name: 'after a comma, "it must …" says how the item just named should behave',
    given: {
      instruction: 'add an agent called Returns, it must ask for the receipt',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.create',
          payload: {
            name: 'Returns',
            description: 'Handles returns questions',
            instructions:
              'Help customers with returns questions. Be concise and friendly. Ask for the receipt.',
          },
        },
      ],
    },
  },
  {
    name: 'an item named first, then a dash or colon and what to do with it',
    given: { instruction: 'Main router - rename it to Triage', board: support },
    want: {
      suggestions: [
        { skillId: 'router.update', payload: { routerId: 'rtr_main', name: 'Triage' } },
      ],
    },
  },
  {
    name: 'a tool named before a colon, what to do with it after',
    given: { instruction: 'Orderlookup tool: rename to Lookup v2', board: support },
    want: {
      suggestions: [
        { skillId: 'tool.update', payload: { toolId: 'tol_order_lookup', name: 'Lookup v2' } },
      ],
    },
  },
  {
    name: 'suggests nothing for a change on a schedule or still to be checked',
    given: { instruction: 'Pause LINE every night from 10pm', board: support },
    want: { suggestions: [], reply: /^That sounds like a change for later/ },
  },
  {
    name: 'suggests nothing when the message asks to check with someone first',
    given: {
      instruction: 'Delete the Orders agent, but I need to check with Sam before we decide',
      board: support,
    },
    want: { suggestions: [], reply: /suggest nothing now/ },
  },
  {
    name: 'taking a sub-agent off the router removes its rules, never the sub-agent',
    given: {
      instruction: 'Remove FAQ from the router, and take Orders out of the router too',
      board: support,
    },
    want: {
      suggestions: [
        { skillId: 'router.update', payload: { routerId: 'rtr_main', removeRuleIds: ['rul_faq'] } },
        {
          skillId: 'router.update',
          payload: { routerId: 'rtr_main', removeRuleIds: ['rul_orders'] },
        },
      ],
    },
  },
  {
    name: '"afterwards" joins clauses, and a verb spelled right is never corrected into a noun',
    given: {
      instruction:
        'Create an agent for warranty questions called Warranty; afterwards route claims to Warranty',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.create',
          payload: {
            name: 'Warranty',
            description: 'Handles warranty questions',
            instructions: 'Help customers with warranty questions. Be concise and friendly.',
          },
        },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [{ intent: 'claims', keywords: ['claim'], subAgentName: 'Warranty' }],
          },
          dependsOn: [0],
        },
      ],
    },
  },
  {
    name: 'an item the clause keeps is not deleted with the one it deletes',
    given: { instruction: 'Delete Orders, keep FAQ', board: support },
    want: { suggestions: [{ skillId: 'sub_agent.delete', payload: { subAgentId: 'sag_orders' } }] },
  },
  {
    name: 'items listed with "as well as" are deleted together',
    given: { instruction: 'remove the FAQ agent as well as the Order lookup tool', board: support },
    want: {
      suggestions: [
        { skillId: 'sub_agent.delete', payload: { subAgentId: 'sag_faq' } },
        { skillId: 'tool.delete', payload: { toolId: 'tol_order_lookup' } },
      ],
    },
  },
  {
    name: 'a report of what someone else did asks for nothing',
    given: {
      instruction: 'Somebody disabled LINE this morning, can you find out who',
      board: support,
    },
    want: { suggestions: [] },
  },
  {
    name: 'a request the user is not sure about suggests nothing',
    given: { instruction: 'Delete the FAQ agent?? Not sure tbh', board: support },
    want: { suggestions: [], reply: /suggest nothing now/ },
  },
  {
    name: 'a name in single quotes, and a name right after a singular kind word',
    given: {
      instruction:
        "create router 'Night shift', then add a sub-agent Complaints for angry customers",
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'router.create',
          payload: { name: 'Night shift', description: DEFAULT_ROUTER_DESCRIPTION },
        },
        {
          skillId: 'sub_agent.create',
          payload: {
            name: 'Complaints',
            description: 'Handles angry customers',
            instructions: 'Help customers with angry customers. Be concise and friendly.',
          },
        },
      ],
    },
  },
  {
    name: 'new items listed between dashes after a counted plural',
    given: { instruction: 'Add two agents – Sales and Support – please', board: empty },
    want: {
      suggestions: [{ skillId: 'sub_agent.create' }, { skillId: 'sub_agent.create' }],
      reply: /create sub-agent "Sales"; create sub-agent "Support"/,
    },
  },
  {
    name: 'a field of an item is not the item: deleting its instructions deletes nothing',
    given: { instruction: "Delete the Orders agent's description", board: support },
    want: { suggestions: [] },
  },
  {
    name: '"It handles …" after a new sub-agent is its description',
    given: { instruction: 'Make a Loyalty agent. It covers points and rewards.', board: support },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.create',
          payload: {
            name: 'Loyalty',
            description: 'Covers points and rewards',
            instructions: 'Help customers with loyalty questions. Be concise and friendly.',
          },
        },
      ],
    },
  },
  {
    name: 'rules listed with commas, ending with where everything else goes',
    given: {
      instruction: 'Send refunds to FAQ, invoices to Orders and everything else to Orders',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [{ intent: 'refunds', keywords: ['refund'], subAgentId: 'sag_faq' }],
          },
        },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [{ intent: 'invoices', keywords: ['invoice'], subAgentId: 'sag_orders' }],
          },
        },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            fallback: { action: 'sub_agent', subAgentId: 'sag_orders' },
          },
        },
      ],
    },
  },
  {
    name: '"&" and "+" join clauses when a verb follows, and stay inside a name otherwise',
    given: { instruction: 'rename FAQ to Help & Support + disable LINE', board: support },
    want: {
      suggestions: [
        { skillId: 'sub_agent.update', payload: { subAgentId: 'sag_faq', name: 'Help & Support' } },
        { skillId: 'line.disable', payload: { lineChannelId: 'lin_main' } },
      ],
    },
  },
  {
    name: 'a list of changes that starts with nouns ("new router …"), numbered inline',
    given: {
      instruction: '1) new router Night desk 2) new agent Loyalty 3) point points questions at it',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'router.create',
          payload: { name: 'Night desk', description: DEFAULT_ROUTER_DESCRIPTION },
        },
        { skillId: 'sub_agent.create' },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'points questions', keywords: ['point'], subAgentName: 'Loyalty' },
            ],
          },
          dependsOn: [1],
        },
      ],
    },
  },
  {
    name: '"After adding X, …" creates X first',
    given: {
      instruction: 'After creating a Gifts agent, route gift card questions to it',
      board: support,
    },
    want: {
      suggestions: [{ skillId: 'sub_agent.create' }, { skillId: 'router.update', dependsOn: [0] }],
    },
  },
  {
    name: 'Japanese: 「…担当の X」 gives a new sub-agent its topic, and 「そちら」 is the one just made',
    given: {
      instruction: '配送担当の Shipping エージェントを作って、配送の質問はそちらに回して',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.create',
          payload: {
            name: 'Shipping',
            description: '配送を担当',
            instructions: '配送についてお客様をサポートしてください。簡潔で丁寧に答えてください。',
          },
        },
        { skillId: 'router.update', dependsOn: [0] },
      ],
    },
  },
  {
    name: 'Japanese: 「X をテスターにして」 adds a tester',
    given: { instruction: 'dana@acme.test をテスターにしてください', board: support },
    want: {
      suggestions: [{ skillId: 'test_mode.update', payload: { addTesters: ['dana@acme.test'] } }],
    },
  },
  {
    name: 'Thai: a channel id right after LINE is no part of a name; อยากได้ asks for a new item',
    given: {
      instruction:
        'เชื่อมต่อ LINE 1657099999 แล้วก็อยากได้เครื่องมือ HTTP ชื่อ Stock check ที่ https://api.acme.test/stock/{sku}',
      board: support,
    },
    want: {
      suggestions: [
        { skillId: 'line.connect', payload: { name: 'LINE', channelId: '1657099999' } },
        { skillId: 'tool.create' },
      ],
    },
  },
  {
    name: 'Thai: "let X answer" when no rule matches sets the fallback',
    given: { instruction: 'ถ้าไม่มีกฎไหนตรง ให้ Orders ตอบแทน', board: support },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            fallback: { action: 'sub_agent', subAgentId: 'sag_orders' },
          },
        },
      ],
    },
  },
  {
    name: 'more ways to say a new name and where unmatched conversations go',
    given: {
      instruction:
        "FAQ's name should be Help Desk. Let Orders answer anything nobody else handles.",
      board: support,
    },
    want: {
      suggestions: [
        { skillId: 'sub_agent.update', payload: { subAgentId: 'sag_faq', name: 'Help Desk' } },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            fallback: { action: 'sub_agent', subAgentId: 'sag_orders' },
          },
        },
      ],
    },
  },
  {
    name: 'Japanese: 「それから」 opening a clause only joins it to the one before',
    given: {
      instruction: 'FAQ の名前を Help に変えて、それからテストモードをオンにして',
      board: support,
    },
    want: {
      suggestions: [
        { skillId: 'sub_agent.update', payload: { subAgentId: 'sag_faq', name: 'Help' } },
        { skillId: 'test_mode.enable' },
      ],
    },
  },
  {
    name: 'never removes a rule that only an earlier clause adds',
    given: { instruction: 'route refunds to FAQ; route refunds to Orders', board: support },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [{ intent: 'refunds', keywords: ['refund'], subAgentId: 'sag_faq' }],
          },
        },
        {
          skillId: 'router.update',
          payload: {
            routerId: 'rtr_main',
            addRules: [{ intent: 'refunds', keywords: ['refund'], subAgentId: 'sag_orders' }],
          },
        },
      ],
    },
  },
  {
    name: '"stop routing X to Y" removes that rule',
    given: { instruction: 'stop routing order status to Orders', board: support },
    want: {
      suggestions: [
        {
          skillId: 'router.update',
          payload: { routerId: 'rtr_main', removeRuleIds: ['rul_orders'] },
        },
      ],
    },
  },
  {
    name: '"the router" means the only router',
    given: { instruction: 'delete the router', board: support },
    want: { suggestions: [{ skillId: 'router.delete', payload: { routerId: 'rtr_main' } }] },
  },
  {
    name: 'only LINE can be connected',
    given: { instruction: 'connect Facebook', board: support },
    want: { suggestions: [], reply: /only connect LINE channels/ },
  },
  {
    name: 'asks what a tool does when nothing names it',
    given: { instruction: 'add a tool', board: support },
    want: { suggestions: [], reply: /Tell me what the tool does or what to call it/ },
  },
  {
    name: 'names an HTTP tool after its URL when nothing else names it',
    given: { instruction: 'add an HTTP tool at https://api.acme.test/stock/{sku}', board: support },
    want: {
      suggestions: [
        {
          skillId: 'tool.create',
          payload: {
            name: 'Stock',
            description: 'Calls GET https://api.acme.test/stock/{sku}',
            kind: 'http',
            http: { method: 'GET', url: 'https://api.acme.test/stock/{sku}' },
            parameters: [{ name: 'sku', type: 'string', description: 'The sku', required: true }],
          },
        },
      ],
    },
  },
  {
    name: 'reads a plural possessive and "to:" ("Orders\' system prompt to: …")',
    given: {
      instruction: "update Orders' system prompt to: Look the order up first.",
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.update',
          payload: { subAgentId: 'sag_orders', instructions: 'Look the order up first' },
        },
      ],
    },
  },
  {
    name: 'reads "<name> <field> to <value>" without a possessive',
    given: { instruction: 'set Order lookup method to post', board: support },
    want: {
      suggestions: [
        {
          skillId: 'tool.update',
          payload: {
            toolId: 'tol_order_lookup',
            http: { method: 'POST', url: 'https://api.example.com/orders/{orderId}' },
          },
        },
      ],
    },
  },
  {
    name: '"let X use Y" gives a tool',
    given: { instruction: 'let FAQ use the Order lookup tool', board: support },
    want: {
      suggestions: [
        {
          skillId: 'sub_agent.update',
          payload: { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] },
        },
      ],
    },
  },
  {
    name: '"it" follows a rename',
    given: { instruction: 'rename Orders to Deliveries, then delete it', board: support },
    want: {
      suggestions: [
        { skillId: 'sub_agent.update', payload: { subAgentId: 'sag_orders', name: 'Deliveries' } },
        { skillId: 'sub_agent.delete', payload: { subAgentId: 'sag_orders' } },
      ],
      reply: /delete sub-agent "Deliveries"/,
    },
  },
  {
    name: 'deleting what the same instruction creates is explained, not suggested',
    given: { instruction: 'add a sub-agent called Billing and delete it', board: support },
    want: {
      suggestions: [{ skillId: 'sub_agent.create' }],
      reply: /only created by this instruction/,
    },
  },
  // Not understood
  {
    name: 'an instruction it cannot understand gives no suggestions and lists examples',
    given: { instruction: 'what is the weather like in Osaka?', board: support },
    want: {
      suggestions: [],
      reply:
        /^I didn't understand "what is the weather like in Osaka"\. Try instructions like "[^"]+"(, "[^"]+"){2,4}\.$/,
    },
  },
  {
    name: 'a clause it cannot understand is reported next to the suggestions',
    given: { instruction: 'add a sub-agent called Billing. Sing a song.', board: support },
    want: {
      suggestions: [{ skillId: 'sub_agent.create' }],
      reply:
        /^I suggest 1 change: create sub-agent "Billing"\. I didn't understand "Sing a song"\.$/,
    },
  },
  {
    name: 'a blank instruction is not understood',
    given: { instruction: '   \n  ', board: support },
    want: { suggestions: [], reply: /Try instructions like/ },
  },
  // Japanese and Thai
  {
    name: 'a Japanese clause that only gives the URL belongs to the tool created before it',
    given: {
      instruction:
        'Inventory という API を追加してください。URL は https://api.acme.test/inventory/{sku}です',
      board: support,
    },
    want: {
      suggestions: [
        {
          skillId: 'tool.create',
          payload: expect.objectContaining({
            name: 'Inventory',
            kind: 'http',
            http: { method: 'GET', url: 'https://api.acme.test/inventory/{sku}' },
          }) as DraftSuggestion['payload'],
        },
      ],
    },
  },
  {
    name: 'Thai polite particles never become part of a new name, and และ before a verb splits',
    given: { instruction: 'เปลี่ยนชื่อ FAQ เป็น Help Desk ด้วยนะคะ และลบ Orders', board: support },
    want: {
      suggestions: [
        { skillId: 'sub_agent.update', payload: { subAgentId: 'sag_faq', name: 'Help Desk' } },
        { skillId: 'sub_agent.delete', payload: { subAgentId: 'sag_orders' } },
      ],
    },
  },
];

let validators: Map<string, ValidateFunction>;

beforeAll(async () => {
  const api = (await SwaggerParser.dereference(OPENAPI_PATH)) as unknown as {
    components: { schemas: Record<string, object> };
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  validators = new Map();
  for (const name of new Set(allSkillIds().map((id) => skillDefinition(id).inputSchemaName))) {
    const schema = api.components.schemas[name];
    if (!schema) throw new Error(`openapi.yaml has no components.schemas.${name}`);
    validators.set(name, ajv.compile(schema));
  }
});

function allSkillIds(): SkillId[] {
  return [
    'router.create',
    'router.update',
    'router.delete',
    'sub_agent.create',
    'sub_agent.update',
    'sub_agent.delete',
    'tool.create',
    'tool.update',
    'tool.delete',
    'line.connect',
    'line.disconnect',
    'line.enable',
    'line.disable',
    'test_mode.enable',
    'test_mode.disable',
    'test_mode.update',
  ];
}

function payloadProblems(suggestion: DraftSuggestion): string | null {
  const validate = validators.get(skillDefinition(suggestion.skillId).inputSchemaName);
  if (!validate) return `no validator for ${suggestion.skillId}`;
  return validate(suggestion.payload) ? null : JSON.stringify(validate.errors);
}

/** Applies every suggestion in order to prove the interpreter suggests only what can apply. */
function applyAll(board: Board, suggestions: readonly DraftSuggestion[]): Board {
  let counter = 0;
  let current = board;
  for (const suggestion of suggestions) {
    const result = applySuggestion(current, suggestion, {
      now: NOW,
      newId: (prefix) => `${prefix}_new_${(counter += 1)}`,
      webhookBase: 'https://hooks.standin.test',
    });
    if (!result.ok) throw new Error(`${suggestion.title}: ${result.code} ${result.message}`);
    current = result.board;
  }
  return current;
}

describe('interpretInstruction', () => {
  it('has a table of at least 35 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(35);
  });

  describe.each(cases)('$name', ({ given, want }) => {
    const result = interpretInstruction(given.instruction, given.board);

    it('suggests what the case wants', () => {
      expect(result.suggestions.map((s) => s.skillId)).toEqual(
        want.suggestions.map((s, index) => s.skillId ?? result.suggestions[index]?.skillId),
      );
      for (const [index, wanted] of want.suggestions.entries()) {
        const actual = result.suggestions[index] as DraftSuggestion;
        const { rationale, ...exact } = wanted;
        for (const [key, value] of Object.entries(exact)) {
          expect(actual[key as keyof typeof exact], `suggestion ${index} ${key}`).toEqual(value);
        }
        if (rationale) expect(actual.rationale).toMatch(rationale);
      }
      if (want.reply) expect(result.reply).toMatch(want.reply);
    });

    it('gives payloads that validate against their skill input schema', () => {
      for (const suggestion of result.suggestions) {
        expect(payloadProblems(suggestion), suggestion.title).toBeNull();
      }
    });

    it('gives well-formed suggestions that apply to the board in order', () => {
      for (const [index, suggestion] of result.suggestions.entries()) {
        const definition = skillDefinition(suggestion.skillId);
        expect(suggestion.operation).toBe(definition.operation);
        expect(suggestion.target.type).toBe(definition.targetType);
        expect(suggestion.title.length).toBeGreaterThan(0);
        expect(suggestion.rationale).toMatch(/^You asked: "/);
        expect(suggestion.dependsOn.every((dep) => dep < index)).toBe(true);
        expect(JSON.stringify(suggestion.payload)).not.toContain(PLANNED_ID_PREFIX);
      }
      expect(result.reply.length).toBeGreaterThan(0);
      expect(() => applyAll(given.board, result.suggestions)).not.toThrow();
    });
  });

  it('is deterministic', () => {
    for (const { given } of cases) {
      expect(interpretInstruction(given.instruction, given.board)).toEqual(
        interpretInstruction(given.instruction, given.board),
      );
    }
  });

  it('never changes the board it reads', () => {
    const before = JSON.stringify(withBillingRule);
    interpretInstruction(
      'delete Billing, rename Orders to Deliveries and route refunds to FAQ',
      withBillingRule,
    );
    expect(JSON.stringify(withBillingRule)).toBe(before);
  });

  it(`reads at most ${MAX_CLAUSES} clauses and says so`, () => {
    const instruction = Array.from(
      { length: 25 },
      (_, index) => `add tester t${index}@acme.test`,
    ).join('; ');
    const result = interpretInstruction(instruction, support);
    // One change of the testers list, with the testers of the first 20 parts.
    expect(result.suggestions).toHaveLength(1);
    expect(result.suggestions[0]?.payload).toEqual({
      addTesters: Array.from({ length: MAX_CLAUSES }, (_, index) => `t${index}@acme.test`),
    });
    expect(result.reply).toMatch(/only read the first 20 parts/);
  });

  it('answers adversarial 4000-character instructions within a few milliseconds', () => {
    const adversarial = [
      'a'.repeat(4000),
      ' '.repeat(4000),
      'route '.padEnd(4000, 'to '),
      'give '.padEnd(4000, 'x '),
      'rename '.padEnd(4000, 'to as '),
      'add '.padEnd(4000, 'and add '),
      'add a sub-agent called '.padEnd(4000, 'that '),
      'add an HTTP tool at https://'.padEnd(4000, '{a}'),
      'turn on test mode for '.padEnd(4000, 'a.'),
      `${'a@'.repeat(1000)}b.cd`.padEnd(4000, '.'),
      'change '.padEnd(4000, "x's "),
      'please '.repeat(571).slice(0, 4000),
      '"'.padEnd(4000, 'and add a tool '),
      'route refunds to '.padEnd(4000, '-'),
      'the description of '.padEnd(4000, 'x to '),
      'delete '.padEnd(4000, 'x from '),
      'remove the rule '.padEnd(4000, 'rule '),
      'route '.padEnd(4000, 'a to Orders and '),
      Array.from({ length: 20 }, () => `route ${'x to Orders and '.repeat(12)}`).join('; '),
      Array.from({ length: 20 }, () => `give ${'Orders '.repeat(25)}`).join('; '),
      Array.from({ length: 20 }, () => `delete Orders${' from Orders'.repeat(15)}`).join('; '),
      // Rewrites of indirect English, Japanese and Thai.
      'we need '.padEnd(4000, 'a tool should go to '),
      'tell '.padEnd(4000, 'x to '),
      'when no rule matches, '.padEnd(4000, 'hand it to '),
      'delte '.padEnd(4000, 'agnet tset mdoe '),
      'に'.repeat(4000),
      'FAQ に'.padEnd(4000, 'は を 回して'),
      'Orders エージェントに'.padEnd(4000, 'ように'),
      'ส่ง'.padEnd(4000, 'ให้ '),
      `${'a '.repeat(1999)}ก`,
      'เปลี่ยนชื่อ '.padEnd(4000, 'เป็น x '),
      // A field's value over many sentences, and many reasons before a request.
      "FAQ's instructions: ".padEnd(4000, 'a. '),
      'ので、'.repeat(1300),
      // Shouted: a message in capitals is lowered word by word.
      'A'.repeat(4000),
      'ROUTE '.padEnd(4000, 'X@Y '),
    ].map((instruction) => instruction.slice(0, 4000));
    for (const instruction of adversarial) {
      expect(instruction.length).toBeLessThanOrEqual(4000);
      // The fastest of a few runs: catastrophic backtracking is slow on every run, while a busy
      // CI machine only slows some of them down.
      const fastest = Math.min(
        ...Array.from({ length: 5 }, () => {
          const started = performance.now();
          interpretInstruction(instruction, support);
          return performance.now() - started;
        }),
      );
      expect(fastest, instruction.slice(0, 40)).toBeLessThan(25);
    }
  });
});

/** "skill target" for each suggestion: the target's id, or the new item's name. */
function actions(instruction: string, board: Board = support): string[] {
  return interpretInstruction(instruction, board).suggestions.map(
    (s) => `${s.skillId} ${s.target.id ?? String((s.payload as { name?: string }).name ?? '-')}`,
  );
}

describe('interpretInstruction on ordinary phrasings', () => {
  it.each([
    // Shorthand of notes and chat: each names one request.
    ['put the lookup tool on FAQ', ['sub_agent.update sag_faq']],
    ['FAQ agent name to Information', ['sub_agent.update sag_faq']],
    ['please off LINE', ['line.disable lin_main']],
    ['LINE should be switched off', ['line.disable lin_main']],
    ['description for FAQ = Answers store questions', ['sub_agent.update sag_faq']],
    ['routing: refunds to Orders', ['router.update rtr_main']],
    [
      'delete FAQ / route refunds to Orders',
      ['sub_agent.delete sag_faq', 'router.update rtr_main'],
    ],
    ['lookup tool should be a post request now', ['tool.update tol_order_lookup']],
    [
      'rename the router to Front counter; also the lookup tool to Order finder',
      ['router.update rtr_main', 'tool.update tol_order_lookup'],
    ],
    // A Thai courtesy after a message in English.
    ['faq.tools += order_lookup นะครับ', ['sub_agent.update sag_faq']],
    ['please delete FAQ นะคะ', ['sub_agent.delete sag_faq']],
    // Thai chat: "ให้ที" asks politely (no tool is given), "จ้า" first says yes.
    ['จ้า เปลี่ยนชื่อ tool Order lookup เป็น Parcel lookup ให้ทีจ้า', ['tool.update tol_order_lookup']],
    // A three-letter name in capitals with two letters swapped.
    ['relabel FQA as Help Center', ['sub_agent.update sag_faq']],
    ['delete FQA', ['sub_agent.delete sag_faq']],
    // A time said in the reason before "so", "に向けて" or "เลย…" says nothing of when.
    ['going live tomorrow morning so turn on test mode now', ['test_mode.enable -']],
    ['going live tomorrow so turn on test mode then', []],
    ['来週のリリースに向けて、テストモードをオンにしてください', ['test_mode.enable -']],
    ['สัปดาห์หน้าจะเปิดฟีเจอร์ใหม่ เลยอยากให้เปิดโหมดทดสอบ', ['test_mode.enable -']],
    // What a new agent tells customers may say a time.
    [
      'Please add an agent called Outages that tells customers our trading hours during load shedding',
      ['sub_agent.create Outages'],
    ],
    // Japanese names: "っていう", "…って名前で", 「…」 straight before the kind.
    ['「ビザ相談」っていうサブエージェントを作って', ['sub_agent.create ビザ相談']],
    [
      '予約の変更を受け付けるサブエージェントを「予約受付」って名前で追加してもらえますか？',
      ['sub_agent.create 予約受付'],
    ],
    ['「コーデ相談」エージェント追加して！', ['sub_agent.create コーデ相談']],
    ['・「売却査定」エージェントを作成', ['sub_agent.create 売却査定']],
    // Thai: a Latin word in what a new agent answers is no second agent; the name is the one
    // after "ชื่อ", typed against what it is for or in the next sentence.
    ['เพิ่มเอเจนต์ชื่อ Booking ให้ตอบเรื่อง check-in/check-out', ['sub_agent.create Booking']],
    ['สร้าง sub agent ชื่อ Billing ดูแลเรื่องคืนเงิน', ['sub_agent.create Billing']],
    ['สร้างเอเจนต์ใหม่ชื่อจองคลาสให้ตอบเรื่องการจองคลาสโยคะ', ['sub_agent.create จองคลาส']],
    [
      'รบกวนเพิ่มเครื่องมือสำหรับขอ late check-out ค่ะ ชื่อ Late checkout request ใช้ POST ไปที่ https://pms.test/api/stays/{bookingId}',
      ['tool.create Late checkout request'],
    ],
    // A sticker sent along, a stretched "นะ": neither is part of a name.
    ['เชื่อมต่อ LINE ช่อง 1657098765 ชื่อ Thailand OA [สติกเกอร์ขอบคุณ]', ['line.connect Thailand OA']],
    ['เชื่อมต่อ LINE ช่อง 1657098765 ชื่อ Thailand OAน้าาา', ['line.connect Thailand OA']],
    // Japanese voice input: no marks between requests.
    [
      'LINE を止めてFAQ エージェントを削除してください',
      ['line.disable lin_main', 'sub_agent.delete sag_faq'],
    ],
    [
      'FAQ を削除してください新しく Help というエージェントを作ってください',
      ['sub_agent.delete sag_faq', 'sub_agent.create Help'],
    ],
    // "ถ้ามีคนถามเรื่อง X ให้ส่งไป FAQ" routes X; "กฏ" is a rule misspelt; "…も…に回して" routes too.
    ['ถ้าสมาชิกถามเรื่องพักสมาชิก/freeze membership ให้ส่งไป FAQ นะครับ', ['router.update rtr_main']],
    ['เอากฏเรื่องคำถามทั่วไปออก', ['router.update rtr_main']],
    ['教材の発送状況の問い合わせもオーダーズに回すようにしてください', ['router.update rtr_main']],
    ['เปลี่ยนคำสั่งของ FAQ เป็น "ถ้าลูกค้าถามเรื่องออเดอร์ ให้ส่งต่อไปที่ Orders"', ['sub_agent.update sag_faq']],
    // A Thai aside in brackets says why or what stays, and asks nothing.
    ['ปิดการตอบใน Support LINE ชั่วคราว (ไม่ต้องยกเลิกการเชื่อมต่อ)', ['line.disable lin_main']],
    [
      'Returns というエージェントを作って返品の質問はそこに回して',
      ['sub_agent.create Returns', 'router.update rtr_main'],
    ],
    // "…のルールは消して", "連携外して" (no を), "เปลี่ยนชือ" (no tone mark).
    ['注文状況のルールはいらないので消してください', ['router.update rtr_main']],
    [
      '旧アカウントのSupport LINEは解約したので、連携外しておいてください',
      ['line.disconnect lin_main'],
    ],
    ['เปลี่ยนชือ Orders เป็น สถานะรถ ได้มั้ยครับ ลูกค้าส่วนใหญ่ถามว่ารถมาถึงยัง', ['sub_agent.update sag_orders']],
    // A Thai name after "ทูล" is another tool, never the board's only one.
    ['ให้ FAQ ใช้ทูล ส่งต่อทีมซัพพอร์ต ได้', []],
    // Stretched greetings and words that only take the turn open a request.
    ['hii can u make a sub-agent called Promotions', ['sub_agent.create Promotions']],
    ['Righto - new agent called Footy Tipping', ['sub_agent.create Footy Tipping']],
    // A new agent named before "that answers …" is new, never the agent the words describe.
    [
      'create a sub-agent called Route Planner that answers questions about delivery routes',
      ['sub_agent.create Route Planner'],
    ],
    [
      'um so a sub-agent called Promotions that answers questions, and route promo questions there?',
      [],
    ],
    // Dictation: "new line" between requests; "new LINE channel" is a channel.
    [
      'rename the F A Q agent to general questions new line rename the orders agent to tracking new line thanks',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    ['connect the new line channel 1657012345 as Osaka LINE', ['line.connect Osaka LINE']],
    // Run-on dictation: a capitalised remark or "Also", or a verb after a name, starts anew.
    [
      'add a sub-agent called Payments that handles payment problems Also route payment failures to Payments',
      ['sub_agent.create Payments', 'router.update rtr_main'],
    ],
    [
      'turn off LINE delete the lookup tool',
      ['line.disable lin_main', 'tool.delete tol_order_lookup'],
    ],
    [
      'delete the FAQ agent The help centre widget answers all of that now',
      ['sub_agent.delete sag_faq'],
    ],
    ['rename FAQ to The Help Desk', ['sub_agent.update sag_faq']],
    [
      'create a builtin tool Escalate and give it to Orders',
      ['tool.create Escalate', 'sub_agent.update sag_orders'],
    ],
    // A hedge before a request, or an idea the message goes ahead with, asks; a musing does not.
    ['Not sure if this is possible, but could we delete FAQ', ['sub_agent.delete sag_faq']],
    [
      "might be worth renaming Orders to Order help? yeah let's do that",
      ['sub_agent.update sag_orders'],
    ],
    [
      "I was thinking maybe we could give FAQ the Order lookup tool too. Let's try it.",
      ['sub_agent.update sag_faq'],
    ],
    ['might be worth renaming Orders to Order help?', []],
    ['not sure if we should delete FAQ', []],
    // "those" after a sentence of what people ask about is that topic; alone, it is none.
    [
      'patients keep asking about parking and the bot just passes them on. can those go to the FAQ agent?',
      ['router.update rtr_main'],
    ],
    ['Can we point those at the FAQ agent?', []],
    // Passing chats to a person is no rule for the sub-agent named; people are no topic.
    ['Orders will need a way to pass chats to a person then', []],
    ['send customers to Orders', []],
    [
      'two tweaks — Orders: always mention which courier has the parcel. FAQ: never discuss order status, send people to Orders instead.',
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    // A LINE channel's id and name said apart from the request to connect it.
    [
      'client sent their LINE details. channel id is 1700345678, can you hook it up as Sakura Dental LINE',
      ['line.connect Sakura Dental LINE'],
    ],
    [
      'เชื่อม LINE OA สาขาสยามหน่อยครับ channel id 1660238471 ตั้งชื่อว่า LINE สาขาสยาม',
      ['line.connect LINE สาขาสยาม'],
    ],
    ['Pending approval: connect LINE channel 1657678901 as Nagoya LINE', []],
    ['we connected LINE channel 1711122233 as Bella Vista LINE yesterday', []],
    // Shouted: read as typed in lower case, board names as the board writes them.
    [
      'RENAME THE ROUTER TO TRIAGE AND DELETE FAQ',
      ['router.update rtr_main', 'sub_agent.delete sag_faq'],
    ],
    ['PLEASE MAKE AGENT FOR REFUND, NAME IS REFUNDS', ['sub_agent.create Refunds']],
    [
      'Please to dELETE THE ORDER LOOKUP TOOL AND THE MAIN ROUTER, BOTH ARE BROKEN',
      ['tool.delete tol_order_lookup', 'router.delete rtr_main'],
    ],
    // A request passed on in quotes is the request; "schedule questions" are a topic, not a time.
    [
      'Forwarding from Jen: "please disconnect LINE and delete the Main router, we\'re moving to the web widget"',
      ['line.disconnect lin_main', 'router.delete rtr_main'],
    ],
    [
      "Hi! Forwarding a note from Ana: 'the bot should send gift card questions to FAQ.' Thanks!",
      ['router.update rtr_main'],
    ],
    ['Also add a rule for class schedule questions to go to FAQ.', ['router.update rtr_main']],
    // Indian English: "one" as an article, "I request you to …".
    [
      'Hello, I request you to add one rule so that questions on M-Pesa payments go to the FAQ agent.',
      ['router.update rtr_main'],
    ],
    [
      'Need one more specialist: Subscriptions, for monthly box questions',
      ['sub_agent.create Subscriptions'],
    ],
    // A new LINE channel's name in quotes, with no "as" before it.
    ['connect LINE channel 1688420913 "Acme Shop LINE"', ['line.connect Acme Shop LINE']],
    // "assign" gives a tool; "might as well" asks; a checkbox bullet is a bullet; "the routing
    // rule for …" is a rule; "to the same" is to what was just named.
    ['assign the Order lookup tool to FAQ', ['sub_agent.update sag_faq']],
    ['Might as well disconnect LINE.', ['line.disconnect lin_main']],
    ['- [ ] new agent Personal training (PT bookings)', ['sub_agent.create Personal training']],
    ['add a routing rule for cancellation queries to Orders', ['router.update rtr_main']],
    [
      'create one sub-agent named Cancellations which will handle order cancellations, and add the rule for cancellation queries to the same',
      ['sub_agent.create Cancellations', 'router.update rtr_main'],
    ],
    // A capital inside a sentence is a name, not a time ("Schedule").
    [
      'Add two sub-agents: Exams for entrance exam questions and Schedule for class timetable questions.',
      ['sub_agent.create Exams', 'sub_agent.create Schedule'],
    ],
    ['Please schedule the FAQ deletion for Monday', []],
    // A colleague's request passed on, with the go-ahead or declined.
    ['Mia asked: can we route refunds to Orders? Go ahead.', ['router.update rtr_main']],
    ["Jonas asked to rename FAQ, but I'd rather keep the name.", []],
    // A request of its own is no topic; what is already so or done asks for nothing.
    ['Add analytics for how many chats go to FAQ.', []],
    ['make sure tracking questions go to Orders', []],
    ['Routing: refunds -> Orders (done), coupons -> FAQ (done)', []],
    // Other platforms' words for a rule, the fallback and a human.
    ['new intent: warranty claims -> Orders', ['router.update rtr_main']],
    ['make Orders the catch-all when no intent matches', ['router.update rtr_main']],
    [
      "escalation path for anything the router can't match should be Orders",
      ['router.update rtr_main'],
    ],
    ['add a builtin tool called Human handoff', ['tool.create Human handoff']],
    [
      'Add tool Refund lookup (GET https://api.acme.test/refunds/{orderId}) and hook it up to Orders and FAQ',
      ['tool.create Refund lookup', 'sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    // A remark after the name, with its own subject, is no part of the name.
    [
      'please ditch the FAQ sub-agent, Zendesk Guide covers all of that now',
      ['sub_agent.delete sag_faq'],
    ],
    ['scrap the Main router, routing happens upstream in Intercom now', ['router.delete rtr_main']],
    // "a new one" is of the kind said before, also for a router's rules after a colon.
    [
      'Delete the Main router. Create a new one called Welcome desk: order questions to Orders, and anything else to a human.',
      ['router.delete rtr_main', 'router.create Welcome desk'],
    ],
    // Quoted text is a value, never a word about when to act.
    [
      'Orders の指示を「必ず注文番号を確認してから回答する」に変更して',
      ['sub_agent.update sag_orders'],
    ],
    [
      'Delete Main router. Create a new one called Triage.',
      ['router.delete rtr_main', 'router.create Triage'],
    ],
    [
      'Create a sub-agent called Shipping for delivery questions and another called Accounts for login problems',
      ['sub_agent.create Shipping', 'sub_agent.create Accounts'],
    ],
    [
      'Please disable LINE and take the Order lookup tool off the board.',
      ['line.disable lin_main', 'tool.delete tol_order_lookup'],
    ],
    ['turn LINE off until the new agent is ready', ['line.disable lin_main']],
    [
      "Pause LINE, and while you're at it add frank@acme.test to the testers",
      ['line.disable lin_main', 'test_mode.update -'],
    ],
    ['holiday opening times → FAQ please', ['router.update rtr_main']],
    [
      'Rename FAQ to General, and Orders should be called Tracking',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    ['switch the order lookup tool from GET to POST', ['tool.update tol_order_lookup']],
    ['Order lookup のメソッドを POST に変えてもらえますか？', ['tool.update tol_order_lookup']],
    [
      "Orders shouldn't be able to use the Order lookup tool anymore",
      ['sub_agent.update sag_orders'],
    ],
    [
      'Create a router called Returns desk that sends exchange requests to FAQ.',
      ['router.create Returns desk'],
    ],
    [
      'Returns と Exchanges という2つのエージェントを追加して',
      ['sub_agent.create Returns', 'sub_agent.create Exchanges'],
    ],
    ['change the name of faq to Knowledge Base, sounds friendlier', ['sub_agent.update sag_faq']],
    [
      'Disconnect Support LINE and connect the new account 1657012345 as Acme Official.',
      ['line.disconnect lin_main', 'line.connect Acme Official'],
    ],
    [
      'move order status questions from Orders to FAQ',
      ['router.update rtr_main', 'router.update rtr_main'],
    ],
    [
      'add a sub-agent called VIP for premium members and make VIP the fallback',
      ['sub_agent.create VIP', 'router.update rtr_main'],
    ],
    // An item may be named by what it does, when only one item's description says so.
    [
      'Remove the agent that answers questions about opening hours, shipping and returns',
      ['sub_agent.delete sag_faq'],
    ],
    ['Delete the tool that looks up orders', ['tool.delete tol_order_lookup']],
    // What is not wanted names nothing: "…, not FAQ" never sends anything to FAQ.
    ['unmatched conversations should go to a human again, not FAQ', []],
    ['if nothing matches, let FAQ handle it', ['router.update rtr_main']],
    ['disconnect the Sales LINE channel', []],
    [
      "create an http tool 'Cancel order' — DELETE https://api.example.com/orders/{orderId}",
      ['tool.create Cancel order'],
    ],
    [
      'rename orders→Shipping, faq→Support, main router→Dispatcher',
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq', 'router.update rtr_main'],
    ],
    // Later, on a schedule, or after something else happens: nothing now.
    ['disable LINE during the new year holidays', []],
    [
      'once the new API is live, change the order lookup URL to https://api.acme.test/v3/orders/{orderId}',
      [],
    ],
    ['remind me to go live on Friday', []],
    // A clause that asks for nothing may still name what "it" means next.
    ['LINE is paused but can go back to the bot now, enable it', []],
    [
      'The Orders assistant keeps promising dates. New instructions for it: never promise a date.',
      ['sub_agent.update sag_orders'],
    ],
    [
      'Two changes for the FAQ specialist: rename it to Help, and give it the order lookup tool',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_faq'],
    ],
    // A question about a change, a changelog, a ticket that will not be done: nothing now.
    ['what would happen if we removed the FAQ agent?', []],
    ['ถ้าลบ Orders ไปแล้วจะเกิดอะไรขึ้นบ้างครับ', []],
    ['Changelog 1.3 (shipped 12 Jan): FAQ instructions updated.', []],
    ["BOT-9 Delete the FAQ agent\nStatus: Won't do", []],
    // A ticket's description is the request; its label describes nothing on the board.
    [
      'BOT-501 Retire the Main router\nDescription: We are replacing routing. Delete the main router.\nPriority: P3',
      ['router.delete rtr_main'],
    ],
    // The rules of a new router are its own, and a remark after a name is no new name.
    [
      "New router 'VIP desk': complaints go to Orders, otherwise a human.",
      ['router.create VIP desk'],
    ],
    // Dictated: e-mails, channel ids and names said letter by letter.
    ['turn on test mode for dana at acme dot test', ['test_mode.enable -']],
    [
      'connect line channel one six five seven zero one two three four five and call it acme line',
      ['line.connect acme line'],
    ],
    ['rename the f a q agent to Help', ['sub_agent.update sag_faq']],
    // Terse: a switch and the state it goes to; a polite Japanese ask.
    ['LINE off, tm on for qa@acme.test', ['line.disable lin_main', 'test_mode.enable -']],
    ['FAQ エージェントを削除していただけますでしょうか。', ['sub_agent.delete sag_faq']],
    ['Ordersの名前、Shippingに変えてもらえる？', ['sub_agent.update sag_orders']],
    // One verb said once over two items, in Japanese and Thai.
    [
      'FAQ を Help に、Orders を Shipping に名前変更して',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    [
      'เปลี่ยนชื่อ Orders เป็น Delivery และ FAQ เป็น Help',
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    [
      'キャンセルの問い合わせは Orders へ、ギフトカードの質問は FAQ へ振り分けて',
      ['router.update rtr_main', 'router.update rtr_main'],
    ],
    // A Thai request put as a question, with a remark after it.
    ['ลบ FAQ agent ได้ไหมคะ ไม่ได้ใช้แล้ว', ['sub_agent.delete sag_faq']],
    // Passive requests, labels inside a sentence, non-native phrasing.
    ['the order lookup tool should be deleted from the bot', ['tool.delete tol_order_lookup']],
    ['complaints are routed to FAQ', ['router.update rtr_main']],
    [
      'Add an HTTP tool named Refund status. Endpoint: POST https://api.acme.test/refunds/status',
      ['tool.create Refund status'],
    ],
    [
      'please to add new agent name Returns, it handle the return request from customer',
      ['sub_agent.create Returns'],
    ],
    // A value's words ask for nothing; a clause that says not to route removes the rule.
    [
      "change FAQ's instructions to Answer only from the help centre. If unsure, say so.",
      ['sub_agent.update sag_faq'],
    ],
    ["the router shouldn't send order status stuff to Orders anymore", ['router.update rtr_main']],
    // A reason said before the request.
    [
      'Since we ship everything through carriers now, could you rename the Orders agent to Deliveries?',
      ['sub_agent.update sag_orders'],
    ],
    // …but never a board name that only begins a new one.
    ['Create Orders EU (sub-agent) for orders from Europe and send EU order questions there', []],
    // A Thai request wrapped in "ช่วย … ให้หน่อยครับ": "ให้" there gives nothing.
    ['ช่วยเปลี่ยนชื่อ FAQ เป็น Help Center ให้หน่อยครับ', ['sub_agent.update sag_faq']],
    // A remark about someone or something after a comma or a dash.
    ["Switch LINE off, the bot's giving weird answers there", ['line.disable lin_main']],
    [
      'Unhook the Support LINE account from this project, the sales team is taking it over',
      ['line.disconnect lin_main'],
    ],
    // A particle after its object ("turn the bot off on LINE"), and a "now" after "it".
    ['can we turn the bot off on line', ['line.disable lin_main']],
    ['LINE goes quiet while we fix the rich menu, turn it off now', ['line.disable lin_main']],
    // An item's field and its new value without a verb; a quoted value's full stop splits nothing.
    [
      "FAQ's instructions → 'Be brief. Always link the article.'\norders desc: Check the order first",
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    [
      "the lookup tool should be described as 'Finds one order by its number'",
      ['tool.update tol_order_lookup'],
    ],
    // An item renamed earlier in the message is still found by the name it had.
    [
      'rename FAQ to Help desk\ngive FAQ the order lookup tool',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_faq'],
    ],
    // A change that waits for someone's yes is not one to make now.
    ['Once legal signs off, remove the Order lookup tool.', []],
    ['delete FAQ once Ken gives the green light', []],
    ['Main router を削除して。承認が下りたらお願いします', []],
    // What follows a correction is read on its own, "it" still meaning what came before.
    [
      "Delete the FAQ agent... actually no, don't delete it, just rename it to Knowledge Base.",
      ['sub_agent.update sag_faq'],
    ],
    [
      'Delete FAQ - actually keep FAQ, but delete the Order lookup tool.',
      ['tool.delete tol_order_lookup'],
    ],
    ['Delete FAQ. No wait, leave it.', []],
    // An item described by what it does, with what to do with it said after the description.
    [
      'The agent that answers opening hours questions should be called Store Info',
      ['sub_agent.update sag_faq'],
    ],
    [
      'the agent that answers questions about opening hours should be renamed Store info',
      ['sub_agent.update sag_faq'],
    ],
    ["replace FAQ's instructions with: Be brief", ['sub_agent.update sag_faq']],
    // Other words for a router and an agent; an address is a tool's URL, never a new name.
    ['remove the dispatcher', ['router.delete rtr_main']],
    [
      'the order lookup tool needs to hit https://api.acme.test/v3/orders/{orderId} now',
      ['tool.update tol_order_lookup'],
    ],
    // "needs to look up …" asks for a tool, not for new instructions; "Also if …" is a condition.
    [
      'FAQ needs to look up orders too, give it the Order lookup tool',
      ['sub_agent.update sag_faq'],
    ],
    // A contraction without its apostrophe; "its … to:" after a clause that named the item;
    // "Need a …" without "we".
    [
      'lol the FAQ bot is way too chatty. change its instructions to: Answer in two sentences at most.',
      ['sub_agent.update sag_faq'],
    ],
    ['Need a sub-agent named Complaints for angry customers.', ['sub_agent.create Complaints']],
    // A board name in katakana; も for を; a time said only to be denied.
    [
      'Orders を Deliveries に、メインルーターを Front desk に名前変更お願い',
      ['sub_agent.update sag_orders', 'router.update rtr_main'],
    ],
    [
      'オーダーズ エージェントから Order lookup ツールを外しといて',
      ['sub_agent.update sag_orders'],
    ],
    [
      'Main router を削除して、LINE の接続も解除してください。',
      ['router.delete rtr_main', 'line.disconnect lin_main'],
    ],
    ['LINE を止めてください，来週じゃなくて今日から', ['line.disable lin_main']],
    // New names in quotes after "is now", and one "call" for two items.
    [
      "Renaming time: the Main router is now 'Switchboard' and the lookup tool is 'Order check'.",
      ['router.update rtr_main', 'tool.update tol_order_lookup'],
    ],
    [
      "Let's call Orders 'Shipping' and the Main router 'Reception'",
      ['sub_agent.update sag_orders', 'router.update rtr_main'],
    ],
    // Thai with English product words: they name no item.
    [
      'แก้ instructions ของ FAQ เป็น "ตอบสั้นๆ และแนบลิงก์บทความทุกครั้ง" หน่อยนะ',
      ['sub_agent.update sag_faq'],
    ],
    ['เรื่องเปลี่ยนสินค้า ให้ router ส่งไป Orders นะ', ['router.update rtr_main']],
    [
      'ช่วย add tool ชื่อ Stock check หน่อย เป็น HTTP GET ไปที่ https://api.acme.test/stock/{sku}',
      ['tool.create Stock check'],
    ],
    // "both" before a list of two.
    [
      'add a builtin Handoff tool that hands over to a human and give it to both Orders and FAQ',
      ['tool.create Handoff', 'sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    // One verb, or one field, said for two items.
    [
      'FAQ should be called Help Centre and the lookup tool Order finder',
      ['sub_agent.update sag_faq', 'tool.update tol_order_lookup'],
    ],
    [
      "change order lookup's method to POST and FAQ's instructions to: Keep answers under 50 words.",
      ['tool.update tol_order_lookup', 'sub_agent.update sag_faq'],
    ],
    [
      "set Orders' description to 'Order status and tracking' and FAQ's to 'Opening hours'",
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    // What someone already did, and a change that waits for a release, ask for nothing now;
    // what is said not to be done is its own clause.
    ['My colleague already switched on the test mode this morning, just for your info', []],
    ['さっき同僚がテストモードをオンにしたみたいです', []],
    [
      'When new API is released, please change order lookup URL to https://api.acme.test/v2/orders/{orderId}',
      [],
    ],
    ["stop the bot replying on LINE for now but don't disconnect it", ['line.disable lin_main']],
    // A remark whose subject is a team; "nobody matches" is the fallback; a quoted value that ends
    // a sentence ends it; "a new instruction set"; "つないで"; "agent" inside Thai.
    [
      'Turn off LINE, the Japanese team wants to answer those chats by hand.',
      ['line.disable lin_main'],
    ],
    [
      'Delete the Order lookup tool and the Orders agent, the shop team handles orders in Zendesk now',
      ['tool.delete tol_order_lookup', 'sub_agent.delete sag_orders'],
    ],
    ['If nobody matches, hand it to FAQ instead of a person', ['router.update rtr_main']],
    [
      "Give Orders a new instruction set: 'Apologise first, then look the order up.' Also delete FAQ.",
      ['sub_agent.update sag_orders', 'sub_agent.delete sag_faq'],
    ],
    ['LINE チャンネル 1598765432 をつないでください', ['line.connect LINE']],
    [
      'เพิ่ม agent สองตัว: Warranty ดูแลเรื่องประกันสินค้า และ Loyalty ดูแลเรื่องแต้มสะสม',
      ['sub_agent.create Warranty', 'sub_agent.create Loyalty'],
    ],
    // A rule said by its topic and sub-agent is removed, never added, in Japanese and Thai.
    ['一般的な質問を FAQ に送っているルールを削除してください', ['router.update rtr_main']],
    ['ลบกฎที่ส่ง general questions ไป FAQ ออกครับ', ['router.update rtr_main']],
    // Asking whether a change is a good idea asks for nothing.
    ['Would it make sense to rename Orders to Shipping?', []],
    ['FAQ を削除したほうがいいですか？', []],
    ['ควรลบ FAQ ไหมครับ', []],
    // A verb before a field is read as that verb.
    ["Please update FAQ's instructions: be brief", ['sub_agent.update sag_faq']],
    ["Orders' new instructions: check the order first", ['sub_agent.update sag_orders']],
    // A new item's "called" names it; it never renames what the new item mentions.
    [
      'create a router called VIP that sends complaints to Orders and everything else to a human',
      ['router.create VIP'],
    ],
    // A method before the address ends a new tool's name.
    [
      'Create http tool Customer lookup GET https://crm.acme.test/customers?email={email}',
      ['tool.create Customer lookup'],
    ],
    ['connect new channel 1658800000 name Acme LINE TH', ['line.connect Acme LINE TH']],
    ['Connect LINE channel 1654445555 (name it Acme Promo)', ['line.connect Acme Promo']],
    // A request taken back in Thai.
    ['เปลี่ยนชื่อ FAQ เป็น Help... เอ้ย ไม่ต้องแล้ว ยกเลิกครับ', []],
    // A request for a later sprint, and Thai requests taken back.
    ['Next sprint: add a Billing agent for invoices.', []],
    ['ลบ Orders... เอ๊ะ ไม่ต้องค่ะ ยกเลิกๆ', []],
    // A new agent that uses a new tool: the tool first, then the agent with it.
    [
      'create a Stock agent that answers availability questions using a new HTTP tool called Stock check (GET https://api.acme.test/stock/{sku})',
      ['tool.create Stock check', 'sub_agent.create Stock'],
    ],
    [
      'New tool: Loyalty balance, HTTP GET https://api.acme.test/loyalty/{memberId}. New agent: Loyalty, answers questions about points.',
      ['tool.create Loyalty balance', 'sub_agent.create Loyalty'],
    ],
    [
      'New sub-agent: Loyalty. Description: questions about points. Instructions: check the tier first.',
      ['sub_agent.create Loyalty'],
    ],
    // Who answers a topic, said as "when people ask about …".
    ['when people ask about refunds FAQ should answer them', ['router.update rtr_main']],
    [
      'When people ask about warranty claims, Orders should answer. When they ask about store locations, FAQ.',
      ['router.update rtr_main', 'router.update rtr_main'],
    ],
    [
      "So here's what I want: whenever someone mentions a damaged item, Orders takes it.",
      ['router.update rtr_main'],
    ],
    // A board name said in Japanese words, and a tool an agent "needs".
    ['FAQ にも注文検索ツールを使わせてあげて', ['sub_agent.update sag_faq']],
    ['オーダーズから注文検索ツールを外してください', ['sub_agent.update sag_orders']],
    ['lookup ツールの名前を「注文検索」にしてください', ['tool.update tol_order_lookup']],
    [
      'people keep asking the faq bot where their parcel is so it needs the order lookup tool as well',
      ['sub_agent.update sag_faq'],
    ],
    // "…and orders should lose it": the tool it was just given to FAQ, never the agent.
    [
      'FAQ should get the lookup tool and orders should lose it',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    // "There", "it" and how long say which channel and nothing more.
    ["We're getting spammed on LINE, switch the bot off there for now", ['line.disable lin_main']],
    ['yes, we keep the LINE channel, just pause it for now', ['line.disable lin_main']],
    // A switch named by its state, or named and then turned.
    [
      'LINE turn off and test mode turn on with tester mai@acme.test',
      ['line.disable lin_main', 'test_mode.enable -'],
    ],
    [
      'Go live: LINE off, and the Main router should fall back to FAQ.',
      ['line.disable lin_main', 'router.update rtr_main'],
    ],
    ['LINE is not needed now, turn it off', ['line.disable lin_main']],
    // A remark with no comma is no request; a "remark" that is the only request is read.
    ["delete the order lookup tool we don't use it", ['tool.delete tol_order_lookup']],
    [
      "The router doesn't need the order status rule anymore, people reach Orders from the rich menu now.",
      ['router.update rtr_main'],
    ],
    // Two Japanese renames with one verb; a sub-agent named by what it does in Japanese or Thai.
    [
      'FAQ は Help Center、Orders は Delivery desk という名前にしてください。',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    [
      'Orders は Delivery、FAQ は Help Center って名前にしてほしい',
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    [
      '営業時間とか送料の質問に答えてるエージェント、名前を Shop Info に変えたいです',
      ['sub_agent.update sag_faq'],
    ],
    ['เอเจนต์ที่ดูแลเรื่องออเดอร์ เปลี่ยนชื่อเป็น Order Support ได้ไหมคะ', ['sub_agent.update sag_orders']],
    ['注文を調べるエージェントを削除して', ['sub_agent.delete sag_orders']],
    // A channel id in the next sentence, a question that asks, a rule no longer needed, the
    // rest to staff, and a spoken contraction.
    [
      '新しい LINE 公式アカウントを繋ぎたいです。チャネルID：1657098765、名前は「Osaka LINE」でお願いします。',
      ['line.connect Osaka LINE'],
    ],
    ['テストモードオンにできる？', ['test_mode.enable -']],
    [
      '営業時間や返品の質問を FAQ に送るルールはもういらないので外してください',
      ['router.update rtr_main'],
    ],
    ['フォールバックを FAQ にしといて', ['router.update rtr_main']],
    // Thai: a typo in a name, "stop sending", a builtin tool, e-mails after a particle, and a
    // new item said with only its address.
    ['ลบเอเจนต์ Oders ออก', ['sub_agent.delete sag_orders']],
    ['เพิ่ม builtin tool ชื่อ Call staff ไว้ส่งต่อให้พนักงานครับ', ['tool.create Call staff']],
    ['เพิ่ม tester 3 คนค่ะ aom@acme.test, bee@acme.test', ['test_mode.update -']],
    [
      'ลบ tool Order lookup แล้วก็สร้างใหม่ชื่อ Order tracker ใช้ GET https://api.acme.test/track/{orderId}',
      ['tool.delete tol_order_lookup', 'tool.create Order tracker'],
    ],
    // What was just made, given without "it"; an item's endpoint after its name and a colon.
    [
      'Add HTTP tool Stock check, GET https://api.acme.test/stock/{sku}, and give to Orders agent',
      ['tool.create Stock check', 'sub_agent.update sag_orders'],
    ],
    ['Order lookup: POST https://api.acme.test/orders/search', ['tool.update tol_order_lookup']],
    ['Create a tool: GET https://api.acme.test/stock', ['tool.create Stock']],
    // A Japanese rename without the word "name"; the writer's own plan for later beside a request.
    ['2. Order lookup を Order finder に変更', ['tool.update tol_order_lookup']],
    [
      "Add jo@acme.test to the testers. We'll turn test mode off on Friday.",
      ['test_mode.update -'],
    ],
    ["Rename FAQ to Help. We'll do it tomorrow.", []],
    // How long is no "when"; a sentence that only tells what happens when is the reason; waiting
    // until a day is still later.
    ['pause line till tomorrow', ['line.disable lin_main']],
    ["We're live tomorrow!! Switch the fallback to FAQ", ['router.update rtr_main']],
    ['Delete FAQ. But not until tomorrow.', []],
    ['wait till monday to delete FAQ', []],
    ['keep FAQ until monday, then delete it', []],
    // A change said not to be made, anywhere in its sentence, is left out; "it" after it still
    // means what it named. ("… shouldn't send … anymore" and "don't forget to …" ask.)
    [
      "I don't want to delete the Orders agent, just rename it to Shipping",
      ['sub_agent.update sag_orders'],
    ],
    ["I don't want to disconnect LINE, just disable it for a bit", ['line.disable lin_main']],
    ['the FAQ agent should not be deleted', []],
    ['Remember: never delete the main router', []],
    ['we decided against turning on test mode', []],
    ['Orders should never delete customer data', []],
    ["please don't delete FAQ but rename Orders to Shipping", ['sub_agent.update sag_orders']],
    [
      "the router shouldn't send order status stuff to Orders anymore, drop that rule",
      ['router.update rtr_main'],
    ],
    ["We don't use the Main router anymore, get rid of it", ['router.delete rtr_main']],
    // Someone's request turned down, or a change of mind, in three languages.
    ['The client asked us to delete the FAQ agent but we said no.', []],
    ['Tom wants to remove the lookup tool but we still need it. Leave it.', []],
    ['I was going to delete the Orders agent but changed my mind', []],
    ['Delete the FAQ agent? We talked about it, but no.', []],
    ['Turn off LINE? No, leave it on.', []],
    ['山田さんは Orders を消したいと言ってますが、残しておいてください', []],
    ['Orders エージェントを削除しようと思ったけど、気が変わりました', []],
    ['คุณเอบอกว่าควรลบเราเตอร์ แต่เราไม่เห็นด้วย', []],
    // A tool named by the one sub-agent that has it, in three languages; never that sub-agent.
    ['delete the tool the Orders agent uses', ['tool.delete tol_order_lookup']],
    ["delete the Orders agent's tool", ['tool.delete tol_order_lookup']],
    ["give FAQ the Orders agent's tool", ['sub_agent.update sag_faq']],
    ['Orders エージェントが使っているツールを削除して', ['tool.delete tol_order_lookup']],
    ['ลบทูลที่ Orders ใช้อยู่ออกหน่อย', ['tool.delete tol_order_lookup']],
    // The change denied beside the one asked; a message to a person; kept as it is.
    ['LINE は切断じゃなくて無効化で', ['line.disable lin_main']],
    ['ปิดใช้งาน LINE ไม่ใช่ยกเลิกการเชื่อมต่อนะ', ['line.disable lin_main']],
    ['send an email to alice@acme.test telling her test mode is on', []],
    ['ส่งอีเมลบอก alice@acme.test หน่อยว่าโหมดทดสอบเปิดแล้ว', []],
    ['leave LINE alone and rename FAQ to Help', ['sub_agent.update sag_faq']],
    ['LINE が無効になっている場合だけ接続を解除して', []],
    ['ยกเลิกการเชื่อมต่อ LINE เฉพาะถ้ามันถูกปิดใช้งานอยู่นะ', []],
    // A Japanese condition said with もし…たら; not to be touched, or done by us; another router
    // asked for in Thai; a Thai name in curly quotes.
    ['Support LINE、もし無効になってたら有効にしといてください', []],
    ['LINEの切断は来月こちらでやるので、今日はまだ触らないでください', []],
    ['ขอเราเตอร์อีกตัวชื่อ Express ส่งเรื่องติดตามออเดอร์ไป Orders', ['router.create Express']],
    ['ขอเพิ่มซับเอเจนต์ชื่อ “นัดหมอ” สำหรับตอบเรื่องการนัดพบแพทย์', ['sub_agent.create นัดหมอ']],
    // A rename said with "into" or "for"; an item by its place with "the"; thanks in other
    // languages; test mode that should be on for someone.
    [
      'Hi po! Can you please rename the router into Front Desk? Thank you po',
      ['router.update rtr_main'],
    ],
    // (A message may end in a name or "PO": only thanks before "po" is a courtesy.)
    ['rename FAQ to Po', ['sub_agent.update sag_faq']],
    [
      'add a sub-agent called Purchasing that handles questions about PO',
      ['sub_agent.create Purchasing'],
    ],
    ['the second agent should be called Help Centre from now on', ['sub_agent.update sag_faq']],
    ['add a second agent called Billing', ['sub_agent.create Billing']],
    [
      'the fallback should go to the Orders agent, and the test mode should be on, only for owner@acme.test. Obrigada!!',
      ['router.update rtr_main', 'test_mode.enable -'],
    ],
    // "their own lane" is no LINE; an arrow to "the" item; what is asked "for now" after a plan.
    [
      'Tier 2 wants warranty claims in their own lane eventually, but for now just add a rule sending warranty stuff to Orders.',
      ['router.update rtr_main'],
    ],
    ['Anything about chargebacks or refunds → the Orders agent pls', ['router.update rtr_main']],
    // Japanese asked as whether it can be done; a router "for the night" made now; what is not
    // done before what is; a topic that a sub-agent "takes".
    [
      'Order lookup の URL を https://api.acme.test/v2/orders/{orderId} に変えることってできますか？',
      ['tool.update tol_order_lookup'],
    ],
    ['夜間用のルーター「Night」を新規作成して。', ['router.create Night']],
    [
      'Order lookupは消さずに、名前だけ「予約検索」に変えといてもらえますか',
      ['tool.update tol_order_lookup'],
    ],
    [
      '体験レッスンの予約についての質問はOrdersで受けるようにしたいです。',
      ['router.update rtr_main'],
    ],
    // A router named before its kind; fields with neither "=" nor ":"; a new Thai sub-agent's
    // topic is no route, even when its name is near one on the board.
    [
      'create a Weekend router: returns go to FAQ, everything else to a human',
      ['router.create Weekend'],
    ],
    [
      'new sub-agent: name Billing, description Handles invoices and refunds, instructions Always apologise first.',
      ['sub_agent.create Billing'],
    ],
    ['สร้างเอเจนต์ชื่อ Order ดูแลเรื่องยกเลิกคำสั่งซื้อ', []],
    // Thai: the fallback Orders "takes"; a holiday that is a name; a particle between sentences;
    // the item first, then its new name.
    ['ถ้าไม่เข้ากฎไหนเลยให้ Orders รับไปเลยจ้า', ['router.update rtr_main']],
    ['สร้างเราเตอร์ชื่อ วันหยุด ค่ะ คำถามทั่วไปส่ง FAQ นอกนั้นส่งเจ้าหน้าที่', ['router.create วันหยุด']],
    [
      'ทูล Order lookup ขอเปลี่ยนชื่อเป็น เช็คพัสดุ นะคะ ลูกทีมจะได้หาเจอง่ายๆ',
      ['tool.update tol_order_lookup'],
    ],
    // No longer used is no instruction, and a bare "delete" deletes what was named; Japanese for
    // what matched nothing; a Thai description "explained as"; a Thai tool's labelled fields.
    ['Orders agent should not be used anymore, delete pls.', ['sub_agent.delete sag_orders']],
    [
      '「週末対応」というルーターを新しく作って、営業時間の質問はFAQに回すようにして。該当なしは有人対応で。',
      ['router.create 週末対応'],
    ],
    ['Orders อยากให้อธิบายว่า ดูแลเรื่องออเดอร์และการจัดส่ง', ['sub_agent.update sag_orders']],
    [
      'สร้างเครื่องมือใหม่ ชื่อ: เช็คสต็อก / method: GET / url: https://api.acme.test/stock/{sku}',
      ['tool.create เช็คสต็อก'],
    ],
    ['「週末対応」ってルーター新しく作って', ['router.create 週末対応']],
    // Every rule; a rule by its sub-agent; Japanese for disconnect, revive, the end of testing and
    // "may I have it …".
    [
      'remove both rules from the main router',
      ['router.update rtr_main', 'router.update rtr_main'],
    ],
    ['ルールを全部削除してください', ['router.update rtr_main', 'router.update rtr_main']],
    ['ลบกฎทั้งหมด', ['router.update rtr_main', 'router.update rtr_main']],
    ['delete the rule that sends stuff to Orders', ['router.update rtr_main']],
    ['FAQ向けのルールは削除でお願いします', ['router.update rtr_main']],
    ['Ordersのルールいらんわ、消しといて', ['router.update rtr_main']],
    ['Orders向けの振り分けルール、消してもらっていいですか', ['router.update rtr_main']],
    ['LINEの接続切ってください。別のアカウントに移行します。', ['line.disconnect lin_main']],
    [
      'remove both rules from the router and send everything to FAQ by default',
      ['router.update rtr_main', 'router.update rtr_main', 'router.update rtr_main'],
    ],
    // Thai: words added to instructions, a new description after a colon, a rule after its label,
    // an English verb said in Thai, and "apologise" as an instruction, never a take-back.
    ['ช่วยเพิ่มคำสั่งให้ Orders ว่า ให้ถามเบอร์โทรลูกค้าก่อนทุกครั้ง นะคะ', ['sub_agent.update sag_orders']],
    ['ขอเพิ่ม instruction ให้ FAQ: ทุกคำตอบต้องแนบลิงก์บทความด้วยนะครับ', ['sub_agent.update sag_faq']],
    ['ฝากบอก Orders ด้วยว่าให้ขอโทษลูกค้าทุกครั้งที่ของส่งช้า', ['sub_agent.update sag_orders']],
    ['แก้ไขคำอธิบาย Orders: ตอบคำถามเกี่ยวกับการสั่งซื้อ การจัดส่ง', ['sub_agent.update sag_orders']],
    ['แก้ description tool Order lookup: ใช้ค้นหาออเดอร์จากเลขพัสดุ', ['tool.update tol_order_lookup']],
    ['เพิ่มกฎ: คำถามเรื่องโปรโมชั่น ส่งไป FAQ', ['router.update rtr_main']],
    ['unlink LINE ออกเลยค่ะ', ['line.disconnect lin_main']],
    // English: a field's new text after "say:" or a colon; a line added to instructions; a tool
    // not needed any more, taken off; "change FAQ name into …"; an API that moved; a LINE id to
    // hook up; every routing rule.
    [
      "Can you make FAQ's instructions say: Always answer in Thai and English.",
      ['sub_agent.update sag_faq'],
    ],
    [
      "FAQ agent: add to its instructions 'Sign off as the Acme team'",
      ['sub_agent.update sag_faq'],
    ],
    [
      'For the Orders agent pls add this line in instructions - Always share the tracking link',
      ['sub_agent.update sag_orders'],
    ],
    [
      "Orders don't need the order lookup tool anymore, take it off",
      ['sub_agent.update sag_orders'],
    ],
    [
      'Could you kindly change FAQ name into Help Desk? Thank you in advance.',
      ['sub_agent.update sag_faq'],
    ],
    [
      'The Order lookup API moved, new address: https://api.acme.test/v3/orders/{orderId}',
      ['tool.update tol_order_lookup'],
    ],
    [
      'Our LINE OA id is 1688420913, please hook it up. Call it Acme Shop LINE.',
      ['line.connect Acme Shop LINE'],
    ],
    ['Delete both routing rules', ['router.update rtr_main', 'router.update rtr_main']],
    // A new agent named after what it is for; a quoted name after an arrow; a router's rules
    // after its quoted name; a tool's whole name; a LINE channel's label or display name; test
    // mode set up for a team; "Router rename: A => B".
    [
      'We need a new agent for warranty claims. Call it Warranty, it should handle warranty and repair requests.',
      ['sub_agent.create Warranty'],
    ],
    ["new agent -> 'Complaints', handles customer complaints", ['sub_agent.create Complaints']],
    [
      "create a router 'After hours' with one rule: opening hours questions go to FAQ. Unmatched -> human.",
      ['router.create After hours'],
    ],
    [
      'add the built-in human handover tool, name it Transfer to agent',
      ['tool.create Transfer to agent'],
    ],
    [
      'LINE channel 1699988877 needs to be connected, label it Store LINE',
      ['line.connect Store LINE'],
    ],
    [
      'connect a new LINE channel called Promo LINE with channel id 1677788899',
      ['line.connect Promo LINE'],
    ],
    [
      'Please set up test mode and add the whole QA team: qa1@acme.test, qa2@acme.test',
      ['test_mode.enable -'],
    ],
    ['Router rename: Main router => Traffic', ['router.update rtr_main']],
    [
      'We need a second router for the VIP customers, call it VIP router',
      ['router.create VIP router'],
    ],
    // The kind word of the only router after an arrow; one loses a tool and the other gets it;
    // "put it in X and in Y"; "the other one" of two sub-agents.
    [
      'rename everything pls: Orders → Order Care, FAQ → Help, router → Dispatcher',
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq', 'router.update rtr_main'],
    ],
    [
      'swap the tools around: Orders loses the lookup, FAQ gets it',
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    [
      'create a tool called Stock, GET https://api.acme.test/stock/{sku}, and put it in the FAQ and in the Orders also',
      ['tool.create Stock', 'sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    [
      'The one that handles returns should get the order lookup tool too. The other one, rename it to Order Tracking.',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    // Japanese: deleted "で"; a tool "つけて" to a sub-agent.
    ['FAQは削除でお願いします', ['sub_agent.delete sag_faq']],
    ['FAQにもOrder lookupツールつけてあげてください', ['sub_agent.update sag_faq']],
    // Other words for the same requests.
    ['add test mode', ['test_mode.enable -']],
    ['Decommission the Orders agent', ['sub_agent.delete sag_orders']],
    ["I'd like the order lookup tool gone", ['tool.delete tol_order_lookup']],
    ['remove the order status route', ['router.update rtr_main']],
    ['http method for order lookup: POST', ['tool.update tol_order_lookup']],
    [
      "update the FAQ agent's blurb to say it covers gift cards and vouchers too",
      ['sub_agent.update sag_faq'],
    ],
    ["can the FAQ agent be renamed 'General Help'? thanks!", ['sub_agent.update sag_faq']],
    ["Order lookup needs a better name — 'Get order details'", ['tool.update tol_order_lookup']],
    ['the LINE channel id is 1688420913, connect it please', ['line.connect LINE']],
    [
      "Make new HTTP tool 'Room check', GET https://api.sunset-hotel.co.th/rooms/{date}",
      ['tool.create Room check'],
    ],
    // A new LINE channel's name in brackets after its id, or in a "Name:" sentence after it.
    [
      'Connect our new LINE OA. Channel ID: 1688420913. Name: Acme Shop LINE',
      ['line.connect Acme Shop LINE'],
    ],
    ['Please connect LINE account 1688420913 (Acme Shop LINE)', ['line.connect Acme Shop LINE']],
    // Everything of a kind but what is kept, in three languages: never the kept one.
    ['delete every sub-agent except FAQ', ['sub_agent.delete sag_orders']],
    ['delete all sub-agents but Orders', ['sub_agent.delete sag_faq']],
    ['remove every rule except the order status one', ['router.update rtr_main']],
    ['Orders以外は消してください', ['sub_agent.delete sag_faq']],
    ['เก็บ Orders ไว้ ลบที่เหลือ', ['sub_agent.delete sag_faq']],
    // Only some people may talk to the bot: test mode, for them.
    ['Can we have only owner@acme.test talk to the bot while we test?', ['test_mode.enable -']],
    ['let only qa@acme.test use the bot', ['test_mode.enable -']],
    // A change asked only if LINE or test mode is in a state it is not in.
    ["Only disconnect LINE if it's disabled", []],
    ['if LINE is disabled, disconnect it', []],
    ['if LINE is on, pause it', ['line.disable lin_main']],
    ["disconnect LINE if it's disabled. Also rename FAQ to Help.", ['sub_agent.update sag_faq']],
    // Not needed, not to be done, or already done, in Japanese and Thai.
    ['Order lookup ツールを削除する必要はありません', []],
    ['覚えておいて：Main router は絶対に削除しないこと', []],
    ['FAQ エージェントは削除されるべきではありません', []],
    ['LINE は自分で LINE の管理画面からオフにしておきました', []],
    ['FAQ ไม่ควรถูกลบ', []],
    ['จำไว้นะ ห้ามลบ Main router เด็ดขาด', []],
    ['ตัดสินใจว่าจะไม่เปิดโหมดทดสอบแล้วค่ะ', []],
    ['ไม่ต้องเอา alice@acme.test ออกจากผู้ทดสอบนะ', []],
    // What a new tool is for ends at a comma; a sentence is never a new item's name.
    [
      'I need a tool to cancel orders, it should POST to https://api.acme.test/orders/{orderId}/cancel',
      ['tool.create Cancel order'],
    ],
    ['add a tool called it should be fast', []],
    // An end state the board already has; thinking aloud; a release said without its -d.
    ['The Orders agent should have the Order lookup tool.', []],
    [
      'I keep going back and forth on whether the FAQ agent and the Orders agent should be one card. Let me sleep on it.',
      [],
    ],
    ['Delete the Order lookup tool after new API is release.', []],
    ["let's go into test mode before we change anything", ['test_mode.enable -']],
    // A Japanese correction that denies the first verb; a Thai rename of the router by its kind
    // word; a count is no name.
    ['LINE の切断をお願いします。あ、やっぱり切断ではなく無効化だけでお願いします。', []],
    ['ตั้งชื่อ router ใหม่เป็น Front Door', ['router.update rtr_main']],
    [
      'เพิ่ม agent 2 ตัว: Stores ดูแลข้อมูลสาขา และ Careers ดูแลเรื่องสมัครงาน',
      ['sub_agent.create Stores', 'sub_agent.create Careers'],
    ],
    // "Both agents" and "all the agents" are every sub-agent, except to delete them all.
    [
      "both agents should end every reply with: 'Anything else I can help with?'",
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    [
      'Add a builtin tool called Escalate that hands the chat to a human, and give it to both agents',
      ['tool.create Escalate', 'sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    ['delete all the agents', []],
    // A card on the board's picture is a sub-agent; a switch and its state after an arrow; a new
    // router that sends everything to a human; "name is" names a new item.
    ['Orders card → Shipments', ['sub_agent.update sag_orders']],
    [
      'Add two cards: Warranty for warranty claims and Loyalty for points questions',
      ['sub_agent.create Warranty', 'sub_agent.create Loyalty'],
    ],
    ['LINE → paused', ['line.disable lin_main']],
    [
      'Please add new sub-agent, name is Reservations, it handle table booking question.',
      ['sub_agent.create Reservations'],
    ],
    // A formal Thai opener; an object left unsaid in Thai; a new Japanese tool given to an agent
    // with its endpoint in the next sentence.
    ['ขอให้เปลี่ยนชื่อ FAQ เป็น Help Desk ค่ะ', ['sub_agent.update sag_faq']],
    ['ไม่ใช้ Main router แล้ว ลบทิ้งได้เลยค่ะ', ['router.delete rtr_main']],
    [
      'Coupons という HTTP ツールを追加して Orders に持たせてください。https://api.acme.test/coupons/{code} を GET で呼びます。',
      ['tool.create Coupons', 'sub_agent.update sag_orders'],
    ],
    // A rule named by the sub-agent it sends to; Japanese 連携 and 付与; an endpoint alone after a
    // new tool; a bracketed aside that says what stays.
    ["remove FAQ's rule", ['router.update rtr_main']],
    ['ルーティングから FAQ のルールを外してください。', ['router.update rtr_main']],
    ['FAQ に Order lookup ツールを連携してください', ['sub_agent.update sag_faq']],
    [
      'Delivery tracking ツールを作成。GET https://api.acme.test/shipments/{trackingNo}。Orders に付与。',
      ['tool.create Delivery tracking', 'sub_agent.update sag_orders'],
    ],
    [
      'Orders エージェントから Order lookup ツールを外してください（ツール自体は削除しないでください）',
      ['sub_agent.update sag_orders'],
    ],
    // Thai renames by arrow, and a tool "no longer needed" taken away.
    [
      'Orders → Logistics, Main router → Reception ค่ะ',
      ['sub_agent.update sag_orders', 'router.update rtr_main'],
    ],
    ['Orders ไม่ต้องใช้ Order lookup แล้ว เอาออกจาก agent ให้หน่อย', ['sub_agent.update sag_orders']],
    // The topic first, then the route; a fallback "set to"; unplugging; an agent's "brain".
    ['Questions about gift wrapping, route to FAQ please.', ['router.update rtr_main']],
    ['Fallback of main router, please set to FAQ agent.', ['router.update rtr_main']],
    ['Unplug LINE from the board entirely.', ['line.disconnect lin_main']],
    ["FAQ's brain: 'You are Acme's help desk. Never guess.'", ['sub_agent.update sag_faq']],
    // Compact notes: a tool and its endpoint after "tool:", an item's field after a colon, " / "
    // and "+" between requests, a route by arrow, "plug it into", and "all but one" in Japanese.
    [
      'tool: Inventory check / GET https://api.acme.test/inventory/{sku}',
      ['tool.create Inventory check'],
    ],
    [
      "Orders: instructions → 'Always ask for the order number first.' / lookup tool: method → POST",
      ['sub_agent.update sag_orders', 'tool.update tol_order_lookup'],
    ],
    [
      'new card Refunds (handles refund requests) + route refunds → Refunds',
      ['sub_agent.create Refunds', 'router.update rtr_main'],
    ],
    [
      'Create an HTTP tool Refund status (GET https://api.acme.test/refunds/{refundId}) and plug it into Orders',
      ['tool.create Refund status', 'sub_agent.update sag_orders'],
    ],
    [
      'Order lookup ツールを Orders 以外のエージェントにも持たせてください',
      ['sub_agent.update sag_faq'],
    ],
    // Two Japanese routes with one verb.
    [
      '営業時間の質問は FAQ、配送の質問は Orders に回して',
      ['router.update rtr_main', 'router.update rtr_main'],
    ],
    // A method said as what a tool is; greeting "by name" renames nothing; test mode killed is
    // turned off; unmatched chats by arrow; a topic that should "land with" an agent.
    ['make the lookup tool a POST', ['tool.update tol_order_lookup']],
    ['make Orders always greet the customer by name', ['sub_agent.update sag_orders']],
    ["we're live, kill test mode", []],
    ['unmatched stuff → FAQ please', ['router.update rtr_main']],
    ['anything to do with returns should land with FAQ', ['router.update rtr_main']],
    // What was done yesterday, a field fine as it is, and a Thai "better not".
    ['昨日ルーターを削除しました', []],
    ['FAQ の説明はこのままで大丈夫です', []],
    ['ลบ FAQ... ไม่ต้องดีกว่า', []],
    // No rule without a topic; a tool moved between agents; comparatives say how, never what.
    ['everything except returns should go to Orders', []],
    ["don't route complaints to FAQ anymore, send them to Orders", []],
    ['send them to Orders', []],
    [
      'move the lookup tool from Orders to FAQ',
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    // "Guy" and "assistant" as kind words; LINE that stays connected but stops replying.
    ['the faq guy should use the lookup tool', ['sub_agent.update sag_faq']],
    ['LINE should stay connected but stop replying', ['line.disable lin_main']],
    // A wish list of states; "go live" after turning LINE on.
    [
      "My wish list: LINE paused, Main router renamed to 'Concierge'",
      ['line.disable lin_main', 'router.update rtr_main'],
    ],
    // On the board's picture: a node is a sub-agent, a branch a rule, and an arrow to a verb says
    // what to do with an item, never a new name.
    ['FAQ node → delete', ['sub_agent.delete sag_faq']],
    ['drop the FAQ branch', ['router.update rtr_main']],
    ['new node: Billing (invoices)', ['sub_agent.create Billing']],
    ['rename FAQ to node → Help', []],
    // Japanese and Thai notes by arrow: the fallback, a route, a method; a particle is no name.
    ['フォールバック → FAQ', ['router.update rtr_main']],
    ['ルーティング：返金 → Orders', ['router.update rtr_main']],
    ['Order lookup：メソッド → POST', ['tool.update tol_order_lookup']],
    ['router: คืนเงิน → Orders', ['router.update rtr_main']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it("keeps the words of a new item's instructions as typed", () => {
    const [created] = interpretInstruction(
      'create a sub-agent called Subscriptions with the instructions: Always confirm the plan name before making changes.',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({
      instructions: 'Always confirm the plan name before making changes',
    });
  });

  it("makes one change of a tool's URL and method asked together", () => {
    const { suggestions } = interpretInstruction(
      'change order lookup to POST https://api.acme.test/orders/search',
      support,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['tool.update']);
    expect(suggestions[0]?.payload).toMatchObject({
      http: { method: 'POST', url: 'https://api.acme.test/orders/search' },
    });
  });

  it('reads "her" as the tester an earlier clause named, and does not report that clause', () => {
    const board = { ...support, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    const { suggestions, reply } = interpretInstruction(
      'alice@acme.test left the company, remove her from the testers',
      board,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([{ removeTesters: ['alice@acme.test'] }]);
    expect(reply).not.toContain("didn't understand");
  });

  it('reads "it" as the only LINE channel a clause named', () => {
    const board = {
      ...support,
      lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })),
    };
    const { suggestions } = interpretInstruction(
      'LINE can go back to the bot now, enable it',
      board,
    );
    expect(suggestions.map((s) => `${s.skillId} ${s.target.id}`)).toEqual(['line.enable lin_main']);
  });

  it('writes a dictated URL and keeps a remark out of a new name', () => {
    const [tool] = interpretInstruction(
      'add a tool called Stock check at h t t p s colon slash slash api dot acme dot test slash stock slash open curly brace sku close curly brace',
      support,
    ).suggestions;
    expect(tool?.payload).toMatchObject({ http: { url: 'https://api.acme.test/stock/{sku}' } });
    const [renamed] = interpretInstruction(
      'Order lookup should be called Order finder going forward',
      support,
    ).suggestions;
    expect(renamed?.payload).toMatchObject({ name: 'Order finder' });
  });

  it('keeps a single-quoted value whole, full stops and all', () => {
    const [updated] = interpretInstruction(
      "FAQ's instructions: 'Answer from the help centre. Reply in the customer's language.'",
      support,
    ).suggestions;
    expect(updated?.payload).toEqual({
      subAgentId: 'sag_faq',
      instructions: "Answer from the help centre. Reply in the customer's language.",
    });
  });

  it('reads an address after "should now call" as the URL, never as a new name', () => {
    const [updated] = interpretInstruction(
      'Order lookup should now call https://orders.acme.test/api/orders/{orderId}',
      support,
    ).suggestions;
    expect(updated?.payload).toMatchObject({
      http: { url: 'https://orders.acme.test/api/orders/{orderId}' },
    });
    expect(updated?.payload).not.toHaveProperty('name');
  });

  it('creates the new agent a topic is sent to with the instructions in brackets', () => {
    const { suggestions } = interpretInstruction(
      'Refund stuff should go to a new Refunds agent (instructions: “Ask for the order number.”). Also if nothing matches, hand over to FAQ.',
      support,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual([
      'sub_agent.create',
      'router.update',
      'router.update',
    ]);
    expect(suggestions[0]?.payload).toMatchObject({
      name: 'Refunds',
      instructions: 'Ask for the order number.',
    });
  });

  it('reads a contraction typed without its apostrophe', () => {
    const [updated] = interpretInstruction(
      'everything the router doesnt match -> Orders',
      support,
    ).suggestions;
    expect(updated?.payload).toMatchObject({
      fallback: { action: 'sub_agent', subAgentId: 'sag_orders' },
    });
  });

  it.each([
    'add a router called Night shift that hands over to a human when nothing matches',
    'สร้างเราเตอร์ชื่อ Night shift ที่ส่งต่อให้พนักงานเมื่อไม่ตรงกับกฎใดเลย',
    'Night shift というルーターを作って、どのルールにも当てはまらない時は担当者に引き継ぐようにして',
  ])('creates a router that hands what matches no rule to a human: %s', (instruction) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions.map((s) => s.skillId)).toEqual(['router.create']);
    expect(suggestions[0]?.payload).toMatchObject({
      name: 'Night shift',
      fallback: { action: 'human' },
    });
  });

  it.each([
    ['The second rule on the router, the general questions one, get rid of it', 'rul_faq'],
    ['the faq rule, delete it', 'rul_faq'],
    ['remove the first rule', 'rul_orders'],
    ['the last rule on the router - remove it', 'rul_faq'],
  ])('removes the rule said first or by its place: %s', (instruction, ruleId) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual([
      ['router.update', { routerId: 'rtr_main', removeRuleIds: [ruleId] }],
    ]);
  });

  it('finds a board name said in lower case as the subject of a clause', () => {
    const board = {
      ...support,
      subAgents: [
        ...support.subAgents,
        {
          id: 'sag_billing',
          name: 'Billing',
          description: 'Handles refunds',
          instructions: 'x',
          toolIds: [],
        },
      ],
    };
    const { suggestions } = interpretInstruction(
      'billing needs to look up orders too, give it the Order lookup tool',
      board,
    );
    expect(suggestions.map((s) => `${s.skillId} ${s.target.id}`)).toEqual([
      'sub_agent.update sag_billing',
    ]);
  });

  it.each([
    [
      "testers should be just alice@acme.test — owner doesn't need to be on there",
      { removeTesters: ['owner@acme.test'] },
    ],
    [
      'swap alice@acme.test for bob@acme.test in the testers',
      { addTesters: ['bob@acme.test'], removeTesters: ['alice@acme.test'] },
    ],
    [
      'テスターの alice@acme.test を bob@acme.test に差し替えて',
      { addTesters: ['bob@acme.test'], removeTesters: ['alice@acme.test'] },
    ],
  ])('changes the testers to what they should end up as: %s', (instruction, payload) => {
    const board = {
      ...support,
      testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] },
    };
    const { suggestions } = interpretInstruction(instruction, board);
    expect(suggestions.map((s) => s.payload)).toEqual([payload]);
  });

  it.each([
    ["new sub agent 'Loyalty' - answers questions about points and rewards", 'Loyalty', 'points'],
    ['Billing sub-agent pls, it looks after invoices and payment problems', 'Billing', 'invoices'],
  ])(
    'creates a sub-agent with what it does said after a dash or ", it": %s',
    (instruction, name, word) => {
      const [created] = interpretInstruction(instruction, support).suggestions;
      expect(created?.skillId).toBe('sub_agent.create');
      expect(created?.payload).toMatchObject({ name });
      expect(created?.payload).toMatchObject({ description: expect.stringContaining(word) });
    },
  );

  it('creates a router with its rule said in Thai', () => {
    const [created] = interpretInstruction(
      'สร้าง router ชื่อ VIP ส่งเรื่องร้องเรียนไปที่ Orders',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({
      name: 'VIP',
      rules: [{ intent: 'เรื่องร้องเรียน', subAgentId: 'sag_orders' }],
    });
  });

  it.each([
    'Escalations というルーターを作って。クレームは Orders に回して、それ以外は人間の担当者にエスカレーションしてください。',
    'Create router Escalation, complaint go to Orders, other go to human.',
  ])('gives the rules said after a new router to that router: %s', (instruction) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions.map((s) => s.skillId)).toEqual(['router.create']);
    expect(suggestions[0]?.payload).toMatchObject({
      rules: [{ subAgentId: 'sag_orders' }],
      fallback: { action: 'human' },
    });
  });

  it.each([
    '一般的な質問を FAQ に送っているルールを削除してください',
    'ลบกฎที่ส่ง general questions ไป FAQ ออกครับ',
  ])('removes the rule a Japanese or Thai clause describes: %s', (instruction) => {
    const [updated] = interpretInstruction(instruction, support).suggestions;
    expect(updated?.payload).toEqual({ routerId: 'rtr_main', removeRuleIds: ['rul_faq'] });
  });

  it.each([
    [
      "FAQ's description is out of date. Make it: Answers questions about store hours",
      { subAgentId: 'sag_faq', description: 'Answers questions about store hours' },
    ],
    [
      'Can we give the orders specialist a friendlier name? Let\'s go with "Parcel Pal".',
      { subAgentId: 'sag_orders', name: 'Parcel Pal' },
    ],
  ])(
    'reads a field named in one sentence and its value in the next: %s',
    (instruction, payload) => {
      const { suggestions } = interpretInstruction(instruction, support);
      expect(suggestions.map((s) => s.payload)).toEqual([payload]);
    },
  );

  it('creates a router with the rule it was described with', () => {
    const [created] = interpretInstruction(
      'add a router called Escalations that sends complaints to FAQ',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({
      rules: [{ intent: 'complaints', subAgentId: 'sag_faq' }],
    });
  });

  const toFaq: Board = {
    ...support,
    routers: [{ ...mainRouter, fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } }],
  };
  it.each([
    [
      'if nothing matches, let FAQ take it',
      support,
      { action: 'sub_agent', subAgentId: 'sag_faq' },
    ],
    [
      "We have no one on the desk most days, so when the router can't work out what a customer wants, send them to the FAQ agent",
      support,
      { action: 'sub_agent', subAgentId: 'sag_faq' },
    ],
    ['When no rule match, please give to human staff, not FAQ', toFaq, { action: 'human' }],
    ['อันที่ไม่ตรง rule ไหน ให้แอดมินตอบเหมือนเดิมค่ะ', toFaq, { action: 'human' }],
  ])('sets the fallback a condition describes: %s', (instruction, board, fallback) => {
    const { suggestions } = interpretInstruction(instruction, board);
    expect(suggestions.map((s) => s.payload)).toEqual([{ routerId: 'rtr_main', fallback }]);
  });

  const testing: Board = {
    ...support,
    testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] },
  };
  it.each([
    [
      'create sub-agent Size Guide, description: helps customers pick the right clothing size',
      support,
      { name: 'Size Guide', description: 'Helps customers pick the right clothing size' },
    ],
    [
      'The router\'s description should say "Greets customers and picks the right specialist."',
      support,
      { routerId: 'rtr_main', description: 'Greets customers and picks the right specialist.' },
    ],
    [
      'the tester list should be exactly: owner@acme.test, kai@acme.test',
      testing,
      { addTesters: ['kai@acme.test'], removeTesters: ['alice@acme.test'] },
    ],
  ])('reads a field given after its label or "should say": %s', (instruction, board, payload) => {
    const { suggestions } = interpretInstruction(instruction, board);
    expect(suggestions.map((s) => s.payload)).toMatchObject([payload]);
  });

  it.each([
    [
      "Orders needs to be friendlier. Orders' instructions: 'Look the order up first, be warm.' FAQ's instructions: 'Answer in one short paragraph.'",
      [
        { subAgentId: 'sag_orders', instructions: 'Look the order up first, be warm.' },
        { subAgentId: 'sag_faq', instructions: 'Answer in one short paragraph.' },
      ],
    ],
    [
      'the description on the orders agent is out of date, it should say it answers questions about orders and damaged items',
      [
        {
          subAgentId: 'sag_orders',
          description: 'answers questions about orders and damaged items',
        },
      ],
    ],
    [
      "the faq agent's name → Help, the order agent's name → Orders & Deliveries",
      [
        { subAgentId: 'sag_faq', name: 'Help' },
        { subAgentId: 'sag_orders', name: 'Orders & Deliveries' },
      ],
    ],
  ])('reads a field said again, or said without a verb, once: %s', (instruction, payloads) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions.map((s) => s.payload)).toEqual(payloads);
  });

  it.each([
    ["The main router should really be called Triage, that's what the team calls it", 'Triage'],
    ['um so the faq thing should be called help desk', 'help desk'],
    [
      "FAQ is a confusing name for customers. Let's call it Help Center from now on.",
      'Help Center',
    ],
  ])('takes the new name after "called", not the words before it: %s', (instruction, name) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions.map((s) => s.payload)).toMatchObject([{ name }]);
  });

  it.each([
    "alice@acme.test moved to the Osaka team, she shouldn't be a tester anymore",
    'alice@acme.test is no more tester, please delete from list',
  ])('removes a tester said in a remark or as "no more": %s', (instruction) => {
    const { suggestions } = interpretInstruction(instruction, testing);
    expect(suggestions.map((s) => s.payload)).toEqual([{ removeTesters: ['alice@acme.test'] }]);
  });

  it.each([
    [
      '予約受付用のエージェントを作りたいです。名前は Booking、説明は「診療予約の受付と変更」、指示は「空き枠を確認してから予約を確定すること」でお願いします',
      {
        name: 'Booking',
        description: '診療予約の受付と変更',
        instructions: '空き枠を確認してから予約を確定すること',
      },
    ],
    [
      '「Allergy」エージェントを追加してほしい。説明は アレルギー表示についての質問に答える。',
      { name: 'Allergy', description: 'アレルギー表示についての質問に答える' },
    ],
    [
      '予約の問い合わせに答える Reservations というエージェントを追加してください',
      { name: 'Reservations', description: '予約の問い合わせを担当' },
    ],
    [
      'เพิ่มเอเจนต์ Returns desk ดูแลเรื่องคืนสินค้า ให้ใช้ tool Order lookup ได้ด้วย',
      { name: 'Returns desk', toolIds: ['tol_order_lookup'] },
    ],
  ])(
    'creates a sub-agent with the fields and tool a Japanese or Thai request gives: %s',
    (instruction, payload) => {
      const { suggestions } = interpretInstruction(instruction, support);
      expect(suggestions.map((s) => s.payload)).toMatchObject([payload]);
    },
  );

  it.each([
    [
      'Orders の instructions を次のように更新してください：「まず注文番号を確認してから回答する。」',
      { subAgentId: 'sag_orders', instructions: 'まず注文番号を確認してから回答する' },
    ],
    [
      'แก้ description ของ FAQ เป็น "ตอบคำถามทั่วไปเรื่องค่าส่ง"',
      { subAgentId: 'sag_faq', description: 'ตอบคำถามทั่วไปเรื่องค่าส่ง' },
    ],
    [
      'faq の説明文、「よくある質問（営業時間・送料・返品）に答える」にしといて',
      { subAgentId: 'sag_faq', description: 'よくある質問（営業時間・送料・返品）に答える' },
    ],
  ])(
    'reads a field named by its English word inside Japanese or Thai, value as typed: %s',
    (instruction, payload) => {
      const { suggestions } = interpretInstruction(instruction, support);
      expect(suggestions.map((s) => s.payload)).toEqual([payload]);
    },
  );

  it('adds to instructions a Japanese request says to append to', () => {
    const [updated] = interpretInstruction(
      'Orders の instructions に「返品の相談はFAQへ案内する」を追記してもらえますか？',
      support,
    ).suggestions;
    expect(updated?.payload).toMatchObject({ subAgentId: 'sag_orders' });
    expect((updated?.payload as { instructions: string }).instructions).toMatch(
      /^Look the order up before answering\..*返品の相談はFAQへ案内する/,
    );
  });

  it('gives a new Japanese router "the rest to staff" as its fallback', () => {
    const [created] = interpretInstruction(
      '「Complaints」というルーターを新しく作ってほしい。苦情は Orders に送って、残りはスタッフ対応で',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({
      name: 'Complaints',
      rules: [{ subAgentId: 'sag_orders' }],
      fallback: { action: 'human' },
    });
  });

  it('stops a Thai route by removing its rule, never adding one', () => {
    const { suggestions } = interpretInstruction('เลิกส่งคำถามเรื่องออเดอร์ไปที่ Orders', support);
    expect(suggestions.map((s) => s.payload)).toEqual([
      { routerId: 'rtr_main', removeRuleIds: ['rul_orders'] },
    ]);
  });

  it('gives a new Thai router the sub-agent "the rest" goes to as its fallback', () => {
    const [created] = interpretInstruction(
      'สร้างเราเตอร์ชื่อ VIP ส่งลูกค้า VIP ไปที่ Orders ที่เหลือส่งไป FAQ',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({
      name: 'VIP',
      rules: [{ subAgentId: 'sag_orders' }],
      fallback: { action: 'sub_agent', subAgentId: 'sag_faq' },
    });
  });

  it.each([
    'Make a Complaints agent that calms angry customers down, and a new router called Escalation that sends complaints to it and anything else to a human.',
    'Make agent Complaints for complaint, and new router Escalation that send complaints to Complaints, other to human',
  ])('gives a new router a rule for the agent the message makes: %s', (instruction) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions[1]?.payload).toMatchObject({
      name: 'Escalation',
      rules: [{ subAgentName: 'Complaints' }],
      fallback: { action: 'human' },
    });
  });

  it.each([
    [
      'We should have a dedicated Returns agent for return and exchange requests. It should always ask for the order number.',
      [{ name: 'Returns', description: 'Handles return and exchange requests' }],
    ],
    [
      'feat: Warranty agent (desc: warranty claims and repairs), fallback -> Warranty',
      [
        {
          name: 'Warranty',
          description: 'Warranty claims and repairs',
          instructions:
            'You are Warranty, the sub-agent for warranty claims and repairs. Be concise and friendly.',
        },
        { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentName: 'Warranty' } },
      ],
    ],
    [
      'we need a Track parcel tool. endpoint is https://tracking.acme.test/v1/parcels/{id}, method POST',
      [
        {
          name: 'Track parcel',
          http: { method: 'POST', url: 'https://tracking.acme.test/v1/parcels/{id}' },
        },
      ],
    ],
  ])(
    'reads a wish, a commit message or a note as the items it asks for: %s',
    (instruction, payloads) => {
      const { suggestions } = interpretInstruction(instruction, support);
      expect(suggestions.map((s) => s.payload)).toMatchObject(payloads);
    },
  );

  it('reads a spec of a new sub-agent, its fields and its route', () => {
    const { suggestions } = interpretInstruction(
      [
        'Spec — Billing assistant',
        'Name: Billing',
        'Description: handles invoices, failed payments and refund requests',
        'Instructions: Ask for the invoice number first. Never promise a refund.',
        'Routing: anything about invoices goes to Billing',
      ].join('\n'),
      support,
    );
    expect(suggestions.map((s) => s.payload)).toMatchObject([
      {
        name: 'Billing',
        description: 'handles invoices, failed payments and refund requests',
        instructions: 'Ask for the invoice number first. Never promise a refund.',
      },
      { routerId: 'rtr_main', addRules: [{ intent: 'invoices', subAgentName: 'Billing' }] },
    ]);
  });

  it('adds quoted words to instructions as typed, never rewritten and without their quotes', () => {
    const [updated] = interpretInstruction(
      "Orders keeps promising refunds it can't give!! Add this to the Orders instructions: 'Never promise a refund; hand refund requests to a human.'",
      support,
    ).suggestions;
    expect(updated?.payload).toEqual({
      subAgentId: 'sag_orders',
      instructions:
        'Look the order up before answering. Never promise a delivery date. Never promise a refund; hand refund requests to a human.',
    });
  });

  it('says which plan for later it left out', () => {
    const { reply } = interpretInstruction(
      "Add jo@acme.test to the testers. We'll turn test mode off on Friday.",
      support,
    );
    expect(reply).toBe(
      'I suggest 1 change: add tester jo@acme.test. I left out "We\'ll turn test mode off on Friday": that is for later.',
    );
  });

  it('never renames to words that read as a sentence unless they are quoted', () => {
    const unquoted = interpretInstruction('rename FAQ to the one that is best', support);
    expect(unquoted.suggestions).toEqual([]);
    expect(unquoted.reply).toContain('"the one that is best" reads as a sentence, not a name');
    const quoted = interpretInstruction('rename FAQ to "Is it open"', support);
    expect(quoted.suggestions.map((s) => s.payload)).toEqual([
      { subAgentId: 'sag_faq', name: 'Is it open' },
    ]);
  });

  it('gives a new router that sends everything to a human that fallback', () => {
    const [created] = interpretInstruction(
      'Create a router named After hours that sends everything straight to a human',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({ name: 'After hours', fallback: { action: 'human' } });
  });

  it("never adds a method to a sub-agent's instructions", () => {
    const { suggestions, reply } = interpretInstruction('FAQ should use POST', support);
    expect(suggestions).toEqual([]);
    expect(reply).toContain('Only HTTP tools call a method; "FAQ" is a sub-agent.');
  });

  it('clears the tester list by removing every tester', () => {
    const { suggestions } = interpretInstruction(
      'Turn test mode off and clear the tester list',
      testing,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['test_mode.disable', 'test_mode.update']);
    expect(suggestions[1]?.payload).toEqual({
      removeTesters: ['alice@acme.test', 'owner@acme.test'],
    });
  });

  it.each([
    [
      "New router 'VIP desk': complaints go to Orders, otherwise a human.",
      { name: 'VIP desk', rules: [{ subAgentId: 'sag_orders' }], fallback: { action: 'human' } },
    ],
    [
      'add builtin tool Handoff that hands over to a human, and a new sub-agent Escalation that uses it for angry customers',
      { name: 'Escalation', toolNames: ['Handoff'] },
    ],
  ])('reads what a new item does with what the message made: %s', (instruction, payload) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions.at(-1)?.payload).toMatchObject(payload);
  });

  it('takes a Japanese description after its label and a colon', () => {
    const [updated] = interpretInstruction(
      'Orders エージェントの説明文を更新：注文状況と配送日の問い合わせに対応',
      support,
    ).suggestions;
    expect(updated?.payload).toEqual({
      subAgentId: 'sag_orders',
      description: '注文状況と配送日の問い合わせに対応',
    });
  });

  it('reads a Thai topic given to a sub-agent, and จัดส่ง as delivery, not "send"', () => {
    const { suggestions } = interpretInstruction(
      'เรื่องคืนสินค้าให้ FAQ ดูแล ส่วนเรื่องจัดส่งให้ Orders ดูแล',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toMatchObject([
      { addRules: [{ intent: 'เรื่องคืนสินค้า', subAgentId: 'sag_faq' }] },
      { addRules: [{ intent: 'เรื่องจัดส่ง', subAgentId: 'sag_orders' }] },
    ]);
  });

  it.each([
    ['make Orders always greet the customer by name', 'instructions'],
    ['I want refund questions handled by Orders from now on', 'addRules'],
  ])('changes the field a phrasing asks for, never another: %s', (instruction, field) => {
    const [changed] = interpretInstruction(instruction, support).suggestions;
    expect(Object.keys(changed?.payload ?? {})).toContain(field);
    expect(JSON.stringify(changed?.payload)).not.toMatch(/"name"|I want/);
  });

  it('turns test mode off when it is killed, and gives a new router a fallback it hands everything to', () => {
    expect(actions("we're live, kill test mode", testing)).toEqual(['test_mode.disable -']);
    const [created] = interpretInstruction(
      'add a router called Escalations that hands everything to a human',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({ fallback: { action: 'human' } });
  });

  it('reads what instructions are like as no request, and what to make them as one', () => {
    expect(interpretInstruction("FAQ's instructions look fine to me", support).suggestions).toEqual(
      [],
    );
    const [updated] = interpretInstruction(
      "the faq agents instructions are way too long, just make them 'Answer from the help centre.'",
      support,
    ).suggestions;
    expect(updated?.payload).toEqual({
      subAgentId: 'sag_faq',
      instructions: 'Answer from the help centre.',
    });
  });

  it('adds to instructions that should be shorter, never replaces them with "shorter"', () => {
    const [updated] = interpretInstruction(
      "FAQ's instructions should be shorter",
      support,
    ).suggestions;
    expect((updated?.payload as { instructions: string }).instructions).toMatch(
      /^Answer from the help centre\..* Be shorter\.$/,
    );
  });

  it("changes a tool's URL and the method a Japanese request gives with it, and says so in Japanese", () => {
    const { suggestions, reply } = interpretInstruction(
      'Order lookup の URL を https://api.acme.test/v2/{orderId} に変えて、メソッドは POST で',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toMatchObject([
      {
        toolId: 'tol_order_lookup',
        http: { method: 'POST', url: 'https://api.acme.test/v2/{orderId}' },
      },
    ]);
    expect(reply).toBe('1件の変更を提案します: ツール「Order lookup」の URL とメソッドを変更。');
  });

  it.each([
    ['返品のルールを削除して', '変更の提案はありません。「返品」に当てはまるルールはありません。'],
    [
      'alice@acme.test をテスターから外して',
      '変更の提案はありません。"alice@acme.test" はテスターではないので、外すものはありません。',
    ],
    [
      'ลบ alice@acme.test ออกจาก tester',
      'ไม่มีการเปลี่ยนแปลงที่จะเสนอ "alice@acme.test" ไม่ได้เป็นผู้ทดสอบ จึงไม่มีอะไรให้เอาออก',
    ],
  ])('says in Japanese or Thai that no rule or tester matches: %s', (instruction, reply) => {
    expect(interpretInstruction(instruction, support).reply).toBe(reply);
  });

  it('never says back a secret from a clause it did not understand', () => {
    const { suggestions, reply } = interpretInstruction(
      'A new LINE account needs hooking up: channel 1700000001, call it “Acme Outlet”. Secret is 8f2c9e, access token ZX81-token.',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([
      { name: 'Acme Outlet', channelId: '1700000001' },
    ]);
    expect(reply).not.toMatch(/8f2c9e|ZX81/);
    expect(JSON.stringify(suggestions)).not.toMatch(/8f2c9e|ZX81/);
  });

  it('turns LINE on and goes live in one breath', () => {
    const noLine: Board = {
      ...testing,
      lineChannels: testing.lineChannels.map((c) => ({ ...c, enabled: false })),
    };
    expect(actions('Turn LINE back on and go live — we are launching today!', noLine)).toEqual([
      'line.enable lin_main',
      'test_mode.disable -',
    ]);
  });

  it('routes a branch by its topic, not by the word "branch"', () => {
    const [updated] = interpretInstruction('branch for complaints → Orders', support).suggestions;
    expect(updated?.payload).toMatchObject({
      addRules: [{ intent: 'complaints', subAgentId: 'sag_orders' }],
    });
  });

  it('reads "fallback → FAQ ครับ" as the fallback, never a rename to a particle', () => {
    const { suggestions } = interpretInstruction('fallback → FAQ ครับ', support);
    expect(suggestions.map((s) => s.payload)).toEqual([
      { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } },
    ]);
  });

  it("reads a URL or a method said with no tool as the only HTTP tool's, in a message of one request", () => {
    const http = (text: string, board: Board = support) =>
      interpretInstruction(text, board).suggestions.map((s) => [
        s.target.id,
        'http' in s.payload ? s.payload.http : null,
      ]);
    const url = 'https://api.acme.test/v2/orders/{orderId}';
    for (const text of [
      `change the URL to ${url}`,
      `URL を ${url} に変更して`,
      `เปลี่ยน URL เป็น ${url} หน่อย`,
    ]) {
      expect(http(text)).toEqual([['tol_order_lookup', { method: 'GET', url }]]);
    }
    for (const text of ['set the method to POST', 'メソッドを POST に変更して']) {
      expect(http(text)).toEqual([
        ['tol_order_lookup', { method: 'POST', url: 'https://api.example.com/orders/{orderId}' }],
      ]);
    }
    // Two HTTP tools: the reply asks which. After a request nobody understood, "it" may be that
    // request's tool: nothing is changed.
    const twoTools: Board = {
      ...support,
      tools: [...support.tools, { ...support.tools[0]!, id: 'tol_stock', name: 'Stock check' }],
    };
    expect(interpretInstruction('set the method to POST', twoTools)).toMatchObject({
      suggestions: [],
      reply: expect.stringContaining('"Order lookup" or "Stock check"'),
    });
    expect(
      http('配送状況を見る HTTP ツールを追加して。POST https://api.acme.test/eta です'),
    ).toEqual([]);
  });

  it('turns LINE back on when it has been off since yesterday', () => {
    const off = {
      ...support,
      lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })),
    };
    expect(
      interpretInstruction(
        'hi team, LINE is off since yesterday, please enable it back',
        off,
      ).suggestions.map((s) => s.skillId),
    ).toEqual(['line.enable']);
  });

  it('removes every tester and sends what matches no rule to a human, in Japanese', () => {
    expect(
      interpretInstruction('テスター全員を削除して', testing).suggestions.map((s) => s.payload),
    ).toEqual([{ removeTesters: ['alice@acme.test', 'owner@acme.test'] }]);
    expect(
      interpretInstruction(
        'ルールに合わない問い合わせは人間の担当者に回すようにして',
        faqFallback,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ routerId: 'rtr_main', fallback: { action: 'human' } }]);
  });

  it('makes the bot public and revokes a tester in other words', () => {
    expect(
      interpretInstruction('make the bot public', testing).suggestions.map((s) => s.skillId),
    ).toEqual(['test_mode.disable']);
    for (const text of [
      'revoke tester access for owner@acme.test',
      'we need owner@acme.test out of the testers, she left the company',
    ]) {
      expect(interpretInstruction(text, testing).suggestions.map((s) => s.payload)).toEqual([
        { removeTesters: ['owner@acme.test'] },
      ]);
    }
  });

  it('removes both testers when a Thai request asks for both', () => {
    expect(
      interpretInstruction('ลบ tester ทั้งสองคนออก', testing).suggestions.map((s) => s.payload),
    ).toEqual([{ removeTesters: ['alice@acme.test', 'owner@acme.test'] }]);
  });

  it('removes every tester but the one kept, in three languages', () => {
    for (const text of [
      'remove all testers except owner@acme.test',
      'owner@acme.test以外のテスターを削除して',
      'ลบผู้ทดสอบทุกคนยกเว้น owner@acme.test',
    ]) {
      expect(interpretInstruction(text, testing).suggestions.map((s) => s.payload)).toEqual([
        { removeTesters: ['alice@acme.test'] },
      ]);
    }
  });

  it('turns LINE back on when it is revived, and test mode off when testing is over, in Japanese', () => {
    const off = {
      ...support,
      lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })),
    };
    expect(interpretInstruction('LINE復活させてー', off).suggestions.map((s) => s.skillId)).toEqual(
      ['line.enable'],
    );
    expect(
      interpretInstruction('テストモード終わり！みんなに公開しよ', testing).suggestions.map(
        (s) => s.skillId,
      ),
    ).toEqual(['test_mode.disable']);
  });

  it('reads what matched no rule in Japanese (該当なし) as the fallback', () => {
    expect(
      interpretInstruction(
        '該当なしの会話は有人対応に戻してください。',
        faqFallback,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ routerId: 'rtr_main', fallback: { action: 'human' } }]);
  });

  it('turns LINE on again when its pause is lifted', () => {
    expect(
      interpretInstruction(
        'ＬＩＮＥの停止を解除し、再度自動応答できる状態に戻していただけますか。',
        {
          ...support,
          lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })),
        },
      ).suggestions.map((s) => s.skillId),
    ).toEqual(['line.enable']);
  });

  it('turns LINE on when a Japanese request asks for it only if it is off, and it is', () => {
    expect(
      interpretInstruction('Support LINE、もし無効になってたら有効にしといてください', {
        ...support,
        lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })),
      }).suggestions.map((s) => s.skillId),
    ).toEqual(['line.enable']);
  });

  it('keeps test mode on when it is left on, and never reads "leave" as leaving it', () => {
    expect(
      interpretInstruction(
        'remove alice@acme.test from the testers but leave test mode on',
        testing,
      ).suggestions.map((s) => s.skillId),
    ).toEqual(['test_mode.update']);
    expect(
      interpretInstruction('leave test mode', testing).suggestions.map((s) => s.skillId),
    ).toEqual(['test_mode.disable']);
  });

  it('reads "testers = …" as the list testers should end up as, and "add testers: …" as adding', () => {
    expect(
      interpretInstruction('testers = owner@acme.test, kai@acme.test', testing).suggestions.map(
        (s) => s.payload,
      ),
    ).toEqual([{ addTesters: ['kai@acme.test'], removeTesters: ['alice@acme.test'] }]);
    expect(
      interpretInstruction('Add testers: kai@acme.test, mo@acme.test', testing).suggestions.map(
        (s) => s.payload,
      ),
    ).toEqual([{ addTesters: ['kai@acme.test', 'mo@acme.test'] }]);
  });

  it('never says back a secret in a note about a name it could not find', () => {
    const { reply } = interpretInstruction('delete password hunter2', support);
    expect(reply).toContain('There is nothing called "password …"');
    expect(reply).not.toContain('hunter2');
  });

  it('takes every sentence after a field and its colon as the value, up to a request of its own', () => {
    const payloads = (text: string, board: Board = support) =>
      interpretInstruction(text, board).suggestions.map((s) => s.payload);
    expect(
      payloads(
        "Change Orders' instructions to: Look the order up first. Never give a delivery date, even if the customer insists.",
      ),
    ).toEqual([
      {
        subAgentId: 'sag_orders',
        instructions:
          'Look the order up first. Never give a delivery date, even if the customer insists',
      },
    ]);
    // A remark about handing off is part of the text, never a new rule.
    expect(
      payloads(
        'Billing approved a big refund on its own!! Its instructions should be: Never approve a refund above 100 EUR, hand it to a human.',
        withBilling,
      ),
    ).toEqual([
      {
        subAgentId: 'sag_billing',
        instructions: 'Never approve a refund above 100 EUR, hand it to a human',
      },
    ]);
    expect(
      payloads("FAQ's instructions: Be brief, link the article. Also delete the lookup tool."),
    ).toEqual([
      { subAgentId: 'sag_faq', instructions: 'Be brief, link the article' },
      { toolId: 'tol_order_lookup' },
    ]);
  });

  it.each([
    [
      'new agent Repairs - handles repair requests for broken devices',
      'sub_agent.create',
      'Repairs',
    ],
    [
      'We need a tool to check the stock. Name: Inventory check, GET https://inv.acme.test/{sku}',
      'tool.create',
      'Inventory check',
    ],
    ['We need a tool called "Inventory check" to look up stock', 'tool.create', 'Inventory check'],
  ])('creates what %j names, never renaming the one tool there is', (text, skillId, name) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, (s.payload as { name?: string }).name])).toEqual([
      [skillId, name],
    ]);
  });

  it('reads "+ a new router called …" as a second request', () => {
    const { suggestions } = interpretInstruction(
      'New agent Complaints + a new router called Escalations that sends complaints to Complaints',
      support,
    );
    expect(suggestions.map((s) => [s.skillId, (s.payload as { name?: string }).name])).toEqual([
      ['sub_agent.create', 'Complaints'],
      ['router.create', 'Escalations'],
    ]);
  });

  it.each([
    'Part of me wants to delete the FAQ agent, part of me not.',
    "Delete the FAQ agent? Let's leave it like it is for now.",
    'さっき同僚が Orders の指示を書き換えたみたいです。念のため共有です。',
    'เมื่อกี้พี่ต้นปิดไลน์ไปแล้วนะครับ แจ้งไว้เฉยๆ',
  ])('suggests nothing for a hedge or a report of what someone did: %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    // Taken back with "sorry, no" and "keep it as it is".
    'Rename Orders to Shipping... sorry, no, keep it as it is.',
    // A wish for later given as the reason, and a promise to say when.
    '来週の月曜に LINE を止めたいので、その時また連絡します',
    // A complaint about LINE is not the state wanted.
    'LINE でボットが返信しないんですけど',
    // What is said of a field's text is not its new text.
    'คำอธิบายของ FAQ ดูเก่าไปหน่อยนะ',
    'FAQ の説明が古い',
    'the FAQ description is a bit outdated',
    // A field and a denial are never a routing topic.
    "The FAQ description is old, we don't handle returns in that agent anymore.",
  ])(
    'suggests nothing for a request taken back, put off or only a remark on a field: %j',
    (text) => {
      expect(interpretInstruction(text, support).suggestions).toEqual([]);
    },
  );

  it('keeps what a bracket says with its own new item in a counted list', () => {
    const { suggestions } = interpretInstruction(
      'Please create three agents — Billing (card and PayPal issues), Returns (exchanges and refunds) and Careers (job applications).',
      support,
    );
    expect(
      suggestions.map((s) => {
        const p = s.payload as { name?: string; description?: string };
        return [p.name, p.description];
      }),
    ).toEqual([
      ['Billing', 'Handles card and PayPal issues'],
      ['Returns', 'Handles exchanges and refunds'],
      ['Careers', 'Handles job applications'],
    ]);
  });

  it('reads a semicolon between two e-mail addresses as part of the list', () => {
    const { suggestions } = interpretInstruction(
      'Please add these testers: ken@acme.test, mai@acme.test; lee@acme.test',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([
      { addTesters: ['ken@acme.test', 'mai@acme.test', 'lee@acme.test'] },
    ]);
  });

  it.each([
    // A route said in the passive with a plural "need to".
    [
      'Warranty questions need to be routed to Orders.',
      {
        routerId: 'rtr_main',
        addRules: [expect.objectContaining({ intent: 'Warranty questions' })],
      },
    ],
    // "Switch it to POST" with a capital, and a field without its owner after the item's name.
    [
      'The order lookup tool is still on GET. Switch it to POST.',
      { toolId: 'tol_order_lookup', http: expect.objectContaining({ method: 'POST' }) },
    ],
    [
      'Order lookup tool, please change method to POST.',
      { toolId: 'tol_order_lookup', http: expect.objectContaining({ method: 'POST' }) },
    ],
    [
      'I want to change Orders name to Shipment Desk.',
      { subAgentId: 'sag_orders', name: 'Shipment Desk' },
    ],
    // A method and an address said together after "should".
    [
      'The order lookup should now POST to https://api.acme.test/orders/search',
      {
        toolId: 'tol_order_lookup',
        http: { method: 'POST', url: 'https://api.acme.test/orders/search' },
        parameters: [],
      },
    ],
  ])('reads a field or route said around the item: %j', (text, payload) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      payload,
    ]);
  });

  it.each([
    ['Chuck the lookup tool.', ['tool.delete tol_order_lookup']],
    ['chuck marta@acme.test on the testers', ['test_mode.update -']],
    // The channel id of the account asked for, said in the next sentence.
    [
      'Could you hook up our second LINE account? Channel ID is 2001234567, and call it Thailand LINE.',
      ['line.connect Thailand LINE'],
    ],
    // A new tool given as it is made: never a rename of who gets it.
    [
      'give Orders a new HTTP tool called Stock check at https://api.acme.test/stock/{sku}',
      ['tool.create Stock check', 'sub_agent.update sag_orders'],
    ],
    [
      'Add a sub-agent called Availability that answers stock questions, give it a new HTTP tool Stock check (https://api.acme.test/stock/{sku}), and route stock questions to it.',
      ['tool.create Stock check', 'sub_agent.create Availability', 'router.update rtr_main'],
    ],
  ])('reads %j', (text, want) => {
    expect(actions(text)).toEqual(want);
  });

  it.each([
    // A comma where を was left out, and Kansai requests ("〜てや", "〜てくれへん？", "はよ").
    ['LINE の連携、解除しといてください', support, ['line.disconnect lin_main']],
    [
      '営業時間とか送料の質問を FAQ に回すルール、外してくれへん？',
      support,
      ['router.update rtr_main'],
    ],
    [
      'LINE 止まってるやん、はよ戻して',
      { ...support, lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })) },
      ['line.enable lin_main'],
    ],
    // One word of a tool's name next to the word for tool, and a tool handed on with "あげて".
    [
      'Orders からルックアップツール外してや。FAQ にあげて。',
      support,
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    ['ให้ FAQ ใช้ทูลลุคอัพได้', support, ['sub_agent.update sag_faq']],
    // A Thai-script name right after the verb (its อ is never a stretched letter), เทสต์โหมด,
    // and one more item with its kind word.
    ['เปลี่ยนชื่อออเดอร์เป็น Delivery Desk ค่ะ', support, ['sub_agent.update sag_orders']],
    ['ช่วยเปลี่ยนชื่อออเดอร์เป็น Delivery Desk ค่ะ', support, ['sub_agent.update sag_orders']],
    ['ขอปิดเทสต์โหมดครับ', testing, ['test_mode.disable -']],
    // A polite particle after a space, and a sentence run on without one.
    ['ลบเอเจนต์ FAQ ออกได้ไหม ครับ', support, ['sub_agent.delete sag_faq']],
    ['ลบ Main router ได้ไหมคะไม่ได้ใช้แล้ว', support, ['router.delete rtr_main']],
    [
      'ลบ FAQ ค่ะเปลี่ยนชื่อ Orders เป็น Delivery',
      support,
      ['sub_agent.delete sag_faq', 'sub_agent.update sag_orders'],
    ],
    // The state wanted, and a field's new value after a remark on it.
    ['LINE でボットが返信しない状態にしたいです。', support, ['line.disable lin_main']],
    ['テスター以外のお客様もボットを使えるようにしてください', testing, ['test_mode.disable -']],
    [
      'ลบ FAQ แล้วก็ทูล Order lookup ด้วยค่ะ',
      support,
      ['sub_agent.delete sag_faq', 'tool.delete tol_order_lookup'],
    ],
  ])('reads Japanese and Thai said casually: %j', (text, board, want) => {
    expect(actions(text, board)).toEqual(want);
  });

  it('reads what the router could not place as what no rule matches', () => {
    const { suggestions } = interpretInstruction(
      '振り分けられなかった会話は Orders に回してください',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([
      { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_orders' } },
    ]);
  });

  it('reads full-width letters in a quoted name as ASCII, and a polite すみません as no correction', () => {
    expect(
      interpretInstruction(
        'Ｏｒｄｅｒｓ サブエージェントを「Ｄｅｌｉｖｅｒｉｅｓ」にリネームして',
        support,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ subAgentId: 'sag_orders', name: 'Deliveries' }]);
    expect(actions('すみません、返品は FAQ、配達遅延は Orders に回してね')).toEqual([
      'router.update rtr_main',
      'router.update rtr_main',
    ]);
  });

  it('reads full-width letters as ASCII in a correction too', () => {
    expect(
      interpretInstruction(
        'Ｏｒｄｅｒｓ を削除して。いや、やっぱり名前を Ｄｅｌｉｖｅｒｙ に変えるだけでいいや',
        support,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ subAgentId: 'sag_orders', name: 'Delivery' }]);
  });

  it('gives the quoted value to the field a remark was made on, never to the name', () => {
    const { suggestions } = interpretInstruction(
      'Orders の指示、今のままやとあかんわ。「必ず追跡番号を案内すること」に変えといて',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([
      { subAgentId: 'sag_orders', instructions: '必ず追跡番号を案内すること' },
    ]);
  });

  it.each([
    // A capital at the start of a sentence changes nothing.
    ['Anything about damaged items → Orders', ['router.update rtr_main']],
    ['Give both Orders and FAQ the order lookup tool', ['sub_agent.update sag_faq']],
    // (A tool's name ends before "calling".)
    [
      'create a tool named Refund status calling https://api.acme.test/refunds/{refundId}',
      ['tool.create Refund status'],
    ],
    // Nor does a question's opening in a route's topic.
    ['can u route warranty questions to FAQ', ['router.update rtr_main']],
    // More verbs for the same skills.
    ['scrap alice@acme.test from the testers', []],
    ['axe the FAQ agent', ['sub_agent.delete sag_faq']],
    ['relabel FAQ to Help Desk', ['sub_agent.update sag_faq']],
    [
      "tweak the Orders agent's instructions to: Greet the customer by name.",
      ['sub_agent.update sag_orders'],
    ],
    ['suspend LINE', ['line.disable lin_main']],
    // "that sub-agent" is the one just made.
    [
      'Create an assistant called Refunds that handles refund requests, then send anything about refunds to that sub-agent',
      ['sub_agent.create Refunds', 'router.update rtr_main'],
    ],
    // A new router's fallback said after its name; two rules removed in one breath; "needs it too".
    ['Create a router called Night shift whose fallback is Orders', ['router.create Night shift']],
    [
      'remove the faq rule and the order status rule from the main router',
      ['router.update rtr_main', 'router.update rtr_main'],
    ],
    [
      'um so two things the lookup tool should use POST now and uh the FAQ agent needs it too',
      ['tool.update tol_order_lookup', 'sub_agent.update sag_faq'],
    ],
    [
      'Call the router Reception and disconnect LINE.',
      ['router.update rtr_main', 'line.disconnect lin_main'],
    ],
    [
      'create the agent Claims for damaged and lost parcels. Also the fallback of the main router should be Claims.',
      ['sub_agent.create Claims', 'router.update rtr_main'],
    ],
    [
      'Connect LINE channel 1657011111 as Japan LINE and LINE channel 1657022222 as Thai LINE.',
      ['line.connect Japan LINE', 'line.connect Thai LINE'],
    ],
    // "idk" and "thoughts?" hedge.
    ['kill LINE?? idk, thoughts?', []],
    // A topic of more than one word before an arrow, capitalised at the start.
    ['Price match requests → FAQ', ['router.update rtr_main']],
    // Code whose quotes a phone curled.
    [
      'createSubAgent({ name: “Warranty”, description: “Handles warranty claims” })',
      ['sub_agent.create Warranty'],
    ],
    // A request asked politely, with a question mark.
    [
      'Could you rename faq → Help, orders → Shipping?',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    // A greeting at the start says nothing either.
    ['Hi! Main router → rename to Concierge', ['router.update rtr_main']],
    // Thanks and marks at the end say nothing and are never part of a value.
    ['Can you delete the tool that looks up orders?!', ['tool.delete tol_order_lookup']],
    ['rename the router to Front Desk... actually never mind, leave it as it is. Thanks!', []],
  ])('reads %j whatever the case of its first word or the thanks at its end', (text, want) => {
    expect(actions(text)).toEqual(want);
  });

  it.each([
    [
      '「Onboarding」というサブエージェントを追加（初期設定やメンバー招待の質問に答える）',
      '初期設定やメンバー招待の質問を担当',
    ],
    [
      '予約の変更とキャンセルを受け付ける「予約受付」というサブエージェントを追加して',
      '予約の変更とキャンセルを担当',
    ],
  ])(
    "takes a new Japanese agent's description from what it does: %s",
    (instruction, description) => {
      const [created] = interpretInstruction(instruction, support).suggestions;
      expect(created?.payload).toMatchObject({ description });
    },
  );

  it('reads a dictated "full stop" as the end of a sentence, never as words of a value', () => {
    const [change] = interpretInstruction(
      'change the FAQ description to say it also handles refunds full stop thx',
      support,
    ).suggestions;
    expect(change?.payload).toEqual({
      subAgentId: 'sag_faq',
      description: 'it also handles refunds',
    });
  });

  it.each([
    [
      '`Billing` instr → "Always ask for the invoice number first."',
      ['sub_agent.update sag_billing'],
    ],
    ["Just the tester, we're not switching test mode on yet.", []],
    ["honestly I don't think we'll ever turn LINE back on.", []],
  ])('reads shorthand and what is said not to happen: %j', (text, want) => {
    const board: Board = {
      ...withBilling,
      lineChannels: withBilling.lineChannels.map((c) => ({ ...c, enabled: false })),
    };
    expect(actions(text, board)).toEqual(want);
  });

  it('routes the topic "those" points back to, without "we" in it', () => {
    const [rule] = interpretInstruction(
      'Students asking about exam timetables end up in the human queue. Can we point those at the FAQ agent instead?',
      support,
    ).suggestions;
    expect(rule?.payload).toMatchObject({
      addRules: [{ intent: 'questions about exam timetables', subAgentId: 'sag_faq' }],
    });
  });

  it('reads "It should never …" after a new agent as its instructions, not as a refusal', () => {
    const [created] = interpretInstruction(
      'Create a sub-agent named Visa Help that answers visa questions. It should never give legal advice.',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({
      instructions: expect.stringContaining('Never give legal advice'),
    });
    expect(actions('We should never delete FAQ.')).toEqual([]);
  });

  it('removes only the tester said before "だけ外して"', () => {
    const board: Board = {
      ...support,
      testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] },
    };
    const [change] = interpretInstruction(
      'テスター、alice@acme.test だけ外してくださいー',
      board,
    ).suggestions;
    expect(change?.payload).toEqual({ removeTesters: ['alice@acme.test'] });
  });

  it.each([
    'add kim@acme.test as a tester and turn on test mode',
    'turn on test mode. Then add kim@acme.test as a tester.',
    'テストモードをオンにして、kim@acme.test をテスターに追加して',
  ])('turns test mode on for the testers the same message adds, as one change: %s', (text) => {
    const board: Board = { ...support, testMode: { enabled: false, testers: ['ann@acme.test'] } };
    expect(
      interpretInstruction(text, board).suggestions.map((s) => [s.skillId, s.payload]),
    ).toEqual([['test_mode.enable', { testers: ['ann@acme.test', 'kim@acme.test'] }]]);
  });

  it('says nothing of test mode a Singaporean "no need on yet" keeps off', () => {
    expect(actions('can add kim@acme.test as tester or not? test mode no need on yet lah')).toEqual(
      ['test_mode.update -'],
    );
  });

  it('keeps quotes, links and LINE as typed in a shouted message', () => {});

  it('reads a Japanese value said on the line after "次のように…："', () => {
    const [update] = interpretInstruction(
      'THE ORDER LOOKUP TOOL SHOULD CALL https://api.acme.test/v2/Orders/{orderId} NOW',
      support,
    ).suggestions;
    expect(update?.payload).toMatchObject({
      http: { url: 'https://api.acme.test/v2/Orders/{orderId}' },
    });
  });

  it('reads a new tool given as labelled Japanese lines', () => {
    const [tool] = interpretInstruction(
      'ツールとして追加をお願いできますでしょうか。\n・ツール名：処方箋送信\n・メソッド：POST\n・URL：https://api.example.jp/prescriptions/{storeId}',
      support,
    ).suggestions;
    expect(tool?.payload).toMatchObject({
      name: '処方箋送信',
      http: { method: 'POST', url: 'https://api.example.jp/prescriptions/{storeId}' },
    });
  });

  it('reads a Japanese value said on the line after "次のように…："', () => {
    const [update] = interpretInstruction(
      'FAQの指示を次のように変えてください：\n「生徒さんには必ず敬語で答える。」',
      support,
    ).suggestions;
    expect(update?.payload).toEqual({
      subAgentId: 'sag_faq',
      instructions: '生徒さんには必ず敬語で答える',
    });
  });

  it.each([
    ['@builder Hi! rename FAQ to Help', 'I suggest 1 change: rename sub-agent "FAQ" to "Help".'],
    [
      'Hi! Forwarding from Jen: "please rename FAQ to Help". Thanks!',
      'I suggest 1 change: rename sub-agent "FAQ" to "Help".',
    ],
  ])(
    'reads a greeting after a mention, and thanks after a request passed on: %j',
    (text, reply) => {
      expect(interpretInstruction(text, support).reply).toBe(reply);
    },
  );

  it('reads what a new agent "will handle" as what it handles', () => {
    const [created] = interpretInstruction(
      'Kindly create one new sub agent with name Payments which will handle the payment failure queries.',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({ description: 'Handles the payment failure queries' });
  });

  it('gives a new tool and takes an old one off the same sub-agent as one change that applies', () => {
    const { suggestions } = interpretInstruction(
      'create a tool called Tracker, GET https://api.acme.test/t/{id}, assign it to Orders and take the Order lookup tool off Orders',
      support,
    );
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual([
      ['tool.create', expect.objectContaining({ name: 'Tracker' })],
      ['sub_agent.update', { subAgentId: 'sag_orders', toolIds: [], toolNames: ['Tracker'] }],
    ]);
  });

  it('reads two greetings at the start as greetings, and reports neither', () => {
    const { suggestions, reply } = interpretInstruction(
      'Hi team, hi, rename FAQ to Help Desk',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([
      { subAgentId: 'sag_faq', name: 'Help Desk' },
    ]);
    expect(reply).toBe('I suggest 1 change: rename sub-agent "FAQ" to "Help Desk".');
  });

  it.each([
    'FAQ → Help desk thx',
    'rename faq → Help desk!',
    'FAQ → Help desk. Thanks!',
    'rename FAQ to Help desk for me',
    'rename faq → Help desk asap',
    'rename FAQ to Help desk po',
    'rename FAQ to Help desk. Asante sana',
  ])('never takes the thanks or the marks at the end into a new name: %j', (text) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      { subAgentId: 'sag_faq', name: 'Help desk' },
    ]);
  });

  it.each([
    'remove the stock check tool',
    'delete the refund tool',
    'disconnect the sales line channel',
  ])(
    'never takes the only tool or LINE channel for one a lower-case name says is another: %j',
    (text) => {
      const { suggestions, reply } = interpretInstruction(text, support);
      expect(suggestions).toEqual([]);
      expect(reply).toMatch(/There is (?:nothing|no LINE channel) called/);
    },
  );

  it.each([
    ['switch the order lookup tool to post', 'POST'],
    ['change order lookup to post https://api.acme.test/orders/search', 'POST'],
  ])('reads an HTTP method typed in lower case: %j', (text, method) => {
    const [update] = interpretInstruction(text, support).suggestions;
    expect((update?.payload as { http?: { method?: string } }).http?.method).toBe(method);
  });

  it.each([
    ['add sub-agent billing for invoices', ['Billing']],
    ['add three sub-agents: billing, returns and warranty', ['Billing', 'Returns', 'Warranty']],
    [
      'add two sub-agents: warranty for warranty claims and loyalty for points and rewards',
      ['Warranty', 'Loyalty'],
    ],
    [
      'add two tools: stock check (get https://api.acme.test/stock/{sku}) and price check (get https://api.acme.test/prices/{sku})',
      ['Stock check', 'Price check'],
    ],
    // A name after "name", "with name" or ", name is", as non-native English says it.
    ['make new sub agent name coupons, it answer about coupon and discount code', ['coupons']],
    ['please make new agent with name returns', ['returns']],
    ['please make agent for refund, name is refunds', ['refunds']],
  ])('reads new names typed in lower case: %j', (text, names) => {
    expect(
      interpretInstruction(text, support).suggestions.map(
        (s) => (s.payload as { name?: string }).name,
      ),
    ).toEqual(names);
  });

  it.each([
    ['can u route warranty questions to FAQ', 'warranty questions'],
    ['Could you send anything about refunds to the FAQ agent?', 'refunds'],
    ['Questions about gift cards should be answered by FAQ', 'questions about gift cards'],
  ])('keeps the asking words out of a route topic: %j', (text, intent) => {
    const [update] = interpretInstruction(text, support).suggestions;
    expect(update?.payload).toMatchObject({ addRules: [{ intent }] });
  });

  it('gives a new router the fallback said after its name', () => {
    const [created] = interpretInstruction(
      'Make a router called After hours, its fallback is FAQ.',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({
      name: 'After hours',
      fallback: { action: 'sub_agent', subAgentId: 'sag_faq' },
    });
  });

  it('keeps the capitals of a value that runs over sentences', () => {
    const { suggestions } = interpretInstruction(
      'faq instructions → "Reply in the customer\'s language. Keep it under 80 words."',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([
      {
        subAgentId: 'sag_faq',
        instructions: "Reply in the customer's language. Keep it under 80 words.",
      },
    ]);
  });

  it('takes the quoted new description after a remark on the old one', () => {
    const { suggestions } = interpretInstruction(
      'FAQ の説明が古いので、「営業時間・送料・返品・ポイントに関するよくある質問に回答」に更新してください',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([
      {
        subAgentId: 'sag_faq',
        description: '営業時間・送料・返品・ポイントに関するよくある質問に回答',
      },
    ]);
  });

  it.each([
    ['エージェントは FAQ 以外全部消しといて', 'sub_agent.delete', { subAgentId: 'sag_orders' }],
    [
      'ให้ทุกเอเจนต์ยกเว้น Orders ใช้ Order lookup ได้ด้วยครับ',
      'sub_agent.update',
      { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] },
    ],
  ])('reads "every agent but one" in %j as the other one', (text, skillId, payload) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual([[skillId, payload]]);
  });

  it.each([
    ['เอากฎเรื่องสถานะออเดอร์ออกจากเราเตอร์หลักหน่อยค่ะ', 'rul_orders'],
    ['注文状況のルールはもう要らないので、メインルーターから外してください', 'rul_orders'],
    ['เอา rule ที่ส่งไป FAQ ออกจาก Main router หน่อย', 'rul_faq'],
  ])(
    'removes the rule %j names by its topic in Thai or Japanese, or by where it sends',
    (text, rule) => {
      const { suggestions } = interpretInstruction(text, support);
      expect(suggestions.map((s) => s.payload)).toEqual([
        { routerId: 'rtr_main', removeRuleIds: [rule] },
      ]);
    },
  );

  it('reads Thai chat: เทสโหมด, stretched letters, testers changed from one to another, and fallbacks', () => {
    const payloads = (text: string, board: Board = support) =>
      interpretInstruction(text, board).suggestions.map((s) => [s.skillId, s.payload]);
    expect(payloads('ช่วยเปิดเทสโหมดให้หน่อยน้าาา เทสเตอร์คือ nok@shop.test กับ bee@shop.test ค่ะ')).toEqual(
      [['test_mode.enable', { testers: ['nok@shop.test', 'bee@shop.test'] }]],
    );
    const testers: Board = {
      ...support,
      testMode: { enabled: true, testers: ['alice@acme.test'] },
    };
    expect(payloads('เปลี่ยน tester จาก alice@acme.test เป็น fah@acme.test ค่ะ', testers)).toEqual([
      ['test_mode.update', { addTesters: ['fah@acme.test'], removeTesters: ['alice@acme.test'] }],
    ]);
    expect(payloads('คำถามที่ไม่เข้ากฎไหนเลย ให้ส่งไปที่ FAQ แทนการส่งให้คนนะคะ')).toEqual([
      [
        'router.update',
        { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } },
      ],
    ]);
    const toFaq: Board = {
      ...support,
      routers: [{ ...mainRouter, fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } }],
    };
    expect(payloads('fallback เปลี่ยนกลับเป็นให้คนตอบเหมือนเดิมครับ', toFaq)).toEqual([
      ['router.update', { routerId: 'rtr_main', fallback: { action: 'human' } }],
    ]);
  });

  it.each([
    ['LINE maintenance is over, enable it again.', 'line.enable', { lineChannelId: 'lin_main' }],
    [
      'is it possible to hook the lookup tool up to FAQ?',
      'sub_agent.update',
      { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] },
    ],
    [
      'Is it possible that complaints about damaged items go to the Orders agent from now on?',
      'router.update',
      {
        routerId: 'rtr_main',
        addRules: [
          {
            intent: 'complaints about damaged items',
            keywords: ['complaint', 'damaged', 'item'],
            subAgentId: 'sag_orders',
          },
        ],
      },
    ],
    [
      "could we rename the main routing to 'Front Door'?",
      'router.update',
      { routerId: 'rtr_main', name: 'Front Door' },
    ],
    [
      'Please change FAQ agent name to Information.',
      'sub_agent.update',
      { subAgentId: 'sag_faq', name: 'Information' },
    ],
    [
      "Oders agent instruction change to 'Ask the order number first.'",
      'sub_agent.update',
      { subAgentId: 'sag_orders', instructions: 'Ask the order number first.' },
    ],
    [
      'give faq agent the order look up tool plz',
      'sub_agent.update',
      { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] },
    ],
  ])('reads %j as one request', (text, skillId, payload) => {
    const lineOff: Board = {
      ...support,
      lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })),
    };
    const { suggestions } = interpretInstruction(text, lineOff);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual([[skillId, payload]]);
  });

  it('finds an item by the name it had before a rename earlier in the message', () => {
    const { suggestions } = interpretInstruction(
      'rename FAQ to Helpdesk, then attach the lookup tool to FAQ',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([
      { subAgentId: 'sag_faq', name: 'Helpdesk' },
      { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] },
    ]);
  });

  it('makes one change of the testers when one is put in place of another, and invites no admin', () => {
    const testers: Board = {
      ...support,
      testMode: { enabled: true, testers: ['owner@acme.test'] },
    };
    expect(
      interpretInstruction(
        'owner@acme.test should not be a tester anymore, put qa@acme.test instead.',
        testers,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ addTesters: ['qa@acme.test'], removeTesters: ['owner@acme.test'] }]);
    // A developer's note: "-tester …" takes one off the list.
    expect(
      interpretInstruction('-tester owner@acme.test', testers).suggestions.map((s) => s.payload),
    ).toEqual([{ removeTesters: ['owner@acme.test'] }]);
    // Who leaves and who joins the list, said in either order and any language, is one change.
    for (const said of [
      'take owner@acme.test off the testers and add qa@acme.test, then disable LINE',
      'Add qa@acme.test to the testers and remove owner@acme.test',
      'ลบคนเทส owner@acme.test ออก แล้วเพิ่ม qa@acme.test แทน',
    ])
      expect(
        interpretInstruction(said, testers)
          .suggestions.filter((s) => s.skillId === 'test_mode.update')
          .map((s) => s.payload),
      ).toEqual([{ addTesters: ['qa@acme.test'], removeTesters: ['owner@acme.test'] }]);
    expect(
      interpretInstruction('invite kim@acme.test to the organization as an admin', testers)
        .suggestions,
    ).toEqual([]);
  });

  it.each([
    [
      'alice@acme.test は今月で退職なので、テスターから外してください',
      'test_mode.update',
      { removeTesters: ['alice@acme.test'] },
    ],
    [
      '「Orders」という名前だとパートさんが分かりにくいので、「ご注文窓口」に変えてもらえますか？',
      'sub_agent.update',
      { subAgentId: 'sag_orders', name: 'ご注文窓口' },
    ],
    [
      'FAQ のなまえ、「よくあるしつもん」にかえてもらえるかな？',
      'sub_agent.update',
      { subAgentId: 'sag_faq', name: 'よくあるしつもん' },
    ],
    [
      'LINE のほう直ったみたいなので、また動かしてくださーい',
      'line.enable',
      { lineChannelId: 'lin_main' },
    ],
    [
      'Orders の説明と指示を両方変えたいです。説明は「注文内容の確認」、指示は「伝票番号を聞いてから調べること」でお願いします。',
      'sub_agent.update',
      {
        subAgentId: 'sag_orders',
        description: '注文内容の確認',
        instructions: '伝票番号を聞いてから調べること',
      },
    ],
  ])(
    'reads the Japanese %j, its reason first or its words in hiragana',
    (text, skillId, payload) => {
      const board: Board = {
        ...support,
        testMode: { enabled: true, testers: ['alice@acme.test'] },
        lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })),
      };
      const { suggestions } = interpretInstruction(text, board);
      expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual([[skillId, payload]]);
    },
  );

  it('suggests nothing for a Japanese message that is still thinking it over', () => {
    expect(
      interpretInstruction(
        '予約専用のエージェントがあったほうがいいのかな…ちょっと考えます',
        support,
      ).suggestions,
    ).toEqual([]);
  });

  it.each([
    [
      'Now that we finally have Billing, send the payment questions there please.',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'payment questions', keywords: ['payment'], subAgentId: 'sag_billing' },
            ],
          },
        ],
      ],
    ],
    [
      'I want that the bot sends all the questions about gift cards to the FAQ.',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [
              {
                intent: 'questions about gift cards',
                keywords: ['gift', 'card'],
                subAgentId: 'sag_faq',
              },
            ],
          },
        ],
      ],
    ],
    [
      'The bot said our shop is open on Sunday. Pause the LINE channel and put the bot in test mode.',
      [
        ['line.disable', { lineChannelId: 'lin_main' }],
        ['test_mode.enable', {}],
      ],
    ],
    [
      "not sure this is the right place to ask, but set Orders' instructions to 'Ask for the e-mail too.'",
      [['sub_agent.update', { subAgentId: 'sag_orders', instructions: 'Ask for the e-mail too.' }]],
    ],
    [
      'Questions about exchanges → FAQ',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [
              {
                intent: 'questions about exchanges',
                keywords: ['exchange'],
                subAgentId: 'sag_faq',
              },
            ],
          },
        ],
      ],
    ],
  ])('reads %j as the request it is', (text, want) => {
    const { suggestions } = interpretInstruction(text, withBilling);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    [
      'Orders を削除して…いや、やっぱり名前を「注文サポート」に変えるだけにして',
      [['sub_agent.update', { subAgentId: 'sag_orders', name: '注文サポート' }]],
    ],
    [
      'Orders を削除して。…いや、削除はやめて、名前を Delivery に変えるだけにしてください',
      [['sub_agent.update', { subAgentId: 'sag_orders', name: 'Delivery' }]],
    ],
    [
      '内容：FAQ エージェントに Order lookup ツールを追加する',
      [['sub_agent.update', { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] }]],
    ],
    [
      'เปลี่ยนชื่อ Orders เป็น "ออเดอร์" แล้วก็ Main router เป็น "หน้าร้าน" ด้วยนะ',
      [
        ['sub_agent.update', { subAgentId: 'sag_orders', name: 'ออเดอร์' }],
        ['router.update', { routerId: 'rtr_main', name: 'หน้าร้าน' }],
      ],
    ],
  ])(
    'reads %j: what follows the last correction, a ticket, one verb for two items',
    (text, want) => {
      const { suggestions } = interpretInstruction(text, support);
      expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
    },
  );

  it('never deletes what "削除はやめて" calls off', () => {
    expect(interpretInstruction('Orders の削除はやめてください', support).suggestions).toEqual([]);
  });

  it('gives a new Thai sub-agent what it is for, without the closing particle', () => {
    const [created] = interpretInstruction(
      'เพิ่มเอเจนต์ใหม่ชื่อ Booking สำหรับรับจองโต๊ะค่ะ',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({ name: 'Booking', description: 'ดูแลรับจองโต๊ะ' });
  });

  it.each([
    [
      'alice@acme.test moved to sales, take her off the testers',
      [['test_mode.update', { removeTesters: ['alice@acme.test'] }]],
    ],
    [
      "Ordres' instructions should be: Check the order first.",
      [['sub_agent.update', { subAgentId: 'sag_orders', instructions: 'Check the order first' }]],
    ],
    [
      'take the lookup tool off Orders and give it to FAQ instead',
      [
        ['sub_agent.update', { subAgentId: 'sag_orders', toolIds: [] }],
        ['sub_agent.update', { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] }],
      ],
    ],
    [
      'take the lookup tool off Orders until we have confirmed it works',
      [['sub_agent.update', { subAgentId: 'sag_orders', toolIds: [] }]],
    ],
    [
      'Instead of handing unmatched chats to a human, send them to Orders',
      [
        [
          'router.update',
          { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_orders' } },
        ],
      ],
    ],
    [
      'Turn on test mode, and have anything unmatched go to FAQ rather than sitting in the human queue',
      [
        ['test_mode.enable', {}],
        [
          'router.update',
          { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } },
        ],
      ],
    ],
    [
      'give both Orders and FAQ the order lookup tool',
      [['sub_agent.update', { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] }]],
    ],
    [
      'テスターは owner@acme.test 以外、全員外してください',
      [['test_mode.update', { removeTesters: ['alice@acme.test'] }]],
    ],
    [
      'Orders を「配送」にリネーム、じゃなくて「配送窓口」で',
      [['sub_agent.update', { subAgentId: 'sag_orders', name: '配送窓口' }]],
    ],
  ])('reads %j', (text, want) => {
    const board: Board = {
      ...support,
      testMode: { enabled: false, testers: ['alice@acme.test', 'owner@acme.test'] },
    };
    const { suggestions } = interpretInstruction(text, board);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it('gives a new Thai sub-agent the instructions labelled in English', () => {
    const [created] = interpretInstruction(
      'เพิ่มเอเจนต์ชื่อ Enrollment ตอบเรื่องสมัครเรียน instructions: "ถามชั้นเรียนของเด็กก่อน"',
      support,
    ).suggestions;
    expect(created?.payload).toMatchObject({
      name: 'Enrollment',
      instructions: 'ถามชั้นเรียนของเด็กก่อน',
    });
  });

  it.each([
    [
      'FAQ keeps guessing. Unmatched conversations should go to a person again, not FAQ.',
      [['router.update', { routerId: 'rtr_main', fallback: { action: 'human' } }]],
    ],
    [
      "Add 'Returns cost 5 EUR unless the item is faulty.' to FAQ's instructions.",
      [
        [
          'sub_agent.update',
          {
            subAgentId: 'sag_faq',
            instructions:
              'Answer from the help centre. Link the article you used. Be concise and friendly. Returns cost 5 EUR unless the item is faulty.',
          },
        ],
      ],
    ],
    [
      'Please set up the following:\n- a Stock check tool: GET https://api.acme.test/stock/{sku}\n- an Inventory agent that answers stock questions',
      [
        ['tool.create', expect.objectContaining({ name: 'Stock check' })],
        ['sub_agent.create', expect.objectContaining({ name: 'Inventory' })],
      ],
    ],
    [
      '「返金」「払い戻し」は Orders に回すよう設定お願いします',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [
              expect.objectContaining({ keywords: ['返金', '払い戻し'], subAgentId: 'sag_orders' }),
            ],
          },
        ],
      ],
    ],
    [
      'どれにも当てはまらない質問は、FAQ じゃなくてスタッフ（人）に回すように戻してください',
      [['router.update', { routerId: 'rtr_main', fallback: { action: 'human' } }]],
    ],
    [
      '配送の質問まで Orders に行っちゃってる…Main router から Orders 行きのルールを外して',
      [['router.update', { routerId: 'rtr_main', removeRuleIds: ['rul_orders'] }]],
    ],
    [
      '注文を調べるAPIのURLが https://api.shop.test/v2/orders/{orderId} に変わったそうです。',
      [
        [
          'tool.update',
          expect.objectContaining({
            toolId: 'tol_order_lookup',
            http: expect.objectContaining({ url: 'https://api.shop.test/v2/orders/{orderId}' }),
          }),
        ],
      ],
    ],
    [
      '・返品の問い合わせは FAQ に回す',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [
              expect.objectContaining({ intent: '返品の問い合わせ', subAgentId: 'sag_faq' }),
            ],
          },
        ],
      ],
    ],
  ])('reads %j', (text, want) => {
    const board: Board = {
      ...support,
      routers: [{ ...mainRouter, fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } }],
    };
    const { suggestions } = interpretInstruction(text, board);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    'Draft plan (NOT approved yet, waiting on @maria):\n1. delete the general questions rule\n2. make FAQ the fallback',
    "Plan: delete the general questions rule. Don't apply anything until she signs off.",
    'rename the router to Front desk. jk 😅 leave it as is',
    'ok just send all of those over to Orders',
  ])(
    'suggests nothing for a plan waiting on someone, a joke taken back or a topic never said: %j',
    (text) => {
      expect(interpretInstruction(text, support).suggestions).toEqual([]);
    },
  );

  it.each([
    [
      'We start testing today, so please turn on the test mode only for kenji@acme.test',
      [['test_mode.enable', { testers: ['kenji@acme.test'] }]],
    ],
    [
      'แก้ instructions ของ Orders เป็น: ห้ามสัญญาวันส่งของ และให้ขอเลขออเดอร์ก่อนเสมอ',
      [
        [
          'sub_agent.update',
          { subAgentId: 'sag_orders', instructions: 'ห้ามสัญญาวันส่งของ และให้ขอเลขออเดอร์ก่อนเสมอ' },
        ],
      ],
    ],
  ])('reads %j as one change', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    [
      "rename 'Order lookup' to 'Order search'",
      [['tool.update', { toolId: 'tol_order_lookup', name: 'Order search' }]],
    ],
    [
      "Describe the order lookup tool as 'Finds an order by its number'",
      [
        [
          'tool.update',
          { toolId: 'tol_order_lookup', description: 'Finds an order by its number' },
        ],
      ],
    ],
    [
      "give the lookup tool to FAQ, and rename the lookup tool to Order finder while you're at it",
      [
        ['sub_agent.update', { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] }],
        ['tool.update', { toolId: 'tol_order_lookup', name: 'Order finder' }],
      ],
    ],
    [
      'can you rename Orders to Order desk, oh and the lookup tool to Order finder',
      [
        ['sub_agent.update', { subAgentId: 'sag_orders', name: 'Order desk' }],
        ['tool.update', { toolId: 'tol_order_lookup', name: 'Order finder' }],
      ],
    ],
    [
      'send account setup questions to FAQ so they stop landing in the human queue',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [
              expect.objectContaining({ intent: 'account setup questions', subAgentId: 'sag_faq' }),
            ],
          },
        ],
      ],
    ],
    [
      'swap owner@acme.test for lead@acme.test',
      [
        [
          'test_mode.update',
          { addTesters: ['lead@acme.test'], removeTesters: ['owner@acme.test'] },
        ],
      ],
    ],
    [
      'テストモードをオンにしていただけますでしょうか。テスターは sato@acme.test と kimura@acme.test でお願いいたします。',
      [['test_mode.enable', { testers: ['sato@acme.test', 'kimura@acme.test'] }]],
    ],
    ['テストモードONで！', [['test_mode.enable', {}]]],
    [
      '注文を調べるやつのURL、https://api.acme.test/v2/orders/{orderId} に変わったので更新お願い！',
      [['tool.update', expect.objectContaining({ toolId: 'tol_order_lookup' })]],
    ],
    [
      '注文の質問を Orders に回してるルール、外してもらえますか？',
      [['router.update', { routerId: 'rtr_main', removeRuleIds: ['rul_orders'] }]],
    ],
    [
      'Orders から注文検索ツールを外して。代わりに FAQ に付けといて',
      [
        ['sub_agent.update', { subAgentId: 'sag_orders', toolIds: [] }],
        ['sub_agent.update', { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] }],
      ],
    ],
    [
      'ตัวที่ตอบเรื่องคืนของ ช่วยเปลี่ยน instructions เป็น "คืนสินค้าได้ภายใน 14 วัน" นะ',
      [['sub_agent.update', { subAgentId: 'sag_faq', instructions: 'คืนสินค้าได้ภายใน 14 วัน' }]],
    ],
    [
      'ส่งเรื่องโปรโมชั่นไปที่ FAQ และเรื่องเคลมสินค้าไปที่ Orders',
      [
        [
          'router.update',
          { routerId: 'rtr_main', addRules: [expect.objectContaining({ subAgentId: 'sag_faq' })] },
        ],
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [expect.objectContaining({ subAgentId: 'sag_orders' })],
          },
        ],
      ],
    ],
    [
      'owner@acme.test ย้ายทีมแล้ว เอาออกจาก tester ด้วยนะ',
      [['test_mode.update', { removeTesters: ['owner@acme.test'] }]],
    ],
  ])('reads %j', (text, want) => {
    const board: Board = { ...support, testMode: { enabled: false, testers: ['owner@acme.test'] } };
    const { suggestions } = interpretInstruction(text, board);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    [
      'the agent that handles deliveries should be called Deliveries',
      [['sub_agent.update', { subAgentId: 'sag_orders', name: 'Deliveries' }]],
    ],
    [
      '渋谷店の新しいLINE公式アカウントをつなぎたいです。チャンネルIDは 1654321987、名前は「渋谷店LINE」でお願いします',
      [['line.connect', { name: '渋谷店LINE', channelId: '1654321987' }]],
    ],
    [
      'FW: テスター追加の件\n> いつも大変お世話になっております。\n> 以下のメールアドレスをテスターに追加いただけますでしょうか。\n> tanaka@acme.test\n> kato@acme.test\n> 何卒よろしくお願い申し上げます。',
      [['test_mode.update', { addTesters: ['tanaka@acme.test', 'kato@acme.test'] }]],
    ],
  ])('reads %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it('says nothing back about a Japanese greeting or sign-off around a request', () => {
    const { reply } = interpretInstruction(
      'お疲れ様です。\nFAQ を削除してください。\nよろしくお願いいたします。',
      support,
    );
    expect(reply).toBe('1件の変更を提案します: サブエージェント「FAQ」を削除。');
  });

  it.each([
    'we could have FAQ handle refunds, what do you think?',
    'Orders ลบไปแล้ว',
    'LINE ปิดไปแล้วนะ เปิดให้หน่อย',
  ])('never acts on a question or on a Thai report of what is already done: %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    [
      "FAQ's description: Answers shipping questions. I think that's better, no?",
      [['sub_agent.update', { subAgentId: 'sag_faq', description: 'Answers shipping questions' }]],
    ],
    [
      'new agent Loyalty - for points questions',
      [['sub_agent.create', expect.objectContaining({ name: 'Loyalty' })]],
    ],
  ])('reads %j without the remark or the dash', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    [
      'you should send refund stuff to FAQ from now on',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [expect.objectContaining({ intent: 'refund', subAgentId: 'sag_faq' })],
          },
        ],
      ],
    ],
    [
      'a) pause LINE b) turn on test mode',
      [
        ['line.disable', { lineChannelId: 'lin_main' }],
        ['test_mode.enable', {}],
      ],
    ],
    [
      'plus a new tool Stock check GET https://api.acme.test/stock/{sku}',
      [['tool.create', expect.objectContaining({ name: 'Stock check' })]],
    ],
  ])('reads the work-chat %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    'Orders seems to handle refunds fine now',
    'Orders used to have a different name',
    'เมื่อเช้าพี่นัทปิด LINE แล้ว',
    '今朝佐藤さんが LINE を止めました',
    'we call the lookup tool "the finder" internally',
    'test mode was turned on by mistake, I think',
  ])('suggests nothing for how things are or were: %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    'LINE はもう止めてあります',
    'ルーターの名前、前は Front desk でした',
    'ไลน์ปิดอยู่แล้วนะ',
    'ใครเปลี่ยนชื่อ FAQ เหรอ',
  ])('suggests nothing for a Japanese or Thai "already" or "who …?": %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    [
      'remove FAQ from the router but keep the agent',
      [['router.update', { routerId: 'rtr_main', removeRuleIds: ['rul_faq'] }]],
    ],
    [
      "change the lookup tool's URL to https://api.acme.test/v2/orders/{orderId} and make it a POST",
      [
        [
          'tool.update',
          expect.objectContaining({
            toolId: 'tol_order_lookup',
            http: { method: 'POST', url: 'https://api.acme.test/v2/orders/{orderId}' },
          }),
        ],
      ],
    ],
    ['disconnect LINE but keep test mode on', [['line.disconnect', { lineChannelId: 'lin_main' }]]],
  ])('reads %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it('sets a Thai fallback to a person', () => {
    const board: Board = {
      ...support,
      routers: [{ ...mainRouter, fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } }],
    };
    expect(
      interpretInstruction('ตั้ง fallback เป็นคนค่ะ', board).suggestions.map((s) => s.payload),
    ).toEqual([{ routerId: 'rtr_main', fallback: { action: 'human' } }]);
  });

  it.each([
    [
      'ย้าย tool Order lookup จาก Orders ไป FAQ',
      [
        ['sub_agent.update', { subAgentId: 'sag_orders', toolIds: [] }],
        ['sub_agent.update', { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] }],
      ],
    ],
    [
      'ลบ rule เรื่องสถานะออเดอร์ทิ้งเลย',
      [['router.update', { routerId: 'rtr_main', removeRuleIds: ['rul_orders'] }]],
    ],
  ])('reads the Thai %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it('sends to a person what nobody can answer, in Thai', () => {
    const board: Board = {
      ...support,
      routers: [{ ...mainRouter, fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } }],
    };
    expect(
      interpretInstruction('ตั้งให้คำถามที่ไม่มีใครตอบได้ ไปหาเจ้าหน้าที่', board).suggestions.map(
        (s) => s.payload,
      ),
    ).toEqual([{ routerId: 'rtr_main', fallback: { action: 'human' } }]);
  });

  it.each([
    [
      'create a router named Branch Router that sends refunds to FAQ',
      [['router.create', expect.objectContaining({ name: 'Branch Router' })]],
    ],
    [
      'สร้าง router ชื่อ VIP Router ส่งลูกค้า VIP ไปที่ Orders',
      [['router.create', expect.objectContaining({ name: 'VIP Router' })]],
    ],
    [
      'สร้างเราเตอร์ชื่อ Gold ส่งเรื่องโอนเงินไปที่ FAQ ที่เหลือส่งให้พนักงาน',
      [
        [
          'router.create',
          expect.objectContaining({
            name: 'Gold',
            rules: [expect.objectContaining({ subAgentId: 'sag_faq' })],
            fallback: { action: 'human' },
          }),
        ],
      ],
    ],
    [
      'add new HTTP tool Refund status, POST https://api.acme.test/refunds/status , description: checks where a refund is',
      [['tool.create', expect.objectContaining({ name: 'Refund status', kind: 'http' })]],
    ],
    [
      'add tester marco dot silva at acme dot test and um remove the lookup tool from orders period',
      [
        ['test_mode.update', { addTesters: ['marco.silva@acme.test'] }],
        ['sub_agent.update', { subAgentId: 'sag_orders', toolIds: [] }],
      ],
    ],
    [
      'Orders should not use the lookup tool',
      [['sub_agent.update', { subAgentId: 'sag_orders', toolIds: [] }]],
    ],
    [
      'ＦＡＱ 以外の全エージェントの指示を「注文番号を確認」にしてください。',
      [['sub_agent.update', { subAgentId: 'sag_orders', instructions: '注文番号を確認' }]],
    ],
    [
      "Please make following changes: first the Orders agent gets the new name 'Bestellungen', second the FAQ agent gets the description 'Answers in German'.",
      [
        ['sub_agent.update', { subAgentId: 'sag_orders', name: 'Bestellungen' }],
        ['sub_agent.update', { subAgentId: 'sag_faq', description: 'Answers in German' }],
      ],
    ],
  ])('reads %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    // The board's rule for "order status" already matches "order" and "tracking".
    'route order tracking questions to the Orders agent',
    "give FAQ access to the lookup tool — hmm no, wait, FAQ shouldn't call APIs. ignore that.",
    "FAQ shouldn't call APIs.",
    'ＦＡＱ の削除は部長の承認が下りてからでお願いします。',
    'ถ้าลบ Order lookup แล้ว Orders จะยังตอบเรื่องออเดอร์ได้ไหมครับ',
    'if we delete the lookup tool, will Orders still answer order questions?',
    'FAQを消しても、まだ返品の質問に答えられますか？',
    // What is not needed, done or on hold, and what is only told.
    'お疲れ様です。FAQ の削除は不要です。以上、よろしくお願いいたします。',
    'FAQ のツールは不要です。',
    '・FAQ の名前を「よくある質問」に変更（済）',
    '・Orders の説明を変更（保留）',
    'แจ้งเพื่อทราบ: เปลี่ยนชื่อ router เป็น Front desk แล้ว',
    // Another app, a question, a take-back, a dictated "don't", a put-off, a where or a complaint.
    'Add WhatsApp as a channel next to LINE.',
    'Make sure Orders keeps the lookup tool.',
    'The Orders description says it answers questions about orders - is that still accurate?',
    "Please set FAQ's instructions to 'Be short.' - wait, scrap that, leave them as they are.",
    'okay message to the builder comma please do not delete the f a q agent period we still need it period',
    '恐れ入りますが、Order lookup ツールの削除は今回は見送らせていただきます。',
    'ถ้าลบ Main router ออก คำถามเรื่องออเดอร์จะไปที่ไหนคะ',
    'instructions ของ Orders อ่านแล้วงงๆ นิดนึง',
    'มีคำถามเกี่ยวกับหน้า FAQ บนเว็บค่ะ ใครเป็นคนดูแลคะ',
  ])('suggests nothing for %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    [
      'テスターに yamada@acme.test を追加してください。すみません間違えました、yamada@acme.jp です。',
      [['test_mode.update', { addTesters: ['yamada@acme.jp'] }]],
    ],
    [
      'Orders の名前を Delivery に。訂正です、Shipping に。いや、やっぱり Logistics でお願いします。',
      [['sub_agent.update', { subAgentId: 'sag_orders', name: 'Logistics' }]],
    ],
    [
      'เพิ่ม tester nid@acme.tset ขอโทษพิมพ์ผิด nid@acme.test ครับ',
      [['test_mode.update', { addTesters: ['nid@acme.test'] }]],
    ],
    [
      'Route refunds to FAQ — no wait, Orders',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [{ intent: 'refunds', keywords: ['refund'], subAgentId: 'sag_orders' }],
          },
        ],
      ],
    ],
    [
      'Add a sub-agent called Billing for invoices. Oh and delete FAQ — no wait, keep FAQ, sorry.',
      [['sub_agent.create', expect.objectContaining({ name: 'Billing' })]],
    ],
    // A new name for what was just named, the whole rest of the message.
    [
      'Add a sub-agent called Promo for discount codes and route coupon questions to it — actually call it Promotions',
      [
        ['sub_agent.create', expect.objectContaining({ name: 'Promotions' })],
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'coupon questions', keywords: ['coupon'], subAgentName: 'Promotions' },
            ],
          },
        ],
      ],
    ],
    [
      'Add a router called Desk, actually no, name it Front desk',
      [['router.create', expect.objectContaining({ name: 'Front desk' })]],
    ],
    [
      'um can you change the orders agent name to shipping actually no make it Shipping and Delivery',
      [['sub_agent.update', { subAgentId: 'sag_orders', name: 'Shipping and Delivery' }]],
    ],
    [
      'change the order lookup to GET — actually no, make it POST',
      [
        [
          'tool.update',
          expect.objectContaining({ http: expect.objectContaining({ method: 'POST' }) }),
        ],
      ],
    ],
  ])('reads the correction in %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    'Delete FAQ and Orders. No wait, keep Orders',
    'delete FAQ, no wait, never mind',
    'Delete FAQ — no wait, don’t',
    'rename the router to Front desk. jk 😅 leave it as is',
  ])('takes %j back whole', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    [
      '【ルーティング】\n・返金の問い合わせ → Orders\n・クーポンの質問 → ＦＡＱ',
      [
        [
          'router.update',
          expect.objectContaining({
            addRules: [
              expect.objectContaining({ intent: '返金の問い合わせ', subAgentId: 'sag_orders' }),
            ],
          }),
        ],
        [
          'router.update',
          expect.objectContaining({
            addRules: [
              expect.objectContaining({ intent: 'クーポンの質問', subAgentId: 'sag_faq' }),
            ],
          }),
        ],
      ],
    ],
    [
      '名前変更：Main router → 受付ルーター',
      [['router.update', { routerId: 'rtr_main', name: '受付ルーター' }]],
    ],
    ['FAQ → 削除', [['sub_agent.delete', { subAgentId: 'sag_faq' }]]],
    [
      'Routing: anything about invoices → FAQ',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [{ intent: 'invoices', keywords: ['invoice'], subAgentId: 'sag_faq' }],
          },
        ],
      ],
    ],
    [
      '## Spec: Billing sub-agent\n\n**Name:** Billing\n**Description:** Handles invoices\n**Instructions:** Ask for the invoice number first.\n**Routing:** invoice questions → Billing',
      [
        [
          'sub_agent.create',
          expect.objectContaining({ name: 'Billing', description: 'Handles invoices' }),
        ],
        [
          'router.update',
          expect.objectContaining({
            addRules: [
              expect.objectContaining({ intent: 'invoice questions', subAgentName: 'Billing' }),
            ],
          }),
        ],
      ],
    ],
    [
      "name for Orders = 'Order Care'\nname for Main router = 'Triage'",
      [
        ['sub_agent.update', { subAgentId: 'sag_orders', name: 'Order Care' }],
        ['router.update', { routerId: 'rtr_main', name: 'Triage' }],
      ],
    ],
  ])('reads the note %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    [
      'Billing というサブエージェントを追加していただけますか。返金と請求書まわりの問い合わせを担当させたいです。',
      '返金と請求書まわりの問い合わせを担当',
    ],
    [
      'Admissions というサブエージェントを追加してください。入試や出願についての保護者からの質問に答えます。',
      '入試や出願についての保護者からの質問に答えます',
    ],
    [
      'ครับผม งั้นสร้าง sub-agent ชื่อ Room Service ให้หน่อยครับ ดูแลเรื่องสั่งอาหารเข้าห้องพัก',
      'ดูแลเรื่องสั่งอาหารเข้าห้องพัก',
    ],
    [
      '【新規】Card Support エージェント\n説明：カードの紛失・再発行の相談\n指示：本人確認が済むまで口座情報は伝えないこと。',
      'カードの紛失・再発行の相談',
    ],
  ])('gives a new sub-agent the description said after it in %j', (text, description) => {
    const [created, ...rest] = interpretInstruction(text, support).suggestions;
    expect(created?.payload).toEqual(expect.objectContaining({ description }));
    expect(rest).toEqual([]);
  });

  it('routes "ルーティング：…はここへ" to the sub-agent the note makes', () => {
    const { suggestions } = interpretInstruction(
      '【新規】Card Support エージェント\n説明：カードの紛失\nルーティング：カード紛失の問い合わせはここへ',
      support,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['sub_agent.create', 'router.update']);
    expect(suggestions[1]?.payload).toEqual(
      expect.objectContaining({
        addRules: [expect.objectContaining({ subAgentName: 'Card Support' })],
      }),
    );
  });

  it.each([
    [
      'ギフト包装の質問は ＦＡＱ、キャンセル依頼は Orders に回してください。',
      ['router.update', 'router.update'],
    ],
    [
      'メインルーターを削除してください。新しいルーターは来月こちらで作り直します。',
      ['router.delete'],
    ],
    ['注文検索ツールは新しい基幹システムに移行済みなので、削除をお願いします。', ['tool.delete']],
  ])('reads the Japanese %j', (text, skills) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.skillId)).toEqual(skills);
  });

  it('makes a tool builtin when the sentence after it says so', () => {
    const { suggestions } = interpretInstruction(
      'ツール「Handoff」を追加してください。組み込みツールで、会話をオペレーターに引き継ぐためのものです。',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([
      expect.objectContaining({ name: 'Handoff', kind: 'builtin' }),
    ]);
  });

  it('says in Japanese which plan for later it left out', () => {
    expect(
      interpretInstruction(
        'メインルーターを削除してください。新しいルーターは来月こちらで作り直します。',
        support,
      ).reply,
    ).toContain('「新しいルーターは来月こちらで作り直します」はあとで行う予定');
  });

  it.each([
    [
      'Hello, I need that the Orders agent has new instructions: Always ask the order number first. Thank you!',
      [
        [
          'sub_agent.update',
          { subAgentId: 'sag_orders', instructions: 'Always ask the order number first' },
        ],
      ],
    ],
    [
      'hey builder add a new agent called Loyalty that answers questions about points thanks',
      [
        [
          'sub_agent.create',
          expect.objectContaining({
            name: 'Loyalty',
            description: 'Answers questions about points',
          }),
        ],
      ],
    ],
    [
      'Delete FAQ agent, and for the fallback please use Orders.',
      [
        ['sub_agent.delete', { subAgentId: 'sag_faq' }],
        [
          'router.update',
          { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_orders' } },
        ],
      ],
    ],
    [
      'pls route damaged-item reports to orders, and gift card questions to faq',
      [
        [
          'router.update',
          expect.objectContaining({
            addRules: [expect.objectContaining({ subAgentId: 'sag_orders' })],
          }),
        ],
        [
          'router.update',
          expect.objectContaining({
            addRules: [expect.objectContaining({ subAgentId: 'sag_faq' })],
          }),
        ],
      ],
    ],
  ])('reads %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it('replaces the whole tester list', () => {
    const board: Board = {
      ...support,
      testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] },
    };
    expect(
      interpretInstruction(
        'replace the tester list with qa1@acme.test and qa2@acme.test',
        board,
      ).suggestions.map((s) => s.payload),
    ).toEqual([
      {
        addTesters: ['qa1@acme.test', 'qa2@acme.test'],
        removeTesters: ['alice@acme.test', 'owner@acme.test'],
      },
    ]);
  });

  it('leaves thanks out of what it did not understand', () => {
    expect(interpretInstruction('Please delete the Orders sub-agent. Thanks!', support).reply).toBe(
      'I suggest 1 change: delete sub-agent "Orders".',
    );
  });

  it('takes a tool away once when the writer says again that it may not call it', () => {
    const { suggestions, reply } = interpretInstruction(
      'take the lookup tool away from Orders, it should not call the API anymore',
      support,
    );
    expect(suggestions.map((s) => s.payload)).toEqual([{ subAgentId: 'sag_orders', toolIds: [] }]);
    expect(reply).toContain('already says so');
  });

  it('gives a new sub-agent the tool made before it, named "it"', () => {
    const { suggestions } = interpretInstruction(
      'Add tool Store locator GET https://api.acme.test/stores?near={postcode} and a sub-agent Stores that uses it to answer where our shops are',
      support,
    );
    expect(suggestions[1]?.payload).toEqual(
      expect.objectContaining({ name: 'Stores', toolNames: ['Store locator'] }),
    );
  });

  it.each([
    'remove refund questions from Orders',
    'remove refund questions from orders',
    'ルーターから FAQ を削除して',
    'ลบ FAQ ออกจาก router',
  ])('never deletes what something is taken from in %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    [
      'Warranty claims are to be routed to Orders, and the FAQ agent is to be given the Order lookup tool.',
      ['router.update', 'sub_agent.update'],
    ],
    [
      'Test mode is to be switched on for the pilot group (ana@acme.test, ben@acme.test), and the Support LINE channel is to be disconnected.',
      ['test_mode.enable', 'line.disconnect'],
    ],
    [
      'The FAQ agent should be renamed Help Desk and the lookup tool should be renamed Order Finder.',
      ['sub_agent.update', 'tool.update'],
    ],
    [
      'Chuck marta@acme.test on the testers list and bin the order lookup tool.',
      ['test_mode.update', 'tool.delete'],
    ],
    [
      'Chuck a new agent on the board called Gift Cards to deal with balance checks.',
      ['sub_agent.create'],
    ],
    [
      'Would you mind adding a router called Complaints that sends complaints to Orders, and then deleting the Main router?',
      ['router.create', 'router.delete'],
    ],
    ["Orders shouldn't have the lookup tool any more.", ['sub_agent.update']],
    [
      'Orders を削除してください。…あ、やっぱり削除はなしで、名前だけ Order desk に変えてください。',
      ['sub_agent.update'],
    ],
  ])('reads the request in %j', (text, skills) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.skillId)).toEqual(skills);
  });

  it.each(['Tracking questions go to Orders, right? Make sure they do.', 'อาทิตย์หน้าค่อยปิด LINE นะ'])(
    'suggests nothing for %j',
    (text) => {
      expect(interpretInstruction(text, support).suggestions).toEqual([]);
    },
  );

  it.each([
    [
      'patch FAQ: {"instructions": "Answer from the help centre only."}',
      [
        [
          'sub_agent.update',
          { subAgentId: 'sag_faq', instructions: 'Answer from the help centre only.' },
        ],
      ],
    ],
    [
      'createSubAgent({ name: "Warranty", description: "Handles warranty claims" })',
      [
        [
          'sub_agent.create',
          expect.objectContaining({ name: 'Warranty', description: 'Handles warranty claims' }),
        ],
      ],
    ],
    [
      'connect LINE: channelId=1657554433, name="Brightwave Official"',
      [
        [
          'line.connect',
          expect.objectContaining({ channelId: '1657554433', name: 'Brightwave Official' }),
        ],
      ],
    ],
    [
      'sag_faq.toolIds += tol_order_lookup; rtr_main.fallback = sag_faq',
      [
        ['sub_agent.update', { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] }],
        [
          'router.update',
          { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } },
        ],
      ],
    ],
    [
      'rename `Order lookup` → `order_status_api`',
      [['tool.update', { toolId: 'tol_order_lookup', name: 'order_status_api' }]],
    ],
    [
      'The second agent on the board (the general questions one) - please rename it to Help Centre.',
      [['sub_agent.update', { subAgentId: 'sag_faq', name: 'Help Centre' }]],
    ],
    [
      'Cancellations agent: handles order cancellations\ncancellation requests → Cancellations\nfallback → FAQ',
      [
        ['sub_agent.create', expect.objectContaining({ name: 'Cancellations' })],
        [
          'router.update',
          expect.objectContaining({
            addRules: [expect.objectContaining({ subAgentName: 'Cancellations' })],
          }),
        ],
        [
          'router.update',
          { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } },
        ],
      ],
    ],
  ])('reads the developer or note %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it('routes one English line "Invoice questions → Billing" to the sub-agent the message makes', () => {
    const { suggestions } = interpretInstruction(
      'Billing agent – invoices and refunds\nInvoice questions → Billing',
      support,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['sub_agent.create', 'router.update']);
  });

  it.each([
    [
      'Orders の名前を Deliveries に…いや、Shipping に…あ、やっぱり Delivery desk にしてください。',
      ['sub_agent.update'],
    ],
    ['FAQ にはもう振り分けないでください。', ['router.update']],
    ['When nothing is match, send to Orders agent.', ['router.update']],
    ['ช่วย rename Orders เป็น After-sales ด้วยครับ', ['sub_agent.update']],
    ['LINE を一時停止してください。夜間の誤回答が多いので。', ['line.disable']],
    ['pause LINE because we get wrong answers at night', ['line.disable']],
    ['เพิ่ม jo@acme.test เป็นผู้ทดสอบนะ วันศุกร์ค่อยปิดโหมดทดสอบ', ['test_mode.update']],
  ])('reads %j', (text, skills) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.skillId)).toEqual(skills);
  });

  it('takes a Japanese "no longer route to FAQ" as removing its rule', () => {
    expect(
      interpretInstruction('FAQ にはもう振り分けないでください。', support).suggestions[0]?.payload,
    ).toEqual({ routerId: 'rtr_main', removeRuleIds: ['rul_faq'] });
  });

  it('reads the fallback and both switches of a non-native request', () => {
    const board: Board = {
      ...support,
      testMode: { enabled: true, testers: ['alice@acme.test'] },
    };
    expect(
      interpretInstruction('Test mode off, and LINE pause please.', board).suggestions.map(
        (s) => s.skillId,
      ),
    ).toEqual(['test_mode.disable', 'line.disable']);
    expect(
      interpretInstruction('When nothing is match, send to Orders agent.', support).suggestions[0]
        ?.payload,
    ).toEqual({
      routerId: 'rtr_main',
      fallback: { action: 'sub_agent', subAgentId: 'sag_orders' },
    });
  });

  it('still holds a change whose time is not in a reason', () => {
    expect(
      interpretInstruction('pause LINE tomorrow because of the launch', support).suggestions,
    ).toEqual([]);
  });

  it.each([
    [
      'Parts というエージェントを追加して、Order lookup ツールを使えるようにしてください。',
      [
        [
          'sub_agent.create',
          expect.objectContaining({ name: 'Parts', toolIds: ['tol_order_lookup'] }),
        ],
      ],
    ],
    [
      '注文状況のルールを Main router から外してください。',
      [['router.update', { routerId: 'rtr_main', removeRuleIds: ['rul_orders'] }]],
    ],
    [
      'เพิ่มเครื่องมือ HTTP ชื่อ Policy lookup ที่ https://api.insure.test/policies/{policyNo} ใช้ GET แล้วให้เอเจนต์ Orders ใช้ด้วย',
      [
        ['tool.create', expect.objectContaining({ name: 'Policy lookup' })],
        [
          'sub_agent.update',
          expect.objectContaining({ subAgentId: 'sag_orders', toolNames: ['Policy lookup'] }),
        ],
      ],
    ],
    [
      'Anyway, could you add this to the Orders agent\'s instructions: "Ask for the order number." And add vo@acme.test as a tester.',
      [
        ['sub_agent.update', expect.objectContaining({ subAgentId: 'sag_orders' })],
        ['test_mode.update', { addTesters: ['vo@acme.test'] }],
      ],
    ],
  ])('reads %j', (text, want) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    [
      'สร้างเราเตอร์ชื่อ Complaints ถ้าลูกค้าร้องเรียนเรื่องสินค้าให้ส่งไป Orders ที่เหลือส่งให้พนักงาน',
      'ร้องเรียนเรื่องสินค้า',
    ],
    [
      'Escalations というルーターを作って、クレームは Orders に、それ以外は人間に回すようにしてください。',
      'クレーム',
    ],
  ])('makes a router with its rule and a person as its fallback from %j', (text, intent) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => s.payload)).toEqual([
      expect.objectContaining({
        rules: [expect.objectContaining({ intent, subAgentId: 'sag_orders' })],
        fallback: { action: 'human' },
      }),
    ]);
  });

  it('takes a Thai condition off the topic it routes', () => {
    expect(
      interpretInstruction('ถ้าลูกค้าถามเรื่องคืนเงินให้ส่งไป FAQ', support).suggestions[0]?.payload,
    ).toEqual(
      expect.objectContaining({ addRules: [expect.objectContaining({ intent: 'เรื่องคืนเงิน' })] }),
    );
  });

  it.each([
    ['Delete the FAQ agent. Yes, delete FAQ, I mean it.', ['sub_agent.delete']],
    ['By tonight the board should have a Billing agent for invoices.', ['sub_agent.create']],
  ])('reads %j', (text, skills) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.skillId)).toEqual(skills);
  });

  it.each([
    [
      'FW: complaint\n> Your bot is useless. Just delete it and give me a human!\nCan we route refund questions to Orders so this stops?',
      [
        [
          'router.update',
          {
            routerId: 'rtr_main',
            addRules: [
              { intent: 'refund questions', keywords: ['refund'], subAgentId: 'sag_orders' },
            ],
          },
        ],
      ],
    ],
    [
      'FW: offboarding\n\n> Please remove alice@acme.test from the testers.\n\nThanks',
      [['test_mode.update', { removeTesters: ['alice@acme.test'] }]],
    ],
  ])('reads what the sender asks, not what they quote, in %j', (text, want) => {
    const board: Board = { ...support, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    const { suggestions } = interpretInstruction(text, board);
    expect(suggestions.map((s) => [s.skillId, s.payload])).toEqual(want);
  });

  it.each([
    'FW: complaint\n> Your bot is useless. Just delete it!\nThoughts?',
    '---------- Forwarded message ----------\nFrom: angry@customer.test\nSubject: your chatbot\nPlease stop the LINE bot, it gives wrong answers.\n\nHi team, can you check the FAQ instructions? Nothing to change yet.',
    "The client says: delete the Orders agent. I disagree, let's keep it.",
    "the customer said 'turn off your stupid bot'. lol",
  ])('changes nothing for what someone else asked in %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    'They currently send refunds to FAQ; we want them to go to Orders.',
    'Right now refund questions go to FAQ. They should go to Orders.',
  ])('never routes where things go now, as said in %j', (text) => {
    const routedToFaq = interpretInstruction(text, support).suggestions.some((s) =>
      JSON.stringify(s.payload).includes('sag_faq'),
    );
    expect(routedToFaq).toBe(false);
  });

  it('still routes "Right now, send refunds to Orders"', () => {
    expect(
      interpretInstruction('Right now, send refunds to Orders', support).suggestions.map(
        (s) => s.skillId,
      ),
    ).toEqual(['router.update']);
  });

  it.each([
    ['get shot of the FAQ agent', ['sub_agent.delete']],
    ['pop bob@acme.test on the testers list', ['test_mode.update']],
    ['stick a new agent on the board called Returns for returns', ['sub_agent.create']],
  ])('reads the British %j', (text, skills) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.skillId)).toEqual(skills);
  });

  it.each([
    'เคยลบ FAQ ไปครั้งนึงแล้วต้องสร้างใหม่',
    'LINE を止めるべきか迷っています',
    'テストモードをオンにしたいけど、部長に聞いてみます',
    '前に Orders を Shipping に変えたら混乱しました',
    'Order lookup を FAQ にも付けたらどうでしょう',
    'FAQ の説明、ちょっと古いですね',
  ])('suggests nothing for the thought, report or remark %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    "FAQ's description is a bit outdated.",
    'Let me know if you think we should delete FAQ.',
    "I was told to delete FAQ but I'm not doing it until Monday.",
  ])('suggests nothing for the remark or question %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it('still reads a remark on a field followed by its new text', () => {
    expect(
      interpretInstruction(
        "FAQ's description is outdated, change it to: Answers general questions",
        support,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ subAgentId: 'sag_faq', description: 'Answers general questions' }]);
  });

  it('never reads a yes-or-no question after a request as one', () => {
    expect(
      interpretInstruction('Add a Billing agent, and is test mode on?', support).suggestions.map(
        (s) => s.skillId,
      ),
    ).toEqual(['sub_agent.create']);
  });

  it.each([
    'P1: delete the Main router (on hold until Legal reviews it)',
    'Add kim@acme.test as a tester once her NDA is signed.',
    'Security check: make sure FAQ has no tools.',
    "P1: turn LINE off.\nEdit: ignore P1, the issue's fixed.",
  ])('suggests nothing for the held, taken-back or checked %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    ['P1: turn LINE off. P2: delete FAQ. Edit: ignore P1', [{ subAgentId: 'sag_faq' }]],
    [
      '1. delete FAQ 2. rename Orders to Shop. scrap step 1',
      [{ subAgentId: 'sag_orders', name: 'Shop' }],
    ],
    [
      'faq→Help Desk, orders→Shipping',
      [
        { subAgentId: 'sag_faq', name: 'Help Desk' },
        { subAgentId: 'sag_orders', name: 'Shipping' },
      ],
    ],
    [
      '返金の問い合わせ → Orders でお願いします',
      [
        {
          routerId: 'rtr_main',
          addRules: [{ intent: '返金の問い合わせ', keywords: ['返金'], subAgentId: 'sag_orders' }],
        },
      ],
    ],
    [
      'make sure FAQ has the order lookup tool',
      [{ subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] }],
    ],
  ])('reads the items, arrows and checks of %j', (text, payloads) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual(payloads);
  });

  it.each(['New router – VIP', 'Add a router – VIP'])(
    'takes the name after the dash in %j',
    (text) => {
      expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
        expect.objectContaining({ name: 'VIP' }),
      ]);
    },
  );

  it('keeps the name after the dash as typed: "Priority lane" is no misspelt LINE', () => {
    expect(
      interpretInstruction('New router – Priority lane', support).suggestions.map((s) => s.payload),
    ).toEqual([expect.objectContaining({ name: 'Priority lane' })]);
  });

  it.each([
    [
      "I think we should maybe give the FAQ agent the order lookup tool, if that's okay.",
      [{ subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] }],
    ],
    [
      "I think maybe the router could be called Reception instead, if that's okay",
      [{ routerId: 'rtr_main', name: 'Reception' }],
    ],
    [
      'The one that handles orders should be called Deliveries, and the one for opening hours should be called Help.',
      [
        { subAgentId: 'sag_orders', name: 'Deliveries' },
        { subAgentId: 'sag_faq', name: 'Help' },
      ],
    ],
    [
      'yes, the one for orders. delete it. and the lookup tool too.',
      [{ subAgentId: 'sag_orders' }, { toolId: 'tol_order_lookup' }],
    ],
    [
      'สร้างเครื่องมือ HTTP ชื่อ Appointment check ใช้ GET https://api.clinic.test/a แล้วให้ตัวที่ดูแลเรื่องออเดอร์ใช้ด้วย',
      [
        expect.objectContaining({ name: 'Appointment check' }),
        { subAgentId: 'sag_orders', toolNames: ['Appointment check'] },
      ],
    ],
  ])('reads the hedged, described or added-on %j', (text, payloads) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual(payloads);
  });

  it.each([
    'Please add a sub-agent for billing once finance sends us the refund policy.',
    'Delete FAQ if Ken is okay with it',
  ])('suggests nothing for what waits on someone in %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    [
      'Rename FAQ to Help Center plus rename the router to Front Desk, oh and turn off LINE',
      [
        { subAgentId: 'sag_faq', name: 'Help Center' },
        { routerId: 'rtr_main', name: 'Front Desk' },
        { lineChannelId: 'lin_main' },
      ],
    ],
    [
      'send refund stuff to faq and damaged item stuff to orders pls',
      [
        { routerId: 'rtr_main', addRules: [expect.objectContaining({ subAgentId: 'sag_faq' })] },
        { routerId: 'rtr_main', addRules: [expect.objectContaining({ subAgentId: 'sag_orders' })] },
      ],
    ],
    [
      'We moved to the new order system last month, so the old Order lookup tool can go.',
      [{ toolId: 'tol_order_lookup' }],
    ],
    [
      '訂正です。FAQ は削除しないで、名前を Help Center に変えるだけにしてください。',
      [{ subAgentId: 'sag_faq', name: 'Help Center' }],
    ],
    [
      'เปลี่ยนชื่อ FAQ เป็น Helpdesk เอาใหม่ เป็น Help Center ดีกว่า',
      [{ subAgentId: 'sag_faq', name: 'Help Center' }],
    ],
    ['เพิ่ม arm@acme.test เป็นคนเทส', [{ addTesters: ['arm@acme.test'] }]],
  ])('reads the chained, reasoned or corrected %j', (text, payloads) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual(payloads);
  });

  it.each([
    'Turn off LINE tomorrow, so nobody gets replies',
    'Delete FAQ next week, so we have time',
  ])('still holds a request for later before ", so" in %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    ['@builder FAQ削除でお願いします :pray:', [{ subAgentId: 'sag_faq' }]],
    [
      'FQAエージェントの説明を「営業時間の質問に答える」に変更して',
      [{ subAgentId: 'sag_faq', description: '営業時間の質問に答える' }],
    ],
    [
      'ポイント還元の質問が全部スタッフに回ってきて大変なので、FAQ に回すようにしてください',
      [
        {
          routerId: 'rtr_main',
          addRules: [
            { intent: 'ポイント還元の質問', keywords: ['ポイント還元'], subAgentId: 'sag_faq' },
          ],
        },
      ],
    ],
    [
      'Orders の説明変更、「チケットの質問に答える」',
      [{ subAgentId: 'sag_orders', description: 'チケットの質問に答える' }],
    ],
    ['FAQ の名前変更：「ヘルプ」', [{ subAgentId: 'sag_faq', name: 'ヘルプ' }]],
    [
      'เพิ่ม tool HTTP ชื่อ Class schedule เรียก GET https://api.fitclub.test/classes',
      [expect.objectContaining({ name: 'Class schedule' })],
    ],
    [
      'เรียน ผู้ดูแลระบบ\nเนื่องจากระบบใหม่ใช้หมายเลขการจอง จึงขอเปลี่ยนชื่อเครื่องมือ Order lookup เป็น Booking lookup\nจึงเรียนมาเพื่อโปรดดำเนินการ',
      [{ toolId: 'tol_order_lookup', name: 'Booking lookup' }],
    ],
    ['ขอชื่อ Main router ใหม่เป็น "Lobby"', [{ routerId: 'rtr_main', name: 'Lobby' }]],
    [
      'สร้างเอเจนต์ชื่อ Cards\nคำแนะนำ "ห้ามถามเลขบัตรเต็ม"',
      [expect.objectContaining({ name: 'Cards', instructions: 'ห้ามถามเลขบัตรเต็ม' })],
    ],
    [
      'เพิ่มเอเจนต์ชื่อ Memberships แล้วส่งคำถามเรื่องสมาชิกไปที่ตัวนี้เลย',
      [
        expect.objectContaining({ name: 'Memberships' }),
        {
          routerId: 'rtr_main',
          addRules: [expect.objectContaining({ subAgentName: 'Memberships' })],
        },
      ],
    ],
  ])('reads the Japanese or Thai chat, memo or label in %j', (text, payloads) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual(payloads);
  });

  it('never takes a new name for a board name typed with two letters swapped', () => {
    expect(
      interpretInstruction('Mail というツールを追加して', support).suggestions.map(
        (s) => s.payload,
      ),
    ).toEqual([expect.objectContaining({ name: 'Mail' })]);
  });

  it.each([
    [
      "Because the Orders agent keeps promising dates, change its instructions to 'Never give a date.' Oh and FAQ should be deleted.",
      [{ subAgentId: 'sag_orders', instructions: 'Never give a date.' }, { subAgentId: 'sag_faq' }],
    ],
    [
      'Delete FAQ agent, and anything not matched send to Orders.',
      [
        { subAgentId: 'sag_faq' },
        { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_orders' } },
      ],
    ],
    [
      "Add new agent Tuition (answers about school fees), instructions: 'Reply politely. Don't discuss scholarships.' Unmatched questions should go to Tuition.",
      [
        expect.objectContaining({
          name: 'Tuition',
          description: 'Answers about school fees',
          instructions: "Reply politely. Don't discuss scholarships.",
        }),
        { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentName: 'Tuition' } },
      ],
    ],
    [
      "Add agent Tuition with instructions 'Reply politely.'",
      [expect.objectContaining({ name: 'Tuition', instructions: 'Reply politely.' })],
    ],
    [
      'add a Billing agent (for invoices and refunds)',
      [expect.objectContaining({ name: 'Billing', description: 'Handles invoices and refunds' })],
    ],
  ])('reads the fields, fallbacks and joined sentences of %j', (text, payloads) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual(payloads);
  });

  it.each([
    "make sure you don't delete FAQ",
    "if that's okay with Ken, delete FAQ",
    'refunds → Orders?',
    'New router – still thinking about the name',
    'Orders の説明変更は不要です',
  ])('suggests nothing for what not to do, waits or asks in %j', (text) => {
    expect(interpretInstruction(text, support).suggestions).toEqual([]);
  });

  it.each([
    ["if you don't mind, delete FAQ", [{ subAgentId: 'sag_faq' }]],
    ['test mode on please, tester is ken@acme.test', [{ testers: ['ken@acme.test'] }]],
    [
      'add sub agent name is Payments, it answer about bank transfer',
      [expect.objectContaining({ name: 'Payments' })],
    ],
    [
      'As soon as someone mentions a refund, route it to Orders',
      [
        {
          routerId: 'rtr_main',
          addRules: [{ intent: 'refund', keywords: ['refund'], subAgentId: 'sag_orders' }],
        },
      ],
    ],
  ])('reads the courtesy or condition of %j', (text, payloads) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual(payloads);
  });

  // What happened before is the story of a request in another sentence, and a report alone.
  it.each([
    [
      'Lots of people asked about refunds yesterday. Route refund questions to Orders.',
      ['router.update rtr_main'],
    ],
    [
      'Did you catch the match last night? Anyway — delete the lookup tool.',
      ['tool.delete tol_order_lookup'],
    ],
    ['Someone turned on test mode yesterday.', []],
    ["Alice deleted FAQ yesterday. Can you check it's gone?", []],
    ['We deleted FAQ last week. Add it back next week.', []],
    // The story is not read as a request of its own.
    ['昨日テストモードをオンにしました。オフにしてください。', []],
    [
      '昨日 FAQ の名前を Help に変えました。Orders を削除してください。',
      ['sub_agent.delete sag_orders'],
    ],
    // The rest keeps its lines and its e-mails whole.
    [
      'LINE went quiet yesterday.\n- turn LINE off\n- add ana@acme.test as a tester',
      ['line.disable lin_main', 'test_mode.update -'],
    ],
  ])('reads a request after a story of the past in %j', (text, expected) => {
    expect(actions(text)).toEqual(expected);
  });

  // Taken back after a dash, waiting for a manager, and a reason before ", so" that is no request.
  it.each([
    ['Please disconnect LINE. On reflection, do disregard that — we still need it.', []],
    ['部長の確認後に Main router を削除してください。', []],
    ["After the manager's approval, delete FAQ", []],
    [
      'FAQ can take order questions from now on, so route order status questions to FAQ',
      ['router.update rtr_main'],
    ],
  ])('reads what is taken back, waits or is a reason in %j', (text, expected) => {
    expect(actions(text)).toEqual(expected);
  });

  // Formal British and other polite wrappers; names in curly quotes or guillemets; Markdown
  // stars; a list of e-mails under its heading; the recipient of a tool described before it.
  it.each([
    [
      'I should be grateful if questions about warranty claims could be directed to Orders.',
      ['router.update rtr_main'],
    ],
    [
      'Would you be so kind as to delete FAQ? I should also be grateful if LINE could be paused.',
      ['sub_agent.delete sag_faq', 'line.disable lin_main'],
    ],
    [
      'Would you mind terribly creating a router called Night Shift, and also adding zoe@acme.test as a tester?',
      ['router.create Night Shift', 'test_mode.update -'],
    ],
    ['could we get a builtin tool called Human handoff?', ['tool.create Human handoff']],
    ['send complaints to “Orders”', ['router.update rtr_main']],
    ['give «FAQ» the look up tool', ['sub_agent.update sag_faq']],
    ['- **FAQ** → rename to *Help Desk*', ['sub_agent.update sag_faq']],
    ['add testers:\n- kim@acme.test\n- sato@acme.test', ['test_mode.update -']],
    ['give the one that handles opening hours the lookup tool', ['sub_agent.update sag_faq']],
    [
      'First, rename Orders to Order Help. Second, take LINE off.',
      ['sub_agent.update sag_orders', 'line.disable lin_main'],
    ],
    ['Order lookup method should be POST, not GET.', ['tool.update tol_order_lookup']],
    [
      'Add HTTP tool Stock check with GET https://api.shop.test/stock/{sku}',
      ['tool.create Stock check'],
    ],
    ['Main router → Reception please', ['router.update rtr_main']],
    ['orders.tools -= order_lookup', ['sub_agent.update sag_orders']],
  ])('reads the polite or formatted request %j', (text, expected) => {
    expect(actions(text)).toEqual(expected);
  });

  it('reads a quoted board name as the item and a courtesy after an arrow as no part of a name', () => {
    const payloads = (text: string) =>
      interpretInstruction(text, support).suggestions.map((s) => s.payload);
    expect(
      payloads('Create a router called Escalations that sends complaints to “Orders”'),
    ).toEqual([
      expect.objectContaining({ rules: [expect.objectContaining({ subAgentId: 'sag_orders' })] }),
    ]);
    expect(payloads('Main router → Reception please')).toEqual([
      { routerId: 'rtr_main', name: 'Reception' },
    ]);
  });

  // A board name spelled in katakana or Thai letters; who answers a topic; a new agent's work in
  // brackets after it.
  it.each([
    ['エフエーキューにも注文検索ツールを使わせてください。', ['sub_agent.update sag_faq']],
    ['เปลี่ยนชื่อเอเจนต์ออเดอร์เป็น Delivery ค่ะ', ['sub_agent.update sag_orders']],
    ['ลบเอฟเอคิวหน่อยครับ', ['sub_agent.delete sag_faq']],
    ['粗大ごみの収集についての質問は FAQ が答えるようにしてください。', ['router.update rtr_main']],
  ])('finds the board name or the route in %j', (text, expected) => {
    expect(actions(text)).toEqual(expected);
  });

  it('reads what a new Japanese agent does from the brackets after it', () => {
    expect(
      interpretInstruction('Reservations というエージェントを追加（予約の受付を担当）', support)
        .suggestions[0]?.payload,
    ).toMatchObject({ name: 'Reservations', description: '予約の受付を担当' });
  });

  // What not to do before what to do; a rule of "it"; a rule added in code.
  it.each([
    [
      "Don't touch the Orders description, only its instructions: Apologise first.",
      ['sub_agent.update sag_orders'],
    ],
    [
      "Don't delete FAQ. Just stop the router sending general questions to it.",
      ['router.update rtr_main'],
    ],
    ["router.addRule('damaged', 'Orders')", ['router.update rtr_main']],
  ])('reads what to do after what not to do, or in code, in %j', (text, expected) => {
    expect(actions(text)).toEqual(expected);
  });

  // A developer's terse note: shorthand verbs, "+tester", "+" between requests, "(1) … (2) …",
  // a field or a method after a dash or an arrow, and the topics of a new agent in brackets.
  it.each([
    ['rm faq', ['sub_agent.delete sag_faq']],
    ['rm lookup tool + rm orders', ['tool.delete tol_order_lookup', 'sub_agent.delete sag_orders']],
    ['+tester ana@acme.test', ['test_mode.update -']],
    [
      'cleanup: (1) delete the Main router (2) delete the order lookup tool',
      ['router.delete rtr_main', 'tool.delete tol_order_lookup'],
    ],
    ['orders desc - Answers order questions', ['sub_agent.update sag_orders']],
    [
      '+tester ana@acme.test, lookup tool method → POST',
      ['test_mode.update -', 'tool.update tol_order_lookup'],
    ],
    ["set the lookup tool's method to DELETE", ['tool.update tol_order_lookup']],
  ])('reads the developer note %j', (text, expected) => {
    expect(actions(text)).toEqual(expected);
  });

  it('keeps the e-mail of "+tester ana@acme.test, …" whole and reads the topics in brackets', () => {
    expect(
      interpretInstruction('+tester ana@acme.test, lookup tool method → POST', support)
        .suggestions[0]?.payload,
    ).toEqual({ addTesters: ['ana@acme.test'] });
    expect(
      interpretInstruction('mk agent Loyalty (points and rewards)', support).suggestions[0]
        ?.payload,
    ).toMatchObject({ name: 'Loyalty', description: 'Handles points and rewards' });
  });

  // A value in single quotes says nothing of when; one more item for the request before it.
  it.each([
    [
      "route refunds to Orders pls, and FAQ instructions should say 'If unsure, say so.'",
      ['router.update rtr_main', 'sub_agent.update sag_faq'],
    ],
    [
      'Orders エージェントを削除してください。あと Order lookup ツールも。',
      ['sub_agent.delete sag_orders', 'tool.delete tol_order_lookup'],
    ],
    ['FAQ を削除して。Orders も。', ['sub_agent.delete sag_faq', 'sub_agent.delete sag_orders']],
    ['ลบ FAQ แล้วก็ Orders ด้วย', ['sub_agent.delete sag_faq', 'sub_agent.delete sag_orders']],
    // A sentence that only counts the changes after it creates nothing.
    [
      'Please I want to make two changes on the bot. First one is to remove the FAQ agent.',
      ['sub_agent.delete sag_faq'],
    ],
    // English words inside Thai and Japanese, and quoted new names said once for two renames.
    ['เปิด preview mode หน่อยจ้า', ['test_mode.enable -']],
    ['ช่วย add tester somchai@acme.test ให้หน่อยจ้า', ['test_mode.update -']],
    [
      'FAQ は「よくある質問」、Orders は「注文窓口」にリネームお願いします',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    // What is wrong with a field, then "set it to" its new value.
    [
      'the orders instructions are way too long, change them to: Be brief.',
      ['sub_agent.update sag_orders'],
    ],
    // Goals test mode reaches, a department, and "I should like that … are going to …".
    ['I want testers to see the bot before customers do', ['test_mode.enable -']],
    [
      'I should like that the questions about invoices are going to FAQ department',
      ['router.update rtr_main'],
    ],
    // A condition on how the board is now, then the change to what it names; a method said
    // after "switch it to" or "make the tool".
    ['if the lookup tool is still GET, switch it to POST', ['tool.update tol_order_lookup']],
    [
      'if FAQ has no tools yet, give it the lookup tool; and if the tool is still on GET make it POST',
      ['sub_agent.update sag_faq', 'tool.update tol_order_lookup'],
    ],
    ['change the tool to POST', ['tool.update tol_order_lookup']],
  ])('reads %j', (text, expected) => {
    expect(actions(text)).toEqual(expected);
  });

  it('removes the rule a casual Japanese message names before "、消しといて", never adds it', () => {
    expect(
      interpretInstruction('一般的な質問を FAQ に振ってるルール、消しといてください', support)
        .suggestions[0]?.payload,
    ).toEqual({ routerId: 'rtr_main', removeRuleIds: ['rul_faq'] });
  });

  it('reads "let everyone talk to the bot" after "testing is done" as one change', () => {
    const board = { ...support, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    const { reply, suggestions } = interpretInstruction(
      'ok testing is done, let everyone talk to the bot now',
      board,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['test_mode.disable']);
    expect(reply).not.toContain('already off');
  });

  it('takes the value after "set it to", not the complaint before it', () => {
    expect(
      interpretInstruction("faq desc is outdated, set it to 'Answers common questions'", support)
        .suggestions[0]?.payload,
    ).toEqual({ subAgentId: 'sag_faq', description: 'Answers common questions' });
  });

  // "Sorry, it was …" and a Thai "oops, typo" put the new value in place of the old one.
  it.each([
    [
      'テスターに nakamura@acme.test を追加して…すみません、nakamura@acme.jp でした',
      'nakamura@acme.jp',
    ],
    ['เพิ่ม bank@acme.test เป็นคนเทส อ๊ะ พิมพ์ผิด bam@acme.test ค่ะ', 'bam@acme.test'],
  ])('puts the corrected e-mail of %j in place', (text, email) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      { addTesters: [email] },
    ]);
  });
});

describe('interpretInstruction on what keyboards and phones add', () => {
  it.each([
    // reads … as typed on a desk keyboard
    ['👋 Route anything about refunds to the FAQ agent.', ['router.update rtr_main']],
    ['🙏🏽 delete the FAQ sub-agent 🙏🏽', ['sub_agent.delete sag_faq']],
    ['refund questions ➡️ Orders', ['router.update rtr_main']],
    [
      '1️⃣ turn off LINE 2️⃣ delete the FAQ agent',
      ['line.disable lin_main', 'sub_agent.delete sag_faq'],
    ],
    [
      'I think maybe the router could be called Reception instead, if thats okay',
      ['router.update rtr_main'],
    ],
    [
      'Id like a new sub-agent called Returns that deals with returns',
      ['sub_agent.create Returns'],
    ],
    ['route warranty claims to Orders — theyve got the lookup tool', ['router.update rtr_main']],
    [
      'change FAQs description to Answers questions about store hours',
      ['sub_agent.update sag_faq'],
    ],
    [
      'The routers description should say "Greets customers and picks the right specialist."',
      ['router.update rtr_main'],
    ],
    ['We just launched gift cards. Main router → Reception', ['router.update rtr_main']],
    [
      'We just launched gift cards. Questions about gift wrapping, route to FAQ please.',
      ['router.update rtr_main'],
    ],
    // reads …
    [
      'Relabel FAQ as General Info and Orders as Deliveries',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    [
      'Replace the Main router with a new one called Concierge that sends booking questions to Orders',
      ['router.delete rtr_main', 'router.create Concierge'],
    ],
    [
      'Please help add new sub agent name Insurance for insurance claims krub',
      ['sub_agent.create Insurance'],
    ],
    ['can you help me rename FAQ to Help', ['sub_agent.update sag_faq']],
    [
      'Orders instructions to: Always confirm the order number first. Do not promise delivery time.',
      ['sub_agent.update sag_orders'],
    ],
    // makes each new item … lists
    [
      'new sub-agents please:\n- Exchanges: swaps items for another size\n- Gifting: helps with gift wrapping',
      ['sub_agent.create Exchanges', 'sub_agent.create Gifting'],
    ],
    [
      'New sub-agents:\n- Returns → handles returns\n- Exchanges → handles size exchanges',
      ['sub_agent.create Returns', 'sub_agent.create Exchanges'],
    ],
    [
      'New tools:\n- Stock check: GET https://api.acme.test/stock/{sku}\n- Parcel tracker (GET https://track.acme.test/{id})',
      ['tool.create Stock check', 'tool.create Parcel tracker'],
    ],
    [
      'Add a sub-agent Subscriptions (handles plan changes) and one more called Wholesale for B2B bulk orders',
      ['sub_agent.create Subscriptions', 'sub_agent.create Wholesale'],
    ],
    // reads the English verb inside …
    ['メインルーターはもう使わないので delete で。', ['router.delete rtr_main']],
    ['テストモードを enable してください', ['test_mode.enable -']],
    ['LINE を disconnect しといて', ['line.disconnect lin_main']],
    ['ช่วย delete FAQ ให้หน่อยค่ะ', ['sub_agent.delete sag_faq']],
    ['รบกวน disable LINE ด้วยครับ', ['line.disable lin_main']],
    // reads …
    ['Get rid of the order-status routing rule on the Main router.', ['router.update rtr_main']],
    [
      'Create two routers, one called Sales and one called Escalations.',
      ['router.create Sales', 'router.create Escalations'],
    ],
    [
      "Give FAQ the lookup tool, and tweak Orders' instructions to: Look the order up first.",
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    [
      "Add this to both agents' instructions: Always reply in the customer's language.",
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    ['พอผู้จัดการอนุมัติแล้วค่อยลบทูล Order lookup นะคะ', []],
    // finds the agent … names by what it does or what it gets
    [
      'Rename the one that gets order status questions to Tracking and route parcel locker questions to it.',
      ['sub_agent.update sag_orders', 'router.update rtr_main'],
    ],
    [
      'Update the instructions of the one that answers opening hours so they also say: Mention that all stores are closed on public holidays.',
      ['sub_agent.update sag_faq'],
    ],
    [
      'Get rid of the agent that answers opening hours questions and rename the one that handles deliveries to Customer Care.',
      ['sub_agent.delete sag_faq', 'sub_agent.update sag_orders'],
    ],
    [
      'Can you give the one that handles opening hours the lookup tool, and delete the Main router?',
      ['sub_agent.update sag_faq', 'router.delete rtr_main'],
    ],
    [
      'The agent that handles orders should get a new tool Refund check at https://api.acme.test/refunds/{orderId}, and the FAQ agent needs it too.',
      ['tool.create Refund check', 'sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    // reads …
    [
      'Add an agent called Onboarding that helps new customers, give it the same tool as Orders, and make it the fallback.',
      ['sub_agent.create Onboarding', 'router.update rtr_main'],
    ],
    [
      "faq desc is outdated, set it to 'Answers questions about hours'. Same for Orders: 'Answers questions about orders'.",
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    [
      'Orders should get the lookup tool removed and the FAQ agent should be deleted.',
      ['sub_agent.update sag_orders', 'sub_agent.delete sag_faq'],
    ],
    // reads …
    ['the FAQ agent has to go', ['sub_agent.delete sag_faq']],
    ['rename the thing that looks up orders to Order finder', ['tool.update tol_order_lookup']],
    // reads the Japanese memo …
    ['一般的な質問を FAQ に送るルール 削除', ['router.update rtr_main']],
    ['LINE の連携 解除', ['line.disconnect lin_main']],
    ['クーポンの質問 → FAQ。よろしくお願いします。', ['router.update rtr_main']],
    // reads …
    ['返品の問い合わせは Orders 宛てにしてください', ['router.update rtr_main']],
    ['キャンセルの問い合わせは Orders 担当でお願いします', ['router.update rtr_main']],
    ['LINE の接続を一旦解除してもらえますか', ['line.disconnect lin_main']],
    ['Orders の説明と指示を両方変えたいです。', []],
    // reads …
    ['フォールバックを FAQ に戻してください', ['router.update rtr_main']],
    ['FAQ と Orders の両方に Order lookup を使わせてください', ['sub_agent.update sag_faq']],
    [
      'Orders エージェントの名前を「注文窓口」に変えて、説明も「注文の問い合わせ担当」にしてください',
      ['sub_agent.update sag_orders', 'sub_agent.update sag_orders'],
    ],
    // routes what … says an agent answers
    ['チェックイン時間の質問は FAQ に答えてほしいです', ['router.update rtr_main']],
    ['返品の質問は Orders が対応するようにしてください', ['router.update rtr_main']],
    // reads each item of the numbered line …
    ['1. ลบทูล Order lookup 2. ปิดไลน์', ['tool.delete tol_order_lookup', 'line.disable lin_main']],
    ['1. delete FAQ 2. turn off LINE', ['sub_agent.delete sag_faq', 'line.disable lin_main']],
  ])('reads %j', (text, expected) => {
    expect(actions(text)).toEqual(expected);
  });

  it.each([
    'create an http tool called Stock check that calls GET `https://api.acme.test/stock/{sku}`',
    'create an http tool called Stock check that calls GET "https://api.acme.test/stock/{sku}"',
    'create an http tool called Stock check that calls GET <https://api.acme.test/stock/{sku}>',
    'create an http tool called Stock check that calls GET [the stock API](https://api.acme.test/stock/{sku})',
  ])('takes the URL of %j as written, not a placeholder', (text) => {
    expect(interpretInstruction(text, support).suggestions[0]?.payload).toMatchObject({
      http: { method: 'GET', url: 'https://api.acme.test/stock/{sku}' },
    });
  });

  it('keeps the emoji and spelling the user quotes', () => {
    expect(
      interpretInstruction('change FAQ\'s instructions to "Dont guess 🙏"', support).suggestions[0]
        ?.payload,
    ).toEqual({ subAgentId: 'sag_faq', instructions: 'Dont guess 🙏' });
  });

  it('takes a quoted LINE channel name, not the remark after it', () => {
    expect(
      interpretInstruction(
        'Request: connect a second LINE channel named "Hotel Sol LINE" for the Cebu property',
        support,
      ).suggestions[0]?.payload,
    ).toEqual({ name: 'Hotel Sol LINE' });
  });

  it('leaves a one-line "Task:" label out of the topic', () => {
    expect(
      interpretInstruction('Task: route refund questions to FAQ', support).suggestions[0]?.payload,
    ).toMatchObject({ addRules: [{ intent: 'refund questions' }] });
  });

  it('reads the topic of a route after a context sentence without it', () => {
    expect(
      interpretInstruction(
        'We just launched gift cards. Questions about gift wrapping, route to FAQ please.',
        support,
      ).suggestions[0]?.payload,
    ).toMatchObject({ addRules: [{ intent: 'questions about gift wrapping' }] });
  });

  it.each([
    ["Add a router 'Parcel issues' whose fallback is FAQ", 'sag_faq'],
    ['Add a router called Escalations with Orders as fallback', 'sag_orders'],
    ['create a router named Night with the fallback set to FAQ', 'sag_faq'],
  ])('gives the router %j makes its own fallback, not the Main router', (text, agent) => {
    const [suggestion, ...others] = interpretInstruction(text, support).suggestions;
    expect(others).toEqual([]);
    expect(suggestion?.skillId).toBe('router.create');
    expect(suggestion?.payload).toMatchObject({
      fallback: { action: 'sub_agent', subAgentId: agent },
    });
  });

  it.each([
    "all agents: instructions should include 'Never share staff phone numbers.'",
    "Put this in both agents' instructions: 'Never share staff phone numbers.'",
    "change the instructions of both agents to 'Never share staff phone numbers.'",
  ])('changes the instructions of every agent %j names', (text) => {
    const { suggestions } = interpretInstruction(text, support);
    expect(suggestions.map((s) => s.target.id)).toEqual(['sag_orders', 'sag_faq']);
    for (const s of suggestions)
      expect((s.payload as { instructions: string }).instructions).toContain(
        'Never share staff phone numbers.',
      );
  });

  it.each([
    'Stock check ツールを作るのは、新しい API が公開されてからにします。',
    '新しい API がリリースされたら、Order lookup の URL を変えてください。',
  ])('holds %j until what it waits for has happened', (text) => {
    expect(actions(text)).toEqual([]);
  });

  it('reads "AしてからB" as two steps in order', () => {
    expect(actions('FAQ を削除してから Billing というエージェントを追加して')).toEqual([
      'sub_agent.delete sag_faq',
      'sub_agent.create Billing',
    ]);
  });

  it('reads the action items after an FYI, and holds an FYI alone', () => {
    expect(
      actions(
        'FYI we switched payment providers. Action items: 1) add a sub-agent Payments for payment questions 2) add finance@acme.test as tester',
      ),
    ).toEqual(['sub_agent.create Payments', 'test_mode.update -']);
    expect(actions('FYI my colleague already turned on test mode')).toEqual([]);
  });

  it("ends a new sub-agent's description before a Thai politeness word in English letters", () => {
    expect(
      interpretInstruction('add new sub agent name Insurance for insurance claims krub', support)
        .suggestions[0]?.payload,
    ).toMatchObject({ name: 'Insurance', description: 'Handles insurance claims' });
  });

  it.each([
    '両方のエージェントの指示を「敬語で答える」にしてください',
    'Orders と FAQ の指示を「敬語で答える」にしてください',
    'เปลี่ยนคำสั่งของ Orders และ FAQ เป็น "敬語で答える"',
    'แก้ instructions ของเอเจนต์ทั้งสองตัวเป็น "敬語で答える" ค่ะ',
  ])('changes the instructions of each agent %j names at once', (text) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      { subAgentId: 'sag_orders', instructions: '敬語で答える' },
      { subAgentId: 'sag_faq', instructions: '敬語で答える' },
    ]);
  });

  it.each([
    [
      "Change the Orders agent's instructions to **Always ask for the order number first.** and rename the Order lookup tool to Order search.",
      [
        { subAgentId: 'sag_orders', instructions: 'Always ask for the order number first.' },
        { toolId: 'tol_order_lookup', name: 'Order search' },
      ],
    ],
    ['Rename Orders to **📦 Deliveries**', [{ subAgentId: 'sag_orders', name: '📦 Deliveries' }]],
  ])('reads a value in bold in %j as a quoted one', (text, payloads) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual(payloads);
  });

  it.each([
    ['配送遅延の問い合わせを Orders に送るルールを追加して', 'sag_orders'],
    ['Main router に「送料」って来たら FAQ に送るルール足しといて', 'sag_faq'],
  ])('reads a rule that sends something somewhere, %j, as the route', (text, agent) => {
    expect(interpretInstruction(text, support).suggestions[0]?.payload).toMatchObject({
      routerId: 'rtr_main',
      addRules: [{ subAgentId: agent }],
    });
  });

  it.each([
    '「Prescriptions」というエージェントを追加して、処方箋の質問を担当させてください。Order lookup ツールも使えるようにしてください。',
    'สร้างเอเจนต์ชื่อ Prescriptions ไว้ตอบเรื่องใบสั่งยา แล้วให้ใช้เครื่องมือ Order lookup ได้ด้วย',
  ])('gives the tool to the agent %j makes, unnamed after it', (text) => {
    const [made, ...others] = interpretInstruction(text, support).suggestions;
    expect(others).toEqual([]);
    expect(made?.payload).toMatchObject({ name: 'Prescriptions', toolIds: ['tol_order_lookup'] });
  });

  it.each([
    'give FAQ the lookup tool and take it away from Orders',
    'FAQ gets the order lookup tool, Orders loses it',
    'um okay so FAQ should get the lookup tool and orders should lose it',
  ])('moves the tool from one agent to another in %j', (text) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] },
      { subAgentId: 'sag_orders', toolIds: [] },
    ]);
  });

  it('reads each subject of a list of changes said as what each item gets', () => {
    expect(
      actions(
        'ok so: FAQ gets the order lookup tool, Orders gets new instructions ("Always share the tracking link"), and the fallback goes to Orders',
      ),
    ).toEqual([
      'sub_agent.update sag_faq',
      'sub_agent.update sag_orders',
      'router.update rtr_main',
    ]);
    expect(
      interpretInstruction(
        'Orders gets new instructions ("Always share the tracking link")',
        support,
      ).suggestions[0]?.payload,
    ).toEqual({ subAgentId: 'sag_orders', instructions: 'Always share the tracking link' });
  });

  it.each(['Orders の指示を変更したい', 'Orders の instructions を update したく'])(
    'never takes the request %j for the new instructions',
    (text) => {
      expect(actions(text)).toEqual([]);
    },
  );

  it.each([
    [
      'Orders の instructions を update したく。内容：「注文番号がない場合は、登録メールアドレスを聞くこと。」',
      {
        subAgentId: 'sag_orders',
        instructions: '注文番号がない場合は、登録メールアドレスを聞くこと',
      },
    ],
    [
      'FAQ の説明を変えたいです。新しい説明は「営業時間と返品の質問に答える」です。',
      { subAgentId: 'sag_faq', description: '営業時間と返品の質問に答える' },
    ],
  ])('takes the value said after the request %j', (text, payload) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      payload,
    ]);
  });

  it('takes both testers off a board that has two', () => {
    const board = {
      ...support,
      testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] },
    };
    expect(actions('Take both testers off and turn test mode off.', board)).toEqual([
      'test_mode.update -',
      'test_mode.disable -',
    ]);
  });

  it.each([
    'FAQ 以外のエージェント全部に、指示「最初に名前を確認する」を設定して',
    'ทุกเอเจนต์ยกเว้น FAQ ให้ใช้ทูล Order lookup ได้ด้วย',
  ])('changes every agent but the one %j excepts, on a board of three', (text) => {
    const board = {
      ...support,
      subAgents: [
        ...support.subAgents,
        {
          id: 'sag_billing',
          name: 'Billing',
          description: 'Refunds',
          instructions: 'Help.',
          toolIds: [],
        },
      ],
    };
    expect(
      interpretInstruction(text, board)
        .suggestions.map((s) => s.target.id)
        .sort(),
    ).toEqual(/ทูล/.test(text) ? ['sag_billing'] : ['sag_billing', 'sag_orders']);
  });

  it('never takes a request for a new tool as words for the agent to follow', () => {
    expect(
      actions('Orders should get a new tool Refund check at https://api.acme.test/refunds/{id}'),
    ).toEqual(['tool.create Refund check', 'sub_agent.update sag_orders']);
    expect(
      interpretInstruction(
        'Orders should get a new tool Refund check at https://api.acme.test/refunds/{id}',
        support,
      ).suggestions[1]?.payload,
    ).toEqual({ subAgentId: 'sag_orders', toolNames: ['Refund check'] });
  });

  it('sends a topic to one agent and the rest to another, never the topic to the second', () => {
    expect(
      interpretInstruction(
        'I want the bot to send warranty questions to Orders and, when nothing matches, to FAQ.',
        support,
      ).suggestions.map((s) => s.payload),
    ).toEqual([
      {
        routerId: 'rtr_main',
        addRules: [
          { intent: 'warranty questions', keywords: ['warranty'], subAgentId: 'sag_orders' },
        ],
      },
      { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } },
    ]);
  });

  it('gives a new agent the tool another agent has, and makes it the fallback', () => {
    const [made, fallback] = interpretInstruction(
      'Add an agent called Onboarding that helps new customers, give it the same tool as Orders, and make it the fallback.',
      support,
    ).suggestions;
    expect(made?.payload).toMatchObject({ toolIds: ['tol_order_lookup'] });
    expect(fallback?.payload).toMatchObject({ fallback: { subAgentName: 'Onboarding' } });
  });

  it.each([
    ['振り分けられなかった会話は FAQ が答えるようにしたいです', 'sag_faq'],
    ['อยากให้แชทที่ไม่เข้ากฎไหนเลยไปที่ออเดอร์', 'sag_orders'],
  ])('reads where unmatched chats should go, asked as a wish, in %j', (text, agent) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      { routerId: 'rtr_main', fallback: { action: 'sub_agent', subAgentId: agent } },
    ]);
  });

  it('reads a Thai name where something is sent, and keeps it a topic before that', () => {
    expect(
      interpretInstruction('ส่งคำถามเรื่องคืนเงินไปที่ออเดอร์', support).suggestions[0]?.payload,
    ).toMatchObject({ addRules: [{ subAgentId: 'sag_orders' }] });
    expect(
      interpretInstruction('ส่งคำถามเรื่องออเดอร์ไปที่ FAQ', support).suggestions[0]?.payload,
    ).toMatchObject({ addRules: [{ intent: 'คำถามเรื่องออเดอร์', subAgentId: 'sag_faq' }] });
  });

  it('adds the rule said "on" the router just renamed', () => {
    expect(
      actions(
        'Rename Main router to Front Desk, then add a rule on Front Desk sending gift wrapping questions to FAQ.',
      ),
    ).toEqual(['router.update rtr_main', 'router.update rtr_main']);
  });

  it.each([
    [
      'オーダーズの名前を『チケット窓口』に変えて',
      { subAgentId: 'sag_orders', name: 'チケット窓口' },
    ],
    [
      'FAQ の説明を『営業時間と返品の質問に答える』に変更して',
      { subAgentId: 'sag_faq', description: '営業時間と返品の質問に答える' },
    ],
    [
      'เชื่อมต่อ LINE ช่อง 1657123456 ชื่อ School LINEนะคะ',
      { channelId: '1657123456', name: 'School LINE' },
    ],
  ])('reads the value of %j as its writer quoted it', (text, payload) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      payload,
    ]);
  });

  it('reads each rename after a Thai reason said first', () => {
    expect(actions('เนื่องจากลูกค้าถามเยอะ เปลี่ยนชื่อ Orders เป็น Delivery และ FAQ เป็น Help')).toEqual([
      'sub_agent.update sag_orders',
      'sub_agent.update sag_faq',
    ]);
  });

  it.each([
    'My action item from standup: give the FAQ agent access to Order lookup.',
    'Quick one from Ken: give the FAQ agent access to Order lookup.',
  ])('reads the request after the lead-in of %j, never a "from" in it', (text) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] },
    ]);
  });

  it.each(['Pending approval: disconnect LINE', 'Next sprint: add a Billing agent.'])(
    'still holds %j for later',
    (text) => {
      expect(actions(text)).toEqual([]);
    },
  );

  it('reads "open the bot for all customers" as the end of test mode, never in a "before …"', () => {
    const board = { ...support, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    expect(actions('Test is finish, please open the bot for all customer.', board)).toEqual([
      'test_mode.disable -',
    ]);
    expect(
      interpretInstruction('Before we open the bot to everyone, rename FAQ to Help.', support)
        .reply,
    ).not.toContain('test mode');
  });

  it.each([
    'FAQ の説明を「営業時間の質問に答える」に、指示を「丁寧に」に変更してください',
    'FAQ の説明を「営業時間の質問に答える」にして、指示を「丁寧に」に変更してください',
  ])('changes each field %j gives its own value, never the name', (text) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      { subAgentId: 'sag_faq', description: '営業時間の質問に答える', instructions: '丁寧に' },
    ]);
  });

  it('changes each field a Thai request gives its own value', () => {
    expect(
      interpretInstruction(
        'เปลี่ยนคำอธิบายของ FAQ เป็น "ตอบเรื่องเวลา" คำสั่งเป็น "สุภาพ"',
        support,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ subAgentId: 'sag_faq', description: 'ตอบเรื่องเวลา', instructions: 'สุภาพ' }]);
  });

  it('renames each of two items with its own name, never the first with the second', () => {
    expect(
      interpretInstruction(
        'FAQ の名前を「ヘルプ」に、Orders の名前を「配送」に変更してください',
        support,
      ).suggestions.map((s) => s.payload),
    ).toEqual([
      { subAgentId: 'sag_faq', name: 'ヘルプ' },
      { subAgentId: 'sag_orders', name: '配送' },
    ]);
  });

  it('changes the method and the URL a Japanese request gives in one clause', () => {
    expect(
      interpretInstruction(
        'Order lookup ツールのメソッドを POST に、URL を https://api.acme.test/v3/{id} に変えて',
        support,
      ).suggestions[0]?.payload,
    ).toMatchObject({ http: { method: 'POST', url: 'https://api.acme.test/v3/{id}' } });
  });

  it('turns test mode on for the testers who alone may try it', () => {
    expect(
      interpretInstruction(
        'テストモードをオンにして、tanaka@acme.test と sato@acme.test だけがテストできるようにして',
        support,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ testers: ['tanaka@acme.test', 'sato@acme.test'] }]);
  });

  it.each([
    'テスターから alice@acme.test を削除して、yamada@hotel.test を追加してください',
    'ลบ alice@acme.test ออกจากเทสเตอร์ แล้วเพิ่ม yamada@hotel.test',
  ])('adds the tester %j names after removing one, in one change of the list', (text) => {
    const board = { ...support, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    expect(interpretInstruction(text, board).suggestions.map((s) => s.payload)).toEqual([
      { addTesters: ['yamada@hotel.test'], removeTesters: ['alice@acme.test'] },
    ]);
  });

  it.each([
    [
      'new sub-agent: name = Warranty; description = handles warranty claims (repairs)',
      { name: 'Warranty', description: 'handles warranty claims (repairs)' },
    ],
    [
      'add agent\n- name = Returns\n- description = handles returns\n- instructions = Ask for the order number',
      { name: 'Returns', description: 'handles returns', instructions: 'Ask for the order number' },
    ],
    [
      'new tool: name = Stock check; url = https://api.acme.test/stock; method = POST',
      { name: 'Stock check', http: { method: 'POST', url: 'https://api.acme.test/stock' } },
    ],
    ['new router: name = VIP', { name: 'VIP' }],
    [
      'Create sub-agent Returns. Description: handles returns. Instructions: Ask for the order number first, then explain the 30-day policy.',
      {
        name: 'Returns',
        description: 'handles returns',
        instructions: 'Ask for the order number first, then explain the 30-day policy',
      },
    ],
    [
      "Add sub-agent 'Store Locator' — description: finds the nearest store (by postcode); instructions: Ask for the postcode, then list three stores.",
      {
        name: 'Store Locator',
        description: 'finds the nearest store (by postcode)',
        instructions: 'Ask for the postcode, then list three stores',
      },
    ],
  ])('reads the key = value fields of %j', (text, want) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([
      expect.objectContaining(want),
    ]);
  });

  it.each([
    'if LINE is disabled, turn it back on',
    'LINE が無効になっていたら、有効に戻しておいてください。',
    'LINE が無効なら有効にして',
    'ถ้า LINE ปิดอยู่ ช่วยเปิดให้หน่อย',
  ])('reads %j as a change only when LINE is off now', (text) => {
    const off = {
      ...support,
      lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })),
    };
    expect(actions(text, off)).toEqual(['line.enable lin_main']);
    expect(actions(text, support)).toEqual([]);
  });

  it.each([
    [
      "beta's over for alice@acme.test, remove her, and take test mode off",
      ['test_mode.update -', 'test_mode.disable -'],
    ],
    // One tester done testing is no end of testing.
    ['alice@acme.test is done testing, remove her', ['test_mode.update -']],
  ])('reads %j, "her" being the tester named before', (text, want) => {
    const testing = { ...support, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    expect(actions(text, testing)).toEqual(want);
  });

  it.each([
    'everyone should be able to talk to the bot now, not just the testers',
    'everyone should be able to use the bot',
  ])('reads %j as turning test mode off', (text) => {
    const testing = { ...support, testMode: { enabled: true, testers: ['owner@acme.test'] } };
    expect(actions(text, testing)).toEqual(['test_mode.disable -']);
  });

  it('reads the rule of a new router said "with a rule sending …"', () => {
    const [made] = interpretInstruction(
      'make a router named Weekend with a rule sending returns to FAQ, falling back to a human',
      support,
    ).suggestions;
    expect(made?.payload).toEqual(
      expect.objectContaining({
        name: 'Weekend',
        rules: [expect.objectContaining({ subAgentId: 'sag_faq' })],
        fallback: { action: 'human' },
      }),
    );
  });

  it.each([
    ['Mia asked: can we route refunds to Orders? Go ahead.', ['refunds']],
    ['add an intent for cancellations that goes to Orders', ['cancellations']],
    [
      'add a rule to the main router: refunds → FAQ. and another one: exchanges → Orders',
      ['refunds', 'exchanges'],
    ],
  ])('reads the topics of %j', (text, want) => {
    expect(
      interpretInstruction(text, support).suggestions.flatMap((s) =>
        ((s.payload as { addRules?: { intent: string }[] }).addRules ?? []).map((r) => r.intent),
      ),
    ).toEqual(want);
  });

  it('reads what a new Japanese sub-agent handles, said in brackets after the request', () => {
    const [made] = interpretInstruction(
      '「Tuition」というエージェントを追加（月謝・教材費の問い合わせを担当）',
      support,
    ).suggestions;
    expect(made?.payload).toEqual(
      expect.objectContaining({ name: 'Tuition', description: '月謝・教材費の問い合わせを担当' }),
    );
  });

  it('reads "Make Claims the fallback when nothing matches" after Claims is made', () => {
    expect(
      actions('Create sub-agent Claims. Make Claims the escalation path when no intent matches'),
    ).toEqual(['sub_agent.create Claims', 'router.update rtr_main']);
  });

  it('reads an engineer\'s "デフォルト" as the fallback', () => {
    expect(
      interpretInstruction('メインルーターのデフォルトを人間に戻して', faqFallback).suggestions.map(
        (s) => s.payload,
      ),
    ).toEqual([{ routerId: 'rtr_main', fallback: { action: 'human' } }]);
  });

  it('reads the address an FYI gives as what the request after it asks for', () => {
    const [moved] = interpretInstruction(
      "FYI the order lookup endpoint moved, it's https://api.acme.test/v2/orders/{orderId} now. Please update the tool.",
      support,
    ).suggestions;
    expect(moved?.payload).toEqual(
      expect.objectContaining({
        toolId: 'tol_order_lookup',
        http: { method: 'GET', url: 'https://api.acme.test/v2/orders/{orderId}' },
      }),
    );
  });

  it('reads a report of what somebody switched as the story before the request', () => {
    expect(
      actions(
        'Mia turned on test mode yesterday but somebody switched it off again. Please turn it on now and add mia@acme.test as a tester.',
      ),
    ).toEqual(['test_mode.enable -']);
    expect(actions('My colleague already switched on test mode, just for your info')).toEqual([]);
  });

  it('reads "Handoff to a human when nothing matches" as the fallback', () => {
    expect(actions('Handoff to a human when nothing matches', faqFallback)).toEqual([
      'router.update rtr_main',
    ]);
  });

  it('reads "a human handoff" as a human taking what no rule matches', () => {
    expect(
      interpretInstruction(
        'When no intent matches we want a human handoff again, like we had in Zendesk.',
        faqFallback,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ routerId: 'rtr_main', fallback: { action: 'human' } }]);
  });

  it.each(['if test mode is off, turn it on', 'テストモードがオフだったら、オンにしてください'])(
    'reads %j as turning test mode on',
    (text) => {
      expect(actions(text, support)).toEqual(['test_mode.enable -']);
    },
  );

  it.each([
    [
      'FAQ の指示を「返金には答えず、Orders に任せること」に変更してください。',
      { subAgentId: 'sag_faq', instructions: '返金には答えず、Orders に任せること' },
    ],
    [
      'FAQ の説明を「Orders と同じく丁寧に対応」に変更して',
      { subAgentId: 'sag_faq', description: 'Orders と同じく丁寧に対応' },
    ],
    [
      'เปลี่ยนคำสั่งของ FAQ เป็น "ห้ามตอบเรื่องคืนเงิน ให้ส่งต่อ Orders"',
      { subAgentId: 'sag_faq', instructions: 'ห้ามตอบเรื่องคืนเงิน ให้ส่งต่อ Orders' },
    ],
  ])('reads a board name inside the quoted value of %j as part of the value', (text, want) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual([want]);
  });

  it.each([
    ['LINE 連携の解除をお願いします。', ['line.disconnect lin_main']],
    ['注文状況のルール、もう要らんから消しといて', ['router.update rtr_main']],
    ['注文状況のルール、不要なので消して', ['router.update rtr_main']],
    ['ルールを追加: 保険料の質問 → FAQ', ['router.update rtr_main']],
    ['FAQ ไม่ต้องลบนะ แค่เปลี่ยนคำอธิบายเป็น "ตอบคำถามเรื่องสาขา"', ['sub_agent.update sag_faq']],
    ['ไม่ต้องลบ FAQ นะ แค่เปลี่ยนชื่อเป็น Help', ['sub_agent.update sag_faq']],
    // The board's only tool, named by its kind; never for a new tool or a question.
    ['add tool ให้ FAQ หน่อย', ['sub_agent.update sag_faq']],
    ['FAQ ให้ใช้ tool Order lookup ด้วย ส่วน Orders ไม่ต้อง', ['sub_agent.update sag_faq']],
    // A human not wanted, a field said as a topic, a channel id after a space, "LINE channel".
    ['フォールバックを人間じゃなくて Orders にしてほしいです。', ['router.update rtr_main']],
    ['Support LINE チャンネルの接続、外しといてください', ['line.disconnect lin_main']],
    ['FAQ の名前、ヘルプデスクに変えてくれへん？', ['sub_agent.update sag_faq']],
    [
      '新しい LINE 公式アカウントを接続してください。チャンネル ID は 1657023456、名前は「店舗LINE」でお願いします。',
      ['line.connect 店舗LINE'],
    ],
    ['เชื่อมต่อ LINE channel 1657067890 ชื่อ Promo LINE ครับ', ['line.connect Promo LINE']],
    // What is not wanted, said after the request, is left as it is.
    ['ช่วยเพิ่มเครื่องมือ Order lookup ให้ FAQ ไม่ใช่ Orders นะคะ', ['sub_agent.update sag_faq']],
    ['เพิ่ม nid@acme.test เป็นผู้ทดสอบ แต่ยังไม่ต้องเปิดโหมดทดสอบนะคะ', ['test_mode.update -']],
    [
      'ช่วย update description ของ Orders เป็น "ติดตามพัสดุ" หน่อย FAQ ไม่ต้องแก้',
      ['sub_agent.update sag_orders'],
    ],
    ['FAQ にツールを付けて', ['sub_agent.update sag_faq']],
    ['FAQ に新しいツールを追加して', []],
    ['ตอนนี้ FAQ ใช้ tool อะไรอยู่บ้างครับ', []],
    [
      '注文検索ツールのメソッドを GET から POST に変更、エンドポイントも https://api.x.jp/v2/orders/{orderId} に変えてください。',
      ['tool.update tol_order_lookup'],
    ],
    [
      '注文検索ツールがまだ GET のままなら、POST に切り替えてください',
      ['tool.update tol_order_lookup'],
    ],
    ['ช่วยเพิ่ม rule ให้ Main router หน่อย: คำถามเรื่องเบี้ยประกัน -> FAQ', ['router.update rtr_main']],
  ])('reads the Japanese or Thai %j', (text, want) => {
    expect(actions(text)).toEqual(want);
  });

  it.each([
    [
      "rename the lookup tool to 'Order search (v2)'",
      [{ toolId: 'tol_order_lookup', name: 'Order search (v2)' }],
    ],
    [
      "Change Orders description to 'Handles parcel tracking' and the lookup tool URL to https://api.x.jp/v2/parcels/{orderId}.",
      [
        { subAgentId: 'sag_orders', description: 'Handles parcel tracking' },
        expect.objectContaining({
          toolId: 'tol_order_lookup',
          http: { method: 'GET', url: 'https://api.x.jp/v2/parcels/{orderId}' },
        }),
      ],
    ],
  ])('keeps a quoted value whole, and only it, in %j', (text, want) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual(want);
  });

  it('makes and gives a tool that a request adds to an agent as new', () => {
    expect(
      actions(
        '注文を担当しているエージェントに「Inventory check」ツールを新しく追加してください。https://api.x.jp/stock/{sku} に GET で問い合わせます。',
      ),
    ).toEqual(['tool.create Inventory check', 'sub_agent.update sag_orders']);
    // A tool the board does not have, added to an agent; never a board tool misspelt.
    expect(actions('Orders に「Inventory check」ツールを追加して')).toEqual([
      'tool.create Inventory check',
      'sub_agent.update sag_orders',
    ]);
    expect(actions('เพิ่มทูล Stock check ให้ Orders')).toEqual([
      'tool.create Stock check',
      'sub_agent.update sag_orders',
    ]);
    expect(actions('เพิ่มทูล Order lookp ให้ FAQ')).toEqual(['sub_agent.update sag_faq']);
    // In English too: "give Orders a new tool called …", "add a Stock check tool to Orders".
    expect(
      actions('give Orders a new tool called Stock check at https://api.x.test/stock'),
    ).toEqual(['tool.create Stock check', 'sub_agent.update sag_orders']);
    expect(actions('add a Stock check tool to Orders')).toEqual([
      'tool.create Stock check',
      'sub_agent.update sag_orders',
    ]);
    // ("… flow ใหม่": a new flow in Thai is no tool.)
    expect(actions('รบกวนลบเราเตอร์ Main router ด้วยครับ ทีมจะเปลี่ยนไปใช้ flow ใหม่')).toEqual([
      'router.delete rtr_main',
    ]);
  });

  it('reads "https://… に GET で問い合わせます" as the endpoint of the tool just made', () => {
    const [made] = interpretInstruction(
      'Inventory check ツールを追加して。https://api.x.jp/stock/{sku} に GET で問い合わせます。',
      support,
    ).suggestions;
    expect(made?.payload).toEqual(
      expect.objectContaining({
        name: 'Inventory check',
        http: { method: 'GET', url: 'https://api.x.jp/stock/{sku}' },
      }),
    );
  });

  it.each([
    [
      'เปลี่ยนคำอธิบาย Orders เป็น "ดูแลพัสดุ" และคำสั่ง FAQ เป็น "ตอบสุภาพ"',
      [
        { subAgentId: 'sag_orders', description: 'ดูแลพัสดุ' },
        { subAgentId: 'sag_faq', instructions: 'ตอบสุภาพ' },
      ],
    ],
    [
      'เปลี่ยนคำอธิบาย FAQ เป็น "ตอบคำถาม" และคำสั่งเป็น "ตอบสุภาพ"',
      [{ subAgentId: 'sag_faq', description: 'ตอบคำถาม', instructions: 'ตอบสุภาพ' }],
    ],
    [
      '注文検索ツールのエンドポイントを https://api.x.jp/v2/orders/{id} に、メソッドを POST に変更してください',
      [
        expect.objectContaining({
          toolId: 'tol_order_lookup',
          http: { method: 'POST', url: 'https://api.x.jp/v2/orders/{id}' },
        }),
      ],
    ],
  ])('reads both fields of %j', (text, want) => {
    expect(interpretInstruction(text, support).suggestions.map((s) => s.payload)).toEqual(want);
  });

  it('changes only the field a Japanese request changes, never the name or the one it keeps', () => {
    expect(
      interpretInstruction(
        'Orders の指示はそのままで、説明だけ「注文担当」に変えて',
        support,
      ).suggestions.map((s) => s.payload),
    ).toEqual([{ subAgentId: 'sag_orders', description: '注文担当' }]);
  });
});

describe('interpretInstruction on how a sub-agent should behave', () => {
  it.each([
    // A wish for how it behaves: the words it is told, without the frame.
    ['make FAQ greet people in Thai', 'sag_faq', 'Greet people in Thai.'],
    ['have Orders ask for the order number first', 'sag_orders', 'Ask for the order number first.'],
    [
      'I want Orders to apologise when a parcel is late',
      'sag_orders',
      'Apologise when a parcel is late.',
    ],
    ["FAQ shouldn't link articles anymore", 'sag_faq', 'Do not link articles anymore.'],
    ['tell FAQ that we are closed on Sundays', 'sag_faq', 'We are closed on Sundays.'],
    ['tell the FAQ bot our hours are 9 to 6', 'sag_faq', 'Our hours are 9 to 6.'],
    ['tell Orders never to promise a refund', 'sag_orders', 'Never promise a refund.'],
    ['FAQは絵文字を使って答えるようにしてほしい', 'sag_faq', '絵文字を使って答える。'],
    [
      'Ordersには、必ず最初に注文番号を聞くように伝えてください',
      'sag_orders',
      '必ず最初に注文番号を聞く。',
    ],
    ['FAQ ต้องตอบสุภาพ', 'sag_faq', 'ต้องตอบสุภาพ'],
  ])('adds what %j says to its instructions', (text, subAgentId, sentence) => {
    const [only, ...rest] = interpretInstruction(text, support).suggestions;
    expect(rest).toEqual([]);
    expect(only?.payload).toEqual(expect.objectContaining({ subAgentId }));
    expect((only?.payload as { instructions: string }).instructions.endsWith(` ${sentence}`)).toBe(
      true,
    );
  });

  it.each([
    // What its instructions already say asks for nothing.
    'make sure Orders never promises a delivery date',
    // A capability or a new item is no behaviour.
    'Please make new agent with name Returns, it answer about the return of products.',
    'the order lookup description is wrong it should say looks up an order by email',
    'ไม่ต้องแก้คำอธิบายของ Orders แล้วนะ',
  ])('adds nothing to any instructions for %j', (text) => {
    const updates = interpretInstruction(text, support).suggestions.filter(
      (s) => s.skillId === 'sub_agent.update' && 'instructions' in s.payload,
    );
    expect(updates).toEqual([]);
  });

  it('says "answers questions about", never "answer questions abouts"', () => {
    const [made] = interpretInstruction(
      'Create a sub-agent named Gift cards. It should answer questions about balances.',
      support,
    ).suggestions;
    expect(made?.payload).toEqual(
      expect.objectContaining({ description: 'Answers questions about balances' }),
    );
  });
});

describe('interpretInstruction on a sub-agent made earlier in a Japanese or Thai message', () => {
  it('routes to the new sub-agent by its name, never gives it to itself', () => {
    const { suggestions, reply } = interpretInstruction(
      'ช่วยสร้างเอเจนต์ใหม่ชื่อ Appointments ให้หน่อยค่ะ ดูแลเรื่องนัดหมายแพทย์ แล้วให้คำถามเรื่องนัดหมายส่งไปที่ Appointments ด้วยนะคะ',
      support,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['sub_agent.create', 'router.update']);
    expect(suggestions[1]?.payload).toEqual(
      expect.objectContaining({
        addRules: [expect.objectContaining({ subAgentName: 'Appointments' })],
      }),
    );
    expect(reply).not.toContain('give');
  });

  it('never makes a topic of "those … one"', () => {
    expect(
      interpretInstruction('can those go to the FAQ one instead?', support).suggestions,
    ).toEqual([]);
  });

  it('keeps the polite お of お問い合わせ out of the keywords', () => {
    const [rule] = interpretInstruction(
      '手荷物に関するお問い合わせは FAQ へ振り分けて',
      support,
    ).suggestions;
    expect(rule?.payload).toEqual(
      expect.objectContaining({ addRules: [expect.objectContaining({ keywords: ['手荷物'] })] }),
    );
  });
});

describe('interpretInstruction on chat shorthand, arrows and names that end early', () => {
  it.each([
    // Chat shorthand and vocatives.
    ["faq bot shud sign off w/ 'cheers, the acme team' pls", ['sub_agent.update sag_faq']],
    [
      'add sub agent Careers for job & hiring questions n route those to it',
      ['sub_agent.create Careers', 'router.update rtr_main'],
    ],
    ['Brother please give the two agents the lookup tool', ['sub_agent.update sag_faq']],
    // "thing" is a word for any item; "become" and "into" give a new name.
    ['rename lookup thing to Order tracker', ['tool.update tol_order_lookup']],
    // Arrows in a rename list, a method change and an endpoint.
    [
      'rename FAQ → Help Centre and Orders → Deliveries',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    ['lookup tool method GET->POST', ['tool.update tol_order_lookup']],
    [
      'add tool Cancel order -> POST https://api.acme.test/orders/{orderId}/cancel',
      ['tool.create Cancel order'],
    ],
    // Japanese and Thai words for routes and the fallback.
    ['家賃の問い合わせは FAQ に流して', ['router.update rtr_main']],
    ['อะไรที่บอทไม่เข้าใจ ให้ FAQ ตอบแทนการโอนให้พนักงานครับ', ['router.update rtr_main']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it.each([
    ['Please change name of FAQ agent become Customer Care.', 'Customer Care'],
    ['make a router called Night shift — everything about orders goes to Orders', 'Night shift'],
    [
      'add a Returns agent and route returns to it — actually call it Exchanges, not Returns',
      'Exchanges',
    ],
  ])('gives %j the new name without the words around it', (instruction, name) => {
    const [made] = interpretInstruction(instruction, support).suggestions;
    expect(made?.payload).toEqual(expect.objectContaining({ name }));
  });

  it('never makes a new router for a fallback said after the router is deleted', () => {
    const { suggestions, reply } = interpretInstruction(
      'delete Main router. fallback Orders',
      support,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['router.delete']);
    expect(reply).toContain('is deleted by this message');
  });

  it('sends what no rule matches to the sub-agent, in Japanese with 流して', () => {
    const [fallback] = interpretInstruction('未マッチの会話は FAQ に流して', support).suggestions;
    expect(fallback?.payload).toEqual(
      expect.objectContaining({ fallback: { action: 'sub_agent', subAgentId: 'sag_faq' } }),
    );
  });

  it('routes the topic the new sub-agent was made for when "those" names none', () => {
    const [, rule] = interpretInstruction(
      'add sub agent Careers for hiring questions and route those to it',
      support,
    ).suggestions;
    expect(rule?.payload).toEqual(
      expect.objectContaining({
        addRules: [
          expect.objectContaining({ intent: 'hiring questions', subAgentName: 'Careers' }),
        ],
      }),
    );
  });
});

describe('interpretInstruction on the same change for another item', () => {
  it.each([
    [
      'new instructions for FAQ: keep answers under 50 words. Same instructions for Orders.',
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    [
      "FAQ is too robotic. could you tell it to use the customer's first name? and same instruction for the orders one too",
      ['sub_agent.update sag_faq', 'sub_agent.update sag_orders'],
    ],
    // A label and how the item named before it should behave.
    ['FAQ: never discuss order status', ['sub_agent.update sag_faq']],
    ["Orders agent: never share the customer's home address", ['sub_agent.update sag_orders']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it('gives the other item the same words', () => {
    const [, orders] = interpretInstruction(
      'tell FAQ to answer in Thai. Same for Orders',
      support,
    ).suggestions;
    expect((orders?.payload as { instructions: string }).instructions).toMatch(
      / Answer in Thai\.$/,
    );
  });
});

describe('interpretInstruction on more Japanese and Thai words', () => {
  it.each([
    ['Support LINE の連携を切ってください', ['line.disconnect lin_main']],
    ['อยากให้มีเอเจนต์ชื่อ Documents ไว้ตอบเรื่องเอกสารค่ะ', ['sub_agent.create Documents']],
    ['สร้าง Concierge ไว้ตอบเรื่องร้านอาหารใกล้โรงแรม', ['sub_agent.create Concierge']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it('reads "ให้ fallback ไปที่ Orders" as the fallback, never a rule about "fallback"', () => {
    const [change] = interpretInstruction('ให้ fallback ไปที่ Orders แทนนะ', support).suggestions;
    expect(change?.payload).toEqual(
      expect.objectContaining({ fallback: { action: 'sub_agent', subAgentId: 'sag_orders' } }),
    );
  });
});

describe('interpretInstruction on common words for each skill, from a lexicon', () => {
  it.each([
    ['sunset the FAQ agent', [], 'sub_agent.delete sag_faq'],
    ['please purge the lookup tool', [], 'tool.delete tol_order_lookup'],
    ['we can do without the FAQ agent', [], 'sub_agent.delete sag_faq'],
    ['freeze LINE', [], 'line.disable lin_main'],
    ['bring LINE back', ['line_disabled'], 'line.enable lin_main'],
    ['restart the LINE bot', ['line_disabled'], 'line.enable lin_main'],
    ['disable the lookup tool for Orders', [], 'sub_agent.update sag_orders'],
    ['plug in our LINE account 1657012345, call it Shop LINE', [], 'line.connect Shop LINE'],
    ['shut off LINE', [], 'line.disable lin_main'],
    ['put LINE on hold', [], 'line.disable lin_main'],
    ['assign refund questions to FAQ', [], 'router.update rtr_main'],
    ['make FAQ responsible for refunds', [], 'router.update rtr_main'],
    ['FAQ エージェントを撤去してください', [], 'sub_agent.delete sag_faq'],
    ['Order lookup ツールは破棄でお願いします', [], 'tool.delete tol_order_lookup'],
    ['Billing というエージェントを立ち上げてください', [], 'sub_agent.create Billing'],
    ['Orders から Order lookup を取り上げて', [], 'sub_agent.update sag_orders'],
    ['เลิกใช้ Order lookup ที่ Orders', [], 'sub_agent.update sag_orders'],
    ['LINE を稼働させて', ['line_disabled'], 'line.enable lin_main'],
  ] as const)('%s', (instruction, [setup], want) => {
    const board = setup
      ? { ...support, lineChannels: support.lineChannels.map((c) => ({ ...c, enabled: false })) }
      : support;
    expect(
      interpretInstruction(instruction, board).suggestions.map(
        (s) => `${s.skillId} ${s.target.id ?? (s.payload as { name?: string }).name}`,
      ),
    ).toEqual([want]);
  });
});

describe('interpretInstruction on a new router described with its rule and fallback', () => {
  it.each([
    [
      'make a router called Night shift — everything about orders goes to Orders, everything else FAQ',
      { subAgentId: 'sag_orders' },
      { action: 'sub_agent', subAgentId: 'sag_faq' },
    ],
    [
      "create a new router 'Orders only' that sends order questions to Orders, with a human fallback",
      { subAgentId: 'sag_orders' },
      { action: 'human' },
    ],
    [
      '「LINE窓口」というルーターを新しく作ってください。予約の質問は Orders に、それ以外は FAQ にお願いします。',
      { subAgentId: 'sag_orders' },
      { action: 'sub_agent', subAgentId: 'sag_faq' },
    ],
  ])('%s', (instruction, rule, fallback) => {
    const [made, ...rest] = interpretInstruction(instruction, support).suggestions;
    expect(rest).toEqual([]);
    expect(made?.payload).toEqual(
      expect.objectContaining({ rules: [expect.objectContaining(rule)], fallback }),
    );
  });

  it('gives a new Thai router the fallback said after it', () => {
    const [made] = interpretInstruction(
      'สร้างเราเตอร์ใหม่ชื่อ After Hours ถ้าไม่ตรงอะไรเลยให้ส่งคนตอบ',
      support,
    ).suggestions;
    expect(made?.payload).toEqual(expect.objectContaining({ fallback: { action: 'human' } }));
  });

  it('routes a Japanese "…は FAQ にお願いします"', () => {
    expect(
      interpretInstruction('返金の質問は FAQ にお願いします', support).suggestions.map(
        (s) => s.skillId,
      ),
    ).toEqual(['router.update']);
  });
});

describe('interpretInstruction on what a new sub-agent is for', () => {
  it.each([
    [
      'Set up a Subscriptions agent (monthly box changes and skips)',
      'Handles monthly box changes and skips',
    ],
    ['new card Refunds (handles refund requests)', 'Handles refund requests'],
    // A word that only points back says nothing of what it is for.
    [
      'B2B customers keep asking about bulk pricing. Create a Wholesale agent for that',
      'Handles wholesale questions',
    ],
    [
      'Reservations というサブエージェントを追加してください。宿泊予約の変更やキャンセルの質問に答える担当です。',
      '宿泊予約の変更やキャンセルの質問に答える担当',
    ],
  ])('%s', (instruction, description) => {
    const [made] = interpretInstruction(instruction, support).suggestions;
    expect(made?.payload).toEqual(expect.objectContaining({ description }));
  });
});

describe('interpretInstruction on a field labelled after an item, and what it should have', () => {
  it('reads "Orders sub-agent — updated description: …" as a change of its description', () => {
    const [change] = interpretInstruction(
      'Orders sub-agent — updated description: "Answers questions about orders, deliveries and order changes."',
      support,
    ).suggestions;
    expect(change?.payload).toEqual({
      subAgentId: 'sag_orders',
      description: 'Answers questions about orders, deliveries and order changes',
    });
  });

  it('gives a new sub-agent what "…, and it should have" names', () => {
    const [made, ...rest] = interpretInstruction(
      'Add a specialist called Repairs that books repairs, and it should have the Order lookup tool.',
      support,
    ).suggestions;
    expect(rest).toEqual([]);
    expect(made?.payload).toEqual(
      expect.objectContaining({ description: 'Books repairs', toolIds: ['tol_order_lookup'] }),
    );
  });
});

describe('interpretInstruction on board names typed in lower case', () => {
  it.each([
    ['delete faq and orders', ['sub_agent.delete sag_faq', 'sub_agent.delete sag_orders']],
    ['warranty claims → orders', ['router.update rtr_main']],
    ["orders shouldn't have the lookup tool any more.", ['sub_agent.update sag_orders']],
    ['make orders the fallback for the main router', ['router.update rtr_main']],
    ['order lookup should be post, not get', ['tool.update tol_order_lookup']],
    ['lookup tool method get->post', ['tool.update tol_order_lookup']],
    ['rename order lookup to Order finder', ['tool.update tol_order_lookup']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it.each([
    // "orders" as what a question is about, or in an address, stays a word.
    ['route questions about orders to faq', 'questions about orders'],
    ['send bulk orders to faq', 'bulk orders'],
  ])('keeps "orders" a topic in %j', (instruction, intent) => {
    const [rule] = interpretInstruction(instruction, support).suggestions;
    expect(rule?.payload).toEqual(
      expect.objectContaining({
        addRules: [expect.objectContaining({ intent, subAgentId: 'sag_faq' })],
      }),
    );
  });
});

describe('interpretInstruction on a sentence of context before the request', () => {
  it.each([
    [
      'We just launched a new menu. Brother please give the two agents the lookup tool',
      ['sub_agent.update sag_faq'],
    ],
    [
      'We just launched a new menu. feat: Warranty agent (desc: warranty claims and repairs)',
      ['sub_agent.create Warranty'],
    ],
    // A lead-in before the request asks for nothing itself.
    ['Do one thing: give Order lookup to FAQ agent also', ['sub_agent.update sag_faq']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it('never takes a first sentence about the board for context', () => {
    const { suggestions } = interpretInstruction(
      'Test mode is on and alice is still a tester — neither should be. Remove alice@acme.test and turn test mode off.',
      { ...support, testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] } },
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['test_mode.update', 'test_mode.disable']);
  });
});

describe('interpretInstruction on "just" before taking a tester off, and an empty reply', () => {
  it('takes one tester off when the message starts with "just"', () => {
    const board = {
      ...support,
      testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] },
    };
    const [change] = interpretInstruction(
      'just take alice@acme.test off the testers',
      board,
    ).suggestions;
    expect(change?.payload).toEqual({ removeTesters: ['alice@acme.test'] });
  });

  it('says it has no changes to suggest when nothing was asked or left unread', () => {
    expect(
      interpretInstruction("the customer said 'turn off your stupid bot'.", support).reply,
    ).toMatch(/^I have no changes to suggest\./);
  });
});

describe('interpretInstruction on laughs, faces and stretched particles in chat', () => {
  it.each([
    ['FAQ エージェントを消してw', ['sub_agent.delete sag_faq']],
    [
      'Order lookup ツールの名称を「注文照会」に変更していただけますでしょうか(^^)',
      ['tool.update tol_order_lookup'],
    ],
    ['สร้างเราเตอร์ใหม่ชื่อ After hours 555', ['router.create After hours']],
    ['เชื่อมต่อ LINE ช่อง 1657098765 ชื่อ Thailand OAค่าา', ['line.connect Thailand OA']],
    // "No need to delete any more", after what was asked before: nothing.
    ['เมื่อกี้ที่บอกให้ลบ Orders ยกเลิกนะ ไม่ต้องลบแล้ว', []],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });
});

describe('interpretInstruction on a typo in the first verb and full-width spaces', () => {
  it.each([
    [
      'rmeove both rules from the main router',
      ['router.update rtr_main', 'router.update rtr_main'],
    ],
    ["Dleete main router please, we don't use the routing anymore.", ['router.delete rtr_main']],
    ['ツール名変更：「Order　lookup」→「予約照会」', ['tool.update tol_order_lookup']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });
});

describe('interpretInstruction on thanks signed with a name, an urgency tag and Thai thanks', () => {
  it.each([
    [
      'add new HTTP tool Refund status, POST https://api.acme.test/refunds/status , description: checks where a refund is. Thanks, Mark',
      { name: 'Refund status' },
    ],
    [
      'เชื่อมต่อ LINE ช่อง 1657098765 ชื่อ Thailand OA ขอบคุณค่ะ',
      { name: 'Thailand OA', channelId: '1657098765' },
    ],
  ])('%s', (instruction, payload) => {
    const [change] = interpretInstruction(instruction, support).suggestions;
    expect(change?.payload).toEqual(expect.objectContaining(payload));
  });

  it('reads 【至急】 before a Japanese request as nothing', () => {
    const [rule] = interpretInstruction(
      '【至急】注文のキャンセルに関する質問は Orders に回してください',
      support,
    ).suggestions;
    expect(JSON.stringify(rule?.payload)).not.toContain('至急');
  });
});

describe('interpretInstruction on action items in the passive and "its" fields', () => {
  it.each([
    ['Ken to be added as a tester (ken@acme.test).', ['test_mode.update -']],
    ['Action items: Order lookup to be deleted.', ['tool.delete tol_order_lookup']],
    ['Also LINE may be disabled until the audit is completed.', ['line.disable lin_main']],
    ['FAQ is old. It may be removed soon', []],
    [
      'The Orders agent is too formal. Could you add to its instructions: "Be friendly."',
      ['sub_agent.update sag_orders'],
    ],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it.each([
    [
      'for the FAQ bot, add to its instructions that it must answer in the customer language pls',
      'It must answer in the customer language.',
    ],
    ['tell Orders to mention an SMS alert', 'Mention an SMS alert.'],
    [
      'Orders is slow... actually yes, could you instruct it to "Offer an alert."',
      'Offer an alert.',
    ],
  ])('%s', (instruction, said) => {
    const [change] = interpretInstruction(instruction, support).suggestions;
    expect(JSON.stringify(change?.payload)).toContain(`${said}"`);
  });
});

describe("interpretInstruction on chat spellings, cushions, steps and a pasted e-mail's closing", () => {
  it.each([
    ['ﾃｽﾄﾓｰﾄﾞをｵﾝにしてください', ['test_mode.enable -']],
    [
      '可能であれば、返品は FAQ、配達遅延は Orders に回してね',
      ['router.update rtr_main', 'router.update rtr_main'],
    ],
    ['ช่วย delete กฎที่ส่ง general questions ไป FAQ ออกครับ', ['router.update rtr_main']],
    ['ข้อ 1 ลบ FAQ ข้อ 2 ปิดไลน์', ['sub_agent.delete sag_faq', 'line.disable lin_main']],
    [
      'Step 1: delete FAQ Step 2: pause LINE',
      ['sub_agent.delete sag_faq', 'line.disable lin_main'],
    ],
    [
      '> can someone look at the bot?\nHi team, kindly create one sub-agent named Cancellations which will handle order cancellation queries',
      ['sub_agent.create Cancellations'],
    ],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it.each([
    ['เชื่อมต่อ LINE ช่อง 1657098765 ชื่อ Thailand OAคับ', 'Thailand OA'],
    ['เชื่อมต่อ LINE ช่อง 1657098765 ชื่อ Thailand OAนะคะะ', 'Thailand OA'],
    ['เชื่อมต่อ LINE ช่อง 1657098765 ชื่อ Thailand OA ขอบคุนค่ะ', 'Thailand OA'],
    ['rename FAQ to Help Desk pls\n\nSent from my iPhone', 'Help Desk'],
    ['rename FAQ to Help Desk pls\n\nBest regards,\nMaria Lopez\nSupport Lead', 'Help Desk'],
    ['rename FAQ to Help Desk pls\n\nThis e-mail is confidential.', 'Help Desk'],
  ])('%j', (instruction, name) => {
    const [change] = interpretInstruction(instruction, support).suggestions;
    expect(change?.payload).toEqual(expect.objectContaining({ name }));
  });

  it.each([['Hallo, rename FAQ to Help Desk', 'Hallo']])(
    'says nothing of the greeting in %j',
    (instruction, greeting) => {
      expect(interpretInstruction(instruction, support).reply).not.toContain(greeting);
    },
  );

  it('takes off only the tester named in a wish that it be done ("…いただけますと幸いです")', () => {
    const [change] = interpretInstruction(
      'alice@acme.test をテスターから外していただけますと幸いです。',
      { ...support, testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] } },
    ).suggestions;
    expect(change?.payload).toEqual({ removeTesters: ['alice@acme.test'] });
  });
});

describe('interpretInstruction on asks passed on, and notes with arrows', () => {
  it.each([
    ['Marketing asked if we can rename FAQ to Help', ['sub_agent.update sag_faq']],
    ['Priya from support was wondering whether we could pause LINE', ['line.disable lin_main']],
    ['rule: warranty questions → Orders', ['router.update rtr_main']],
  ])('%j', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it('leaves out a line of notes that asks, then keeps things as they are', () => {
    const { suggestions } = interpretInstruction(
      'todo:\n- rule: warranty questions → Orders\n- fallback → FAQ?? no, keep human',
      support,
    );
    expect(JSON.stringify(suggestions.map((s) => s.payload))).not.toContain('fallback');
  });

  it('reads "fallback" in Latin letters in Japanese', () => {
    expect(actions('Main router の fallback を FAQ に変更してください')).toEqual([
      'router.update rtr_main',
    ]);
  });

  it('reads the rules of a new router after a dash', () => {
    const [change] = interpretInstruction(
      "new router 'Classes' — route class booking questions to Orders, everything else to a human",
      support,
    ).suggestions;
    expect(change?.payload).toEqual(
      expect.objectContaining({
        rules: [expect.objectContaining({ subAgentId: 'sag_orders' })],
        fallback: { action: 'human' },
      }),
    );
  });

  it('leaves a final "ya" out of a new rule', () => {
    const [change] = interpretInstruction(
      'route the delivery timing question to Orders ya. Thank you!',
      support,
    ).suggestions;
    expect(JSON.stringify(change?.payload)).not.toContain('ya"');
  });
});

describe('interpretInstruction on parts named by what they do, and remarks with a time', () => {
  it.each([
    [
      'Can you add a rule so questions about late check-out go to the FAQ agent? Guests keep asking at 6am',
      ['router.update rtr_main'],
    ],
    ['rename the bit that answers opening hours to Info', ['sub_agent.update sag_faq']],
    [
      "make the part that answers about parcels be called 'Deliveries', and the part that answers general questions be called 'Shop Information'",
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
    [
      "make the Orders agent be called Deliveries, and the FAQ agent be called 'Shop Information'",
      ['sub_agent.update sag_orders', 'sub_agent.update sag_faq'],
    ],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it.each([
    [
      'The part that answers the general questions, could it tell people to ring us on 0800 123 456? Thank you kindly.',
      'Tell people to ring us on 0800 123 456.',
    ],
    [
      'tell the agent that answers the general questions to mention the phone number',
      'Mention the phone number.',
    ],
    ['could FAQ tell customers to ring us?', 'Tell customers to ring us.'],
  ])('%s', (instruction, said) => {
    const { suggestions, reply } = interpretInstruction(instruction, support);
    expect(suggestions.map((s) => s.target.id)).toEqual(['sag_faq']);
    expect(JSON.stringify(suggestions[0]?.payload)).toContain(`${said}"`);
    expect(reply).not.toContain('kindly');
  });
});

describe('interpretInstruction on a tool asked for by what a sub-agent should be able to do', () => {
  it.each([
    ['FAQ should be able to look up orders too', support, ['sub_agent.update sag_faq']],
    ['let FAQ look up orders', support, ['sub_agent.update sag_faq']],
    ['FAQ should be able to fetch orders', support, ['sub_agent.update sag_faq']],
    ['Billing should be able to check orders too', withBilling, ['sub_agent.update sag_billing']],
    [
      'Billing should be able to look up orders too — give it the Order lookup tool.',
      withBilling,
      ['sub_agent.update sag_billing'],
    ],
    ['Orders should be able to track parcels', support, []],
  ])('%s', (instruction, board, want) => {
    expect(actions(instruction, board)).toEqual(want);
  });
});

describe('interpretInstruction on "เราเตอร์หลัก" and questions that should go somewhere, in Thai', () => {
  it.each([
    ['เปลี่ยนชื่อเราเตอร์หลักเป็น แผนกต้อนรับ ครับ', { name: 'แผนกต้อนรับ' }],
    [
      'คำถามเรื่องคืนเงินให้ไป FAQ นะคะ',
      { addRules: [expect.objectContaining({ subAgentId: 'sag_faq' })] },
    ],
  ])('%s', (instruction, payload) => {
    const [change] = interpretInstruction(instruction, support).suggestions;
    expect(change?.payload).toEqual(expect.objectContaining(payload));
  });
});

describe('interpretInstruction on a rule named by part of its topic, and "it" after removing one', () => {
  it('removes the one rule whose words a Japanese topic says part of', () => {
    const [change] = interpretInstruction(
      '注文のルール、もう要らんから外しといてな',
      support,
    ).suggestions;
    expect(change?.payload).toEqual({ routerId: 'rtr_main', removeRuleIds: ['rul_orders'] });
  });

  it.each([
    'remove the general questions rule. delete it.',
    '「よくある質問」のルールは不要になりました。削除願います。',
  ])('never deletes the router as the "it" of a removed rule: %s', (instruction) => {
    expect(actions(instruction)).toEqual(['router.update rtr_main']);
  });
});

describe("interpretInstruction on a letter's wrapping in Japanese and Thai, and an address below", () => {
  it('reads the address on a line below "下記へご変更いただけますでしょうか"', () => {
    const [change] = interpretInstruction(
      '株式会社ネクストボット\nカスタマーサクセス部 ご担当者様\n\nいつも大変お世話になっております。\n\nOrder lookup ツールの接続先を下記へご変更いただけますでしょうか。\n\n新URL：https://api.minato.test/v2/contracts/{orderId}\n\nお忙しいところ恐縮ですが、何卒よろしくお願い申し上げます。',
      support,
    ).suggestions;
    expect(change?.payload).toEqual(
      expect.objectContaining({
        http: { method: 'GET', url: 'https://api.minato.test/v2/contracts/{orderId}' },
      }),
    );
  });

  it.each([
    '株式会社ネクストボット\nカスタマーサクセス部 ご担当者様\n\nいつも大変お世話になっております。\nFAQ を削除していただけますでしょうか。\nお忙しいところ恐縮ですが、何卒よろしくお願い申し上げます。',
    'เรียน ทีมผู้ดูแลระบบแชทบอท\n\nบริษัทฯ ใคร่ขอความอนุเคราะห์ดำเนินการดังนี้\n1. ลบ FAQ\n\nจึงเรียนมาเพื่อโปรดพิจารณาดำเนินการ\nขอแสดงความนับถือ\nฝ่ายบริการลูกค้า บจก. ไทยชัวร์ โบรกเกอร์',
  ])('says nothing of the letter around the request: %j', (instruction) => {
    const { suggestions, reply } = interpretInstruction(instruction, support);
    expect(suggestions.map((s) => s.skillId)).toEqual(['sub_agent.delete']);
    expect(reply).not.toMatch(/ネクストボット|ご担当者様|ทีมผู้ดูแล|ไทยชัวร์|ดังนี้/);
  });
});

describe('interpretInstruction on a new builtin tool with its name quoted, and test mode put on', () => {
  it.each([
    ["add a builtin tool called 'Escalation staff'", ['tool.create Escalation staff']],
    [
      'add a builtin tool called Escalate to staff and give it to Orders',
      ['tool.create Escalate to staff', 'sub_agent.update sag_orders'],
    ],
    ['test mode → on, testers: oncall@acme.test', ['test_mode.enable -']],
    ['add leo@acme.test as a tester, and could you put the testing on?', ['test_mode.enable -']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });
});

describe('interpretInstruction on new names in quotes', () => {
  it.each([
    ['Connect another LINE channel called "Sales LINE".', ['line.connect Sales LINE']],
    [
      'Create two routers, one called "Sales" and one called "Escalations".',
      ['router.create Sales', 'router.create Escalations'],
    ],
    [
      "Please add an agent called 'Outages' that tells customers our trading hours during load shedding",
      ['sub_agent.create Outages'],
    ],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it("renames the only router to a name in single quotes: rename the router to 'Reception'", () => {
    const [change] = interpretInstruction("rename the router to 'Reception'", support).suggestions;
    expect(change?.payload).toEqual({ routerId: 'rtr_main', name: 'Reception' });
  });
});

describe('interpretInstruction on board names in single quotes', () => {
  it.each([
    ["Route anything about refunds to the 'FAQ' agent.", 'refunds'],
    ["route refund questions to 'Orders' please", 'refund questions'],
  ])('%s', (instruction, intent) => {
    const [change] = interpretInstruction(instruction, support).suggestions;
    expect(change?.payload).toEqual(
      expect.objectContaining({ addRules: [expect.objectContaining({ intent })] }),
    );
  });

  it('keeps a quoted name inside a new value as typed', () => {
    const [change] = interpretInstruction(
      `Rename 'Orders' to "Our 'Orders' desk"`,
      support,
    ).suggestions;
    expect(change?.payload).toEqual({ subAgentId: 'sag_orders', name: "Our 'Orders' desk" });
  });
});

describe('interpretInstruction on requests worded as other first languages word them', () => {
  it.each([
    ['kindly I want please to activate the test mode for omar@acme.test', ['test_mode.enable -']],
    ['is possible to rename Orders in Deliveries?', ['sub_agent.update sag_orders']],
    [
      'can you to create a new agent with name Billing for the invoices?',
      ['sub_agent.create Billing'],
    ],
    ['we need that FAQ has the tool of lookup', ['sub_agent.update sag_faq']],
    ['give FAQ the tool of lookup', ['sub_agent.update sag_faq']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });
});

describe("interpretInstruction on Japanese engineers' notes", () => {
  it.each([
    [
      'sag_faq の instructions → 「丁寧語で短く答える」',
      ['sub_agent.update sag_faq'],
      'instructions',
    ],
    [
      'tool追加：name=在庫確認 / GET https://api.acme.test/stock/{sku} → Orders に付与',
      ['tool.create 在庫確認', 'sub_agent.update sag_orders'],
      'toolNames',
    ],
    [
      '①Billingってサブエージェント作成（請求・返金担当）②返金の質問はBillingに振り分け',
      ['sub_agent.create Billing', 'router.update rtr_main'],
      'addRules',
    ],
  ])('%s', (instruction, want, field) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(actions(instruction)).toEqual(want);
    expect(suggestions.at(-1)?.payload).toHaveProperty(field);
  });
});

describe('interpretInstruction on Thai with "route" and "these questions"', () => {
  it.each([
    ['ขอ route คำถามเรื่อง promotion ไป FAQ นะคะ', 'promotion'],
    ['ลูกค้าถามเรื่องผ่อนชำระเยอะมาก เลยอยากให้ส่งคำถามพวกนี้ไปที่ FAQ ค่ะ', 'ผ่อนชำระ'],
  ])('%s', (instruction, keyword) => {
    const [change] = interpretInstruction(instruction, support).suggestions;
    expect(change?.payload).toEqual(
      expect.objectContaining({
        addRules: [expect.objectContaining({ keywords: [keyword], subAgentId: 'sag_faq' })],
      }),
    );
  });
});

describe('interpretInstruction on everyday asks: those questions, a tester by name, a rule liked', () => {
  it.each([
    [
      'Hey, can we get the FAQ bot to stop answering questions about refunds? Send those to Orders instead.',
      support,
      ['router.update rtr_main'],
    ],
    ['Can you take Alice off the testers list?', testModeBoard(), ['test_mode.update -']],
    ['remove alice from testers please', testModeBoard(), ['test_mode.update -']],
    [
      "We don't need the order lookup tool on the Orders agent anymore.",
      support,
      ['sub_agent.update sag_orders'],
    ],
    [
      "I'd like a rule that sends anything about invoices to Billing.",
      withBilling,
      ['router.update rtr_main'],
    ],
  ])('%s', (instruction, board, want) => {
    expect(actions(instruction, board)).toEqual(want);
  });

  it('never reads a word of the request as a tester\'s name ("test" for test@…)', () => {
    const board: Board = {
      ...support,
      testMode: { enabled: true, testers: ['test@acme.test', 'owner@acme.test'] },
    };
    expect(actions('remove the test mode testers', board)).toEqual([]);
  });

  function testModeBoard(): Board {
    return {
      ...support,
      testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] },
    };
  }
});

describe('interpretInstruction on how a sub-agent should sound, and a rule named by one of its words', () => {
  it.each([
    ['Make the Orders agent friendlier.', 'Be friendlier.'],
    ['make FAQ a bit more casual', 'Be a bit more casual.'],
  ])('%s', (instruction, said) => {
    expect(
      JSON.stringify(interpretInstruction(instruction, support).suggestions[0]?.payload),
    ).toContain(`${said}"`);
  });

  it.each(['Stop sending order questions to Orders.', 'stop routing delivery stuff to Orders'])(
    'removes the one rule to Orders: %s',
    (instruction) => {
      const [change] = interpretInstruction(instruction, support).suggestions;
      expect(change?.payload).toEqual({ routerId: 'rtr_main', removeRuleIds: ['rul_orders'] });
    },
  );

  it('removes no rule whose words the topic does not say', () => {
    expect(actions('stop sending refund questions to Orders')).toEqual([]);
  });
});

describe('interpretInstruction on a rename and another field of the same item in one sentence', () => {
  it.each([
    [
      "Rename FAQ to Help Desk, and update its description to 'Answers general store questions'.",
      { subAgentId: 'sag_faq', description: 'Answers general store questions' },
    ],
    [
      'rename the FAQ agent to Help Desk and update its instructions to say: Always link the help article.',
      { subAgentId: 'sag_faq', instructions: 'Always link the help article' },
    ],
    [
      'rename Order lookup to Finder and set its method to POST',
      {
        toolId: 'tol_order_lookup',
        http: { method: 'POST', url: 'https://api.example.com/orders/{orderId}' },
      },
    ],
  ])('%s', (instruction, payload) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions).toHaveLength(2);
    expect(suggestions[1]?.payload).toEqual(payload);
  });
});

describe('interpretInstruction on a new agent added by name, routes wanted, and what it is told', () => {
  it.each([
    [
      'Add Billing for refunds. Also make Billing the fallback.',
      ['sub_agent.create Billing', 'router.update rtr_main'],
    ],
    [
      'We need two things: a new agent called Claims for insurance claims, and claim questions routed to it.',
      ['sub_agent.create Claims', 'router.update rtr_main'],
    ],
    ['add FAQ for refunds', []],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it('tells a new agent "to thank every customer" without reading it as going live', () => {
    const { suggestions, reply } = interpretInstruction(
      'add a sub-agent called Feedback. tell it to thank every customer.',
      support,
    );
    expect(JSON.stringify(suggestions[0]?.payload)).toContain('Thank every customer.');
    expect(reply).not.toContain('Test mode');
  });
});

describe('interpretInstruction on more everyday Japanese', () => {
  it.each([
    ['ルーターを新しく作ってください。名前は「週末」でお願いします。', ['router.create 週末']],
    ['Ordersに Order lookup を使わせないでください。', ['sub_agent.update sag_orders']],
  ])('%s', (instruction, want) => {
    expect(actions(instruction)).toEqual(want);
  });

  it.each([
    ['お疲れさまです！いつも助かってます', /お疲れ|助かって/],
    ['FAQからOrder lookupツールを外してください。', /does not have/],
  ])('says nothing in English or of courtesy: %s', (instruction, unwanted) => {
    expect(interpretInstruction(instruction, support).reply).not.toMatch(unwanted);
  });
});

describe('interpretInstruction on a Thai "no need to send … any more"', () => {
  it('removes the rule: ไม่ต้องส่งคำถามทั่วไปไปที่ FAQ แล้วค่ะ', () => {
    const [change] = interpretInstruction('ไม่ต้องส่งคำถามทั่วไปไปที่ FAQ แล้วค่ะ', support).suggestions;
    expect(change?.payload).toEqual({ routerId: 'rtr_main', removeRuleIds: ['rul_faq'] });
  });
});

describe('interpretInstruction on an address typed against the next word', () => {
  it.each([
    [
      'add a tool Stock at https://api.acme.test/stock/{sku}and give it to FAQ',
      'https://api.acme.test/stock/{sku}',
    ],
    [
      'Delivery tracking ツールを作成GET https://api.acme.test/shipments/{trackingNo}Orders に付与',
      'https://api.acme.test/shipments/{trackingNo}',
    ],
  ])('%s', (instruction, url) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions.map((s) => s.skillId)).toEqual(['tool.create', 'sub_agent.update']);
    expect(suggestions[0]?.payload).toEqual(
      expect.objectContaining({ http: expect.objectContaining({ url }) }),
    );
  });
});

describe('interpretInstruction on a whole tester list, a word to route by, and a field said to say', () => {
  it('sets the testers to exactly those named', () => {
    const [change] = interpretInstruction(
      'Please set the testers to kim@acme.test and lee@acme.test.',
      {
        ...support,
        testMode: { enabled: true, testers: ['alice@acme.test'] },
      },
    ).suggestions;
    expect(change?.payload).toEqual({
      addTesters: ['kim@acme.test', 'lee@acme.test'],
      removeTesters: ['alice@acme.test'],
    });
  });

  it.each([
    ["Route anything with the word 'warranty' to Orders.", '"keywords":["warranty"]'],
    [
      "Can the FAQ agent's instructions mention that we close at 6pm on Fridays?",
      'Mention that we close at 6pm on Fridays.',
    ],
    [
      'Change the Orders description — it should say it handles tracking and returns.',
      '"description":"it handles tracking and returns"',
    ],
  ])('%s', (instruction, said) => {
    expect(
      JSON.stringify(interpretInstruction(instruction, support).suggestions[0]?.payload),
    ).toContain(said);
  });
});

describe('interpretInstruction on asks that only wonder', () => {
  it.each([
    'My manager asked if we can delete FAQ. Should we?',
    'Someone asked if we could turn on test mode - is that safe?',
    'FAQ may be deleted at some point.',
    "We don't need the order lookup tool on the Orders agent anymore? Are you sure?",
  ])('%s', (instruction) => {
    expect(actions(instruction)).toEqual([]);
  });
});

describe('interpretInstruction on a new agent "plus a rule for" what it handles', () => {
  it('routes those questions to the new agent', () => {
    expect(
      actions('Set up a Returns agent (returns and exchanges) plus a rule for return questions.'),
    ).toEqual(['sub_agent.create Returns', 'router.update rtr_main']);
  });
});

describe('interpretInstruction on topics, stops and asks inside a sentence', () => {
  it.each([
    // "lost or stolen cards" is a topic and "Cards" a name, never a sub-agent's card on the board.
    [
      'Create a sub-agent called Cards that handles lost or stolen cards.',
      ['sub_agent.create Cards'],
    ],
    // That an agent stop answering is no instruction for it to follow.
    ["I want the FAQ don't answer anymore, please delete it.", ['sub_agent.delete sag_faq']],
    // What is not to be done, in brackets or as "unlink", leaves the rest standing.
    ["switch off the Support LINE for now (don't disconnect it).", ['line.disable lin_main']],
    ['stop answering on LINE, but do NOT unlink it', ['line.disable lin_main']],
    // ", so can you change …" starts the request after a complaint.
    [
      "the Orders agent keeps promising next-day delivery which we can't do, so can you change its instructions to say orders take 5-7 working days.",
      ['sub_agent.update sag_orders'],
    ],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });

  it('keeps the topic "lost or stolen cards" in the description', () => {
    const [create] = interpretInstruction(
      'Create a sub-agent called Cards that handles lost or stolen cards.',
      support,
    ).suggestions;
    expect(create?.payload).toMatchObject({ description: 'Handles lost or stolen cards' });
  });
});

describe('interpretInstruction on notes, ids and letters in Japanese and Thai', () => {
  it.each([
    // A new tool's labelled description is the tool's.
    [
      '「在庫車検索」というツールを追加して、説明は「車種名で在庫車を検索する」にして',
      'description',
      '車種名で在庫車を検索する',
    ],
    // An engineer's note: the kind, "追加" or "新規", a colon, the name.
    ['LINE追加: Acme Fashion LINE (channel id: 1657823456)', 'name', 'Acme Fashion LINE'],
    [
      '新規tool: 在庫車検索 (http)\nGET https://api.acme.test/inventory/{model}',
      'http.url',
      'https://api.acme.test/inventory/{model}',
    ],
    ['ｻﾌﾞｴｰｼﾞｪﾝﾄ追加よろ！名前「Styling」で', 'name', 'Styling'],
  ])('%s', (instruction, path, value) => {
    const [first] = interpretInstruction(instruction, support).suggestions;
    const at = path
      .split('.')
      .reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], first?.payload);
    expect(at).toBe(value);
  });

  it.each([
    // A board item's id is a name.
    ['rtr_main の fallback を human に戻して', ['router.update rtr_main']],
    // "human agent" is a person, not a sub-agent called "human".
    ['ช่วย set fallback กลับไปเป็น human agent เหมือนเดิมทีค่ะ', ['router.update rtr_main']],
    ['Main router\n- rule追加: 料金プラン/請求 → FAQ', ['router.update rtr_main']],
    // A Thai letter's subject line above its salutation asks nothing of its own.
    [
      'เรื่อง ขอเพิ่มเอเจนต์ดูแลสัมภาระ\nเรียน ทีมดูแลระบบแชทบอท\n\n1. สร้างเอเจนต์ย่อยชื่อ Baggage สำหรับตอบคำถามเรื่องสัมภาระ',
      ['sub_agent.create Baggage'],
    ],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction, faqFallback)).toEqual(expected);
  });

  it('reads a line that only says what stays as saying nothing', () => {
    const { suggestions, reply } = interpretInstruction(
      'FAQ を削除して\nLINE はそのままで',
      support,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['sub_agent.delete']);
    expect(reply).not.toContain('そのまま');
  });
});

describe('interpretInstruction on a new router that sends everything somewhere', () => {
  it('reads "everything to Orders" as its rule when a fallback is said after it', () => {
    const [create] = interpretInstruction(
      'Create a router called Night shift that sends everything to Orders and falls back to a human',
      support,
    ).suggestions;
    expect(create?.payload).toMatchObject({
      rules: [{ intent: 'everything', subAgentId: 'sag_orders' }],
      fallback: { action: 'human' },
    });
  });

  it('keeps "everything to FAQ" alone as the fallback', () => {
    const [create] = interpretInstruction(
      'create a router called Weekend that sends everything to FAQ',
      support,
    ).suggestions;
    expect(create?.payload).toMatchObject({
      fallback: { action: 'sub_agent', subAgentId: 'sag_faq' },
    });
    expect(create?.payload).not.toHaveProperty('rules');
  });

  it.each([
    // "週末用" is what it is for, not when to make it.
    ['週末用に「Weekend」というルーターを新しく作ってください。', ['router.create Weekend']],
    // "それ意外" is "それ以外" mistyped.
    [
      '「Front desk」というルーターを作成して、注文の問い合わせは Orders、それ意外は FAQ に回して',
      ['router.create Front desk'],
    ],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });

  it('reads "それ意外は FAQ" as the fallback', () => {
    const [create] = interpretInstruction(
      '「Front desk」というルーターを作成して、注文の問い合わせは Orders、それ意外は FAQ に回して',
      support,
    ).suggestions;
    expect(create?.payload).toMatchObject({
      fallback: { action: 'sub_agent', subAgentId: 'sag_faq' },
    });
  });
});

describe('interpretInstruction on context that only tells when', () => {
  it.each([
    // How long a pause lasts is not when to make it.
    [
      'Turn off test mode, and pause the LINE channel until the launch on Monday',
      ['test_mode.disable -', 'line.disable lin_main'],
    ],
    // What someone else said, quoted, holds nothing back once the sender asks.
    [
      "> [10:44] @rita: not yet, we'd need a builtin handoff tool\n\nok so let's do it: create a builtin tool called Staff handoff",
      ['tool.create Staff handoff'],
    ],
    // A Japanese sentence that only tells a time is left out; the request stands.
    ['FAQ を削除してください。\n来週の月曜から新システム稼働です。', ['sub_agent.delete sag_faq']],
    // So is a Thai plan of the shop's for next month.
    [
      'เดือนหน้าร้านจะเริ่มรับเคลมประกันสินค้าผ่านแชท รบกวนช่วยตั้งค่าตามนี้ครับ\n1) ลบ FAQ',
      ['sub_agent.delete sag_faq'],
    ],
  ])('%s', (instruction, expected) => {
    const board = { ...support, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    expect(actions(instruction, instruction.startsWith('Turn') ? board : support)).toEqual(
      expected,
    );
  });

  it.each([
    // Still for later: the wait is the request's own, or all there is.
    ['wait until the launch on Monday and then pause LINE'],
    ['来週 FAQ 削除です。'],
  ])('%s', (instruction) => {
    expect(actions(instruction)).toEqual([]);
  });

  it('does not take a self-introduction for a plan', () => {
    const { reply } = interpretInstruction(
      'お疲れさまです、サービス部の中村です。\nFAQ を削除してください。\n来週の月曜から新システム稼働です。',
      support,
    );
    expect(reply).not.toMatch(/「お疲れさまです[^」]*」[^。]*あとで/);
  });
});

describe('interpretInstruction on fallbacks, rules and testers said in passing', () => {
  it('reads "anything the router can\'t match" as the fallback, to a sub-agent made just before', () => {
    const { suggestions } = interpretInstruction(
      'make a new sub-agent "Claims" for lost parcels. anything the router can\'t match should go to Claims instead of a human.',
      support,
    );
    expect(suggestions[1]?.payload).toMatchObject({
      fallback: { action: 'sub_agent', subAgentName: 'Claims' },
    });
  });

  it('reads the rule after "add a rule:"', () => {
    const [update] = interpretInstruction(
      'Please add a rule: anything about parking goes to FAQ',
      support,
    ).suggestions;
    expect(update?.payload).toMatchObject({
      addRules: [{ intent: 'parking', subAgentId: 'sag_faq' }],
    });
  });

  it('takes a tester off by first name once the message changed the testers', () => {
    const board = {
      ...support,
      testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] },
    };
    const [update] = interpretInstruction(
      'add nina@acme.test to the testers and take alice off',
      board,
    ).suggestions;
    expect(update?.payload).toEqual({
      addTesters: ['nina@acme.test'],
      removeTesters: ['alice@acme.test'],
    });
  });
});

describe('interpretInstruction on Thai LINE requests said with their limits', () => {
  it.each([
    // "(ไม่ต้อง disconnect)" in brackets says what not to do, and takes nothing back.
    ['ปิดไลน์ก่อนนะคะ (ไม่ต้อง disconnect)', ['line.disable lin_main']],
    // What the writer will come back to ask later is not asked now.
    [
      '1. ปิดไลน์ก่อนนะคะ\n2. เปิด test mode ใส่ pond@acme.test เป็นคนเทส\nเดี๋ยวเทสเสร็จจะมาบอกให้เปิดไลน์อีกทีค่า',
      ['line.disable lin_main', 'test_mode.enable -'],
    ],
    // "บัญชีใหม่" is a LINE account, "ใช้ชื่อ" gives its name, and "แต่ยังไม่ต้อง…" ends its own line.
    [
      '1. เชื่อมต่อบัญชีใหม่ Channel ID 1660042177 ใช้ชื่อ Acme Air LINE\n2. ปิดการตอบกลับบน Support LINE ไว้ก่อน แต่ยังไม่ต้องยกเลิกการเชื่อมต่อ\n\nจึงเรียนมาเพื่อโปรดดำเนินการ',
      ['line.connect Acme Air LINE', 'line.disable lin_main'],
    ],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });
});

describe('interpretInstruction on questions and asides written in passing', () => {
  it.each([
    ['Just checking: if I delete FAQ, do the rules that point to it go too?'],
    ['ถ้าลบ FAQ แล้วกฎที่ส่งไป FAQ จะหายไปด้วยไหมคะ'],
    ['whats the difference between disable and disconnect for LINE?'],
  ])('asks, and changes nothing: %s', (instruction) => {
    expect(actions(instruction)).toEqual([]);
  });

  it.each([
    // "make X to always …" as some first languages say it.
    [
      'Can you make the Orders agent to always say the delivery time is 3 days?',
      ['sub_agent.update sag_orders'],
    ],
    // ", don't unlink it though" refuses only its own part.
    ["Stop the bot replying on LINE for now, don't unlink it though", ['line.disable lin_main']],
    ['Our Orders agent is too formal, make it friendlier', ['sub_agent.update sag_orders']],
    // "quick one -" only introduces the request.
    [
      'Hey! quick one - can we get a sub-agent called Bookings that takes table reservations? thx',
      ['sub_agent.create Bookings'],
    ],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });

  it('writes "make X to always …" as "Always …"', () => {
    const [update] = interpretInstruction(
      'Can you make the Orders agent to always say the delivery time is 3 days?',
      support,
    ).suggestions;
    expect((update?.payload as { instructions: string }).instructions).toMatch(
      / Always say the delivery time is 3 days\.$/,
    );
  });

  it('reads "連携は切らないでください" as saying what stays', () => {
    const { suggestions, reply } = interpretInstruction(
      'LINE を止めて。連携は切らないでください',
      support,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['line.disable']);
    expect(reply).not.toContain('連携');
  });
});

describe('interpretInstruction on Japanese and Thai words inside a topic or a field', () => {
  it.each([
    // "ค่าส่ง" (shipping's price) and "รถรับส่ง" (a shuttle) hold ส่ง, which is no "send" there.
    ['เรื่องค่าส่งให้ FAQ ตอบนะครับ', 'ค่าส่ง'],
    ['คำถามเรื่องรถรับส่งสนามบินส่งไปที่ FAQ ค่ะ', 'รถรับส่งสนามบิน'],
  ])('%s', (instruction, keyword) => {
    const [update] = interpretInstruction(instruction, support).suggestions;
    expect(update?.payload).toMatchObject({ addRules: [{ keywords: [keyword] }] });
  });

  it.each([
    ['テストモード off でお願いします', ['test_mode.disable -']],
    ['เขียนคำสั่ง Orders ใหม่เป็น ตอบสุภาพและสั้น ค่ะ', ['sub_agent.update sag_orders']],
  ])('%s', (instruction, expected) => {
    const board = { ...support, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    expect(actions(instruction, board)).toEqual(expected);
  });
});

describe('interpretInstruction on a full stop never typed', () => {
  it('starts a sentence at a capitalised request after a word in lower case', () => {
    expect(actions('LINE is a disaster right now Disable it and turn on test mode')).toEqual([
      'line.disable lin_main',
      'test_mode.enable -',
    ]);
  });

  it('keeps a capitalised word after "called" in the name', () => {
    expect(actions('add a builtin tool called Send Receipt')).toEqual(['tool.create Send Receipt']);
  });
});

describe('interpretInstruction on Japanese typed without marks', () => {
  it.each([
    [
      'テストモードをオンにしてLINE は無効にしてください',
      ['test_mode.enable -', 'line.disable lin_main'],
    ],
    [
      'ポイント還元の質問が全部スタッフに回ってきて大変なのでFAQ に回すようにしてください',
      ['router.update rtr_main'],
    ],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });

  it('ends a question before what follows it', () => {
    const [create] = interpretInstruction(
      'Billing というサブエージェントを追加していただけますか返金と請求書まわりの問い合わせを担当させたいです',
      support,
    ).suggestions;
    expect((create?.payload as { description: string }).description).toContain('返金');
  });
});

describe('interpretInstruction on a new sub-agent told what to do, and on who may test', () => {
  it('reads ", with instructions to …" as what the new sub-agent is told', () => {
    const [create] = interpretInstruction(
      'add a sub-agent "Emergencies" for urgent toothache, with instructions to always give the emergency phone number',
      support,
    ).suggestions;
    expect(create?.payload).toMatchObject({
      description: 'Handles urgent toothache',
      instructions: expect.stringMatching(/Always give the emergency phone number\.$/),
    });
  });

  it('keeps the adverb before the verb: "to always give" is "Always gives"', () => {
    const [create] = interpretInstruction(
      'add a sub-agent called Emergencies to always give the emergency phone number',
      support,
    ).suggestions;
    expect((create?.payload as { description: string }).description).toBe(
      'Always gives the emergency phone number',
    );
  });

  it('creates both sub-agents after "For … we need:"', () => {
    expect(
      actions(
        'For the university office we need: a sub-agent Scholarships that explains scholarships, and a sub-agent Visa that helps students with visas.',
      ),
    ).toEqual(['sub_agent.create Scholarships', 'sub_agent.create Visa']);
  });

  it('reads ", only X should be able to talk to it" as the testers', () => {
    const [enable] = interpretInstruction(
      'put the bot into test mode for now pls, only owner@acme.test should be able to talk to it',
      support,
    ).suggestions;
    expect(enable?.payload).toEqual({ testers: ['owner@acme.test'] });
  });
});

describe('interpretInstruction on a description that should also mention something', () => {
  it.each([
    [
      'Update the Orders description to mention returns as well',
      'Answers questions about orders and deliveries. Also covers returns.',
    ],
    [
      'change the Order lookup description to mention it needs the order number from the confirmation e-mail',
      'Looks up an order by its number. It needs the order number from the confirmation e-mail.',
    ],
    [
      "add refunds to FAQ's description, it'll handle them from now on.",
      'Answers common questions about opening hours, shipping and returns. It also handles refunds.',
    ],
  ])('%s', (instruction, description) => {
    const [update] = interpretInstruction(instruction, support).suggestions;
    expect(update?.payload).toMatchObject({ description });
  });
});

describe('interpretInstruction on Thai and Kansai phrasings of a new or renamed sub-agent', () => {
  it('reads "ให้คอยตอบ…" after a new sub-agent as what it does', () => {
    const [create] = interpretInstruction(
      'ช่วยเพิ่มเอเจนต์ย่อยชื่อ Promotions หน่อยครับ ให้คอยตอบคำถามเรื่องโปรโมชั่นและโค้ดส่วนลด',
      support,
    ).suggestions;
    expect((create?.payload as { description: string }).description).toContain('โปรโมชั่น');
  });

  it('reads "โดยให้…" after a new sub-agent as what it is told', () => {
    const [create] = interpretInstruction(
      'ช่วยสร้างเอเจนต์ชื่อ Complaints สำหรับรับเรื่องร้องเรียน โดยให้กล่าวขอโทษลูกค้าก่อนทุกครั้งครับ',
      support,
    ).suggestions;
    expect((create?.payload as { instructions: string }).instructions).toBe(
      'กล่าวขอโทษลูกค้าก่อนทุกครั้ง',
    );
  });

  it.each([
    // "ไปที่มัน": to it, the sub-agent just made.
    [
      'เพิ่มเอเจนต์ชื่อ Scholarships ตอบเรื่องทุน แล้วส่งคำถามเรื่องทุนไปที่มันด้วย',
      ['sub_agent.create Scholarships', 'router.update rtr_main'],
    ],
    // "…มันช้ามาก" is a remark, never a sub-agent.
    ['ลบเครื่องมือ Order lookup ออก มันช้ามาก', ['tool.delete tol_order_lookup']],
    // Kansai "ほんで…にしてや": and then its description too.
    [
      'Orders の名前を「予約確認」にしといて。ほんで説明も「診療予約の確認と変更に答える」にしてや',
      ['sub_agent.update sag_orders', 'sub_agent.update sag_orders'],
    ],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });
});

describe('interpretInstruction on remarks that ask for nothing', () => {
  it.each([
    ['I was going to delete the lookup tool but decided to keep it.'],
    ['Hmm, the Orders description looks fine to me.'],
    ["We'd like to delete FAQ eventually, but not before the migration."],
    ['If test mode is turned on, can customers still reach the bot?'],
  ])('%s', (instruction) => {
    expect(actions(instruction)).toEqual([]);
  });

  it.each([
    ['If test mode is off, turn it on for bob@acme.test', ['test_mode.enable -']],
    [
      "If it's not too much trouble, could we switch the Order lookup call from GET to POST?",
      ['tool.update tol_order_lookup'],
    ],
  ])('still reads a polite request: %s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });
});

describe('interpretInstruction on notes of a rule and names asked for', () => {
  it('routes one lower-case topic after "add rule to main router:"', () => {
    const [update] = interpretInstruction(
      "add rule to main router: warranty/RMA q's -> Orders",
      support,
    ).suggestions;
    expect(update?.payload).toMatchObject({
      addRules: [{ subAgentId: 'sag_orders', keywords: ['warranty', 'rma'] }],
    });
  });

  it.each([
    // "thing" after a kind word is no name, a switchboard is the router, and "can it be called
    // 'X'?" asks for X.
    ["The main switchboard thing — can it be called 'Front Desk' instead?", 'Front Desk'],
    ['FAQ — can we call it Help Desk?', 'Help Desk'],
    // A capitalised "Switchboard" is a name.
    ['rename the Main router to Switchboard', 'Switchboard'],
  ])('%s', (instruction, name) => {
    const [update] = interpretInstruction(instruction, support).suggestions;
    expect(update?.payload).toMatchObject({ name });
  });
});

describe('interpretInstruction on a new name asked for in a question or after an arrow', () => {
  it.each([
    ['could the lookup tool be renamed to Order finder please', 'Order finder'],
    ['Orders agent: can it be renamed to Deliveries?', 'Deliveries'],
    ['Orders → please rename to Shipping', 'Shipping'],
  ])('%s', (instruction, name) => {
    const [update] = interpretInstruction(instruction, support).suggestions;
    expect(update?.payload).toMatchObject({ name });
  });
});

describe('interpretInstruction on a second rename after ", and", and questions and holds in Japanese and Thai', () => {
  it('reads ", and the FAQ agent is now called Help Desk" as a second rename', () => {
    expect(
      actions(
        'ok new plan, rename the main router to Vibe Check, and the FAQ agent is now called Help Desk',
      ),
    ).toEqual(['router.update rtr_main', 'sub_agent.update sag_faq']);
  });

  it.each([
    // "…したら、…どこ…？": what would happen, asked.
    ['Orders消したら、今来てる注文の問い合わせってどごさ行ぐんだべ？消す前に知っときてぇんだども'],
    // "ยังไม่ทำตอนนี้ … ไว้หลังสงกรานต์ค่อย…": not now.
    ['ขอบคุณที่แนะนำให้เปิดโหมดทดสอบนะคะ แต่ขอยังไม่ทำตอนนี้ค่ะ ไว้หลังสงกรานต์ค่อยว่ากันอีกที'],
  ])('changes nothing: %s', (instruction) => {
    expect(actions(instruction)).toEqual([]);
  });
});

describe('interpretInstruction on items said by what they do, and instructions said around them', () => {
  it.each([
    ['whatever handles returns right now — rename it to Help Centre', ['sub_agent.update sag_faq']],
    [
      'the one with the API needs to be called Order Search now, and the one doing opening hours should be named Store Info',
      ['tool.update tol_order_lookup', 'sub_agent.update sag_faq'],
    ],
    [
      "the bot that does tracking should never share the customer's home address, add that to its instructions",
      ['sub_agent.update sag_orders'],
    ],
    ['Deprecate the Orders agent.', ['sub_agent.delete sag_orders']],
    [
      'take the lookup tool away from the agent that answers delivery questions, it keeps timing out',
      ['sub_agent.update sag_orders'],
    ],
    [
      "Rewrite FAQ's instructions: only answer from the help centre, never make up policies. And take it off the router until I've checked it.",
      ['sub_agent.update sag_faq', 'router.update rtr_main'],
    ],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });

  it('reads "take the FAQ route out" as removing the rules that send to FAQ', () => {
    const [update] = interpretInstruction('take the FAQ route out for now', support).suggestions;
    expect(update?.payload).toEqual({ routerId: 'rtr_main', removeRuleIds: ['rul_faq'] });
  });

  it('writes "change its instructions so it always asks …" as "Always ask …"', () => {
    const [update] = interpretInstruction(
      "change Orders's instructions so it always asks for the order number first",
      support,
    ).suggestions;
    expect((update?.payload as { instructions: string }).instructions).toMatch(
      / Always ask for the order number first\.$/,
    );
  });
});

describe('interpretInstruction on Japanese staff words for LINE and instructions', () => {
  it('reads the voice-input "支持" as 指示 and ends a Japanese instruction with "。"', () => {
    const [update] = interpretInstruction(
      'FAQの支持に「薬剤師に代わる」と追加してください',
      support,
    ).suggestions;
    expect((update?.payload as { instructions: string }).instructions).toMatch(
      / 薬剤師に代わる。$/,
    );
  });

  it('reads "Support LINE、一旦クローズで" as stopping LINE and "連携はそのまま残しておいてOK" as what stays', () => {
    const { suggestions, reply } = interpretInstruction(
      'Support LINE、本日のリリース作業中は一旦クローズでお願いします。連携はそのまま残しておいてOKです。',
      support,
    );
    expect(suggestions.map((s) => s.skillId)).toEqual(['line.disable']);
    expect(reply).not.toContain('OK');
  });
});

describe('interpretInstruction on a builtin tool said in passing', () => {
  it.each([
    ['add a tool called Handoff (the builtin kind) and give it to FAQ', 'sag_faq'],
    ['give Orders a builtin Handoff tool so it can escalate to us', 'sag_orders'],
  ])('%s', (instruction, given) => {
    const { suggestions } = interpretInstruction(instruction, support);
    expect(suggestions.map((s) => [s.skillId, s.target.id])).toEqual([
      ['tool.create', null],
      ['sub_agent.update', given],
    ]);
    expect(suggestions[0]?.payload).toMatchObject({ name: 'Handoff', kind: 'builtin' });
  });

  it('puts a new tool on both sub-agents named', () => {
    expect(actions('add a builtin tool called Handoff. put it on Orders and FAQ')).toEqual([
      'tool.create Handoff',
      'sub_agent.update sag_orders',
      'sub_agent.update sag_faq',
    ]);
  });
});

describe('interpretInstruction on English verbs written in Thai script', () => {
  it.each([
    [
      'ช่วยครีเอททูล builtin ชื่อ Handoff ให้หน่อย แล้วแอดให้ FAQ ใช้ด้วยนะครับ',
      ['tool.create Handoff', 'sub_agent.update sag_faq'],
    ],
    ['ดีลีท FAQ ให้หน่อย', ['sub_agent.delete sag_faq']],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });
});

describe('interpretInstruction on dictated new names and formal letters', () => {
  it('ends a dictated new name before "it handles …" and reads "and it should …" as its instructions', () => {
    const [create] = interpretInstruction(
      'new sub agent called Refunds it handles refund requests and it should always ask for the order number first',
      support,
    ).suggestions;
    expect(create?.payload).toMatchObject({
      name: 'Refunds',
      description: 'Handles refund requests',
      instructions: expect.stringMatching(/Always ask for the order number first\.$/),
    });
  });

  it.each([
    [
      'I write on behalf of the Customer Services Directorate to request that the sub-agent presently named "FAQ" be renamed "General Enquiries", in line with our house style.',
      ['sub_agent.update sag_faq'],
    ],
    [
      'With immediate effect, the assistant is to cease responding via the Support LINE channel. The channel is to remain connected pending review.',
      ['line.disable lin_main'],
    ],
  ])('%s', (instruction, expected) => {
    expect(actions(instruction)).toEqual(expected);
  });

  it('still holds a request pending approval', () => {
    expect(actions('Delete FAQ pending approval from Maria.')).toEqual([]);
  });
});

describe('interpretInstruction on a request that says what people should do, and on Thai testers said after', () => {
  it('reads "change … instructions to say … people should call their vet" as the new instructions', () => {
    const [update] = interpretInstruction(
      "could you change the FAQ agent's instructions to say we can't give vet advice and people should call their vet?",
      support,
    ).suggestions;
    expect(update?.payload).toMatchObject({
      instructions: "say we can't give vet advice and people should call their vet",
    });
  });

  it('reads "Tweak the Orders prompt:" as a change of its instructions', () => {
    expect(
      actions('Tweak the Orders prompt: it should always greet the customer by first name.'),
    ).toEqual(['sub_agent.update sag_orders']);
  });

  it.each([
    [
      'ขอเพิ่ม jane.s@acme.test เป็นผู้ทดสอบ แล้วเอา owner@acme.test ออกด้วยครับ',
      { addTesters: ['jane.s@acme.test'], removeTesters: ['owner@acme.test'] },
    ],
    [
      'ช่วยเปิดโหมดทดสอบให้หน่อยค่ะ ตอนนี้ให้ nok.s@acme.test เทสคนเดียวก่อนนะคะ',
      { testers: ['nok.s@acme.test'] },
    ],
  ])('%s', (instruction, payload) => {
    const board = instruction.startsWith('ขอ')
      ? { ...support, testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] } }
      : support;
    const [change] = interpretInstruction(instruction, board).suggestions;
    expect(change?.payload).toEqual(payload);
  });
});

describe('interpretInstruction on a Thai LINE name said before its channel', () => {
  it('connects the channel under the name said before "ช่อง"', () => {
    const [connect] = interpretInstruction(
      'ช่วยเชื่อมต่อ LINE OA ใหม่ของร้านให้หน่อยค่ะ ตั้งชื่อว่า Acme Shop LINE ช่อง 1654098823',
      support,
    ).suggestions;
    expect(connect?.payload).toEqual({ name: 'Acme Shop LINE', channelId: '1654098823' });
  });
});

describe('interpretInstruction on checking a value and asking to see it', () => {
  it.each([
    ["The description of FAQ is 'Answers common questions' — correct?"],
    ['ขอดูคำสั่งของ Orders หน่อยครับ'],
  ])('changes nothing: %s', (instruction) => {
    expect(actions(instruction)).toEqual([]);
  });
});
