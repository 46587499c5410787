/**
 * The independent backend's data: two organizations that must never see each other, their
 * members and projects, and a fixed history of conversations the reports count.
 */

export interface Organization {
  id: string;
  name: string;
  plan: 'starter' | 'business';
}

export interface Member {
  id: string;
  organizationId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'ADMIN' | 'AGENT';
}

export interface Project {
  id: string;
  organizationId: string;
  title: string;
}

export interface Conversation {
  organizationId: string;
  /** Epoch milliseconds. */
  openedAt: number;
  channel: 'line' | 'webchat' | 'mail';
  inbox: string;
  team: string;
  agent: string;
  labels: string[];
  state: 'OPEN' | 'CLOSED';
  firstReplySeconds: number | null;
  handledByBot: boolean;
  handedOver: boolean;
}

export interface World {
  organizations: Organization[];
  members: Member[];
  projects: Project[];
  conversations: Conversation[];
}

const DAY_MS = 86_400_000;

/**
 * A fresh world (nothing shared between backends). Conversations are laid out over the 60 days
 * before `now` by a fixed pseudo-random sequence, so every start counts the same.
 *
 * @example
 * const world = createWorld(Date.now());
 * world.members[0]?.email; // 'maria.lopez@northwind.test'
 */
export function createWorld(now: number): World {
  const organizations: Organization[] = [
    { id: '7d1f0b2e-0001-4000-8000-000000000001', name: 'Northwind Traders', plan: 'business' },
    { id: '7d1f0b2e-0002-4000-8000-000000000002', name: 'Initech', plan: 'starter' },
  ];
  const [northwind, initech] = organizations as [Organization, Organization];
  const members: Member[] = [
    member('11', northwind, 'maria.lopez@northwind.test', 'Maria', 'Lopez', 'ADMIN'),
    member('12', northwind, 'ken.ito@northwind.test', 'Ken', 'Ito', 'AGENT'),
    member('21', initech, 'peter.gibbons@initech.test', 'Peter', 'Gibbons', 'ADMIN'),
  ];
  const projects: Project[] = [
    { id: 'prj-nw-sandbox', organizationId: northwind.id, title: 'Northwind sandbox' },
    { id: 'prj-nw-live', organizationId: northwind.id, title: 'Northwind storefront' },
    { id: 'prj-it-helpdesk', organizationId: initech.id, title: 'Initech helpdesk' },
  ];
  return { organizations, members, projects, conversations: conversations(now, organizations) };
}

/** The password every seeded member signs in with. */
export const MEMBER_PASSWORD = 'Tr4ders-only!';

function member(
  suffix: string,
  organization: Organization,
  email: string,
  firstName: string,
  lastName: string,
  role: Member['role'],
): Member {
  return {
    id: `5c0a9e4d-00${suffix}-4000-8000-0000000000${suffix}`,
    organizationId: organization.id,
    email,
    password: MEMBER_PASSWORD,
    firstName,
    lastName,
    role,
  };
}

function conversations(now: number, organizations: Organization[]): Conversation[] {
  let state = 0x2f6b_1c3d;
  const next = () => {
    // xorshift32: deterministic, good enough to spread conversations over days and buckets.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const startOfToday = Math.floor(now / DAY_MS) * DAY_MS;
  const result: Conversation[] = [];
  for (const organization of organizations) {
    const count = organization.plan === 'business' ? 900 : 300;
    for (let index = 0; index < count; index += 1) {
      const openedAt =
        startOfToday - Math.floor(next() * 60) * DAY_MS + Math.floor(next() * DAY_MS);
      const handledByBot = next() < 0.4;
      result.push({
        organizationId: organization.id,
        openedAt: Math.min(openedAt, now - 1000),
        channel: pick(['line', 'webchat', 'mail'] as const),
        inbox: pick(['LINE official', 'Website chat', 'Support mail', 'Partner mail']),
        team: pick(['Billing', 'Shipping', 'Onboarding']),
        agent: pick(['Maria Lopez', 'Ken Ito', 'Ava Stone', 'Raj Patel']),
        labels:
          next() < 0.5 ? [pick(['refund', 'vip', 'bug', 'delivery', 'feedback', 'spam'])] : [],
        state: next() < 0.7 ? 'CLOSED' : 'OPEN',
        firstReplySeconds: next() < 0.9 ? Math.round(30 + next() * 3600) : null,
        handledByBot,
        handedOver: handledByBot && next() < 0.35,
      });
    }
  }
  return result;
}
