/** A JSON Schema as found in openapi.yaml after dereferencing: an object or a boolean. */
export type JsonSchema = { [keyword: string]: unknown } | boolean;

/** A plain JSON object. */
export type JsonObject = { [key: string]: unknown };

/**
 * Narrow an untrusted value (a backend's body, a YAML node) to a plain object.
 *
 * @example
 * isJsonObject({ a: 1 }); // true
 * isJsonObject([1]); // false
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a schema is itself a seed fact (`x-standin-source: seed` on the schema object). A body
 * format — JSON at all, a content type — is a seed fact only where the seed describes that body
 * ("JSON with accessToken and user" for login, "user plus organization payload" for profiles);
 * everywhere else the seed says the body is "not shown".
 *
 * @example
 * isSeedSchema({ 'x-standin-source': 'seed' }); // true
 * isSeedSchema(true); // false
 */
export function isSeedSchema(schema: JsonSchema | undefined): boolean {
  return isJsonObject(schema) && schema['x-standin-source'] === 'seed';
}

/**
 * Follow a JSON pointer (RFC 6901) into a value; undefined when the path does not exist.
 *
 * @example
 * readPointer({ user: { id: 'u1' } }, '/user/id'); // 'u1'
 */
export function readPointer(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  let current = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isJsonObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/**
 * Escape one key for use in a JSON pointer.
 *
 * @example
 * pointerSegment('a/b'); // 'a~1b'
 */
export function pointerSegment(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1');
}
