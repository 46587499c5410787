import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import { createMock, type Mock, type MockOptions } from './mock/create-mock.js';
import { onUnhandled } from './unhandled-requests.js';

export interface StartWorkerOptions extends MockOptions {
  /** msw's `worker.start()` options; by default requests no handler answers go to the network quietly. */
  start?: StartOptions;
}

/**
 * Runs Standin's handlers in the browser with MSW's service worker (`standin/browser`). Copy the
 * worker script once with `npx msw init public/`.
 *
 * @example
 * import { startWorker } from 'standin/browser';
 * await startWorker({ prefixes: ['/api/v1'] });
 * // fetch('/api/v1/auth/login', ...) is now answered in the browser.
 */
export async function startWorker(
  options: StartWorkerOptions = {},
): Promise<{ worker: SetupWorker; mock: Mock }> {
  const { start, ...mockOptions } = options;
  const mock = await createMock(mockOptions);
  const worker = setupWorker(...mock.handlers);
  await worker.start({ ...onUnhandled<StartOptions>('bypass'), quiet: true, ...start });
  return { worker, mock };
}

export { createMock, type Mock, type MockOptions } from './mock/create-mock.js';
