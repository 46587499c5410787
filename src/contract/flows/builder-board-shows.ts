import { isJsonObject, readPointer } from '../document/json-values.js';
import type { FindingDraft } from '../run/contract-run.js';

/** Where each suggestion target type lives on a board (openapi.yaml `Board`). */
const COLLECTIONS: Record<string, string> = {
  router: 'routers',
  sub_agent: 'subAgents',
  tool: 'tools',
  line: 'lineChannels',
};

/**
 * Whether a board shows an applied suggestion: a created, updated, connected or enabled item is
 * on it under its target id, a deleted or disconnected one is gone, and test mode is on or off
 * as the suggestion said. Suggestion fields the backend left out give no finding here (the
 * schema checks report them).
 *
 * @example
 * boardShows(board, { operation: 'create', target: { type: 'sub_agent', id: 'sag_1' } }); // []
 */
export function boardShows(board: unknown, suggestion: unknown): FindingDraft[] {
  const operation = readPointer(suggestion, '/operation');
  const type = readPointer(suggestion, '/target/type');
  const id = readPointer(suggestion, '/target/id');
  if (type === 'test_mode' && (operation === 'enable' || operation === 'disable')) {
    const enabled = readPointer(board, '/testMode/enabled');
    if (enabled === (operation === 'enable')) return [];
    return [
      draft(
        '/body/testMode/enabled',
        String(operation === 'enable'),
        String(enabled),
        `test mode was not turned ${operation === 'enable' ? 'on' : 'off'}`,
      ),
    ];
  }
  const collection = typeof type === 'string' ? COLLECTIONS[type] : undefined;
  if (collection === undefined || typeof id !== 'string') return [];
  const items = readPointer(board, `/${collection}`);
  const present =
    Array.isArray(items) && items.some((item) => isJsonObject(item) && item.id === id);
  const removed = operation === 'delete' || operation === 'disconnect';
  if (present !== removed) return [];
  return [
    draft(
      `/body/${collection}`,
      removed ? `no item ${id}` : `an item with id ${id}`,
      present ? `${id} is still there` : `no item ${id}`,
      `the board does not show the applied ${String(operation)} of ${type} ${id}`,
    ),
  ];
}

function draft(pointer: string, expected: string, received: string, message: string): FindingDraft {
  return { pointer, expected, received, message, source: 'assumed' };
}
