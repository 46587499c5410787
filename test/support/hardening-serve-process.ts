import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nobody listens on right now: the OS picks it for a throwaway listener. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  /** What the process wrote to stderr so far (for failure messages). */
  stderr(): string;
  /** SIGKILL: no handler runs, nothing is flushed; resolves once the process is gone. */
  kill(): Promise<void>;
}

/**
 * `node bin/standin.js serve --port <free port> ...args`, resolved once /__standin/health answers.
 * The CLI takes a fixed port (0 is allowed but never printed with --quiet), hence `freePort`.
 */
export async function startServeProcess(
  bin: string,
  args: readonly string[],
  timeoutMs = 20_000,
): Promise<ServeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [bin, 'serve', '--port', String(port), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`standin serve exited with ${child.exitCode}: ${stderr}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`standin serve did not answer within ${timeoutMs} ms: ${stderr}`);
    }
    const health = await fetch(`${url}/__standin/health`).catch(() => undefined);
    if (health?.status === 200) break;
    await sleep(50);
  }
  return {
    child,
    url,
    stderr: () => stderr,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
