import { writeFile } from 'node:fs/promises';
import type { RecordedExchange } from '../contract-types.js';
import { toHar } from './to-har.js';

export interface HarRecorder {
  /** Pass as `ContractOptions.onExchange`. */
  onExchange(exchange: RecordedExchange): void;
  /** How many exchanges were recorded so far. */
  readonly size: number;
  /** Write everything recorded so far as HAR 1.2 JSON. */
  write(file: string): Promise<void>;
}

/**
 * Collect a contract run's exchanges and write them as a HAR file (`standin contract --record`).
 *
 * @example
 * const recorder = createHarRecorder('0.1.0');
 * await runContract({ ...options, onExchange: recorder.onExchange });
 * await recorder.write('run.har');
 */
export function createHarRecorder(version: string): HarRecorder {
  const recorded: RecordedExchange[] = [];
  return {
    onExchange: (exchange) => {
      recorded.push(exchange);
    },
    get size() {
      return recorded.length;
    },
    write: (file) =>
      writeFile(
        file,
        `${JSON.stringify(toHar(recorded, { name: 'standin', version }), null, 2)}\n`,
      ),
  };
}
