/**
 * The boards the builder corpora's cases are read against: the seeded support board, or one of
 * the variants a case's `setup` names. Shared by the corpus test and
 * scripts/builder-robustness.mjs, so both read every case on the same board.
 */
import { seedBoard } from '../../src/domain/builder/seed-board.js';
import type { Board } from '../../src/domain/builder/types.js';

export type CorpusSetup = 'test_mode_on' | 'line_disabled' | 'fallback_faq' | 'billing';

const seeded = seedBoard('prj_acme_support', 'support', new Date('2026-01-15T00:00:00.000Z'));

/**
 * @example
 * corpusBoard('test_mode_on').testMode.enabled; // true
 * corpusBoard(undefined).subAgents.length; // 2
 */
export function corpusBoard(setup: CorpusSetup | undefined): Board {
  switch (setup) {
    case undefined:
      return seeded;
    case 'test_mode_on':
      return {
        ...seeded,
        testMode: { enabled: true, testers: ['alice@acme.test', 'owner@acme.test'] },
      };
    case 'line_disabled':
      return {
        ...seeded,
        lineChannels: seeded.lineChannels.map((c) => ({ ...c, enabled: false })),
      };
    case 'fallback_faq':
      return {
        ...seeded,
        routers: seeded.routers.map((r) => ({
          ...r,
          fallback: { action: 'sub_agent', subAgentId: 'sag_faq' },
        })),
      };
    case 'billing':
      return {
        ...seeded,
        subAgents: [
          ...seeded.subAgents,
          {
            id: 'sag_billing',
            name: 'Billing',
            description: 'Handles refunds',
            instructions: 'Help customers with refunds.',
            toolIds: [],
          },
        ],
      };
  }
}
