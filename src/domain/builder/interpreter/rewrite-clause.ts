/**
 * Rewrites one English clause said indirectly into the imperative the clause readers know:
 * "we don't need X any more" → "delete X", "X should go to Y" → "route X to Y", "tell X to Y" →
 * "instruct X to Y", "when no rule matches, hand it over to a human" → "send everything else to a
 * human", "send X to a new Y agent" → a create and a route. Questions and negations are left as
 * they are, so they are never read as a request to change something. Every pattern is anchored
 * and clauses longer than MAX_REWRITE_LENGTH are left alone, so a hostile instruction stays cheap.
 */

import { CLAUSE_START_WORDS } from './verbs.js';

const MAX_REWRITE_LENGTH = 400;

const LEADING_FILLER =
  /^(?:(?:please|kindly|hey|hi|ok|okay|so|also|and|then|now|actually|yes|yeah|yep|can you|could you|would you|will you|can you please|could you please|i want the bot to|i'd like the bot to|we want the bot to|i would like the bot to)[,]? )+/i;

/** "Let's test things first: turn on test mode" — the request is after the colon. */
const INTRO = /^([^:"]{1,80}): (.+)$/;
const FIELD_BEFORE_COLON = /(?:instructions?|description|prompt|url|name|method|to|as)$/i;

/** Asks no skill can do, even though they start like one ("make a copy of …"): never read. */
const UNSUPPORTED =
  /^(?:(?:make|create|add|build) (?:a |an )?(?:copy|duplicate|clone|backup) of|(?:copy|duplicate|clone|undo|restore|export|import)\b)|\b(?:slack|zendesk|salesforce|hubspot|whatsapp|messenger|instagram|facebook|teams|gmail|e-?mail|sms) (?:integration|connector|channel|bot|(?<!^(?:instruct|tell)\b.*)(?:alerts?|notifications?))\b/i;

/** Questions and negations: "should I delete …?", "don't delete …", "what happens if …". */
const NOT_A_REQUEST =
  /^(?:don't|dont|do not|never|no need to|not|what|what's|whats|why|how|is|are|does|do|did|should|shall|which|where|who|can (?:the|i|it|a|an|this)|could (?:the|i|it)|will (?:the|it))\b/i;

/** "don't delete …", "never route …": asks for no change, so nothing in it is read. */
const NEGATION = /^(?:don't|dont|do not|never|no need to|not)\b/i;

/**
 * What a sub-agent does when it talks to a customer, after "make X …", "I want X to …": a
 * behaviour, never a topic it handles ("have FAQ handle returns") or a tool it uses.
 */
const BEHAVIOUR =
  '(?:(?:always|never|also|only|first|not|politely|briefly) )*(?:ask|tell|say|answer|reply|respond|mention|greet|link|promise|confirm|apologi[sz]e|offer|speak|explain|sign off|introduce|stop|avoid|refer|recommend|suggest|remind|talk|use emojis?|write|sound|be (?:more |less |a bit )?(?:polite|friendly|formal|casual|brief|short|concise|careful|nice|warm))\\b.*';

type Rule = readonly [RegExp, (match: RegExpExecArray) => string[]];

const RULES: readonly Rule[] = [
  [
    // "… to a new Refunds agent (instructions: “Ask for the order number”)": its instructions too.
    /^(?:route|send|forward|direct) (.+) to (?:a |the )?new (.+?)(?: (?:sub-agent|agent|assistant|specialist))?(?: \((instructions|description): ["“]?(.+?)["”]?\))?$/i,
    (m) => {
      const topic = withoutAbout(m[1] ?? '');
      const field = m[3] ? [`set the ${m[3]} of it to "${m[4]}"`] : [];
      return [
        `add a sub-agent called ${m[2]} that handles ${topic}`,
        ...field,
        `route ${m[1]} to ${m[2]}`,
      ];
    },
  ],
  [
    // ("For the university office we need: a sub-agent …": where it is needed, then the need.)
    /^(?:for (?:the |our )?[\w' -]{1,40}?,? (?=(?:we|i) ))?(?:(?:we|i) )?(?:need|want|would like|'d like)(?: to have| to add)?:? ((?:a|an|another|one more|a new|new|some) .+)$/i,
    (m) => [`add ${m[1]}`],
  ],
  [
    /^can (?:we|i) (?:have|get) ((?:a|an|another|one more|a new|new|some) .+)$/i,
    (m) => [`add ${m[1]}`],
  ],
  [/^(?:i'd|we'd) like ((?:a|an|another|one more|a new|new|some) .+)$/i, (m) => [`add ${m[1]}`]],
  [
    /^(?:tell|instruct|ask|remind) (.+?) (?:(always|never|not) )?to (.+)$/i,
    (m) => [`instruct ${m[1]} to ${m[2] ? `${m[2].replace(/^not$/i, 'do not')} ` : ''}${m[3]}`],
  ],
  // "tell FAQ that we close at 6 on Sundays": what it is told.
  [/^(?:tell|remind|inform) (?!(?:me|us|them|him|her)\b)(.+)$/i, (m) => [`instruct ${m[1]}`]],
  [
    /^make ((?:the|our|it)\b.*?) (more|less) (.+)$/i,
    (m) => [`instruct ${m[1]} to be ${m[2]} ${m[3]}`],
  ],
  // "make Orders always greet the customer by name", "have FAQ answer in Thai", "I'd like Orders
  // to apologise first", "FAQ shouldn't link articles": how it should behave, said as a wish.
  // ("make the Orders agent to always say …": "to" as some first languages say it.)
  [/^make (.+?)(?: to)? (always|never) (.+)$/i, (m) => [`instruct ${m[1]} to ${m[2]} ${m[3]}`]],
  // "make the Orders agent friendlier", "make FAQ a bit more casual": how it should sound.
  [
    /^make ((?:the )?[A-Z][\w-]*(?: (?:agent|sub-agent|bot|assistant))?|it|them) ((?:a (?:bit|little) |much )?(?:friendlier|warmer|nicer|politer|kinder|calmer|chattier|livelier|shorter|briefer|clearer|simpler|more (?:polite|friendly|formal|casual|concise|helpful|personal|professional|empathetic|cheerful)|less (?:formal|robotic|wordy|stiff)))$/,
    (m) => [`instruct ${m[1]} to be ${m[2]}`],
  ],
  [
    new RegExp(
      // ("I want the FAQ don't answer anymore": that it stop, never words for it to follow.)
      `^(?:make|have|get|let|(?:i|we) (?:want|need|would like|'d like)) (?!(?:a|an|new|another|one)\\b)(.+?)(?<!\\b(?:don'?t|doesn'?t|do not|does not))(?: to)? (${BEHAVIOUR})$`,
      'i',
    ),
    (m) => [`instruct ${m[1]} to ${m[2]}`],
  ],
  [
    /^(.+?) (?:should not|shouldn't|must not|mustn't|may not|shall not) (?!(?:be|go|have|call|use|access)\b)(.+)$/i,
    (m) => [`instruct ${m[1]} to do not ${m[2]}`],
  ],
  [
    // "it should handle exchange requests" after naming a new sub-agent: what it is for.
    /^(?:it|they) (?:should|will|would|must|can) (handle|cover|deal with|take care of|look after|answer questions about) (.+)$/i,
    (m) => [
      `change the description of it to "${(m[1] ?? '')[0]?.toUpperCase()}${m[1]?.slice(1).replace(/^\w*/, '$&s')} ${m[2]}"`,
    ],
  ],
  // "We should have a dedicated Returns agent for …": a wish for a new item.
  [
    /^(?:we|i) (?:should|need to|must|want to|would like to|'d like to) (?:have|get|add|create|set up|make) ((?:a|an|another|one more) .+)$/i,
    (m) => [`add ${m[1]}`],
  ],
  // "The router's description should say …": the field's new text.
  [
    /^(.+?)(?:'s?)? (description|instructions|prompt) (?:should|must|needs to) (?:say|read|be)\b:? (.+)$/i,
    (m) => [`change the ${m[2]} of ${m[1]} to ${m[3]}`],
  ],
  [
    // "X should be able to …", "X needs to look up orders too" say what X can do (a tool), not
    // how it should behave.
    // (Not when the clause is already a request: "change its instructions to say … people should
    // call their vet".)
    /^(?!.*\b(?:whether|wonder|wondering)\b)(?!(?:change|update|set|edit|rewrite|add|create|rename|delete|remove|give|tell|route|send)\b)(.+?) (?:should|must|needs to|has to) (?!go\b|have\b|be sent|be routed|be forwarded|be handled|be able to\b|be \w+ed\b|(?:look up|access|reach)\b)(.+)$/i,
    (m) => [`instruct ${m[1]} to ${m[2]}`],
  ],
  [/^take (.+?) away from (.+)$/i, (m) => [`remove ${m[1]} from ${m[2]}`]],
  // "… and take alice off": off what the message spoke of.
  [/^take (.+?) (?:off|out)$/i, (m) => [`remove ${m[1]}`]],
  // "After adding a Billing agent, route refunds to it": the first clause is a create.
  [/^(?:after|once|when) (?:adding|creating|making|setting up) (.+)$/i, (m) => [`add ${m[1]}`]],
  // "… set its description to X" / "It handles X": what was just named gets a description.
  [
    /^(set|change|update) (?:its|their) (description|instructions|url|name) to:? (.+)$/i,
    (m) => [`${m[1]} the ${m[2]} of it to ${m[3]}`],
  ],
  [
    /^(?:it|they) (handles|covers|deals with|takes care of|looks after|answers questions about) (.+)$/i,
    (m) => [
      `change the description of it to "${(m[1] ?? '')[0]?.toUpperCase()}${m[1]?.slice(1)} ${m[2]}"`,
    ],
  ],
];

/**
 * @example
 * rewriteClause("We don't need the Orders specialist any more"); // ['delete the Orders specialist']
 * rewriteClause('Should I delete the FAQ agent?'); // ['Should I delete the FAQ agent?'] (left alone)
 * rewriteClause("don't delete the FAQ agent"); // [] (nothing to read)
 */
export function rewriteClause(clause: string): string[] {
  if (clause.length > MAX_REWRITE_LENGTH) return [clause];
  let text = clause
    .replace(LEADING_FILLER, '')
    .replace(/[.!?]+$/, '')
    .trim();
  const intro = INTRO.exec(text);
  const afterColon = (intro?.[2] ?? '').replace(LEADING_FILLER, '');
  const firstWord = afterColon.split(' ')[0]?.toLowerCase() ?? '';
  // "… called Loyalty: GET https://…": a method and URL after the colon belong to the item.
  const endpoint = /^(?:GET|POST|PUT|PATCH|DELETE) /.test(afterColon);
  if (
    intro &&
    !endpoint &&
    !FIELD_BEFORE_COLON.test(intro[1] ?? '') &&
    CLAUSE_START_WORDS.has(firstWord)
  ) {
    // "Order lookup tool: rename to Finder" / "FAQ: delete it": the item is named before the colon.
    const bare = /^\S+(?: it)?(?=$| to | as )/i.exec(afterColon);
    text = bare ? `${firstWord} ${intro[1]}${afterColon.slice(bare[0].length)}` : afterColon;
  }
  // "FAQ: never discuss order status", "Orders agent: always mention the courier": how the
  // item named before the colon should behave.
  if (
    intro &&
    !FIELD_BEFORE_COLON.test(intro[1] ?? '') &&
    !/\bsay$/i.test(intro[1] ?? '') &&
    /^(?:always|never)\b/i.test(afterColon)
  )
    return [`instruct ${intro[1]} to ${afterColon}`];
  if (UNSUPPORTED.test(text) || NEGATION.test(text)) return [];
  if (NOT_A_REQUEST.test(text) && !/^can \S+@/i.test(text)) return [clause];
  for (const [pattern, rewrite] of RULES) {
    const match = pattern.exec(text);
    if (match) return rewrite(match);
  }
  return [intro ? text : clause];
}

/** "anything about passwords" → "passwords": what a topic is, without the framing. */
function withoutAbout(topic: string): string {
  return topic
    .replace(
      /^(?:anything|everything|stuff|things|questions|messages|conversations|chats)\s+(?:about|regarding|related to|on|concerning|to do with)\s+/i,
      '',
    )
    .trim();
}
