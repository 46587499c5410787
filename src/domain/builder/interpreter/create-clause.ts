/**
 * "add / create / make / set up / build …": a sub-agent, a tool or a router, told apart by the
 * kind word in the clause's head ("a sub-agent called …", "an HTTP tool that …", "a router").
 * LINE channels and testers are handled before this (line-clause.ts, test-mode-clause.ts).
 */
import type { ClauseInterpreter } from './clause-context.js';
import { readCreateHead } from './create-phrases.js';
import { createRouter } from './router-create.js';
import { createSubAgent } from './sub-agent-create.js';
import { createTool } from './tool-create.js';

/**
 * @example
 * interpretCreateClause(parseClause('add a sub-agent called Billing that handles refunds')!, ctx);
 * // suggests sub_agent.create { name: 'Billing', description: 'Handles refunds', instructions: … }
 */
export const interpretCreateClause: ClauseInterpreter = (clause, ctx) => {
  if (clause.verb !== 'create') return null;
  const head = readCreateHead(clause.rest);
  if (!head) return null;
  switch (head.kind) {
    case 'sub_agent':
      return createSubAgent(clause, head, ctx);
    case 'tool':
      return createTool(clause, head, ctx);
    case 'router':
      return createRouter(clause, head, ctx);
  }
};
