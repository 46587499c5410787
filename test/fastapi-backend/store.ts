/**
 * The FastAPI backend's rows, as SQLAlchemy models would hold them: integer ids for
 * organizations and users, slugs for projects, and 800 conversations over the last 45 days laid
 * out by a fixed pseudo-random sequence (mulberry32), so every start counts the same.
 */

export interface OrganizationRow {
  id: number;
  name: string;
  slug: string;
  plan: 'free' | 'starter' | 'business' | 'enterprise';
  created_at: string;
}

export interface UserRow {
  id: number;
  organization_id: number;
  email: string;
  full_name: string;
  hashed_password: string;
  role: 'owner' | 'admin' | 'agent';
  is_active: boolean;
  created_at: string;
}

export interface ProjectRow {
  id: string;
  organization_id: number;
  name: string;
  description: string;
  created_at: string;
}

export interface ConversationRow {
  organization_id: number;
  /** Epoch milliseconds. */
  created_at: number;
  resolved_at: number | null;
  status: 'open' | 'pending' | 'resolved' | 'snoozed';
  channel_type: 'web' | 'email' | 'line';
  inbox: string;
  team: string;
  agent: string;
  labels: string[];
  incoming_messages: number;
  outgoing_messages: number;
  first_response_seconds: number | null;
  bot_involved: boolean;
  bot_resolved: boolean;
}

export interface Store {
  organizations: OrganizationRow[];
  users: UserRow[];
  projects: ProjectRow[];
  conversations: ConversationRow[];
}

/** Every seeded user signs in with this password. */
export const PASSWORD = 'correct horse battery staple';

const DAY = 86_400_000;

/**
 * @example
 * createStore(Date.now()).users[0]?.email; // 'ana.ruiz@globex.test'
 */
export function createStore(now: number): Store {
  const organizations: OrganizationRow[] = [
    {
      id: 1,
      name: 'Globex',
      slug: 'globex',
      plan: 'enterprise',
      created_at: '2024-03-04T08:00:00Z',
    },
    {
      id: 2,
      name: 'Umbrella Health',
      slug: 'umbrella-health',
      plan: 'starter',
      created_at: '2024-09-12T08:00:00Z',
    },
  ];
  const users: UserRow[] = [
    user(1, 1, 'ana.ruiz@globex.test', 'Ana Ruiz', 'owner'),
    user(2, 1, 'tomas.berg@globex.test', 'Tomas Berg', 'agent'),
    user(3, 2, 'li.wei@umbrella.test', 'Li Wei', 'owner'),
  ];
  const projects: ProjectRow[] = [
    {
      id: 'globex-sandbox',
      organization_id: 1,
      name: 'Globex sandbox',
      description: 'Try things here',
      created_at: '2024-03-05T08:00:00Z',
    },
    {
      id: 'globex-support',
      organization_id: 1,
      name: 'Globex support',
      description: 'The live assistant',
      created_at: '2024-03-06T08:00:00Z',
    },
    {
      id: 'umbrella-triage',
      organization_id: 2,
      name: 'Umbrella triage',
      description: '',
      created_at: '2024-09-13T08:00:00Z',
    },
  ];
  return { organizations, users, projects, conversations: conversations(now) };
}

function user(
  id: number,
  organization: number,
  email: string,
  fullName: string,
  role: UserRow['role'],
): UserRow {
  return {
    id,
    organization_id: organization,
    email,
    full_name: fullName,
    hashed_password: `plain:${PASSWORD}`,
    role,
    is_active: true,
    created_at: '2024-03-04T09:00:00Z',
  };
}

function conversations(now: number): ConversationRow[] {
  let seed = 0x5eed_f00d;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const today = Math.floor(now / DAY) * DAY;
  const rows: ConversationRow[] = [];
  for (const [organization, count] of [
    [1, 560],
    [2, 240],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const created = Math.min(
        today - Math.floor(random() * 45) * DAY + Math.floor(random() * DAY),
        now - 60_000,
      );
      const status = pick([
        'open',
        'pending',
        'resolved',
        'resolved',
        'resolved',
        'snoozed',
      ] as const);
      const resolved =
        status === 'resolved' ? Math.min(created + Math.floor(random() * DAY), now) : null;
      const botInvolved = random() < 0.5;
      rows.push({
        organization_id: organization,
        created_at: created,
        resolved_at: resolved,
        status,
        channel_type: pick(['web', 'email', 'line'] as const),
        inbox: pick(['Web widget', 'Support e-mail', 'LINE']),
        team: pick(['Tier 1', 'Tier 2']),
        agent: pick(['Ana Ruiz', 'Tomas Berg', 'Sam Okafor']),
        labels:
          random() < 0.6 ? [pick(['billing', 'urgent', 'feature-request', 'churn-risk'])] : [],
        incoming_messages: 1 + Math.floor(random() * 9),
        outgoing_messages: Math.floor(random() * 8),
        first_response_seconds: random() < 0.85 ? 20 + Math.floor(random() * 1800) : null,
        bot_involved: botInvolved,
        bot_resolved: botInvolved && status === 'resolved' && random() < 0.6,
      });
    }
  }
  return rows;
}
