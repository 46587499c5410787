import { isJsonObject } from '../document/json-values.js';
import type { Exchange } from '../run/contract-run.js';
import { previewValue } from '../preview-value.js';

/**
 * What the backend answered, in a few words: the status and the error body's message, or why
 * nothing came back.
 *
 * @example
 * describeAnswer(exchange); // '400 "startDate must be a date"'
 * describeAnswer(refused); // 'no answer (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9)'
 */
export function describeAnswer(exchange: Exchange): string {
  const { response, error } = exchange.outcome;
  if (!response) return `no answer (${error?.code ?? 'unknown'}: ${error?.message ?? ''})`;
  const body = response.body;
  const message = isJsonObject(body) ? body.message : undefined;
  return message === undefined
    ? String(response.status)
    : `${response.status} ${previewValue(message, 80)}`;
}
