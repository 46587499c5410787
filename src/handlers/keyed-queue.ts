/**
 * Runs tasks with the same key one after another (a per-project lock), so a read-modify-write of
 * a board never interleaves with another: two concurrent applies of one suggestion see each
 * other's result, and exactly one wins.
 *
 * @example
 * const queue = createKeyedQueue();
 * await queue.run(projectId, async () => { ...read, apply, write... });
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      // Forget the key once its queue drains, so memory stays bounded by the keys in use.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
