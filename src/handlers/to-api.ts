import type { components } from '../generated/openapi.js';
import type { MembershipRecord, OrganizationRecord, UserRecord } from '../db/schemas.js';

type Schemas = components['schemas'];

/** The public user: never the password hash or store-only fields. */
export function toApiUser(user: UserRecord): Schemas['User'] {
  const { id, email, name, role, avatarUrl, availability, locale, timezone, createdAt } = user;
  return { id, email, name, role, avatarUrl, availability, locale, timezone, createdAt };
}

export function toApiOrganization(organization: OrganizationRecord): Schemas['Organization'] {
  const { id, name, slug, plan, locale, timezone, createdAt } = organization;
  return { id, name, slug, plan, locale, timezone, createdAt };
}

export function toApiMembership(
  membership: MembershipRecord,
  organization: OrganizationRecord,
): Schemas['OrganizationMembership'] {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    role: membership.role,
  };
}
