// One load run with autocannon, reduced to the numbers the report needs.
import autocannon from 'autocannon';

/**
 * @typedef {object} Target
 * @property {string} name      label in the tables, e.g. "GET /reports/overview"
 * @property {string} url       absolute URL
 * @property {string} [method]
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 */

/**
 * @typedef {object} LoadSummary
 * @property {number} rps        mean requests per second
 * @property {number} p50        latency, ms
 * @property {number} p99        latency, ms
 * @property {number} mean       latency, ms
 * @property {number} requests   completed requests
 * @property {number} non2xx
 * @property {number} errors     connection errors and timeouts
 * @property {Record<string, number>} statuses
 * @property {number | null} cpuPerRequest  server CPU ms per request (user + system)
 */

function run(target, options) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    // `amount` takes precedence over `duration` in autocannon.
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    timeout: 10,
  });
}

/**
 * Warms up (JIT, connection pools, caches) for `warmup` seconds, then measures.
 *
 * @param {Target} target
 * `cpuMs`, when given, reads the server's CPU time; the summary then has `cpuPerRequest` (ms
 * of server CPU per answered request), which stays meaningful when other processes compete for
 * the cores and req/s does not.
 *
 * @param {{ connections: number, duration?: number, warmup?: number, amount?: number }} options
 * @param {() => number | null} [cpuMs]
 * @returns {Promise<LoadSummary>}
 */
export async function measure(target, options, cpuMs) {
  if (options.warmup) {
    await run(target, {
      connections: options.connections,
      duration: options.warmup,
    });
  }
  const cpuBefore = cpuMs?.() ?? null;
  const result = await run(target, options);
  const cpuAfter = cpuMs?.() ?? null;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: Math.round(result.latency.average * 100) / 100,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
    cpuPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 1000) / 1000
        : null,
  };
}
