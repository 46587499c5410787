/**
 * Changes a backend team might ship that break no seed sentence: each leaves out one member
 * openapi.yaml assumes, so a usage gate (`standin contract --usage`) can be tested on what a
 * frontend reads and what it does not.
 */
export const VARIANTS = {
  'profile-drops-organization-name': {
    does: 'leaves `name` out of the profile organization',
  },
  'profile-drops-organization-plan': {
    does: 'leaves `plan` out of the profile organization',
  },
} as const;

export type VariantName = keyof typeof VARIANTS;

/** @example isVariantName('profile-drops-organization-name'); // true */
export function isVariantName(name: string): name is VariantName {
  return Object.hasOwn(VARIANTS, name);
}
