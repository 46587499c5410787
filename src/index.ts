/**
 * Standin's public surface (`standin`): the mock's pieces, usable anywhere msw runs.
 * Node-only parts are in `standin/node`, the service-worker helper in `standin/browser`, the
 * contract runner in `standin/contract`, and a typed client in `standin/client`.
 *
 * @example
 * import { createMock } from 'standin';
 * import { setupServer } from 'msw/node';
 *
 * const mock = await createMock({ seed: 1 });
 * const server = setupServer(...mock.handlers);
 */
export { createMock, type Mock, type MockOptions, DEFAULT_PREFIXES } from './mock/create-mock.js';
export { createHandlers, type CreateHandlersOptions } from './mock/create-handlers.js';
export { createDb, type Db } from './db/create-db.js';
export { seedDb, type SeedOptions } from './db/seed-db.js';
export type { StateSnapshot } from './db/snapshot.js';
export type { ProfileShape, ServedOperation } from './handlers/handler-context.js';
export { createUsageRecorder, type UsageRecorder } from './usage/record-served.js';
export {
  parseUsage,
  type UsageFile,
  type UsageMember,
  type UsageOperation,
} from './usage/read-usage.js';
export { errorBody, type ErrorBody, type ErrorCode } from './spec/error-body.js';
export type { components, paths, operations } from './generated/openapi.js';
