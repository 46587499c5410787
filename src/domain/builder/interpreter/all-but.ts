/**
 * Items said by their place among the board's items, named by their names before anyone reads
 * the message: "delete every sub-agent except FAQ", "Orders以外は消して", "ลบผู้ทดสอบทุกคนยกเว้น
 * owner@…", "เก็บ Orders ไว้ ลบที่เหลือ" (everything of a kind but what is kept, one by one, so the
 * readers never take the kept one for the one to remove); "remove both rules"; "FAQ向けのルール" (a
 * rule by its sub-agent); "the tool the Orders agent uses" (a tool by its sub-agent); "the other
 * one" of two sub-agents. Left as typed when what is kept or
 * named is not on the board.
 */
import type { Board } from '../types.js';
import type { Language } from './localized/language.js';
import { sameName } from './phrase.js';

type Kind = 'sub_agent' | 'tool' | 'router' | 'tester' | 'rule';

/** Per language: the pattern (kind word, kept name; or kept name, kind word) and its groups. */
const ALL_BUT: Readonly<
  Record<
    Language,
    readonly { readonly said: RegExp; readonly kind: number; readonly kept: number }[]
  >
> = {
  en: [
    {
      said: /\b(?:delete|remove|drop|get rid of) (?:(?:all|every|each)(?: (?:of )?the)? ((?:sub-?)?agents?|specialists?|tools?|routers?|rules?|testers?)|everything)(?: on the board| from the (?:main )?router| from the testers)?,?\s+(?:except(?: for)?|but|other than|apart from|besides|save for) (?:the )?((?:[^.;!?\n,]|\.(?=\w))+?)(?: one| rule)?(?=\s*(?:[.;!?](?!\w)|[\n,]|$))/gi,
      kind: 1,
      kept: 2,
    },
    // ("remove both rules from the main router": every rule, none kept.)
    {
      said: /\b(?:delete|remove|drop|clear) (?:all|both|every)(?: (?:of )?the)? (?:routing )?(rules)(?: (?:from|of|on) the (?:main )?router)?\b(?!\s*(?:except|but|other|apart|besides|save))/gi,
      kind: 1,
      kept: 0,
    },
  ],
  ja: [
    {
      said: /([^\s、。]+?)\s*以外の?(サブエージェント|エージェント|ツール|ルーター|ルール|テスター)?(?:は|を)?(?:全部|すべて|全員)?\s*(?:消し|消して|削除|外し|外して)[^。\n]*/g,
      kind: 2,
      kept: 1,
    },
    {
      said: /(テスター)(?:を|は)?(?:全員|全部|すべて)(?:を)?(?:削除|外)[^。\n]*/g,
      kind: 1,
      kept: 0,
    },
    {
      said: /(?:(?:全部の|すべての|全ての)(ルール)(?:を|は)?|(ルール)(?:を|は)?(?:全部|すべて|全て))(?:削除|消)[^。\n]*/g,
      kind: 1,
      kept: 0,
    },
  ],
  th: [
    {
      said: /(?:ลบ|เอา)\s*(ผู้ทดสอบ|เทสเตอร์|ซับเอเจนต์|เอเจนต์|ทูล|เครื่องมือ|เราเตอร์|กฎ)?\s*(?:ทุกคน|ทุกตัว|ทั้งหมด)?\s*(?:ออก)?\s*ยกเว้น\s*([A-Za-z0-9][\w.@+-]*(?: [A-Za-z][\w-]*)?)[^\n]*/g,
      kind: 1,
      kept: 2,
    },
    {
      said: /ลบ\s*(ผู้ทดสอบ|tester|เทสเตอร์)\s*(?:ทั้งสองคน|ทั้งหมด|ทุกคน)(?!\s*ยกเว้น)[^\n]*/g,
      kind: 1,
      kept: 0,
    },
    { said: /ลบ(กฎ)\s*(?:ทั้งหมด|ทุกข้อ)(?!\s*ยกเว้น)[^\n]*|ลบทุก(กฎ)[^\n]*/g, kind: 1, kept: 0 },
    {
      said: /เก็บ\s*([A-Za-z][\w.@+-]*(?: [A-Za-z][\w-]*)?)\s*ไว้\s*(?:แล้ว)?\s*ลบ(?:ที่เหลือ|อันอื่น|ตัวอื่น)[^\n]*/g,
      kind: 0,
      kept: 1,
    },
  ],
};

const KIND_OF: readonly (readonly [RegExp, Kind])[] = [
  [/tester|テスター|ผู้ทดสอบ|เทสเตอร์/i, 'tester'],
  [/rule|ルール|กฎ/i, 'rule'],
  [/tool|ツール|ทูล|เครื่องมือ/i, 'tool'],
  [/router|ルーター|เราเตอร์/i, 'router'],
  [/agent|specialist|エージェント|เอเจนต์/i, 'sub_agent'],
];

