/**
 * "add a sub-agent called Billing that handles refunds" → sub_agent.create with a description and
 * generated instructions (docs/product/ai-builder.md; the shape of openapi.yaml's Suggestion
 * example: `Handles refunds` / `Help customers with refunds. Be concise and friendly.`).
 */
import type { Tool } from '../types.js';
import { note, suggest, type ClauseContext, type ClauseOutcome } from './clause-context.js';
import {
  calledName,
  describedAs,
  headName,
  nameAfterKind,
  type CreateHead,
} from './create-phrases.js';
import type { ParsedClause } from './parse-clause.js';
import { capitalize, cleanName, lowerFirst, sameName, wordsOf } from './phrase.js';
import { describeExisting, resolveReference } from './resolve-reference.js';

/** openapi.yaml SubAgentCreateInput limits. */
const MAX_NAME_LENGTH = 80;
const MAX_DESCRIPTION_LENGTH = 500;

/**
 * Suggests sub_agent.create from a create clause whose head names a sub-agent.
 *
 * @example
 * createSubAgent(parseClause('add a sub-agent called Billing that handles refunds')!, head, ctx);
 * // sub_agent.create { name: 'Billing', description: 'Handles refunds', instructions: 'Help customers with refunds. …' }
 */
export function createSubAgent(
  clause: ParsedClause,
  head: CreateHead,
  ctx: ClauseContext,
): ClauseOutcome {
  const { text: rest, toolPhrase } = splitToolSuffix(clause.rest, ctx);
  const described = purpose(rest);
  const name =
    calledName(rest) ??
    headName(head) ??
    newNameAfterKind(head, ctx) ??
    nameFromTopic(described?.topic ?? null);
  if (!name) {
    return note(
      'Tell me what to call the sub-agent, e.g. "add a sub-agent called Billing that handles refunds".',
    );
  }
  if (name.length > MAX_NAME_LENGTH) {
    return note(
      `A sub-agent name can have at most ${MAX_NAME_LENGTH} characters; "${name.slice(0, 40)}…" is longer.`,
    );
  }
  const clash = ctx.board.subAgents.find((subAgent) => sameName(subAgent.name, name));
  if (clash) {
    return note(`There is already a sub-agent called "${clash.name}".`, {
      type: 'sub_agent',
      id: clash.id,
      name: clash.name,
    });
  }
  const localized =
    ctx.language === 'en' ? null : localizedTexts(ctx.language, name, described?.topic ?? null);
  const topic = described ? described.topic : `${lowerFirst(name)} questions`;
  const description = localized?.description ?? capitalize(described?.text ?? `Handles ${topic}`);
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    return note(`A sub-agent description can have at most ${MAX_DESCRIPTION_LENGTH} characters.`);
  }
  const tools: PickedTool = toolPhrase
    ? pickTool(toolPhrase, ctx)
    : { toolIds: [], toolNames: [], dependsOn: [], details: [] };
  const instructions = localized?.instructions ?? instructionsFor(name, description, topic);
  const payload = {
    name,
    description,
    instructions,
    ...(tools.toolIds.length > 0 ? { toolIds: tools.toolIds } : {}),
    ...(tools.toolNames.length > 0 ? { toolNames: tools.toolNames } : {}),
  };
  return suggest('sub_agent.create', payload, clause, {
    targetId: null,
    title: `Create sub-agent "${name}"`,
    details: tools.details,
    dependsOn: tools.dependsOn,
  });
}

/**
 * What a new sub-agent is for: as create-phrases.ts reads it, or in brackets after it ("a
 * Subscriptions agent (monthly box changes and skips)"); never a word
 * that only points back ("… agent for that").
 */
function purpose(rest: string): ReturnType<typeof describedAs> {
  const described = describedAs(rest);
  if (described && /^(?:handles )?(?:that|this|those|these|it|them)$/i.test(described.text))
    return null;
  const bracket = described ? null : /\(([^():]{3,80})\)/.exec(rest)?.[1]?.trim();
  if (!bracket) return described;
  const topic = bracket.replace(
    /^(?:handles|answers(?: questions about)?|deals with|covers|for)\s+/i,
    '',
  );
  return { text: topic === bracket ? `handles ${bracket}` : bracket, topic };
}

/**
 * "a sub-agent Returns for returns" names Returns; "make agent FAQ friendlier" speaks of FAQ, so a
 * name that goes on past an existing sub-agent's name is none.
 */
function newNameAfterKind(head: CreateHead, ctx: ClauseContext): string | null {
  const name = nameAfterKind(head.text);
  const lower = name?.toLowerCase() ?? '';
  const existing = ctx.board.subAgents.some((item) =>
    lower.startsWith(`${item.name.toLowerCase()} `),
  );
  return existing ? null : name;
}

