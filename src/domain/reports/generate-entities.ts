/**
 * The named entities of a reporting world: inboxes, teams, labels, agents and the bot.
 *
 * docs/product/demo-data.md: per organization 4+ inboxes (channel types include line, web and
 * email), 3+ teams, 6+ labels, 8+ agents and a bot. Faker (a seeded instance, never the global
 * one) gives the people their names; the catalogues below keep inbox, team and label names
 * readable in a demo.
 */
import type { Faker } from '@faker-js/faker';
import type { Agent, Availability, Bot, ChannelType, Inbox, Label, Team } from './world-types.js';

/** An agent the caller needs in the world, e.g. a demo user who can sign in. */
export interface FixedAgent {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** Drawn like the others when absent (e.g. to match the user's profile when given). */
  readonly availability?: Availability;
}

export interface WorldEntities {
  readonly inboxes: readonly Inbox[];
  readonly teams: readonly Team[];
  readonly labels: readonly Label[];
  readonly agents: readonly Agent[];
  readonly bot: Bot;
}

export interface GenerateEntitiesOptions {
  readonly slug: string;
  /** Mail domain of generated agents, e.g. `acme.test`. */
  readonly domain: string;
  readonly fixedAgents: readonly FixedAgent[];
}

const REQUIRED_CHANNELS: readonly ChannelType[] = ['web', 'email', 'line'];
const OPTIONAL_CHANNELS: readonly ChannelType[] = ['whatsapp', 'facebook', 'api'];
const INBOX_NAMES: Readonly<Record<ChannelType, string>> = {
  web: 'Website chat',
  email: 'Support email',
  line: 'LINE official account',
  whatsapp: 'WhatsApp Business',
  facebook: 'Facebook page',
  api: 'In-app messenger (API)',
};
/** Chat-like channels where a bot answers first; email stays human (docs/product/demo-data.md). */
const BOT_CHANNELS: ReadonlySet<ChannelType> = new Set(['web', 'line', 'whatsapp', 'facebook']);

const TEAM_NAMES = ['Customer Care', 'Billing', 'Technical Support', 'Sales', 'Onboarding', 'VIP'];
const LABEL_NAMES = [
  'billing',
  'refund',
  'bug',
  'feature-request',
  'shipping',
  'account',
  'urgent',
  'vip',
  'feedback',
  'onboarding',
];
const MIN_AGENTS = 8;

/**
 * Generates the entities of one organization. Every id embeds `slug`, so two organizations
 * never share an id.
 *
 * @example
 * const faker = new Faker({ locale: [en] });
 * faker.seed(1);
 * const { inboxes } = generateEntities(faker, { slug: 'acme', domain: 'acme.test', fixedAgents: [] });
 * inboxes[0]?.id; // 'inb_acme_web'
 */
export function generateEntities(faker: Faker, options: GenerateEntitiesOptions): WorldEntities {
  const inboxes = generateInboxes(faker, options.slug);
  const teams = generateTeams(faker, options.slug);
  const labels = generateLabels(faker, options.slug);
  const agents = generateAgents(faker, options, teams);
  const bot: Bot = {
    id: `bot_${options.slug}`,
    name: `${capitalize(options.slug)} Assistant`,
    inboxIds: inboxes.filter((inbox) => BOT_CHANNELS.has(inbox.channelType)).map((i) => i.id),
  };
  return { inboxes, teams, labels, agents, bot };
}

function generateInboxes(faker: Faker, slug: string): Inbox[] {
  const extra = faker.helpers.arrayElements(OPTIONAL_CHANNELS, { min: 1, max: 3 });
  const chosen = new Set([...REQUIRED_CHANNELS, ...extra]);
  // Keep the catalogue order so ids and names do not depend on the shuffle.
  return [...REQUIRED_CHANNELS, ...OPTIONAL_CHANNELS]
    .filter((channelType) => chosen.has(channelType))
    .map((channelType) => ({
      id: `inb_${slug}_${channelType}`,
      name: INBOX_NAMES[channelType],
      channelType,
    }));
}

function generateTeams(faker: Faker, slug: string): Team[] {
  const count = faker.number.int({ min: 3, max: 5 });
  return TEAM_NAMES.slice(0, count).map((name) => ({ id: `tm_${slug}_${toIdPart(name)}`, name }));
}

function generateLabels(faker: Faker, slug: string): Label[] {
  const count = faker.number.int({ min: 6, max: 8 });
  return LABEL_NAMES.slice(0, count).map((name) => ({
    id: `lbl_${slug}_${toIdPart(name)}`,
    name,
    color: faker.color.rgb({ format: 'hex', casing: 'lower' }),
  }));
}

function generateAgents(
  faker: Faker,
  options: GenerateEntitiesOptions,
  teams: readonly Team[],
): Agent[] {
  const generatedCount = Math.max(MIN_AGENTS - options.fixedAgents.length, 0) + faker.number.int(3);
  const usedEmails = new Set(options.fixedAgents.map((agent) => agent.email));
  const people: FixedAgent[] = [...options.fixedAgents];
  for (let n = 1; n <= generatedCount; n += 1) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = uniqueEmail(
      `${toMailPart(firstName)}.${toMailPart(lastName)}`,
      options.domain,
      usedEmails,
    );
    people.push({
      id: `agt_${options.slug}_${String(n).padStart(2, '0')}`,
      name: `${firstName} ${lastName}`,
      email,
    });
  }
  return people.map((person, index) => {
    // Drawn even when given, so that passing an availability changes nothing else in the world.
    const drawn = pickAvailability(faker);
    return {
      id: person.id,
      name: person.name,
      email: person.email,
      availability: person.availability ?? drawn,
      // Round-robin so that every team has members.
      teamId: teams[index % teams.length]?.id ?? '',
    };
  });
}

function pickAvailability(faker: Faker): Availability {
  return faker.helpers.weightedArrayElement<Availability>([
    { weight: 5, value: 'online' },
    { weight: 2, value: 'busy' },
    { weight: 3, value: 'offline' },
  ]);
}

function uniqueEmail(localPart: string, domain: string, used: Set<string>): string {
  let candidate = `${localPart}@${domain}`;
  for (let suffix = 2; used.has(candidate); suffix += 1) {
    candidate = `${localPart}${suffix}@${domain}`;
  }
  used.add(candidate);
  return candidate;
}

/** `Zoë O'Kon` -> `zoe`, `okon`: mail local parts stay plain ASCII. */
function toMailPart(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return ascii === '' ? 'agent' : ascii;
}

function toIdPart(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
