import { open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { StateSnapshot } from '../db/snapshot.js';

/**
 * Reads a state file; `undefined` when there is none yet. A file that exists but cannot be read or
 * parsed is an error that stops the start-up: never a silent reset that would lose state.
 *
 * @example
 * const snapshot = await loadStateFile('.standin/state.json');
 */
export async function loadStateFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(
      `Failed to read the state file ${path}: ${(error as Error).message}. Fix its permissions or pass another --state-file.`,
      { cause: error },
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(
      `Failed to load the state file ${path}: it is not valid JSON (${(error as Error).message}). It was left untouched; restore it, delete it to start fresh, or pass another --state-file.`,
      { cause: error },
    );
  }
}

async function writeDurably(path: string, text: string): Promise<void> {
  // Write a temp file, fsync it, rename it over the old one, fsync the folder: a crash at any
  // point leaves either the old file or the new one, never a torn one.
  const temp = `${path}.${process.pid}.tmp`;
  const file = await open(temp, 'w');
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, path);
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Returns `persist()`: resolves once a write that started after the call is on disk. Calls that
 * arrive while a write runs share the next write, so a burst costs two writes, not one each.
 *
 * @example
 * const persist = createStateWriter(path, () => mock.exportState());
 * await persist(); // the change is durable; now answer the request
 */
export function createStateWriter(
  path: string,
  snapshot: () => StateSnapshot,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  return () => {
    if (queued) return queued;
    const next = running.then(async () => {
      queued = undefined;
      await writeDurably(path, `${JSON.stringify(snapshot())}\n`);
    });
    queued = next;
    running = next.catch(() => {});
    return next;
  };
}
