/**
 * The AI builder as this backend does it: snake_case sessions, messages and suggestions, a
 * board per project whose revision grows on every applied suggestion, a bare array of skills,
 * and instructions matched by a few phrases.
 */
import { randomUUID } from 'node:crypto';
import { HTTPException, RequestValidationError, type ValidationIssue } from './starlette.js';

export interface Suggestion {
  id: string;
  session_id: string;
  message_id: string;
  skill_id: string;
  status: 'pending' | 'applied' | 'rejected';
  operation: string;
  target: { type: string; id: string | null };
  title: string;
  rationale: string;
  payload: Record<string, unknown>;
  depends_on: string[];
  rejection_reason: string | null;
  created_at: string;
  resolved_at: string | null;
}

interface Board {
  project_id: string;
  revision: number;
  updated_at: string;
  routers: Array<Record<string, unknown>>;
  sub_agents: Array<Record<string, unknown>>;
  tools: Array<Record<string, unknown>>;
  line_channels: Array<Record<string, unknown>>;
  test_mode: { enabled: boolean; testers: string[] };
}

const schema = (required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  required,
  properties,
});

export const SKILLS = [
  {
    id: 'sub_agent.create',
    title: 'Create a sub-agent',
    description: 'Adds a sub-agent with its own instructions.',
    target_type: 'sub_agent',
    operation: 'create',
    input_schema: schema(['name'], { name: { type: 'string' }, description: { type: 'string' } }),
    examples: ['add a sub-agent called Billing that handles refunds'],
  },
  {
    id: 'tool.create',
    title: 'Create an HTTP tool',
    description: 'Adds a tool the sub-agents can call.',
    target_type: 'tool',
    operation: 'create',
    input_schema: schema(['name'], { name: { type: 'string' } }),
    examples: ['add a tool that looks up orders'],
  },
  {
    id: 'line.connect',
    title: 'Connect LINE',
    description: 'Connects a LINE Official Account.',
    target_type: 'line',
    operation: 'connect',
    input_schema: schema([], {}),
    examples: ['connect LINE'],
  },
  {
    id: 'test_mode.enable',
    title: 'Turn test mode on',
    description: 'Only testers talk to the bot.',
    target_type: 'test_mode',
    operation: 'enable',
    input_schema: schema([], {}),
    examples: ['turn on test mode'],
  },
] as const;

/**
 * @example
 * const builder = createBuilderService(() => new Date());
 * const session = builder.startSession('globex-sandbox');
 * builder.send('globex-sandbox', { session_id: session.id, instruction: 'connect LINE' }).suggestions.length; // 1
 */