const SAY: Readonly<
  Record<Language, Readonly<Record<Kind, (names: readonly string[]) => string>>>
> = {
  en: {
    sub_agent: (names) => names.map((name) => `delete the ${name} sub-agent`).join('. '),
    tool: (names) => names.map((name) => `delete the ${name} tool`).join('. '),
    router: (names) => names.map((name) => `delete the ${name} router`).join('. '),
    tester: (names) => `remove ${names.join(', ')} from the testers`,
    rule: (names) => names.map((name) => `remove the ${name} rule`).join('. '),
  },
  ja: {
    sub_agent: (names) => names.map((name) => `${name} を削除して`).join('。'),
    tool: (names) => names.map((name) => `${name} ツールを削除して`).join('。'),
    router: (names) => names.map((name) => `${name} を削除して`).join('。'),
    tester: (names) => `${names.join(', ')} をテスターから外して`,
    rule: (names) => names.map((name) => `${name} のルールを削除して`).join('。'),
  },
  th: {
    sub_agent: (names) => names.map((name) => `ลบเอเจนต์ ${name}`).join('\n'),
    tool: (names) => names.map((name) => `ลบเครื่องมือ ${name}`).join('\n'),
    router: (names) => names.map((name) => `ลบเราเตอร์ ${name}`).join('\n'),
    tester: (names) => `ลบผู้ทดสอบ ${names.join(', ')}`,
    rule: (names) => names.map((name) => `ลบกฎ ${name}`).join('\n'),
  },
};

/** The names of a kind on the board, and which of them `kept` is (by name, intent or e-mail). */
function namesOf(board: Board, kind: Kind): readonly string[] {
  switch (kind) {
    case 'sub_agent':
      return board.subAgents.map((item) => item.name);
    case 'tool':
      return board.tools.map((item) => item.name);
    case 'router':
      return board.routers.map((item) => item.name);
    case 'tester':
      return board.testMode.testers;
    case 'rule':
      return board.routers.flatMap((router) => router.rules.map((rule) => rule.intent));
  }
}

/**
 * @example
 * allBut('delete every sub-agent except FAQ', board, 'en'); // 'delete the Orders sub-agent'
 */
export function allBut(text: string, board: Board, language: Language): string {
  if (
    !/except|but|other than|apart from|besides|save for|以外|ยกเว้น|ที่เหลือ|อันอื่น|ตัวอื่น|rules|ルール|กฎ|ทั้งสอง|ทั้งหมด|ทุกคน|全員/i.test(
      text,
    )
  )
    return text;
  let result = text;
  for (const { said, kind: kindAt, kept: keptAt } of ALL_BUT[language]) {
    result = result.replace(said, (all, ...groups: unknown[]) => {
      const kept = keptAt > 0 ? String(groups[keptAt - 1] ?? '').trim() : '';
      // (A pattern of two ways to say it has the kind in either group; the groups end at the offset.)
      const pick = (at: number): string | undefined =>
        typeof groups[at] === 'string' ? groups[at] : undefined;
      const kindWord =
        kindAt > 0 ? (pick(kindAt - 1) ?? (keptAt === 0 ? pick(kindAt) : undefined) ?? '') : '';
      const kinds: readonly Kind[] = kindWord
        ? KIND_OF.filter(([word]) => word.test(kindWord))
            .map(([, kind]) => kind)
            .slice(0, 1)
        : ['sub_agent', 'tool', 'router', 'tester'];
      for (const kind of kinds) {
        const names = namesOf(board, kind);
        const isKept = (name: string): boolean =>
          kept !== '' &&
          (kind === 'rule'
            ? name.toLowerCase().includes(kept.toLowerCase()) ||
              kept.toLowerCase().includes(name.toLowerCase())
            : sameName(name, kept));
        // (Every rule or tester, none kept: "remove both rules"; every item of another kind is asked
        // one by one.)
        if (
          kept === ''
            ? (kind !== 'rule' && kind !== 'tester') || names.length === 0
            : !names.some(isKept)
        )
          continue;
        const others = names.filter((name) => !isKept(name));
        return others.length === 0 ? '' : SAY[language][kind](others);
      }
      return all;
    });
  }
  return result;
}

/** "FAQ向けのルール", "Ordersのルール", "the rule that sends stuff to Orders": a rule by its sub-agent. */
const RULE_OF_AGENT =
  /([A-Za-z][\w .-]{0,40}?)\s*(?:向け|宛て|宛|行き)?の(?:振り分け)?ルール|\bthe rule that (?:sends|routes|goes) (?:[\w-]+ ){0,3}?to (?:the )?([A-Za-z][\w-]*(?: [A-Za-z][\w-]*)?)(?= agent\b| sub-agent\b|[.,;!?\n]|$)/g;

