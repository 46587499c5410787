/**
 * Japanese instructions, read into the plain English clauses the clause readers understand
 * ("FAQ エージェントを削除して" → "delete the FAQ sub-agent"). Board names, e-mail addresses and URLs
 * are written in Latin script inside the sentence and are carried over exactly as typed; what the
 * user said about a topic or a behaviour ("返金", "必ず最初に注文番号を聞く") is carried over in
 * Japanese. A clause it cannot read comes back unchanged, so the reply says it was not understood.
 */
import {
  connectLineClause,
  createClause,
  createdKind,
  deleteClause,
  firstReading,
  lineName,
  testerClause,
  testModeOnClause,
} from './english-clauses.js';
import { extractParts, type ClauseParts, type NameSpan } from './extract-parts.js';

const AGENT = /サブエージェント|エージェント|担当|アシスタント/;
const TOOL = /ツール/;
const ROUTER = /ルーター|ルータ/;
const LINE = /LINE|ライン/;
const TEST_MODE = /テストモード|テスト モード|サンドボックス|プレビューモード|テスト環境/;
const TESTER = /テスター|テストユーザー|検証メンバー/;
const HUMAN = /人間|有人|オペレーター|担当者|スタッフ|人に/;
/** Words that make a phrase a kind of conversation rather than one thing. */
const TOPIC_WORDS = /質問|問い合わせ|相談|関する|について|関連|件|話題/;
const FALLBACK = /どのルールにも|ルールに(?:合わ|一致し|該当し)ない|それ以外|その他の|該当しない/;

/** Longer clauses are not read: every instruction a person types here is far shorter. */
const MAX_CLAUSE_LENGTH = 400;

const QUESTION = /(?:ですか|ますか|でしょうか)$|[？?]$|^(?:なぜ|どう|何|いくつ)/;
const NEGATION = /しないで|ないでください|やめて(?:ください)?$/;
const REMOVE = /削除|消し|消す|外し|除外|要らない|いらない|取り除|なくして/;
const ADD = /追加|入れ|加え/;
const OFF = /オフ|無効|終了|停止|解除|やめ|止め|切っ|切り/;
const ON = /オン|有効|開始|再開|入れ|にして|切り替え/;
const DISCONNECT = /接続を解除|切断|連携を解除|接続を切|連携を切/;
const CONNECT = /接続|連携|つない|繋い/;
const CREATE = /追加|作っ|作成|作る|新しく|用意/;
const ROUTE = /回し|送っ|振り分け|転送|任せ|引き継|流し/;
const GIVE = /使わせ|使える|持たせ|渡し|与え|追加/;
const INSTRUCT = /指示|伝え|言っ/;

/**
 * @example
 * translateJapanese('テストモードをオンにして'); // ['turn on test mode']
 * translateJapanese('Billing というエージェントを追加して、返金の質問をそこに回して');
 * // ['add a sub-agent called "Billing"', 'route "返金の質問" to it']
 */
export function translateJapanese(
  text: string,
  first: (clause: string) => string[] | null = () => null,
): string[] {
  return splitJapanese(text).flatMap(
    (clause) => first(clause) ?? translateClause(clause) ?? [clause],
  );
}

