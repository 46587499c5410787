import { describe, expect, it } from 'vitest';
import { boardShows } from './builder-board-shows.js';

const board = {
  subAgents: [{ id: 'sag_billing' }],
  tools: [],
  routers: [{ id: 'rtr_main' }],
  lineChannels: [],
  testMode: { enabled: true, testers: [] },
};

describe('boardShows', () => {
  it.each([
    {
      given: 'a created sub-agent on the board',
      suggestion: { operation: 'create', target: { type: 'sub_agent', id: 'sag_billing' } },
      want: [],
    },
    {
      given: 'a created tool missing from the board',
      suggestion: { operation: 'create', target: { type: 'tool', id: 'tol_lookup' } },
      want: ['/body/tools'],
    },
    {
      given: 'a deleted router still on the board',
      suggestion: { operation: 'delete', target: { type: 'router', id: 'rtr_main' } },
      want: ['/body/routers'],
    },
    {
      given: 'a disconnected LINE channel gone',
      suggestion: { operation: 'disconnect', target: { type: 'line', id: 'lin_old' } },
      want: [],
    },
    {
      given: 'test mode turned on',
      suggestion: { operation: 'enable', target: { type: 'test_mode', id: null } },
      want: [],
    },
    {
      given: 'test mode not turned off',
      suggestion: { operation: 'disable', target: { type: 'test_mode', id: null } },
      want: ['/body/testMode/enabled'],
    },
    {
      given: 'a suggestion without a target id',
      suggestion: { operation: 'create', target: { type: 'tool', id: null } },
      want: [],
    },
  ])('$given', ({ suggestion, want }) => {
    expect(boardShows(board, suggestion).map((draft) => draft.pointer)).toEqual(want);
  });
});
