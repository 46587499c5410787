/**
 * "add / create / make / set up / build …": a sub-agent, a tool or a router, told apart by the
 * kind word in the clause's head ("a sub-agent called …", "an HTTP tool that …", "a router").
 * LINE channels and testers are handled before this (line-clause.ts, test-mode-clause.ts).
 */
import { note, type ClauseInterpreter } from './clause-context.js';
import { readCreateHead } from './create-phrases.js';
import { createRouter } from './router-create.js';
import { createSubAgent } from './sub-agent-create.js';
import { createTool } from './tool-create.js';
import { quotedIn, readsAsSentence } from './phrase.js';

/**
 * @example
 * interpretCreateClause(parseClause('add a sub-agent called Billing that handles refunds')!, ctx);
 * // suggests sub_agent.create { name: 'Billing', description: 'Handles refunds', instructions: … }
 */
export const interpretCreateClause: ClauseInterpreter = (clause, ctx) => {
  if (clause.verb !== 'create') return null;
  // "add all agents as testers" is about testers (and names no e-mail), not a new sub-agent.
  if (/\btesters?\b/i.test(clause.rest)) return null;
  const head = readCreateHead(clause.rest);
  if (!head) return null;
  if (/(?:agents|tools|routers|bots|assistants|specialists)$/i.test(head.text)) {
    return note(
      'I add one item at a time; name it, e.g. "add a sub-agent called Billing that handles refunds".',
    );
  }
  const created =
    head.kind === 'sub_agent'
      ? createSubAgent(clause, head, ctx)
      : head.kind === 'tool'
        ? createTool(clause, head, ctx)
        : createRouter(clause, head, ctx);
  // "… called and everything else": a name that reads as a sentence is asked for again.
  const name = created.kind === 'suggest' ? (created.draft.payload as { name?: string }).name : '';
  if (name && readsAsSentence(name) && !quotedIn(clause.rest, name)) {
    return note(
      `"${name}" reads as a sentence, not a name, so I did not create it. Put the name in quotes, e.g. add a sub-agent called "Billing".`,
    );
  }
  return created;
};
