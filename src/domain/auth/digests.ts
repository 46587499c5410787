// The two hashes a sign-in needs on every request: SHA-256 (the remembered-success key) and
// HMAC-SHA256 (the token's signature). Web Crypto only offers them as promises, and in Node each
// call is a job handed to the thread pool and back: the two of them were about 40 % of a login's
// CPU on the standalone server (bench/PROFILE.md). On Node the same hashes come from node:crypto,
// synchronously; in the browser (MSW's service worker) Web Crypto is still the one way.

/** The part of node:crypto used here, declared so that the published types need no @types/node. */
export interface NodeDigests {
  createHash(algorithm: 'sha256'): {
    update(data: string): { digest(encoding: 'base64url'): string };
  };
  createSecretKey(key: Uint8Array): object;
  createHmac(
    algorithm: 'sha256',
    key: object,
  ): { update(data: string): { digest(encoding: 'base64url'): string } };
}

/**
 * node:crypto when running on Node, found without a static import so that a browser bundle never
 * asks for it (`process.getBuiltinModule` exists from Node 20.16; `engines` asks for 20.19).
 */
export const nodeDigests: NodeDigests | undefined = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as NodeDigests | undefined;

const encoder = new TextEncoder();

/**
 * Bytes as base64url without padding (RFC 7515 §2), the encoding of JWTs and stored hashes.
 *
 * @example
 * toBase64Url(new Uint8Array([251, 255])); // '-_8'
 */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * SHA-256 of a text's UTF-8 bytes, as base64url: a string on Node, a promise in the browser.
 * `digests` is for tests, to run the Web Crypto path on Node.
 *
 * @example
 * sha256Base64Url('abc'); // 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0'
 */
export function sha256Base64Url(
  text: string,
  digests: NodeDigests | undefined = nodeDigests,
): string | Promise<string> {
  if (digests) return digests.createHash('sha256').update(text).digest('base64url');
  return crypto.subtle
    .digest('SHA-256', encoder.encode(text))
    .then((digest) => toBase64Url(new Uint8Array(digest)));
}

/**
 * A signer of texts with HMAC-SHA256 under one key, signatures as base64url: synchronously on
 * Node, as promises in the browser (the key is imported into Web Crypto once, not per
 * signature). `digests` is for tests, to run the Web Crypto path on Node.
 *
 * @example
 * const sign = createHmacSha256(new TextEncoder().encode('secret'));
 * await sign('header.payload'); // the JWS signature of that signing input
 */
export function createHmacSha256(
  key: Uint8Array<ArrayBuffer>,
  digests: NodeDigests | undefined = nodeDigests,
): (text: string) => string | Promise<string> {
  if (digests) {
    // A key object imports the secret once, not on every signature.
    const secret = digests.createSecretKey(key);
    return (text) => digests.createHmac('sha256', secret).update(text).digest('base64url');
  }
  const imported = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return async (text) =>
    toBase64Url(
      new Uint8Array(await crypto.subtle.sign('HMAC', await imported, encoder.encode(text))),
    );
}
