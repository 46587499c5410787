import SwaggerParser from '@apidevtools/swagger-parser';
import { parse } from 'yaml';
import type { RecordedEntry } from '../../src/reconcile/read-har.js';
import { reconcile, type ReconcileResult } from '../../src/reconcile/reconcile.js';

/** A recorded exchange as a test writes it: what it leaves out takes a plain JSON default. */
export type RecordedGiven = Partial<RecordedEntry> &
  Pick<RecordedEntry, 'method' | 'path' | 'status'>;

/**
 * Reconcile an OpenAPI document (YAML text) with recorded exchanges, as `standin reconcile` does
 * with a HAR: no headers, a JSON body, no query and no token unless the exchange says so.
 *
 * @example
 * const result = await reconcileRecorded(SPEC, [{ method: 'GET', path: '/me', status: 200, body }]);
 * result.proposals; // what reconcile would change
 */
export async function reconcileRecorded(
  specText: string,
  given: readonly RecordedGiven[],
): Promise<ReconcileResult> {
  const dereferenced = (await SwaggerParser.dereference(parse(specText) as never)) as Record<
    string,
    unknown
  >;
  const entries = given.map((entry) => ({
    headers: {},
    contentType: 'application/json',
    body: undefined,
    query: {},
    sentToken: false,
    ...entry,
  }));
  return reconcile({ specText, dereferenced, entries });
}
