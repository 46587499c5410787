/**
 * Every seed fact in openapi.yaml cites the sentence of the service interface document it comes
 * from (`x-standin-seed`), and the sentence is really there: a seed tag without a quote, or with
 * words the seed does not say, fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SEED = readFileSync(`${ROOT}docs/seed/service-interface.md`, 'utf8');
const SHARED_SEED = fileURLToPath(
  new URL('../../shared/seed/service-interface.md', import.meta.url),
);
const document: unknown = parse(readFileSync(`${ROOT}openapi.yaml`, 'utf8'));

/** Table pipes and runs of spaces do not matter; words do. */
function normalize(text: string): string {
  return text.replaceAll('|', ' ').replace(/\s+/g, ' ').trim();
}

interface Tagged {
  pointer: string;
  source: unknown;
  quote: unknown;
}

function taggedNodes(node: unknown, pointer = ''): Tagged[] {
  if (Array.isArray(node))
    return node.flatMap((child, index) => taggedNodes(child, `${pointer}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const own =
    'x-standin-source' in record
      ? [{ pointer, source: record['x-standin-source'], quote: record['x-standin-seed'] }]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => taggedNodes(child, `${pointer}/${key}`)),
  ];
}

describe('seed facts quote the seed', () => {
  const tagged = taggedNodes(document);
  const seed = tagged.filter((node) => node.source === 'seed');

  it('has seed facts to check', () => {
    expect(seed.length).toBeGreaterThanOrEqual(20);
  });

  it('gives every seed fact a quote that the seed document contains word for word', () => {
    const text = normalize(SEED);
    const wrong = seed.filter(
      (node) => typeof node.quote !== 'string' || !text.includes(normalize(node.quote)),
    );
    expect(wrong.map((node) => `${node.pointer}: ${String(node.quote)}`)).toEqual([]);
  });

  it('quotes nothing for an assumption', () => {
    const quoted = tagged.filter((node) => node.source !== 'seed' && node.quote !== undefined);
    expect(quoted.map((node) => node.pointer)).toEqual([]);
  });

  it.skipIf(!existsSync(SHARED_SEED))(
    'keeps docs/seed/service-interface.md identical to the seed it copies',
    () => {
      expect(SEED).toBe(readFileSync(SHARED_SEED, 'utf8'));
    },
  );
});