/** Sentences (。, ！, newlines) and te-form joins ("追加して、…"). */
function splitJapanese(text: string): string[] {
  return text
    .split(/[。！!\n]|(?<=て|で)、|、(?:それから|そして|次に|あと)/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function translateClause(raw: string): string[] | null {
  if (raw.length > MAX_CLAUSE_LENGTH) return null;
  const clause = raw.replace(/(?:ください|下さい|お願いします|お願い)$/, '').trim();
  if (QUESTION.test(raw.trim()) || NEGATION.test(clause)) return null;
  const parts = extractParts(clause);
  if (TESTER.test(clause) && parts.emails.length > 0)
    return testerClause(clause, parts, REMOVE, ADD);
  if (TEST_MODE.test(clause)) {
    if (OFF.test(clause)) return ['turn off test mode'];
    if (ON.test(clause) || /にして$/.test(clause)) {
      return testModeOnClause(parts);
    }
    return null;
  }
  return firstReading(READERS, clause, parts);
}

/** The kind named right after a Latin name: "FAQ エージェント", "Order lookup ツール". */
function kindAfter(clause: string, span: NameSpan): string {
  const after = clause.slice(span.end).trimStart();
  if (/^(?:サブエージェント|エージェント|担当|アシスタント)/.test(after)) return ' sub-agent';
  if (/^ツール/.test(after)) return ' tool';
  if (/^(?:ルーター|ルータ)/.test(after) && !/router$/i.test(span.name)) return ' router';
  return '';
}

function ref(clause: string, span: NameSpan): string {
  return `the ${span.name}${kindAfter(clause, span)}`;
}

function instruct(clause: string, parts: ClauseParts): string[] | null {
  const [agent] = parts.names;
  if (!INSTRUCT.test(clause) || !agent) return null;
  const quoted = /「(.+?)」/.exec(clause)?.[1];
  const said =
    quoted ?? /に\s*(.+?)(?:ように|と)(?:指示|伝え|言っ)/.exec(clause.slice(agent.end))?.[1];
  if (!said) return null;
  return [`instruct ${ref(clause, agent)} to ${sentence(said)}`];
}

function rename(clause: string, parts: ClauseParts): string[] | null {
  const match = /名前を\s*(.+?)\s*に(?:変え|変更|し)/.exec(clause);
  const [target] = parts.names;
  if (!match || !target || target.start > match.index) return null;
  return [`rename ${ref(clause, target)} to "${(match[1] ?? '').replace(/[「」]/g, '')}"`];
}

function changeUrl(clause: string, parts: ClauseParts): string[] | null {
  const [url] = parts.urls;
  const [target] = parts.names;
  if (!/URL/.test(clause) || !url || !target || !/変更|変え|にして/.test(clause)) return null;
  return [`change the URL of ${ref(clause, target)} to ${url}`];
}

function giveTool(clause: string, parts: ClauseParts): string[] | null {
  if (!TOOL.test(clause) || !GIVE.test(clause) || CREATE.test(clause.replace(/に追加/, '')))
    return null;
  const agent = parts.names.find((span) =>
    /^\s*(?:サブエージェント|エージェント|担当)?\s*に/.test(clause.slice(span.end)),
  );
  const tool = parts.names.find((span) => /^\s*ツール/.test(clause.slice(span.end)));
  if (!agent || !tool) return null;
  return [`give the ${tool.name} tool to the ${agent.name} sub-agent`];
}

function route(clause: string, parts: ClauseParts): string[] | null {
  if (!ROUTE.test(clause)) return null;
  if (FALLBACK.test(clause)) {
    const [agent] = parts.names;
    if (HUMAN.test(clause)) return ['send everything else to a human'];
    return agent ? [`send everything else to ${agent.name}`] : null;
  }
  const head = /^(.+?)(は|を)/.exec(clause);
  const topic = head?.[1]?.trim();
  if (!topic || /[A-Za-z]/.test(topic)) return null;
  // "返金の質問を…" or "返金は…" names a kind of conversation; "テストメッセージを送って" sends one message.
  if (head?.[2] === 'を' && !TOPIC_WORDS.test(topic)) return null;
  const fresh =
    /(?:新しい|新規の?)\s*([A-Za-z][A-Za-z0-9 ._'-]*?)\s*(?:サブエージェント|エージェント|担当)?\s*に/.exec(
      clause,
    );
  if (fresh?.[1]) {
    const about = topic.replace(
      /の(?:質問|問い合わせ|相談|件)$|に関する(?:質問|問い合わせ)$|について$/,
      '',
    );
    return [
      `add a sub-agent called "${fresh[1]}" that handles ${about}`,
      `route "${topic}" to ${fresh[1]}`,
    ];
  }
  if (/(?:そこ|それ|こちら|その(?:エージェント|担当))に/.test(clause))
    return [`route "${topic}" to it`];
  if (HUMAN.test(clause)) return [`route "${topic}" to a human`];
  const agent = parts.names.find((span) =>
    /^\s*(?:サブエージェント|エージェント|担当)?\s*に/.test(clause.slice(span.end)),
  );
  return agent ? [`route "${topic}" to the ${agent.name} sub-agent`] : null;
}

function line(clause: string, parts: ClauseParts): string[] | null {
  if (!LINE.test(clause) || AGENT.test(clause) || TOOL.test(clause) || ROUTER.test(clause))
    return null;
  const which = lineName(parts);
  if (DISCONNECT.test(clause)) return [`disconnect ${which}`];
  if (OFF.test(clause)) return [`disable ${which}`];
  if (CONNECT.test(clause) || /追加/.test(clause)) {
    const name = /(\S+?)\s*という/.exec(clause)?.[1];
    return connectLineClause(parts, name);
  }
  if (ON.test(clause)) return [`enable ${which}`];
  return null;
}

function remove(clause: string, parts: ClauseParts): string[] | null {
  if (!REMOVE.test(clause)) return null;
  return deleteClause(parts.names.map((span) => ref(clause, span)));
}

function create(clause: string, parts: ClauseParts): string[] | null {
  if (!CREATE.test(clause)) return null;
  const kind = createdKind(clause, { tool: TOOL, router: ROUTER, agent: AGENT });
  if (!kind) return null;
  const called = /([^\s、「」]+|[A-Za-z][A-Za-z0-9 ._'-]*?)\s*という/.exec(clause);
  const latinBefore = called
    ? parts.names.find(
        (span) =>
          span.end <= (called.index ?? 0) + called[0].length &&
          /^\s*という/.test(clause.slice(span.end)),
      )
    : undefined;
  const name = latinBefore?.name ?? called?.[1] ?? parts.names[0]?.name;
  if (!name) return null;
  const topic = /(?:^|\s)([^\sA-Za-z、]+?)を担当する/.exec(clause)?.[1];
  return createClause(kind, name, parts.urls[0], topic);
}

/** A Japanese sentence ends with 。 so the instructions read naturally. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[。.!?！？]$/.test(trimmed) ? trimmed : `${trimmed}。`;
}

/** Most specific first: an instruction to a sub-agent before a rename, a route before LINE. */
const READERS = [instruct, rename, changeUrl, giveTool, route, line, remove, create];
