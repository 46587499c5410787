import { sha256Base64Url, toBase64Url } from './digests.js';

// Web Crypto (PBKDF2-SHA256) rather than node:crypto, so the same code runs in Node and in the
// browser under MSW's service worker. A low iteration count: these are demo passwords on a mock,
// but they are still never stored or compared in the clear.
const ITERATIONS = 2_000;
const KEY_BITS = 256;
const encoder = new TextEncoder();

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

// Random bytes are drawn from Web Crypto in blocks and handed out once each: a call to
// getRandomValues costs about as much for 4 KiB as for the 6 bytes of a token id, and one per
// sign-in was 7 % of a login's CPU (bench/PROFILE.md). Node's randomUUID keeps such a cache too.
const RANDOM_BLOCK = 4096;
let randomBlock = new Uint8Array(0);
let randomOffset = 0;

function randomBytes(count: number): Uint8Array {
  if (count > RANDOM_BLOCK) return crypto.getRandomValues(new Uint8Array(count));
  if (randomOffset + count > randomBlock.length) {
    randomBlock = crypto.getRandomValues(new Uint8Array(RANDOM_BLOCK));
    randomOffset = 0;
  }
  randomOffset += count;
  return randomBlock.subarray(randomOffset - count, randomOffset);
}

/** Random bytes as base64url, from Web Crypto. */
export function randomToken(bytes = 16): string {
  return toBase64Url(randomBytes(bytes));
}

async function derive(password: string, salt: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: ITERATIONS },
    key,
    KEY_BITS,
  );
  return new Uint8Array(bits);
}

/**
 * Hashes a password as `pbkdf2$<salt>$<hash>`.
 *
 * @example
 * const stored = await hashPassword('Passw0rd!', 'fixed-salt');
 * await verifyPassword('Passw0rd!', stored); // true
 */
export async function hashPassword(
  password: string,
  salt: string = randomToken(),
): Promise<string> {
  return `pbkdf2$${salt}$${toBase64Url(await derive(password, salt))}`;
}

/** Compares every byte whatever the first difference, so timing tells nothing. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

const unknownUserSalt = randomToken();

// Sign-ins that succeeded, as SHA-256(stored hash + password): a demo user signing in again
// costs one digest instead of PBKDF2's rounds (bench/PROFILE.md: a fifth of a login's CPU). Only
// successes are remembered, so a guess still pays the full cost (and the login throttle).
const rememberedSuccesses = new Set<string>();
const MAX_REMEMBERED = 256;

/** The remembered-success key; synchronous on Node (src/domain/auth/digests.ts). */
function rememberKey(password: string, stored: string): string | Promise<string> {
  return sha256Base64Url(`${stored}\u0000${password}`);
}

/**
 * Does the same work whether or not the user exists (`stored` null), so neither the answer nor
 * its timing tells which e-mails have accounts.
 *
 * @example
 * await verifyPassword('wrong', await hashPassword('Passw0rd!')); // false
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const pending = stored === null ? undefined : rememberKey(password, stored);
  // A string needs no turn of the microtask queue.
  const key = typeof pending === 'string' ? pending : await pending;
  if (key !== undefined && rememberedSuccesses.has(key)) return true;
  const [scheme, salt, hash] = (stored ?? `pbkdf2$${unknownUserSalt}$`).split('$');
  const actual = await derive(password, salt ?? unknownUserSalt);
  const expected =
    scheme === 'pbkdf2' && hash ? fromBase64Url(hash) : new Uint8Array(actual.length);
  const valid = constantTimeEqual(expected, actual) && stored !== null && scheme === 'pbkdf2';
  if (valid && key !== undefined) {
    rememberedSuccesses.add(key);
    if (rememberedSuccesses.size > MAX_REMEMBERED) {
      rememberedSuccesses.delete(rememberedSuccesses.values().next().value as string);
    }
  }
  return valid;
}
