/**
 * LINE channels: "connect our LINE channel", "connect LINE channel 1657012345 as Acme LINE",
 * "disconnect LINE", "disable the Acme LINE channel", "enable LINE". A bare "LINE" means the
 * only connected channel; with none (or several) the reply explains instead of guessing.
 */
import type { Board, LineChannel } from '../types.js';
import {
  note,
  suggest,
  type ClauseContext,
  type ClauseInterpreter,
  type ClauseOutcome,
  type EntityRef,
} from './clause-context.js';
import type { ParsedClause } from './parse-clause.js';
import {
  lowerAligned,
  cleanName,
  cutAtFirst,
  listNames,
  stripTrailingPunctuation,
  wordsOf,
} from './phrase.js';
import { resolveReference } from './resolve-reference.js';

type LineOperation = 'disconnect' | 'enable' | 'disable';

/** Messaging apps other than LINE. */
const OTHER_APP =
  /\b(?:whatsapp|messenger|facebook|instagram|telegram|wechat|viber|kakao(?:talk)?|slack|sms|discord)\b/;

const LINE_WORD = /\bline\b/;
const OTHER_KIND =
  /\b(?:sub-?agents?|sub agents?|agents?|tools?|routers?|rules?|testers?|test ?mode)\b/;
/** Words that say "a LINE channel" without naming one. */
const GENERIC_WORDS = new Set([
  'line',
  'channel',
  'channels',
  'account',
  'accounts',
  'official',
  'integration',
  'connection',
  'the',
  'our',
  'my',
  'a',
  'an',
  'bot',
  'on',
]);
const CHANNEL_ID = /^[0-9]{10}$/;
const TRAILING_WHILE =
  /\s+(?:for (?:now|a bit|a while|the moment|the time being)|temporarily|until further notice)$/i;
const MAX_NAME_LENGTH = 80;

/**
 * @example
 * interpretLineClause(parseClause('connect LINE channel 1657012345 as Acme LINE')!, ctx);
 * // suggests line.connect { name: 'Acme LINE', channelId: '1657012345' }
 */
export const interpretLineClause: ClauseInterpreter = (clause, ctx) => {
  const lower = lowerAligned(clause.rest);
  const aboutLine = LINE_WORD.test(lower) && !OTHER_KIND.test(lower);
  // "Add WhatsApp as a channel next to LINE": another app is no LINE channel.
  if ((clause.verb === 'connect' || clause.verb === 'create') && OTHER_APP.test(lower))
    return note('I can only connect LINE channels, e.g. "connect our LINE channel".');
  switch (clause.verb) {
    case 'connect':
      if (aboutLine) return connect(clause, ctx.board);
      return OTHER_KIND.test(lower)
        ? null
        : note('I can only connect LINE channels, e.g. "connect our LINE channel".');
    case 'create':
      return aboutLine ? connect(clause, ctx.board) : null;
    case 'delete':
      return aboutLine ? changeChannel(clause, ctx, 'disconnect') : null;
    case 'disconnect':
    case 'enable':
    case 'disable':
      return OTHER_KIND.test(lower) ? null : changeChannel(clause, ctx, clause.verb);
    default:
      return null;
  }
};

function connect(clause: ParsedClause, board: Board): ClauseOutcome {
  const words = wordsOf(clause.rest);
  const channelId = words.map(stripTrailingPunctuation).find((word) => CHANNEL_ID.test(word));
  const givenName = nameAfterMarker(words);
  const existing = board.lineChannels;
  const sameId = channelId
    ? existing.find((channel) => channel.channelId === channelId)
    : undefined;
  if (sameId) {
    return note(
      `LINE channel ${sameId.channelId} is already connected as "${sameId.name}".`,
      lineRef(sameId),
    );
  }
  if (givenName !== null && givenName.length > MAX_NAME_LENGTH) {
    return note(`A LINE channel name can have at most ${MAX_NAME_LENGTH} characters.`);
  }
  const sameName = givenName
    ? existing.find((channel) => channel.name.toLowerCase() === givenName.toLowerCase())
    : undefined;
  if (sameName) {
    return note(
      `A LINE channel called "${sameName.name}" is already connected.`,
      lineRef(sameName),
    );
  }
  const only = existing[0];
  if (!channelId && !givenName && only) {
    return note(
      `LINE is already connected (${existing.map(describeChannel).join(', ')}). To connect another account, give its channel id, e.g. "connect LINE channel 1657012345 as Acme LINE".`,
      lineRef(only),
    );
  }
  const name = givenName ?? defaultName(existing, channelId);
  const details = [
    channelId
      ? `It connects channel ${channelId}.`
      : 'Without a channel id, one is assigned when you apply it.',
  ];
  if (/\b(?:secret|token)\b/.test(lowerAligned(clause.rest))) {
    details.push(
      'The channel secret and access token are left out of the suggestion on purpose: they are write-only, so enter them when you apply it.',
    );
  }
  return suggest('line.connect', channelId ? { name, channelId } : { name }, clause, {
    targetId: null,
    title: `Connect LINE channel "${name}"`,
    details,
  });
}

