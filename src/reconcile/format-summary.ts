import type { Proposal } from './proposal.js';
import type { ReconcileResult } from './reconcile.js';

/**
 * The readable summary of a reconcile: per operation what it answered and what changes, then
 * the schemas several operations share, then what is left as it is and why.
 *
 * @example
 * process.stdout.write(formatSummary(result, { actions: 12 }));
 */
export function formatSummary(result: ReconcileResult, overlay: { actions: number }): string {
  const lines: string[] = [];
  const recorded = result.seen.reduce(
    (sum, seen) => sum + [...seen.statuses.values()].reduce((a, b) => a + b, 0),
    0,
  );
  const outside = [...result.unmatched.values()].reduce((a, b) => a + b, 0);
  lines.push(
    `Recorded: ${recorded} answers from ${result.seen.length} operations` +
      (outside > 0
        ? `; ${outside} outside openapi.yaml (${[...result.unmatched.keys()].slice(0, 3).join(', ')}${result.unmatched.size > 3 ? ', …' : ''})`
        : '') +
      '.',
  );
  lines.push(
    result.proposals.length === 0
      ? 'openapi.yaml already describes every recorded answer.'
      : `${result.proposals.length} proposed changes (${overlay.actions} overlay actions).`,
  );
  const shared = result.proposals.filter((item) => item.operations.length > 1);
  for (const seen of result.seen) {
    const { operationId, method, path } = seen.operation;
    const own = result.proposals.filter(
      (item) => item.operations.length === 1 && item.operations[0] === operationId,
    );
    const refused = result.refused.filter((item) => item.operations.includes(operationId));
    const notes = result.notes.filter((note) => note.operationId === operationId);
    const sharedHere = shared.filter((item) => item.operations.includes(operationId)).length;
    const statuses = [...seen.statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    lines.push('', `${operationId}  ${method} ${path}  (${statuses})`);
    if (own.length + refused.length + notes.length + sharedHere === 0)
      lines.push('  = as documented');
    for (const item of own) lines.push(`  ~ ${line(item)}`);
    if (sharedHere > 0) lines.push(`  ~ ${sharedHere} change(s) to shared schemas, below`);
    for (const item of refused) lines.push(`  ✗ seed fact, left as documented: ${line(item)}`);
    for (const note of notes) lines.push(`  ! ${note.text}`);
  }
  if (shared.length > 0) {
    lines.push('', 'Shared schemas');
    for (const item of shared)
      lines.push(`  ~ ${line(item)}`, `      from ${item.operations.join(', ')}`);
  }
  const tidy = result.proposals.filter((item) => item.operations.length === 0);
  if (tidy.length > 0) {
    lines.push('', 'Left behind by these changes');
    for (const item of tidy) lines.push(`  ~ ${line(item)}`);
  }
  return `${lines.join('\n')}\n`;
}

function line(item: Proposal): string {
  return `${item.where}: ${item.text}`;
}
