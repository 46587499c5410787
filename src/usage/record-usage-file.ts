import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { formatUsage, mergeUsage } from './merge-usage.js';
import { readUsage } from './read-usage.js';
import { createUsageRecorder, type ServedOperation } from './record-served.js';

/**
 * A `recordUsage` callback that keeps a usage file (`sources: ["observed"]`) up to date: the file
 * is rewritten, whole and atomically, each time an operation is served with a status not seen
 * before (a few dozen times in a run at most), merged with what the file already held, so
 * several runs add up. Give each parallel worker its own file and merge them with
 * `standin usage --merge a.json b.json`.
 *
 * @example
 * const mock = await createMock({ recordUsage: recordUsageToFile('observed.json') });
 */
export function recordUsageToFile(file: string): (served: ServedOperation) => void {
  const earlier = existsSync(file) ? readUsage(readFileSync(file, 'utf8'), file) : undefined;
  const recorder = createUsageRecorder();
  const write = () => {
    const merged = mergeUsage(earlier ? [earlier, recorder.usage()] : [recorder.usage()]);
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, formatUsage(merged));
    renameSync(partial, file);
  };
  // Written once now, so a path that cannot be written fails at start, not in an answer.
  try {
    write();
  } catch (error) {
    throw new Error(
      `cannot write the usage file ${file} (${(error as { code?: string }).code ?? String(error)}). Check the path.`,
      { cause: error },
    );
  }
  return (served) => {
    if (!recorder.record(served)) return;
    try {
      write();
    } catch {
      // The file was writable at start; a full disk must not turn an answer into a 500.
    }
  };
}
