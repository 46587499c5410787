/**
 * A pull-request-sized change: the organization loses `plan` and gains an optional `seats`, user
 * roles gain `viewer`, reports no longer group by month, and login's password needs 8 characters
 * (a seed fact).
 */
export function pullRequest(spec: string): string {
  const edits: [string, string][] = [
    [
      'required: [id, name, slug, plan, locale, timezone, createdAt]',
      'required: [id, name, slug, locale, timezone, createdAt]',
    ],
    [
      '        plan: { type: string, enum: [free, starter, business, enterprise] }\n',
      '        seats: { type: integer, minimum: 1 }\n',
    ],
    [
      'role: { type: string, enum: [owner, admin, agent] }',
      'role: { type: string, enum: [owner, admin, agent, viewer] }',
    ],
    [
      '      schema:\n        type: string\n        enum: [day, week, month]\n        default: day',
      '      schema:\n        type: string\n        enum: [day, week]\n        default: day',
    ],
    [
      'password: { type: string, minLength: 1, maxLength: 1024 }',
      'password: { type: string, minLength: 8, maxLength: 1024 }',
    ],
  ];
  let edited = spec;
  for (const [from, to] of edits) {
    if (!edited.includes(from)) throw new Error(`openapi.yaml no longer has ${from}`);
    edited = edited.replace(from, to);
  }
  return edited;
}
