/**
 * The skills catalogue: the 16 operations the AI builder can suggest (docs/product/ai-builder.md:
 * `GET /projects/:id/builder/skills` → `{items: [Skill]}`). Each entry names its input schema in
 * openapi.yaml, so the schema a client sees is the one requests are validated against; the
 * examples are instructions the interpreter really understands (proven in skills.test.ts).
 */
import type { Skill, SkillId } from './types.js';

/** A catalogue entry: a Skill without its schema, plus the openapi component that holds it. */
export type SkillDefinition = Omit<Skill, 'inputSchema'> & {
  /** The name of the input schema under `components.schemas` in openapi.yaml. */
  readonly inputSchemaName: string;
};

/** Every skill, in the order of the `SkillId` enum in openapi.yaml. */
export const SKILL_CATALOGUE: readonly SkillDefinition[] = [
  {
    id: 'router.create',
    title: 'Create a router',
    description:
      'Adds a router that sends each conversation to a sub-agent by intent, falling back to a sub-agent or a human.',
    targetType: 'router',
    operation: 'create',
    inputSchemaName: 'RouterCreateInput',
    examples: ['create a router called Main router', 'add a router called Escalations'],
  },
  {
    id: 'router.update',
    title: 'Change a router',
    description:
      'Renames a router, adds or removes its intent rules, or changes where it sends conversations that match no rule.',
    targetType: 'router',
    operation: 'update',
    inputSchemaName: 'RouterUpdateInput',
    examples: [
      'route refund questions to Billing',
      'send everything else to a human',
      'fall back to Billing',
    ],
  },
  {
    id: 'router.delete',
    title: 'Delete a router',
    description: 'Removes a router and its rules.',
    targetType: 'router',
    operation: 'delete',
    inputSchemaName: 'RouterRefInput',
    examples: ['delete the Main router', 'remove the Escalations router'],
  },
  {
    id: 'sub_agent.create',
    title: 'Create a sub-agent',
    description:
      'Adds a sub-agent with a name, what it handles and instructions for how to answer.',
    targetType: 'sub_agent',
    operation: 'create',
    inputSchemaName: 'SubAgentCreateInput',
    examples: [
      'add a sub-agent called Billing that handles refunds',
      'create a sub-agent called Returns that answers questions about returns',
    ],
  },
  {
    id: 'sub_agent.update',
    title: 'Change a sub-agent',
    description: 'Renames a sub-agent or changes its description, instructions or tools.',
    targetType: 'sub_agent',
    operation: 'update',
    inputSchemaName: 'SubAgentUpdateInput',
    examples: [
      'rename Billing to Payments',
      "change Billing's instructions to Always ask for the order number first",
      'give Billing the Order lookup tool',
    ],
  },
  {
    id: 'sub_agent.delete',
    title: 'Delete a sub-agent',
    description:
      'Removes a sub-agent; router rules that send conversations to it go, and a fallback to it becomes a human.',
    targetType: 'sub_agent',
    operation: 'delete',
    inputSchemaName: 'SubAgentRefInput',
    examples: ['delete the Billing sub-agent', 'remove Billing'],
  },
  {
    id: 'tool.create',
    title: 'Create a tool',
    description:
      'Adds a tool that sub-agents can use: an HTTP call (method, URL template and parameters) or a builtin one.',
    targetType: 'tool',
    operation: 'create',
    inputSchemaName: 'ToolCreateInput',
    examples: [
      'add an HTTP tool that looks up orders',
      'add an HTTP tool called Stock check at https://api.acme.test/stock/{sku}',
      'add a builtin tool called Handoff that hands the conversation to a human',
    ],
  },
  {
    id: 'tool.update',
    title: 'Change a tool',
    description: 'Renames a tool or changes its description, HTTP method, URL or parameters.',
    targetType: 'tool',
    operation: 'update',
    inputSchemaName: 'ToolUpdateInput',
    examples: [
      'rename tool Order lookup to Order finder',
      'change the URL of the Order lookup tool to https://api.acme.test/v2/orders/{orderId}',
    ],
  },
  {
    id: 'tool.delete',
    title: 'Delete a tool',
    description: 'Removes a tool and takes it away from every sub-agent that uses it.',
    targetType: 'tool',
    operation: 'delete',
    inputSchemaName: 'ToolRefInput',
    examples: ['delete the Order lookup tool', 'drop the Order lookup tool'],
  },
  {
    id: 'line.connect',
    title: 'Connect a LINE channel',
    description:
      'Connects a LINE Official Account; without a channel id one is assigned. The secret and access token are write-only.',
    targetType: 'line',
    operation: 'connect',
    inputSchemaName: 'LineConnectInput',
    examples: ['connect our LINE channel', 'connect LINE channel 1657012345 as Acme LINE'],
  },
  {
    id: 'line.disconnect',
    title: 'Disconnect a LINE channel',
    description: 'Disconnects a LINE channel from the project.',
    targetType: 'line',
    operation: 'disconnect',
    inputSchemaName: 'LineRefInput',
    examples: ['disconnect LINE', 'unlink the Acme LINE channel'],
  },
  {
    id: 'line.enable',
    title: 'Enable a LINE channel',
    description: 'Lets the bot answer on a connected LINE channel again.',
    targetType: 'line',
    operation: 'enable',
    inputSchemaName: 'LineRefInput',
    examples: ['enable LINE', 'turn on the Acme LINE channel'],
  },
  {
    id: 'line.disable',
    title: 'Disable a LINE channel',
    description: 'Stops the bot answering on a LINE channel without disconnecting it.',
    targetType: 'line',
    operation: 'disable',
    inputSchemaName: 'LineRefInput',
    examples: ['disable the Acme LINE channel', 'turn off LINE'],
  },
  {
    id: 'test_mode.enable',
    title: 'Turn on test mode',
    description: 'While test mode is on, only the testers talk to the bot.',
    targetType: 'test_mode',
    operation: 'enable',
    inputSchemaName: 'TestModeEnableInput',
    examples: ['turn on test mode', 'turn on test mode for alice@acme.test'],
  },
  {
    id: 'test_mode.disable',
    title: 'Turn off test mode',
    description: 'Lets every customer talk to the bot again.',
    targetType: 'test_mode',
    operation: 'disable',
    inputSchemaName: 'TestModeDisableInput',
    examples: ['turn off test mode', 'disable test mode'],
  },
  {
    id: 'test_mode.update',
    title: 'Change the testers',
    description: 'Adds or removes testers without turning test mode on or off.',
    targetType: 'test_mode',
    operation: 'update',
    inputSchemaName: 'TestModeUpdateInput',
    examples: ['add bob@acme.test as a tester', 'remove alice@acme.test from testers'],
  },
];

