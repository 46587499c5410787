// The TypeScript snippets of the README's "Use it in your app" section, for the tests that run
// them as printed (test/readme-snippets.test.ts in Node and Vite, scripts/test-browser.mjs in
// Chromium).

const SECTION = '## Use it in your app';

/**
 * Every ```ts block of the section, in order. A block that reads `import.meta.env` is for the
 * browser (a Vite app); any other is a Node test file.
 *
 * @param {string} readme the README's text
 * @returns {Array<{ target: 'browser' | 'node', code: string }>}
 * @example
 * readmeSnippets(readFileSync('README.md', 'utf8')).filter((s) => s.target === 'node');
 */
export function readmeSnippets(readme) {
  const start = readme.indexOf(SECTION);
  if (start < 0) throw new Error(`README.md has no "${SECTION}" section.`);
  const next = readme.indexOf('\n## ', start + SECTION.length);
  const section = readme.slice(start, next < 0 ? undefined : next);
  return [...section.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map(([, code = '']) => ({
    target: code.includes('import.meta.env') ? 'browser' : 'node',
    code,
  }));
}
