import type { components } from '../generated/openapi.js';
import { redactHeaders, redactJson, redactText } from '../spec/redact.js';

type JournalEntry = components['schemas']['JournalEntry'];

export interface Journal {
  readonly limit: number;
  record(entry: {
    method: string;
    url: URL;
    headers: Pick<Headers, 'forEach'>;
    status: number;
    durationMs: number;
    operationId: string | null;
    body: string;
  }): void;
  list(): JournalEntry[];
}

/** Kept per body at most, so 500 entries stay within a few MB however large the bodies were. */
const MAX_BODY_CHARS = 4096;

function shorten(text: string): string {
  return text.length > MAX_BODY_CHARS
    ? `${text.slice(0, MAX_BODY_CHARS)}… (${text.length} characters in all)`
    : text;
}

/**
 * The body as the journal keeps it: JSON redacted by key, other text redacted by pattern, and
 * either cut to MAX_BODY_CHARS (a 1 MiB body used to be kept whole, 500 of them half a GB; a
 * malformed JSON body used to keep its password).
 */
function storedBody(body: string): unknown {
  if (body.length === 0) return null;
  try {
    const redacted = redactJson(JSON.parse(body));
    const text = JSON.stringify(redacted);
    return text.length > MAX_BODY_CHARS ? shorten(text) : redacted;
  } catch {
    // Not JSON, or JSON nested too deep to walk (a stack overflow here, after the answer was
    // sent, would be an unhandled rejection that stops `standin serve`): keep redacted text.
    return shorten(redactText(body));
  }
}

/**
 * A bounded ring of the last `limit` requests, secrets redacted before they are stored, so memory
 * stays flat however long the server runs.
 *
 * @example
 * const journal = createJournal(500);
 */
export function createJournal(limit = 500, clock: () => Date = () => new Date()): Journal {
  // A ring: once full, each entry overwrites the oldest in place (shifting 500 entries down on
  // every request cost more than writing one).
  // Entries kept: a fractional limit keeps as many as it did when the list was cut by splice.
  const capacity = Math.max(0, Math.ceil(limit));
  const ring: JournalEntry[] = [];
  let oldest = 0;
  let next = 1;
  return {
    limit,
    record({ method, url, headers, status, durationMs, operationId, body }) {
      const requestBody = storedBody(body);
      const entry: JournalEntry = {
        id: next++,
        at: clock().toISOString(),
        method,
        path: url.pathname,
        query: url.search,
        status,
        durationMs: Math.round(durationMs * 100) / 100,
        operationId,
        requestHeaders: redactHeaders(headers),
        requestBody: requestBody as JournalEntry['requestBody'],
      };
      if (capacity === 0) return;
      if (ring.length < capacity) {
        ring.push(entry);
      } else {
        ring[oldest] = entry;
        oldest = (oldest + 1) % capacity;
      }
    },
    list: () => [...ring.slice(oldest), ...ring.slice(0, oldest)],
  };
}