export function createBuilderService(clock: () => Date) {
  const sessions = new Map<string, { id: string; project_id: string }>();
  const suggestions = new Map<string, Suggestion & { project_id: string }>();
  const boards = new Map<string, Board>();
  const now = () => clock().toISOString();
  const boardOf = (projectId: string): Board => {
    const known = boards.get(projectId);
    if (known) return known;
    const board: Board = {
      project_id: projectId,
      revision: 0,
      updated_at: now(),
      routers: [],
      sub_agents: [],
      tools: [],
      line_channels: [],
      test_mode: { enabled: false, testers: [] },
    };
    boards.set(projectId, board);
    return board;
  };
  const find = (projectId: string, suggestionId: string) => {
    const suggestion = suggestions.get(suggestionId);
    if (!suggestion || suggestion.project_id !== projectId)
      throw new HTTPException(404, 'Suggestion not found');
    if (suggestion.status !== 'pending')
      throw new HTTPException(409, `Suggestion is already ${suggestion.status}`);
    return suggestion;
  };
  const shown = ({ project_id: _project, ...suggestion }: Suggestion & { project_id: string }) =>
    suggestion;

  return {
    startSession(projectId: string) {
      const session = { id: randomUUID(), project_id: projectId };
      sessions.set(session.id, session);
      const created = clock();
      return {
        ...session,
        status: 'active',
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + 3_600_000).toISOString(),
      };
    },
    /** `body` is the JSON the client sent; `session_id` (or `sessionId`) and `instruction`. */
    send(projectId: string, body: unknown) {
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      const sessionId = fields.session_id ?? fields.sessionId;
      const instruction = fields.instruction;
      const issues: ValidationIssue[] = [];
      for (const [name, value] of [
        ['session_id', sessionId],
        ['instruction', instruction],
      ] as const) {
        if (value === undefined)
          issues.push({
            type: 'missing',
            loc: ['body', name],
            msg: 'Field required',
            input: body ?? null,
          });
        else if (typeof value !== 'string' || value.trim() === '')
          issues.push({
            type: typeof value === 'string' ? 'string_too_short' : 'string_type',
            loc: ['body', name],
            msg:
              typeof value === 'string'
                ? 'String should have at least 1 character'
                : 'Input should be a valid string',
            input: value,
          });
      }
      if (issues.length > 0) throw new RequestValidationError(issues);
      const session = sessions.get(sessionId as string);
      if (!session || session.project_id !== projectId)
        throw new HTTPException(404, 'Session not found');
      const messageId = randomUUID();
      const made = interpret(instruction as string).map((found) => {
        const suggestion: Suggestion & { project_id: string } = {
          id: randomUUID(),
          project_id: projectId,
          session_id: session.id,
          message_id: messageId,
          status: 'pending',
          target: { type: found.skill.split('.')[0] ?? 'sub_agent', id: null },
          operation: found.skill.split('.')[1] ?? 'create',
          skill_id: found.skill,
          title: found.title,
          rationale: `You asked: "${instruction as string}".`,
          payload: found.payload,
          depends_on: [],
          rejection_reason: null,
          created_at: now(),
          resolved_at: null,
        };
        suggestions.set(suggestion.id, suggestion);
        return shown(suggestion);
      });
      return {
        message: {
          id: messageId,
          session_id: session.id,
          role: 'assistant',
          reply:
            made.length > 0
              ? `Here ${made.length === 1 ? 'is 1 suggestion' : `are ${made.length} suggestions`}.`
              : 'I could not turn that into a change. Try "add a sub-agent called Billing".',
          created_at: now(),
        },
        suggestions: made,
      };
    },
    list(projectId: string, status: string | null) {
      return [...suggestions.values()]
        .filter(
          (item) => item.project_id === projectId && (status === null || item.status === status),
        )
        .map(shown);
    },
    board: (projectId: string) => boardOf(projectId),
    apply(projectId: string, suggestionId: string) {
      const suggestion = find(projectId, suggestionId);
      const board = boardOf(projectId);
      const id = `${suggestion.target.type}-${board.revision + 1}`;
      const name =
        typeof suggestion.payload.name === 'string' ? suggestion.payload.name : 'Unnamed';
      if (suggestion.skill_id === 'sub_agent.create')
        board.sub_agents.push({
          id,
          name,
          description: String(suggestion.payload.description ?? ''),
          instructions: '',
          tool_ids: [],
        });
      if (suggestion.skill_id === 'tool.create')
        board.tools.push({ id, name, description: '', kind: 'http', http: null, parameters: [] });
      if (suggestion.skill_id === 'line.connect')
        board.line_channels.push({
          id,
          name: 'LINE',
          channel_id: '1650000000',
          enabled: true,
          connected_at: now(),
        });
      if (suggestion.skill_id === 'test_mode.enable') board.test_mode.enabled = true;
      board.revision += 1;
      board.updated_at = now();
      suggestion.status = 'applied';
      suggestion.target = { ...suggestion.target, id };
      suggestion.resolved_at = board.updated_at;
      return { suggestion: shown(suggestion), board };
    },
    reject(projectId: string, suggestionId: string, body: unknown) {
      const suggestion = find(projectId, suggestionId);
      const reason = (body as { reason?: unknown } | undefined)?.reason;
      suggestion.status = 'rejected';
      suggestion.rejection_reason = typeof reason === 'string' ? reason : null;
      suggestion.resolved_at = now();
      return { suggestion: shown(suggestion) };
    },
  };
}

function interpret(
  instruction: string,
): Array<{ skill: string; title: string; payload: Record<string, unknown> }> {
  const found: Array<{ skill: string; title: string; payload: Record<string, unknown> }> = [];
  const subAgent = /sub-?agent (?:called|named) (.+?)(?: that (.+))?$/i.exec(instruction.trim());
  if (subAgent?.[1])
    found.push({
      skill: 'sub_agent.create',
      title: `Create sub-agent "${subAgent[1]}"`,
      payload: { name: subAgent[1], ...(subAgent[2] ? { description: subAgent[2] } : {}) },
    });
  else {
    if (/\btool\b/i.test(instruction))
      found.push({ skill: 'tool.create', title: 'Create a tool', payload: { name: 'Lookup' } });
    if (/\bline\b/i.test(instruction))
      found.push({ skill: 'line.connect', title: 'Connect LINE', payload: {} });
    if (/test mode/i.test(instruction))
      found.push({ skill: 'test_mode.enable', title: 'Turn test mode on', payload: {} });
  }
  return found;
}
