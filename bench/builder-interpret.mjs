// `node bench/builder-interpret.mjs [--base <git rev>] [--rounds N]`: the builder interpreter of
// the working tree against the one at a git revision, side by side in one process (no HTTP). Both
// are bundled from source with esbuild and minified (the bundle size is printed too), then run on
// the same instructions in alternating rounds: the instruction of `npm run bench`'s
// POST …/builder/message, and every instruction of the builder corpora, on the seeded demo board.
// Never part of `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { base: { type: 'string', default: 'HEAD' }, rounds: { type: 'string', default: '30' } },
});
const work = mkdtempSync(join(tmpdir(), 'standin-builder-bench-'));

/** Bundles src/domain/builder/index.ts under `root` into one minified module; returns it and its size. */
async function bundle(root, name) {
  const outfile = join(work, `${name}.mjs`);
  await build({
    entryPoints: [join(root, 'src/domain/builder/index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    logLevel: 'warning',
  });
  return {
    name,
    module: await import(pathToFileURL(outfile).href),
    bytes: readFileSync(outfile).length,
  };
}

function instructions() {
  const files = [
    'builder-corpus.json',
    'builder-corpus-holdout.json',
    'builder-corpus-unseen.json',
  ];
  const list = ['turn on test mode for alice@acme.test'];
  for (const file of files) {
    const corpus = JSON.parse(readFileSync(join(ROOT, 'test/fixtures', file), 'utf8'));
    list.push(...corpus.cases.map((c) => c.instruction));
  }
  return list;
}

/** Mean microseconds per call of `interpretInstruction` over `texts`, `times` passes. */
function time(builder, texts, times) {
  const board = builder.module.seedBoard(
    'prj_acme_support',
    'support',
    new Date('2026-01-15T00:00:00Z'),
  );
  const start = performance.now();
  for (let pass = 0; pass < times; pass += 1) {
    for (const text of texts) builder.module.interpretInstruction(text, board);
  }
  return ((performance.now() - start) * 1000) / (times * texts.length);
}

try {
  const baseDir = join(work, 'base');
  execFileSync('sh', [
    '-c',
    `mkdir -p "${baseDir}" && git -C "${ROOT}" archive "${values.base}" src | tar -x -C "${baseDir}"`,
  ]);
  const builders = [await bundle(baseDir, 'base'), await bundle(ROOT, 'current')];
  const texts = instructions();
  const single = ['turn on test mode for alice@acme.test'];
  const totals = new Map(builders.map((b) => [b.name, { all: [], bench: [] }]));
  for (const b of builders) time(b, texts, 10); // warm-up: JIT and first-call compilation
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const b of round % 2 === 0 ? builders : [...builders].reverse()) {
      totals.get(b.name).all.push(time(b, texts, 1));
      totals.get(b.name).bench.push(time(b, single, 200));
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `${texts.length} instructions, ${values.rounds} alternating rounds, median µs per instruction`,
  );
  console.log('build     minified bytes   corpora µs   bench instruction µs');
  for (const b of builders) {
    const t = totals.get(b.name);
    console.log(
      `${b.name.padEnd(9)} ${String(b.bytes).padStart(14)} ${median(t.all).toFixed(1).padStart(12)} ${median(t.bench).toFixed(1).padStart(22)}`,
    );
  }
  const [base, current] = builders.map((b) => totals.get(b.name));
  console.log(
    `speed-up (base / current): corpora ${(median(base.all) / median(current.all)).toFixed(2)}×, bench instruction ${(median(base.bench) / median(current.bench)).toFixed(2)}×`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
