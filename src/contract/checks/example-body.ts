import type { ContractOperation } from '../document/read-contract-operations.js';

/**
 * The documented JSON example of an operation's request body, so a request about something
 * else (a token, a route) is otherwise well-formed.
 *
 * @example
 * exampleBody(sendBuilderMessage); // { sessionId: 'ses_7f3a9c21', instruction: '…' }
 */
export function exampleBody(operation: ContractOperation): unknown {
  return operation.requestBody?.content['application/json']?.example;
}
