/**
 * line.connect / line.disconnect / line.enable / line.disable.
 *
 * The channel secret and access token are write-only (openapi.yaml LineChannel): they are
 * accepted in the input and never copied onto the board, so no later read can return them.
 */
import type { Board, LineChannel, SkillInputs } from '../types.js';
import {
  applied,
  conflict,
  findNameClash,
  targetNotFound,
  type ApplyContext,
  type ApplyFailure,
  type ApplyResult,
} from './apply-result.js';
import { deriveLineChannelId } from './line-channel-id.js';

/**
 * Connects a LINE channel; without `channelId` one is derived.
 *
 * @example
 * applyLineConnect(board, { name: 'LINE' }, ctx);
 * // webhookUrl `${ctx.webhookBase}/line/${board.projectId}/lin_…`, no secret on the board
 */
export function applyLineConnect(
  board: Board,
  input: SkillInputs['line.connect'],
  ctx: ApplyContext,
): ApplyResult {
  const sameChannel = input.channelId
    ? board.lineChannels.find((channel) => channel.channelId === input.channelId)
    : undefined;
  if (sameChannel) {
    return conflict(
      `LINE channel ${sameChannel.channelId} is already connected as "${sameChannel.name}". Connect a different channel id.`,
    );
  }
  const clash = findNameClash(board.lineChannels, input.name);
  if (clash) {
    return conflict(
      `A LINE channel called "${clash.name}" is already connected (${clash.id}). Pick another name.`,
    );
  }
  const id = ctx.newId('lin');
  const taken = new Set(board.lineChannels.map((channel) => channel.channelId));
  // Built field by field: channelSecret and channelAccessToken must never reach the board.
  const channel: LineChannel = {
    id,
    name: input.name,
    channelId: input.channelId ?? deriveLineChannelId(board.projectId, input.name, taken),
    webhookUrl: `${withoutTrailingSlash(ctx.webhookBase)}/line/${board.projectId}/${id}`,
    enabled: true,
    connectedAt: ctx.now.toISOString(),
  };
  return applied({ ...board, lineChannels: [...board.lineChannels, channel] }, id);
}

/**
 * Removes a LINE channel.
 *
 * @example
 * applyLineDisconnect(board, { lineChannelId: 'lin_main' });
 */
export function applyLineDisconnect(
  board: Board,
  input: SkillInputs['line.disconnect'],
): ApplyResult {
  const { lineChannelId } = input;
  if (!board.lineChannels.some((channel) => channel.id === lineChannelId)) {
    return lineNotFound(lineChannelId);
  }
  const lineChannels = board.lineChannels.filter((channel) => channel.id !== lineChannelId);
  return applied({ ...board, lineChannels }, lineChannelId);
}

/**
 * line.enable and line.disable: setting the state it already has is harmless, so it applies.
 *
 * @example
 * applyLineEnabled(board, { lineChannelId: 'lin_main' }, false); // line.disable
 */
export function applyLineEnabled(
  board: Board,
  input: SkillInputs['line.enable'],
  enabled: boolean,
): ApplyResult {
  const { lineChannelId } = input;
  if (!board.lineChannels.some((channel) => channel.id === lineChannelId)) {
    return lineNotFound(lineChannelId);
  }
  const lineChannels = board.lineChannels.map((channel) =>
    channel.id === lineChannelId ? { ...channel, enabled } : channel,
  );
  return applied({ ...board, lineChannels }, lineChannelId);
}

function lineNotFound(lineChannelId: string): ApplyFailure {
  return targetNotFound(
    `LINE channel "${lineChannelId}" is not connected: it was disconnected or never existed. Reload the board and ask again.`,
  );
}

/** A loop, not a regex: `/\/+$/` backtracks quadratically on long runs of slashes. */
function withoutTrailingSlash(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}
