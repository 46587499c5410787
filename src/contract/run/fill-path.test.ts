import { describe, expect, it } from 'vitest';
import { fillPath, PLACEHOLDER_ID } from './fill-path.js';

describe('fillPath', () => {
  const ids = new Map([['projects', 'prj 1']]);
  it.each<{
    given: string;
    template: string;
    params: Record<string, string>;
    want: { path: string; missing: string[] };
  }>([
    {
      given: 'a path without parameters',
      template: '/auth/login',
      params: {},
      want: { path: '/auth/login', missing: [] },
    },
    {
      given: 'an id seen for the collection',
      template: '/projects/{id}/board',
      params: {},
      want: { path: '/projects/prj%201/board', missing: [] },
    },
    {
      given: 'an explicit value',
      template: '/projects/{id}/builder/suggestions/{suggestionId}/apply',
      params: { suggestionId: 'sug_1' },
      want: { path: '/projects/prj%201/builder/suggestions/sug_1/apply', missing: [] },
    },
    {
      given: 'nothing known',
      template: '/suggestions/{suggestionId}',
      params: {},
      want: { path: `/suggestions/${PLACEHOLDER_ID}`, missing: ['suggestionId'] },
    },
  ])('$given', ({ template, params, want }) => {
    expect(fillPath(template, params, ids)).toEqual(want);
  });
});
