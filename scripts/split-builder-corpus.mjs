// Splits test/fixtures/builder-corpus-unseen.json once, at random with a fixed seed, into a tuning
// half (builder-corpus-tuning.json: the interpreter may be tuned on it) and a test half
// (builder-corpus-test.json: never tuned on, only scored). Each category is shuffled on its own and
// halved, so every category is in both halves. It refuses to overwrite an existing split: a second
// split would mix cases that were read while tuning into the test half.
//   node scripts/split-builder-corpus.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const SEED = 20261125;
const dir = new URL('../test/fixtures/', import.meta.url);
const source = new URL('builder-corpus-unseen.json', dir);
const tuningFile = new URL('builder-corpus-tuning.json', dir);
const testFile = new URL('builder-corpus-test.json', dir);

if (existsSync(tuningFile) || existsSync(testFile)) {
  console.error(
    'The corpus is already split; delete both halves first only if you mean to start over.',
  );
  process.exit(2);
}

/** mulberry32: a small seeded generator, so the split is the same on every machine. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const corpus = JSON.parse(readFileSync(source, 'utf8'));
const next = random(SEED);
const byCategory = new Map();
for (const testCase of corpus.cases) {
  byCategory.set(testCase.category, [...(byCategory.get(testCase.category) ?? []), testCase]);
}
const tuning = [];
const test = [];
for (const cases of byCategory.values()) {
  const shuffled = [...cases];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  const half = Math.floor(shuffled.length / 2);
  tuning.push(...shuffled.slice(0, half));
  test.push(...shuffled.slice(half));
}
const byId = (a, b) => a.id.localeCompare(b.id);
const write = (file, cases, note) =>
  writeFileSync(
    file,
    `${JSON.stringify({ description: `${note} ${corpus.description}`, seed: SEED, cases: cases.sort(byId) }, null, 2)}\n`,
  );
write(
  tuningFile,
  tuning,
  'The tuning half of builder-corpus-unseen.json: the interpreter may be tuned on these.',
);
write(testFile, test, 'The test half of builder-corpus-unseen.json: never tuned on, only scored.');
console.log(`tuning ${tuning.length}, test ${test.length} (seed ${SEED})`);
