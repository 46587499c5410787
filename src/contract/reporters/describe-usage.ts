import type { FindingUsage } from '../contract-types.js';

/**
 * What a finding is to the deploy gate (`standin contract --usage`), in one line every reporter
 * prints the same way.
 *
 * @example
 * describeUsage({ verdict: 'gate', reads: ['src/main.ts:145'] });
 * // 'gate · the frontend uses it at src/main.ts:145'
 */
export function describeUsage(usage: FindingUsage): string {
  const where = usage.reads.length > 0 ? ` at ${usage.reads.slice(0, 5).join(', ')}` : '';
  const more = usage.reads.length > 5 ? ` and ${usage.reads.length - 5} more` : '';
  switch (usage.verdict) {
    case 'gate':
      return `gate · the frontend uses it${where}${more}`;
    case 'seed':
      return `seed · a seed fact gates every deploy${usage.reads.length > 0 ? `; the frontend uses it${where}${more}` : ''}`;
    default:
      return 'warning · the frontend does not use it';
  }
}