/**
 * One example instruction per skill in Japanese and Thai, for replies in the instruction's
 * language; each is understood on the demo board (proven in skills.test.ts). The catalogue's
 * `examples` stay English: they are part of the public Skill shape.
 */
export const LOCALIZED_EXAMPLES: Readonly<Record<'ja' | 'th', Readonly<Record<SkillId, string>>>> =
  {
    ja: {
      'router.create': 'Escalations というルーターを作って',
      'router.update': '返金の質問は FAQ に回して',
      'router.delete': 'Main router を削除して',
      'sub_agent.create': 'Billing というサブエージェントを追加して',
      'sub_agent.update': 'Orders エージェントの名前を Shipping に変えて',
      'sub_agent.delete': 'FAQ エージェントを削除して',
      'tool.create': 'Stock check という HTTP ツールを追加して',
      'tool.update': 'Order lookup ツールの名前を Order finder に変えて',
      'tool.delete': 'Order lookup ツールを削除して',
      'line.connect': 'LINE チャンネル 1657012345 を接続して',
      'line.disconnect': 'LINE の接続を解除して',
      'line.enable': 'LINE を有効にして',
      'line.disable': 'LINE を無効にして',
      'test_mode.enable': 'テストモードをオンにして',
      'test_mode.disable': 'テストモードをオフにして',
      'test_mode.update': 'bob@acme.test をテスターに追加して',
    },
    th: {
      'router.create': 'สร้างเราเตอร์ชื่อ Escalations',
      'router.update': 'ส่งคำถามเรื่องการคืนเงินไปที่ FAQ',
      'router.delete': 'ลบเราเตอร์ Main router',
      'sub_agent.create': 'เพิ่มเอเจนต์ชื่อ Billing',
      'sub_agent.update': 'เปลี่ยนชื่อ Orders เป็น Shipping',
      'sub_agent.delete': 'ลบเอเจนต์ FAQ',
      'tool.create': 'เพิ่มเครื่องมือ HTTP ชื่อ Stock check',
      'tool.update': 'เปลี่ยนชื่อเครื่องมือ Order lookup เป็น Order finder',
      'tool.delete': 'ลบเครื่องมือ Order lookup',
      'line.connect': 'เชื่อมต่อ LINE ช่อง 1657012345',
      'line.disconnect': 'ยกเลิกการเชื่อมต่อ LINE',
      'line.enable': 'เปิดใช้งาน LINE',
      'line.disable': 'ปิด LINE',
      'test_mode.enable': 'เปิดโหมดทดสอบ',
      'test_mode.disable': 'ปิดโหมดทดสอบ',
      'test_mode.update': 'เพิ่ม bob@acme.test เป็นผู้ทดสอบ',
    },
  };

