import type { ProfileShape } from '../contract-types.js';
import { isJsonObject, type JsonObject } from '../document/json-values.js';

/**
 * Which of the two shapes the seed allows a profile payload has: `nested` (`{ user,
 * organization }`) or `flat` (the user with `organization` inside), else `unknown`.
 *
 * @example
 * detectProfileShape({ user: { id: 'u' }, organization: { id: 'o' } }); // 'nested'
 * detectProfileShape({ id: 'u', email: 'a@b.c', organization: { id: 'o' } }); // 'flat'
 */
export function detectProfileShape(body: unknown): ProfileShape {
  if (!isJsonObject(body)) return 'unknown';
  if (isJsonObject(body.user) && isJsonObject(body.organization)) return 'nested';
  if (
    (typeof body.id === 'string' || typeof body.id === 'number') &&
    isJsonObject(body.organization)
  )
    return 'flat';
  return 'unknown';
}

/**
 * The user inside a profile payload and the pointer it sits at, whatever the shape.
 *
 * @example
 * profileUser({ user: { id: 'u' } }); // { user: { id: 'u' }, pointer: '/user' }
 */
export function profileUser(body: unknown): { user: JsonObject; pointer: string } | undefined {
  if (!isJsonObject(body)) return undefined;
  if (isJsonObject(body.user)) return { user: body.user, pointer: '/user' };
  if (body.id !== undefined || body.email !== undefined) return { user: body, pointer: '' };
  return undefined;
}
