import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code comments cite the pages under docs/ (docs/README.md): every cited path must exist, and
 * nothing may cite the design note that lived outside the repository (docs/decisions/0014).
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['src', 'test', 'scripts', 'bench', 'contract-tests', 'eslint.config.js'];
const SKIPPED_DIRS = new Set(['node_modules', 'generated', '.peers', '.out', 'dist']);
const TEXT = /\.(ts|mts|js|mjs|cjs|json|md)$/;
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** The ten product pages other code and docs cite by these exact names. */
const PRODUCT_PAGES = [
  'ai-builder',
  'auth',
  'commands',
  'contract-suite',
  'demo-data',
  'errors',
  'mock-controls',
  'prefixes',
  'reports',
  'seed-facts-and-assumptions',
];

function filesUnder(path: string): string[] {
  const absolute = join(ROOT, path);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [path];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(join(path, entry.name));
    return TEXT.test(entry.name) ? [join(path, entry.name)] : [];
  });
}

const scanned = SCANNED.flatMap(filesUnder).filter((file) => file !== THIS_FILE);

/** `docs/product/reports.md`, `docs/decisions/0004-layers-and-import-direction.md`, … */
function docsCitations(text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md\b/g)].map((match) => match[0]);
}

/** Any mention of `decisions.md` as a file (not a numbered page under docs/decisions/). */
function designNoteCitations(text: string): string[] {
  return [...text.matchAll(/(?<![\w-])decisions\.md\b/g)].map((match) => match[0]);
}

/** Relative links of a markdown page: `[text](target)` without a scheme or an anchor-only target. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe('docs citations', () => {
  it('finds the citations it is meant to check (the scan is not empty)', () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(docsCitations('see (docs/product/reports.md: inclusive whole days)')).toEqual([
      'docs/product/reports.md',
    ]);
    expect(designNoteCitations('(decisions.md "Reports")')).toEqual(['decisions.md']);
    expect(designNoteCitations('docs/decisions/0004-layers-and-import-direction.md')).toEqual([]);
  });

  it('every docs/…md path cited in src, test, scripts, bench and contract-tests exists', () => {
    const broken: string[] = [];
    let cited = 0;
    for (const file of scanned) {
      for (const path of docsCitations(readFileSync(join(ROOT, file), 'utf8'))) {
        cited += 1;
        if (!existsSync(join(ROOT, path))) broken.push(`${file}: ${path}`);
      }
    }
    expect(broken).toEqual([]);
    expect(cited).toBeGreaterThan(80);
  });

  it('no code cites decisions.md, the design note outside the repository', () => {
    const offenders = scanned.filter(
      (file) => designNoteCitations(readFileSync(join(ROOT, file), 'utf8')).length > 0,
    );
    expect(offenders).toEqual([]);
  });

  it('the product pages exist and docs/README.md links every one of them', () => {
    const index = readFileSync(join(ROOT, 'docs/README.md'), 'utf8');
    const onDisk = readdirSync(join(ROOT, 'docs/product')).map((name) => name.replace(/\.md$/, ''));
    expect(onDisk).toEqual(expect.arrayContaining(PRODUCT_PAGES));
    for (const page of onDisk) expect(index).toContain(`(product/${page}.md)`);
  });

  it('every relative link in docs/ and README.md resolves', () => {
    const pages = ['README.md', ...filesUnder('docs')];
    const broken = pages.flatMap((page) =>
      relativeLinks(readFileSync(join(ROOT, page), 'utf8'))
        .filter((target) => !existsSync(join(ROOT, dirname(page), target)))
        .map((target) => `${page}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