/** "… as Acme LINE", "… called Acme LINE": the words after the last marker, up to "with …". */
function nameAfterMarker(words: readonly string[]): string | null {
  const lower = words.map(lowerAligned);
  for (let index = lower.length - 2; index >= 0; index -= 1) {
    const word = lower[index];
    if (word === 'as' || word === 'called' || word === 'named') {
      const after = words.slice(index + 1).join(' ');
      // ('named "Hotel Sol LINE" for the Cebu property': the quoted name, not what follows it.)
      const quoted = /^["“]([^"”]+)["”]/.exec(after)?.[1];
      const name = cleanName(quoted ?? cutAtFirst(after, ['with', 'using']));
      return name.length > 0 ? name : null;
    }
  }
  // ('connect new OA "Acme Shop LINE" (1688420913)': a quoted name with no word before it.)
  const quoted = /["“]([^"”]{1,60})["”]/.exec(words.join(' '))?.[1];
  return quoted ? cleanName(quoted) : null;
}

function defaultName(existing: readonly LineChannel[], channelId: string | undefined): string {
  const taken = (name: string): boolean =>
    existing.some((channel) => channel.name.toLowerCase() === name.toLowerCase());
  if (!taken('LINE')) return 'LINE';
  if (channelId && !taken(`LINE ${channelId}`)) return `LINE ${channelId}`;
  let counter = 2;
  while (taken(`LINE ${counter}`)) counter += 1;
  return `LINE ${counter}`;
}

function changeChannel(
  clause: ParsedClause,
  ctx: ClauseContext,
  operation: LineOperation,
): ClauseOutcome {
  const picked = pickChannel(clause, ctx, operation);
  if (!('id' in picked)) return picked;
  const channel = picked;
  const ref = lineRef(channel);
  if (ctx.plannedIndexOf(channel.id) !== null) {
    return note(
      `"${channel.name}" is only connected by this instruction; apply that first, then ask me to ${operation} it.`,
      ref,
    );
  }
  if (operation === 'enable' && channel.enabled) {
    return note(`LINE channel "${channel.name}" is already enabled.`, ref);
  }
  if (operation === 'disable' && !channel.enabled) {
    return note(`LINE channel "${channel.name}" is already disabled.`, ref);
  }
  const skillId = `line.${operation}` as const;
  const verb = { disconnect: 'Disconnect', enable: 'Enable', disable: 'Disable' }[operation];
  const details = {
    disconnect: ['Customers writing to this LINE account will no longer reach the bot.'],
    enable: ['The bot answers on this LINE account again.'],
    disable: ['The bot stops answering on it; the channel stays connected.'],
  }[operation];
  return suggest(skillId, { lineChannelId: channel.id }, clause, {
    targetId: channel.id,
    title: `${verb} LINE channel "${channel.name}"`,
    details,
    ref,
  });
}

/** The channel the clause means, or a note saying why there is none to pick. */
function pickChannel(
  clause: ParsedClause,
  ctx: ClauseContext,
  operation: LineOperation,
): LineChannel | ClauseOutcome {
  const channels = ctx.board.lineChannels;
  // "pause it for now", "switch the bot off there": for how long says nothing of which channel,
  // and "there" is the one just named.
  const phrase = cleanName(clause.rest)
    .replace(TRAILING_WHILE, '')
    .replace(/^there$/i, 'it');
  const phraseWords = wordsOf(lowerAligned(phrase));
  // "the bot" alone is the whole assistant, not its LINE channel: a generic phrase must say LINE.
  const generic =
    phraseWords.every((word) => GENERIC_WORDS.has(word)) &&
    phraseWords.some((word) => word === 'line' || word === 'channel' || word === 'account');
  if (generic) {
    const [only, ...others] = channels;
    if (!only) return note(`No LINE channel is connected, so there is nothing to ${operation}.`);
    if (others.length === 0) return only;
    return note(
      `Several LINE channels are connected (${listNames(channels.map((c) => c.name))}); say which one to ${operation}.`,
    );
  }
  const resolution = resolveReference(phrase, ctx, ['line']);
  const found =
    resolution.kind === 'found' ? channels.find((c) => c.id === resolution.ref.id) : undefined;
  if (found) return found;
  const connected =
    channels.length === 0
      ? 'No LINE channel is connected.'
      : `Connected LINE channels: ${listNames(channels.map((c) => c.name))}.`;
  const onlySwitches =
    operation === 'disconnect' ? '' : ' Only LINE channels and test mode can be turned on or off.';
  const name = resolution.kind === 'missing' ? resolution.name : phrase;
  return note(`There is no LINE channel called "${name}". ${connected}${onlySwitches}`);
}

function describeChannel(channel: LineChannel): string {
  return `"${channel.name}", channel ${channel.channelId}`;
}

function lineRef(channel: LineChannel): EntityRef {
  return { type: 'line', id: channel.id, name: channel.name };
}
