/**
 * The AI builder as this backend does it: sessions with a state, instructions matched by a few
 * phrases, suggestions with an `action` and `params`, and a flat suggestion record back from
 * apply and reject (the seed shows none of these records).
 */
import { randomUUID } from 'node:crypto';
import { HttpFailure } from './http-kit.js';

export interface BuilderSession {
  id: string;
  projectId: string;
  state: 'OPEN';
  startedAt: string;
}

export interface BuilderSuggestion {
  id: string;
  sessionId: string;
  projectId: string;
  status: 'pending' | 'applied' | 'rejected';
  action: string;
  params: Record<string, unknown>;
  createdAt: string;
}

export const SKILLS = [
  { key: 'subagent.add', summary: 'Add a sub-agent', sample: 'add a sub-agent called Billing' },
  { key: 'tool.add', summary: 'Add an HTTP tool', sample: 'add a tool that looks up orders' },
  { key: 'line.connect', summary: 'Connect the LINE channel', sample: 'connect LINE' },
  { key: 'testmode.toggle', summary: 'Switch test mode', sample: 'turn on test mode' },
] as const;

/**
 * @example
 * const builder = createBuilder(() => new Date());
 * const session = builder.startSession('prj-nw-sandbox');
 * builder.instruct('prj-nw-sandbox', session.id, 'turn on test mode').suggestions.length; // 1
 */
export function createBuilder(clock: () => Date) {
  const sessions = new Map<string, BuilderSession>();
  const suggestions = new Map<string, BuilderSuggestion>();
  return {
    startSession(projectId: string): BuilderSession {
      const session: BuilderSession = {
        id: `ses_${randomUUID()}`,
        projectId,
        state: 'OPEN',
        startedAt: clock().toISOString(),
      };
      sessions.set(session.id, session);
      return session;
    },
    instruct(projectId: string, sessionId: unknown, instruction: unknown) {
      const problems: string[] = [];
      if (typeof sessionId !== 'string' || sessionId === '')
        problems.push('sessionId must be a string');
      if (typeof instruction !== 'string' || instruction.trim() === '')
        problems.push('instruction should not be empty');
      if (problems.length > 0) throw new HttpFailure(400, problems);
      const session = sessions.get(sessionId as string);
      if (!session || session.projectId !== projectId)
        throw new HttpFailure(404, 'Session not found');
      const made = interpret(instruction as string).map(
        ({ action, params }): BuilderSuggestion => ({
          id: `sug_${randomUUID()}`,
          sessionId: session.id,
          projectId,
          status: 'pending',
          action,
          params,
          createdAt: clock().toISOString(),
        }),
      );
      for (const suggestion of made) suggestions.set(suggestion.id, suggestion);
      return {
        id: `msg_${randomUUID()}`,
        sessionId: session.id,
        reply:
          made.length > 0
            ? `I have ${made.length} suggestion(s) for you to review.`
            : `I did not understand. Try: ${SKILLS.map((skill) => skill.sample).join('; ')}.`,
        suggestions: made,
      };
    },
    decide(projectId: string, suggestionId: string, decision: 'applied' | 'rejected') {
      const suggestion = suggestions.get(suggestionId);
      if (!suggestion || suggestion.projectId !== projectId)
        throw new HttpFailure(404, 'Suggestion not found');
      if (suggestion.status !== 'pending')
        throw new HttpFailure(400, `Suggestion is already ${suggestion.status}`);
      suggestion.status = decision;
      return suggestion;
    },
  };
}

function interpret(
  instruction: string,
): Array<{ action: string; params: Record<string, unknown> }> {
  const text = instruction.toLowerCase();
  const found: Array<{ action: string; params: Record<string, unknown> }> = [];
  const subAgent = /sub-?agent (?:called|named) (.+?)(?: that| to|$)/i.exec(instruction);
  if (subAgent?.[1]) found.push({ action: 'ADD_SUB_AGENT', params: { name: subAgent[1] } });
  if (/\btool\b/.test(text)) found.push({ action: 'ADD_TOOL', params: { kind: 'http' } });
  if (/\bline\b/.test(text)) found.push({ action: 'CONNECT_LINE', params: {} });
  if (/test mode/.test(text))
    found.push({ action: 'SET_TEST_MODE', params: { on: !/\boff\b/.test(text) } });
  return found;
}
