/**
 * Node-only surface (`standin/node`): the standalone server with its journal, drift guard and
 * state file.
 *
 * @example
 * import { startServer } from 'standin/node';
 * const server = await startServer({ port: 0, quiet: true });
 * // ... fetch(`${server.url}/api/v1/auth/login`, ...)
 * await server.close();
 */
export { startServer, type RunningServer, type ServerOptions } from './mock/start-server.js';
export { recordUsageToFile } from './usage/record-usage-file.js';
export { createApp, type CreateAppOptions } from './server/create-app.js';