/**
 * A rule named by the sub-agent it sends conversations to, said by the rule's intent instead, when
 * that sub-agent has one rule.
 *
 * @example
 * ruleOfAgent('FAQ向けのルールは削除でお願いします', board); // 'general questions のルールは削除でお願いします'
 */
export function ruleOfAgent(text: string, board: Board): string {
  if (!/ルール|rule that/.test(text)) return text;
  return text.replace(RULE_OF_AGENT, (all, japanese?: string, english?: string) => {
    const said = (japanese ?? english ?? '').trim();
    const agent = board.subAgents.find((item) => sameName(item.name, said));
    const rules = board.routers.flatMap((router) =>
      router.rules.filter((rule) => agent && rule.subAgentId === agent.id),
    );
    const [rule, more] = rules;
    if (!rule || more) return all;
    return japanese !== undefined ? `${rule.intent} のルール` : `the ${rule.intent} rule`;
  });
}

/**
 * "The one that handles returns should get the tool. The other one, rename it …": with two
 * sub-agents, "the other one" is the one the message has not named before it.
 *
 * @example
 * theOther('the FAQ sub-agent gets the tool. The other one, rename it to Order Tracking', board);
 * // 'the FAQ sub-agent gets the tool. the Orders sub-agent, rename it to Order Tracking'
 */
export function theOther(text: string, board: Board): string {
  if (board.subAgents.length !== 2 || !/\bthe other (?:one|agent|sub-agent)\b/i.test(text))
    return text;
  return text.replace(/\bthe other (?:one|agent|sub-agent)\b/gi, (all, at: number) => {
    const before = text.slice(0, at).toLowerCase();
    const named = board.subAgents.filter((agent) => before.includes(agent.name.toLowerCase()));
    const other =
      named.length === 1 ? board.subAgents.find((agent) => agent !== named[0]) : undefined;
    return other ? `the ${other.name} sub-agent` : all;
  });
}

/**
 * "the tool the Orders agent uses", "the Orders agent's tool", "Orders エージェントが使っているツール",
 * "ทูลที่ Orders ใช้": a tool named by the sub-agent that has it, when that sub-agent has one.
 *
 * @example
 * toolByUser('delete the tool the Orders agent uses', board); // 'delete the Order lookup tool'
 */
export function toolByUser(text: string, board: Board): string {
  if (!TOOL_OF_AGENT_SAID.test(text)) return text;
  return text.replace(TOOL_OF_AGENT, (all, ...names: unknown[]) => {
    const said = (names.slice(0, 4).find((name) => typeof name === 'string') as string) ?? '';
    // ("delete FAQ's tool": the name ends what was caught; the verb before it stays.)
    const words = said.split(' ');
    const at = words.findIndex((_, from) =>
      board.subAgents.some((agent) => sameName(agent.name, words.slice(from).join(' '))),
    );
    if (at < 0) return all;
    const name = words.slice(at).join(' ');
    const lead = /^(?:the |our )/i.test(all) || at === 0 ? '' : `${words.slice(0, at).join(' ')} `;
    const [agent, other] = board.subAgents.filter((item) => sameName(item.name, name));
    const [toolId, more] = agent?.toolIds ?? [];
    const tool = !other && !more ? board.tools.find((item) => item.id === toolId) : undefined;
    if (!tool) return all;
    return `${lead}${/tool/i.test(all) ? `the ${tool.name} tool` : /ツール/.test(all) ? `${tool.name} ツール` : `เครื่องมือ ${tool.name}`}`;
  });
}

/** What any of TOOL_OF_AGENT's ways needs, looked for first: most messages have none of it. */
const TOOL_OF_AGENT_SAID =
  /使って|ใช้|['’]s (?:only )?tool|\btool\b.{1,60}\b(?:uses|has|is using|calls)\b/i;
const TOOL_OF_AGENT =
  /\bthe (?:only )?tool (?:that |which )?(?:the |our )?([A-Za-z][\w-]*(?: [A-Za-z][\w-]*)??)(?: sub-agent| agent| specialist)? (?:uses|has|is using|calls)\b|\b(?:the )?([A-Za-z][\w-]*(?: [A-Za-z][\w-]*)??)(?: sub-agent| agent| specialist)?(?:'s|’s) (?:only )?tool\b(?!s)|([A-Za-z][\w .-]{0,40}?)\s*(?:サブエージェント|エージェント)?\s*(?:が|で)使って(?:いる|る)ツール|(?:ทูล|เครื่องมือ)(?:ตัว)?ที่\s*([A-Za-z][\w .-]{0,40}?)\s*ใช้(?:อยู่)?/g;