/** A description and starting instructions in Japanese or Thai, from the topic the user named. */
function localizedTexts(
  language: 'ja' | 'th',
  name: string,
  topic: string | null,
): { readonly description: string; readonly instructions: string } {
  if (language === 'ja') {
    const about = topic ?? `${name}に関する質問`;
    return {
      description: `${about}を担当`,
      instructions: `${about}についてお客様をサポートしてください。簡潔で丁寧に答えてください。`,
    };
  }
  const about = topic ?? `คำถามเกี่ยวกับ ${name}`;
  return {
    description: `ดูแล${about}`,
    instructions: `ช่วยลูกค้าใน${about} ตอบให้กระชับและเป็นมิตร`,
  };
}

/**
 * Instructions a sub-agent can start with; the user edits them later. When the description names
 * a topic ("handles refunds") they say so plainly, otherwise they restate the description.
 */
const DOES =
  /^(?:[a-z]+s|take|help|answer|handle|deal|look|book|explain|send|check|track|manage|support|calm|give|ask|find|cover|reply|respond)\b/i;

function instructionsFor(name: string, description: string, topic: string | null): string {
  if (topic) return `Help customers with ${topic}. Be concise and friendly.`;
  // "Warranty claims and repairs" says what it is for, not what it does.
  return DOES.test(description)
    ? `You are ${name}, the sub-agent that ${lowerFirst(description)}. Be concise and friendly.`
    : `You are ${name}, the sub-agent for ${lowerFirst(description)}. Be concise and friendly.`;
}

/** "…that handles refunds" with no name → "Refunds" (at most three words). */
function nameFromTopic(topic: string | null): string | null {
  if (!topic) return null;
  const words = wordsOf(topic).slice(0, 3).join(' ');
  return words.length > 0 ? capitalize(words) : null;
}

/**
 * "… with the Order lookup tool", "… that uses Refund check and handles …", "(…, uses Order
 * lookup)": the tool it can use, anywhere in the clause, and the clause without it. Without the
 * word "tool" the phrase must name a tool on the board.
 */
const USES =
  /(,\s*|\s+)(that |which |and )?(?:can )?(?:uses?|using|with(?: access to)?) (?:the )?([^,()]+?)( tools?)?(?=$|[,)]| and | that | which |(?<=\bit) (?:for|to) )/i;

function splitToolSuffix(
  rest: string,
  ctx: ClauseContext,
): { readonly text: string; readonly toolPhrase: string | null } {
  const m = USES.exec(rest);
  const phrase = m?.[3] ? cleanName(m[3]) : '';
  if (!m || phrase.length === 0) return { text: rest, toolPhrase: null };
  const named = m[4] !== undefined || /^(?:it|them)$/i.test(phrase);
  if (!named && resolveReference(phrase, ctx, ['tool']).kind !== 'found') {
    return { text: rest, toolPhrase: null };
  }
  // "that uses X and handles Y" keeps "that handles Y".
  const after = rest.slice(m.index + m[0].length);
  const joined = m[2] && /^ and /i.test(after) ? ` ${m[2]}${after.slice(5)}` : after;
  return { text: `${rest.slice(0, m.index)}${joined}`.trim(), toolPhrase: phrase };
}

interface PickedTool {
  readonly toolIds: string[];
  readonly toolNames: string[];
  readonly dependsOn: number[];
  readonly details: string[];
}

function pickTool(phrase: string, ctx: ClauseContext): PickedTool {
  const none = { toolIds: [], toolNames: [], dependsOn: [] };
  const resolution = resolveReference(phrase, ctx, ['tool']);
  if (resolution.kind !== 'found') {
    const name = resolution.kind === 'missing' ? resolution.name : phrase;
    return {
      ...none,
      details: [
        `There is no tool called "${name}", so it starts without tools. ${describeExisting(ctx.board, 'tool')}`,
      ],
    };
  }
  const tool: Tool | undefined = ctx.board.tools.find(
    (candidate) => candidate.id === resolution.ref.id,
  );
  if (!tool) return { ...none, details: [] };
  const planned = ctx.plannedIndexOf(tool.id);
  if (planned !== null) {
    // No id yet: named, and applied after the suggestion that creates it.
    return {
      toolIds: [],
      toolNames: [tool.name],
      dependsOn: [planned],
      details: [`It can use the "${tool.name}" tool, created by an earlier suggestion.`],
    };
  }
  return { ...none, toolIds: [tool.id], details: [`It can use the "${tool.name}" tool.`] };
}
