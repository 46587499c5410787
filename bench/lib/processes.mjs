// Child servers for the benchmarks: spawn, wait for the first answer, read RSS, stop.
//
// Every child is registered the moment it is spawned and killed on every way out of the parent
// (normal end, an exception, Ctrl-C, SIGTERM), so a benchmark never leaves a server holding a
// port. Servers run as separate processes, never in the benchmark's own process, so the load
// generator's CPU and heap never mix with the server's numbers.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let cleanupInstalled = false;

/** `pid` and every process below it (Prism, for one, forks its HTTP server as a worker). */
export function processTree(pid) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent pid is the 2nd field after the parenthesized command name.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // The process exited while we were looking: it is no longer part of any tree.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

function signalTree(pid, signal) {
  // Descendants first, so a supervisor cannot respawn a worker we just killed.
  for (const member of processTree(pid).reverse()) {
    try {
      process.kill(member, signal);
    } catch {
      // Already gone.
    }
  }
}

function killAll(signal) {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      signalTree(child.pid, signal);
    }
  }
}

/** Installs the exit, signal and crash hooks once; `onInterrupt` may print a last line. */
export function installCleanup(onInterrupt = () => {}) {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  // 'exit' handlers must be synchronous: SIGKILL cannot be ignored, so nothing outlives us.
  process.on('exit', () => killAll('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      onInterrupt(signal);
      killAll('SIGTERM');
      // Give children a moment to close their sockets, then make sure they are gone.
      setTimeout(() => process.exit(130), 300).unref();
    });
  }
  process.on('uncaughtException', (error) => {
    console.error(error);
    process.exit(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * A port that is free right now (the OS picks it, then we release it). Good enough on loopback:
 * the child binds it within milliseconds, and a clash would show as a failed start, not a wrong
 * number.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** One HTTP request without keep-alive; resolves with the status, or null when refused. */
function probe(url, headers) {
  return new Promise((resolve) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? null));
    });
    request.once('error', () => resolve(null));
    request.setTimeout(5_000, () => request.destroy());
  });
}

/** Resident set size of a process and its descendants, in MB, from /proc (Linux). */
export function rssMb(pid) {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${member}/status`, 'utf8');
      kb += Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
    } catch {
      // Exited meanwhile.
    }
  }
  return kb > 0 ? Math.round((kb / 1024) * 10) / 10 : null;
}

/** Kernel clock ticks per second, the unit of utime/stime in /proc/<pid>/stat. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (user + system) a process and its live descendants have used so far, in ms. */
export function cpuMs(pid) {
  let ticks = 0;
  let found = false;
  for (const member of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${member}/stat`, 'utf8');
      // utime and stime are the 14th and 15th fields; count after the parenthesized command
      // name, which may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // Exited meanwhile.
    }
  }
  return found ? (ticks * 1000) / CLOCK_TICKS : null;
}

/**
 * Spawns `node <args>` and resolves once `readyPath` answers `readyStatus`. `startupMs` is spawn
 * to that first answer, polled every 5 ms (so it is precise to about 5 ms).
 *
 * @param {object} options
 * @param {string} options.name
 * @param {string[]} options.args arguments after the node binary
 * @param {number} options.port
 * @param {string} options.readyPath
 * @param {Record<string, string>} [options.readyHeaders]
 * @param {number} [options.readyStatus]
 * @param {string[]} [options.nodeOptions] flags for the child's node, e.g. --cpu-prof
 * @param {string} [options.cwd]
 * @param {number} [options.timeoutMs]
 * @param {string} [options.execPath] the node binary (default: the one running the benchmark)
 */
export async function startServer(options) {
  const {
    name,
    args,
    port,
    readyPath,
    readyHeaders = {},
    readyStatus = 200,
    nodeOptions = [],
    execPath = process.execPath,
    cwd,
    timeoutMs = 120_000,
  } = options;
  const started = performance.now();
  const child = spawn(execPath, [...nodeOptions, ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
  });
  children.add(child);
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk) => {
    // Keep only the tail: a chatty child must not grow the benchmark's own memory.
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });

  const url = `http://127.0.0.1:${port}`;
  let startupMs = null;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const status = await probe(`${url}${readyPath}`, readyHeaders);
    if (status === readyStatus) {
      startupMs = performance.now() - started;
      break;
    }
    await sleep(5);
  }
  if (startupMs === null) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(
      `${name} did not answer ${readyStatus} on ${readyPath} within ${timeoutMs} ms (exit ${child.exitCode ?? child.signalCode}).\n${stderr}`,
    );
  }

  return {
    name,
    pid: /** @type {number} */ (child.pid),
    port,
    url,
    startupMs,
    rssMb: () => rssMb(/** @type {number} */ (child.pid)),
    cpuMs: () => cpuMs(/** @type {number} */ (child.pid)),
    stderr: () => stderr,
    /** SIGTERM (a clean close, so --cpu-prof can write its file), SIGKILL after `graceMs`. */
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      const tree = processTree(/** @type {number} */ (child.pid));
      child.kill('SIGTERM');
      const timer = setTimeout(
        () => signalTree(/** @type {number} */ (child.pid), 'SIGKILL'),
        graceMs,
      );
      const result = await exited;
      clearTimeout(timer);
      // Workers of a supervisor that exited must not outlive it and keep the port.
      for (const member of tree.slice(1)) {
        try {
          process.kill(member, 'SIGKILL');
        } catch {
          // Already gone, as it should be.
        }
      }
      return result;
    },
  };
}
