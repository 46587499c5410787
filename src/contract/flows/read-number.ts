import { readPointer } from '../document/json-values.js';

/**
 * A number at a JSON pointer, or undefined when there is none.
 *
 * @example
 * readNumber({ totals: { total: 3 } }, '/totals/total'); // 3
 */
export function readNumber(value: unknown, pointer: string): number | undefined {
  const found = readPointer(value, pointer);
  return typeof found === 'number' && Number.isFinite(found) ? found : undefined;
}
