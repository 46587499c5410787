import type { HttpOutcome } from '../contract-types.js';
import type { Transport } from '../http/create-transport.js';

/** The prefixes `--prefix auto` tries, in order (docs/product/prefixes.md). */
export const AUTO_PREFIXES = ['', '/api/v1'] as const;

export interface PrefixProbe {
  prefix: string;
  status?: number;
  /** The answer was JSON, as an API's is (a web page or a catch-all is not). */
  json?: boolean;
  error?: string;
}

export type PrefixResolution =
  { prefix: string; probes: PrefixProbe[] } | { unreachable: HttpOutcome; probes: PrefixProbe[] };

/**
 * Decide the path prefix. A given prefix is normalised (`api/v1/` → `/api/v1`, `/` → `''`);
 * `auto` probes `POST {base}/auth/login` then `POST {base}/api/v1/auth/login` with `{}` and
 * takes the first that answers JSON and is not 404 — a login route answers 400 or 401 to an
 * empty body, while a web app's catch-all page answers 200 HTML on any path. Failing that, the
 * first that is not 404 (sign-in then says "this is not the API"). When both are 404 it keeps
 * the bare form; the run's diagnosis then says "prefix mismatch?".
 *
 * @example
 * await resolvePrefix(transport, 'auto'); // { prefix: '/api/v1', probes: [{ prefix: '', status: 404 }, { prefix: '/api/v1', status: 400 }] }
 */
export async function resolvePrefix(
  transport: Transport,
  requested: string,
): Promise<PrefixResolution> {
  if (requested !== 'auto') return { prefix: normalizePrefix(requested), probes: [] };
  const probes: PrefixProbe[] = [];
  for (const prefix of AUTO_PREFIXES) {
    const outcome = await transport.send({
      method: 'POST',
      path: `${prefix}/auth/login`,
      json: {},
    });
    if (!outcome.response) {
      probes.push({ prefix, error: outcome.error?.code ?? 'unknown' });
      return { unreachable: outcome, probes };
    }
    const json = outcome.response.body !== undefined;
    probes.push({ prefix, status: outcome.response.status, json });
    if (outcome.response.status !== 404 && json) return { prefix, probes };
  }
  const answered = probes.find((probe) => probe.status !== 404);
  return { prefix: answered?.prefix ?? '', probes };
}

/**
 * A prefix as a path: a leading slash, no trailing one; `''` for the bare form.
 *
 * @example
 * normalizePrefix('api/v1/'); // '/api/v1'
 * normalizePrefix('/'); // ''
 */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}
