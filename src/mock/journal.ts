import type { components } from '../generated/openapi.js';
import { redactHeaders, redactJson } from '../spec/redact.js';

type JournalEntry = components['schemas']['JournalEntry'];

export interface Journal {
  readonly limit: number;
  record(entry: {
    request: Request;
    status: number;
    durationMs: number;
    operationId: string | null;
    body: string;
  }): void;
  list(): JournalEntry[];
}

/**
 * A bounded ring of the last `limit` requests, secrets redacted before they are stored, so memory
 * stays flat however long the server runs.
 *
 * @example
 * const journal = createJournal(500);
 */
export function createJournal(limit = 500, clock: () => Date = () => new Date()): Journal {
  const ring: JournalEntry[] = [];
  let next = 1;
  return {
    limit,
    record({ request, status, durationMs, operationId, body }) {
      const url = new URL(request.url);
      let requestBody: unknown = null;
      if (body.length > 0) {
        try {
          requestBody = redactJson(JSON.parse(body));
        } catch {
          requestBody = body.length > 1024 ? `${body.slice(0, 1024)}…` : body;
        }
      }
      ring.push({
        id: next++,
        at: clock().toISOString(),
        method: request.method,
        path: url.pathname,
        query: url.search,
        status,
        durationMs: Math.round(durationMs * 100) / 100,
        operationId,
        requestHeaders: redactHeaders(request.headers),
        requestBody: requestBody as JournalEntry['requestBody'],
      });
      if (ring.length > limit) ring.splice(0, ring.length - limit);
    },
    list: () => [...ring],
  };
}