/**
 * Looks up one catalogue entry. Every `SkillId` has one, so this never fails for a typed id.
 *
 * @example
 * skillDefinition('sub_agent.create').operation; // 'create'
 */
export function skillDefinition(id: SkillId): SkillDefinition {
  const found = SKILL_CATALOGUE.find((definition) => definition.id === id);
  if (!found) throw new Error(`Unknown skill "${id}": add it to SKILL_CATALOGUE in skills.ts.`);
  return found;
}

/**
 * Builds the public skill list, each `inputSchema` taken from openapi.yaml's components.
 *
 * Pass the components of the *dereferenced* document, so every schema is self-contained (a client
 * can validate with it without the rest of the spec). `x-standin-source` keys are Standin's own
 * bookkeeping (docs/product/seed-facts-and-assumptions.md), not part of the schema a client needs,
 * so they are stripped.
 *
 * @example
 * const api = await SwaggerParser.dereference('openapi.yaml');
 * const skills = buildSkills(api.components.schemas);
 * skills.find((s) => s.id === 'line.connect')?.inputSchema.required; // ['name']
 */
export function buildSkills(schemas: Record<string, unknown>): Skill[] {
  return SKILL_CATALOGUE.map(({ inputSchemaName, ...definition }) => ({
    ...definition,
    examples: [...definition.examples],
    inputSchema: readObjectSchema(schemas, inputSchemaName),
  }));
}

function readObjectSchema(schemas: Record<string, unknown>, name: string): Skill['inputSchema'] {
  const schema = stripSourceKeys(schemas[name]);
  if (!isRecord(schema) || schema['type'] !== 'object' || !isRecord(schema['properties'])) {
    throw new Error(
      `Cannot build the skills list: components.schemas.${name} in openapi.yaml is missing or is not an object schema with properties. Fix openapi.yaml or the skill's inputSchemaName.`,
    );
  }
  // Checked above: an object schema with properties is what JsonSchemaObject describes.
  return schema as Skill['inputSchema'];
}

/** A deep copy without `x-standin-source` keys; the copy shares nothing with the input. */
function stripSourceKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSourceKeys);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key !== 'x-standin-source') copy[key] = stripSourceKeys(child);
  }
  return copy;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
