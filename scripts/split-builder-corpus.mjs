// Splits a corpus of instructions written before the interpreter was tuned for them once, at random
// with a fixed seed, into a tuning half (the interpreter may be tuned on it) and a test half (never
// tuned on, only scored). Each category is shuffled on its own and halved, so every category is in
// both halves. It refuses to overwrite an existing split: a second split would mix cases that were
// read while tuning into the test half.
//   node scripts/split-builder-corpus.mjs          # builder-corpus-unseen.json → -tuning/-test.json
//   node scripts/split-builder-corpus.mjs fresh    # builder-corpus-fresh.json → -fresh-tuning/-fresh-test.json
//   node scripts/split-builder-corpus.mjs third    # builder-corpus-third.json → -third-tuning/-third-test.json
//   node scripts/split-builder-corpus.mjs fifth    # builder-corpus-fifth.json → -fifth-tuning/-fifth-test.json
//   node scripts/split-builder-corpus.mjs sixth    # builder-corpus-sixth.json → -sixth-tuning/-sixth-test.json
//   node scripts/split-builder-corpus.mjs seventh  # builder-corpus-seventh.json → -seventh-tuning/-seventh-test.json
//   node scripts/split-builder-corpus.mjs eighth   # builder-corpus-eighth.json → -eighth-tuning/-eighth-test.json
//   node scripts/split-builder-corpus.mjs ninth    # builder-corpus-ninth.json → -ninth-tuning/-ninth-test.json
//   node scripts/split-builder-corpus.mjs tenth    # builder-corpus-tenth.json → -tenth-tuning/-tenth-test.json
//   node scripts/split-builder-corpus.mjs eleventh # builder-corpus-eleventh.json → -eleventh-tuning/-eleventh-test.json
//   node scripts/split-builder-corpus.mjs twelfth  # builder-corpus-twelfth.json → -twelfth-tuning/-twelfth-test.json
//   node scripts/split-builder-corpus.mjs thirteenth # builder-corpus-thirteenth.json → -thirteenth-tuning/-thirteenth-test.json
//   node scripts/split-builder-corpus.mjs fourteenth # builder-corpus-fourteenth.json → -fourteenth-tuning/-fourteenth-test.json
//   node scripts/split-builder-corpus.mjs fifteenth # builder-corpus-fifteenth.json → -fifteenth-tuning/-fifteenth-test.json
//   node scripts/split-builder-corpus.mjs sixteenth # builder-corpus-sixteenth.json → -sixteenth-tuning/-sixteenth-test.json
//   node scripts/split-builder-corpus.mjs seventeenth # builder-corpus-seventeenth.json → -seventeenth-tuning/-seventeenth-test.json
//   node scripts/split-builder-corpus.mjs eighteenth # builder-corpus-eighteenth.json → -eighteenth-tuning/-eighteenth-test.json
//   node scripts/split-builder-corpus.mjs nineteenth # builder-corpus-nineteenth.json → -nineteenth-tuning/-nineteenth-test.json
//   node scripts/split-builder-corpus.mjs twentieth # builder-corpus-twentieth.json → -twentieth-tuning/-twentieth-test.json
//   node scripts/split-builder-corpus.mjs twentyfirst # builder-corpus-twentyfirst.json → -twentyfirst-tuning/-twentyfirst-test.json
//   node scripts/split-builder-corpus.mjs twentysecond # builder-corpus-twentysecond.json → -twentysecond-tuning/-twentysecond-test.json
//   node scripts/split-builder-corpus.mjs twentythird # builder-corpus-twentythird.json → -twentythird-tuning/-twentythird-test.json
//   node scripts/split-builder-corpus.mjs twentyfourth # builder-corpus-twentyfourth.json → -twentyfourth-tuning/-twentyfourth-test.json
//   node scripts/split-builder-corpus.mjs twentyfifth # builder-corpus-twentyfifth.json → -twentyfifth-tuning/-twentyfifth-test.json
//   node scripts/split-builder-corpus.mjs twentysixth # builder-corpus-twentysixth.json → -twentysixth-tuning/-twentysixth-test.json
//   node scripts/split-builder-corpus.mjs twentyseventh # builder-corpus-twentyseventh.json → -twentyseventh-tuning/-twentyseventh-test.json
//   node scripts/split-builder-corpus.mjs twentyeighth # builder-corpus-twentyeighth.json → -twentyeighth-tuning/-twentyeighth-test.json
//   node scripts/split-builder-corpus.mjs twentyninth # builder-corpus-twentyninth.json → -twentyninth-tuning/-twentyninth-test.json
//   node scripts/split-builder-corpus.mjs thirtieth # builder-corpus-thirtieth.json → -thirtieth-tuning/-thirtieth-test.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const CORPORA = {
  unseen: {
    seed: 20261125,
    tuning: 'builder-corpus-tuning.json',
    test: 'builder-corpus-test.json',
  },
  fresh: {
    seed: 20261127,
    tuning: 'builder-corpus-fresh-tuning.json',
    test: 'builder-corpus-fresh-test.json',
  },
  third: {
    seed: 20261128,
    tuning: 'builder-corpus-third-tuning.json',
    test: 'builder-corpus-third-test.json',
  },
  fifth: {
    seed: 20261129,
    tuning: 'builder-corpus-fifth-tuning.json',
    test: 'builder-corpus-fifth-test.json',
  },
  sixth: {
    seed: 20261130,
    tuning: 'builder-corpus-sixth-tuning.json',
    test: 'builder-corpus-sixth-test.json',
  },
  seventh: {
    seed: 20261131,
    tuning: 'builder-corpus-seventh-tuning.json',
    test: 'builder-corpus-seventh-test.json',
  },
  eighth: {
    seed: 20261201,
    tuning: 'builder-corpus-eighth-tuning.json',
    test: 'builder-corpus-eighth-test.json',
  },
  ninth: {
    seed: 20261202,
    tuning: 'builder-corpus-ninth-tuning.json',
    test: 'builder-corpus-ninth-test.json',
  },
  tenth: {
    seed: 20261203,
    tuning: 'builder-corpus-tenth-tuning.json',
    test: 'builder-corpus-tenth-test.json',
  },
  eleventh: {
    seed: 20261204,
    tuning: 'builder-corpus-eleventh-tuning.json',
    test: 'builder-corpus-eleventh-test.json',
  },
  twelfth: {
    seed: 20261205,
    tuning: 'builder-corpus-twelfth-tuning.json',
    test: 'builder-corpus-twelfth-test.json',
  },
  thirteenth: {
    seed: 20261206,
    tuning: 'builder-corpus-thirteenth-tuning.json',
    test: 'builder-corpus-thirteenth-test.json',
  },
  fourteenth: {
    seed: 20261207,
    tuning: 'builder-corpus-fourteenth-tuning.json',
    test: 'builder-corpus-fourteenth-test.json',
  },
  fifteenth: {
    seed: 20261208,
    tuning: 'builder-corpus-fifteenth-tuning.json',
    test: 'builder-corpus-fifteenth-test.json',
  },
  sixteenth: {
    seed: 20261209,
    tuning: 'builder-corpus-sixteenth-tuning.json',
    test: 'builder-corpus-sixteenth-test.json',
  },
  seventeenth: {
    seed: 20261210,
    tuning: 'builder-corpus-seventeenth-tuning.json',
    test: 'builder-corpus-seventeenth-test.json',
  },
  eighteenth: {
    seed: 20261211,
    tuning: 'builder-corpus-eighteenth-tuning.json',
    test: 'builder-corpus-eighteenth-test.json',
  },
  nineteenth: {
    seed: 20261212,
    tuning: 'builder-corpus-nineteenth-tuning.json',
    test: 'builder-corpus-nineteenth-test.json',
  },
  twentieth: {
    seed: 20261213,
    tuning: 'builder-corpus-twentieth-tuning.json',
    test: 'builder-corpus-twentieth-test.json',
  },
  twentyfirst: {
    seed: 20261214,
    tuning: 'builder-corpus-twentyfirst-tuning.json',
    test: 'builder-corpus-twentyfirst-test.json',
  },
  twentysecond: {
    seed: 20261215,
    tuning: 'builder-corpus-twentysecond-tuning.json',
    test: 'builder-corpus-twentysecond-test.json',
  },
  twentythird: {
    seed: 20261216,
    tuning: 'builder-corpus-twentythird-tuning.json',
    test: 'builder-corpus-twentythird-test.json',
  },
  twentyfourth: {
    seed: 20261217,
    tuning: 'builder-corpus-twentyfourth-tuning.json',
    test: 'builder-corpus-twentyfourth-test.json',
  },
  twentyfifth: {
    seed: 20261218,
    tuning: 'builder-corpus-twentyfifth-tuning.json',
    test: 'builder-corpus-twentyfifth-test.json',
  },
  twentysixth: {
    seed: 20261219,
    tuning: 'builder-corpus-twentysixth-tuning.json',
    test: 'builder-corpus-twentysixth-test.json',
  },
  twentyseventh: {
    seed: 20261220,
    tuning: 'builder-corpus-twentyseventh-tuning.json',
    test: 'builder-corpus-twentyseventh-test.json',
  },
  twentyeighth: {
    seed: 20261221,
    tuning: 'builder-corpus-twentyeighth-tuning.json',
    test: 'builder-corpus-twentyeighth-test.json',
  },
  twentyninth: {
    seed: 20261222,
    tuning: 'builder-corpus-twentyninth-tuning.json',
    test: 'builder-corpus-twentyninth-test.json',
  },
  thirtieth: {
    seed: 20261228,
    tuning: 'builder-corpus-thirtieth-tuning.json',
    test: 'builder-corpus-thirtieth-test.json',
  },
};
const name = process.argv[2] ?? 'unseen';
const chosen = CORPORA[name];
if (!chosen) {
  console.error(`Unknown corpus "${name}": use one of ${Object.keys(CORPORA).join(', ')}.`);
  process.exit(2);
}
const SEED = chosen.seed;
const dir = new URL('../test/fixtures/', import.meta.url);
const source = new URL(`builder-corpus-${name}.json`, dir);
const tuningFile = new URL(chosen.tuning, dir);
const testFile = new URL(chosen.test, dir);

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
  `The tuning half of builder-corpus-${name}.json: the interpreter may be tuned on these.`,
);
write(testFile, test, `The test half of builder-corpus-${name}.json: never tuned on, only scored.`);
console.log(`tuning ${tuning.length}, test ${test.length} (seed ${SEED})`);
