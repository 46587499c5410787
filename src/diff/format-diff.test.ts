import { describe, expect, it } from 'vitest';
import type { DiffReport, Finding } from './diff-types.js';
import { formatDiffMarkdown } from './format-diff-markdown.js';
import { formatDiffText } from './format-diff-text.js';

function finding(index: number, level: Finding['level'], extra: Partial<Finding> = {}): Finding {
  return {
    check: 'member-removed',
    level,
    operation: { method: 'get', path: `/reports/r${String(index).padStart(3, '0')}` },
    direction: 'response',
    place: '200 application/json',
    pointer: `/timeseries/*/m${index}`,
    message: 'a member is removed',
    ...extra,
  };
}

function report(changes: Finding[]): DiffReport {
  const breaking = changes.filter((change) => change.level === 'breaking').length;
  return {
    standinDiff: 1,
    base: 'git:main:openapi.yaml',
    head: 'openapi.yaml',
    summary: { breaking, nonBreaking: changes.length - breaking },
    changes,
  };
}

describe('formatDiffMarkdown', () => {
  it('keeps a large comment short: 100 breaking rows and 50 other items, the rest counted', () => {
    const changes = [
      ...Array.from({ length: 120 }, (_, index) => finding(index, 'breaking')),
      ...Array.from({ length: 60 }, (_, index) => finding(200 + index, 'non-breaking')),
    ];
    const markdown = formatDiffMarkdown(report(changes));
    expect(markdown.split('\n').filter((line) => line.startsWith('| `GET'))).toHaveLength(100);
    expect(markdown).toContain('… and 20 more (`--format json` lists all)');
    expect(markdown).toContain('- … and 10 more (`--format json` lists all)');
    expect(markdown).toMatch(/^### ❌ standin diff: 120 breaking, 60 non-breaking/);
  });

  it('escapes what would break a table row or a comment: pipes, tags, pointers with *', () => {
    const markdown = formatDiffMarkdown(
      report([
        finding(1, 'breaking', {
          seed: '| GET | /users/me | no body | user plus organization payload |',
          message: 'type <object> → string',
        }),
      ]),
    );
    const row = markdown.split('\n').find((line) => line.startsWith('| `GET'))!;
    expect(row.split(/(?<!\\)\|/)).toHaveLength(6);
    expect(row).toContain('`/timeseries/*/m1`');
    expect(row).toContain('type &lt;object> → string');
    expect(markdown).not.toContain('<object>');
  });

  it('says so when nothing changed', () => {
    expect(formatDiffMarkdown(report([]))).toBe(
      '### ✅ standin diff: 0 breaking, 0 non-breaking (git:main:openapi.yaml → openapi.yaml)\n\nNo changes a client can see.\n',
    );
  });
});

describe('formatDiffText', () => {
  it('fits 100 columns, wrapping long sentences under their change', () => {
    const long = finding(1, 'breaking', {
      seed: 'The profile response carries a user plus organization payload. It is richer than the user object in the login response, and its exact shape varies by backend.',
      usage: {
        used: true,
        reads: [{ file: 'src/components/very/deep/folder/Header.tsx', line: 14 }],
      },
    });
    const text = formatDiffText(report([long]));
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(text).toContain('      seed fact: "The profile response carries');
    expect(text).toContain('      read at src/components/very/deep/folder/Header.tsx:14');
  });
});
