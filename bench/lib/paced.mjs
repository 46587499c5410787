// Latency at a fixed request rate, open loop: requests leave on a uniform schedule whatever the
// server does, so a slow answer cannot hide the requests it delayed.
//
// autocannon's own rate limit sends each connection's quota for the second in one burst at the
// start of the second, which measures how a burst drains, not latency at a rate; hence this.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (value) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * @param {import('./load.mjs').Target} target
 * @param {{ rate: number, duration: number, warmup?: number, connections: number }} options
 * @param {() => number | null} [cpuMs] the server's CPU time, for CPU ms per request
 */
export async function paced(target, options, cpuMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(target.url);
  const body = target.body === undefined ? undefined : Buffer.from(target.body);
  const headers = { ...target.headers, ...(body ? { 'content-length': String(body.length) } : {}) };

  /** Resolves with [status, ms] or [error code, ms]; never rejects. */
  const send = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.request(
        url,
        { method: target.method ?? 'GET', headers, agent },
        (response) => {
          response.resume();
          response.once('end', () => resolve([response.statusCode, performance.now() - started]));
        },
      );
      request.once('error', (error) =>
        resolve([error.code ?? 'ERROR', performance.now() - started]),
      );
      request.setTimeout(10_000, () => request.destroy());
      request.end(body);
    });

  async function phase(seconds) {
    const interval = 1000 / options.rate;
    const total = Math.round(seconds * options.rate);
    const start = performance.now();
    const inFlight = [];
    for (let i = 0; i < total; i += 1) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      inFlight.push(send());
    }
    return Promise.all(inFlight);
  }

  try {
    if (options.warmup) await phase(options.warmup);
    const cpuBefore = cpuMs?.() ?? null;
    const answers = await phase(options.duration);
    const cpuAfter = cpuMs?.() ?? null;
    const ok = answers.filter(([status]) => typeof status === 'number' && status < 300);
    const times = ok.map(([, ms]) => ms).sort((a, b) => a - b);
    return {
      rate: options.rate,
      requests: answers.length,
      non2xx: answers.filter(([status]) => typeof status === 'number' && status >= 300).length,
      errors: answers.filter(([status]) => typeof status !== 'number').length,
      p50: round(percentile(times, 50)),
      p90: round(percentile(times, 90)),
      p99: round(percentile(times, 99)),
      max: round(times.at(-1) ?? null),
      mean: round(times.length ? times.reduce((a, b) => a + b, 0) / times.length : null),
      cpuPerRequest:
        cpuBefore !== null && cpuAfter !== null && answers.length > 0
          ? Math.round(((cpuAfter - cpuBefore) / answers.length) * 1000) / 1000
          : null,
    };
  } finally {
    agent.destroy();
  }
}
