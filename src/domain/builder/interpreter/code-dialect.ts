/**
 * What developers type: the board's ids ("sag_faq"), property assignments ("sag_faq.toolIds +=
 * tol_order_lookup", "faq.tools += order_lookup", "rtr_main.fallback = sag_faq"), calls with an
 * object ("createSubAgent({ name: "Warranty", … })", "patch FAQ: {"instructions": "…"}",
 * "router.addRule('damaged', 'Claims')", "connect LINE: channelId=…, name=…") and names in
 * backticks. Each is said again as the request it is, for the readers of plain English. Where a
 * statement is not one of these, it is left as typed.
 */
import type { Board } from '../types.js';

/** One `key: value` or `key=value` of an object: the value quoted, or up to a comma or brace. */
const PAIR = /["']?(\w+)["']?\s*[:=]\s*(?:"([^"]*)"|'([^']*)'|([^,}\s)]+))/g;
/** "createSubAgent({…})", "add_tool({…})": what the call makes. */
const CREATE_CALL =
  /\b(?:create|add|new)_?(sub_?agent|agent|tool|router)\s*\(\s*(\{[^{}\n]*\})\s*\)/gi;
/** "patch FAQ: {…}", "update Orders {…}": fields of an item. */
const PATCH = /\b(?:patch|update|set|change)\s+([^:{\n]{1,40}?)\s*:?\s*(\{[^{}\n]*\})/gi;
/** "router.addRule('damaged', 'Claims')": a rule of a router, its topic then its sub-agent. */
const ADD_RULE =
  /\b(?:[\w ]{1,40}?\.)?addRule\(\s*["']([^"'\n]+)["']\s*,\s*["']([^"'\n]+)["']\s*\)/gi;
/** "connect LINE: channelId=1657554433, name="…"". */
const CONNECT = /\bconnect (?:a )?LINE(?: channel)?\s*:\s*([^\n]+)/gi;
/** "sag_faq.toolIds += tol_order_lookup", "rtr_main.fallback = sag_faq", "X.name = '…'". */
const ASSIGN =
  /"?([\w ]{1,40}?)"?\.(toolIds|tools|fallback|name|description|instructions)\s*(\+=|-=|=)\s*("[^"\n]*"|'[^'\n]*'|[^;\n]+?)\s*(?=;|\n|$)/g;
const SAYS: Readonly<Record<string, string>> = {
  agent: 'sub-agent',
  subagent: 'sub-agent',
  sub_agent: 'sub-agent',
  tool: 'HTTP tool',
  router: 'router',
};

function pairs(object: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of object.matchAll(PAIR))
    found.set((m[1] ?? '').toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return found;
}

/** The fields of an object as changes of `item` ("it" for an item the same call makes). */
function fieldsOf(values: Map<string, string>, item: string): string[] {
  return ['description', 'instructions', 'url']
    .filter((key) => values.has(key))
    .map((key) => `change the ${key === 'url' ? 'URL' : key} of ${item} to "${values.get(key)}"`);
}

/**
 * @example
 * fromCode('sag_faq.toolIds += tol_order_lookup; rtr_main.fallback = sag_faq', board);
 * // 'give FAQ the Order lookup tool; set the fallback of Main router to FAQ'
 */
export function fromCode(text: string, board: Board): string {
  if (!/[_{}`=]|addRule\(/.test(text)) return text;
  const names = new Map<string, string>(
    [...board.subAgents, ...board.tools, ...board.routers, ...board.lineChannels].map((item) => [
      item.id,
      item.name,
    ]),
  );
  return (
    text
      .replace(/`([^`\n]+)`/g, '"$1"')
      // (A phone or a word processor curls the quotes of code: “Warranty” is "Warranty".)
      .replace(/[“”]/g, '"')
      .replace(/\b[a-z]{3}_[a-z0-9_]+\b/g, (id) => names.get(id) ?? id)
      .replace(CREATE_CALL, (all, kind: string, object: string) => {
        const values = pairs(object);
        const name = values.get('name');
        const says = SAYS[kind.toLowerCase()];
        if (!name || !says) return all;
        return [`add a ${says} called "${name}"`, ...fieldsOf(values, 'it')].join('. ');
      })
      .replace(PATCH, (all, item: string, object: string) => {
        const values = pairs(object);
        const name = values.get('name');
        const changes = [
          ...(name ? [`rename ${item} to "${name}"`] : []),
          ...fieldsOf(values, item),
        ];
        return changes.length > 0 ? changes.join('. ') : all;
      })
      .replace(ADD_RULE, 'route "$1" to $2')
      .replace(CONNECT, (all, rest: string) => {
        const values = pairs(rest);
        const id = values.get('channelid') ?? values.get('id');
        const name = values.get('name');
        return id ? `connect LINE channel ${id}${name ? ` as "${name}"` : ''}` : all;
      })
      .replace(ASSIGN, (all, item: string, key: string, op: string, value: string) => {
        const bare = value.replace(/^["']|["']$/g, '');
        // ("orders.tools -= order_lookup": a tool by its name written as an identifier.)
        const tool = bare.replace(/_/g, ' ');
        const tools = key === 'toolIds' || key === 'tools';
        if (tools && op === '+=') return `give ${item} the ${tool} tool`;
        if (tools && op === '-=') return `take the ${tool} tool away from ${item}`;
        if (key === 'fallback' && op === '=') return `set the fallback of ${item} to ${bare}`;
        if (key === 'name' && op === '=') return `rename ${item} to "${bare}"`;
        return op === '=' ? `change the ${key} of ${item} to "${bare}"` : all;
      })
  );
}
