/** What msw does with a request no handler answers. */
export type UnhandledStrategy = 'bypass' | 'warn' | 'error';

/**
 * The one place that knows msw 2 and msw 3 name this option differently: msw 2 reads
 * `onUnhandledRequest`, msw 3 reads `onUnhandledFrame` (it covers WebSocket frames too) and
 * ignores the old name. Both are set, so the strategy holds on either major
 * (docs/decisions/0012-node-24-and-msw-3.md).
 *
 * @example
 * import { setupServer } from 'msw/node';
 * const server = setupServer(...mock.handlers);
 * server.listen(onUnhandled('error'));
 */
export function onUnhandled<T extends object>(strategy: UnhandledStrategy): T {
  return { onUnhandledRequest: strategy, onUnhandledFrame: strategy } as unknown as T;
}
