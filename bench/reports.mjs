// Reporting core benchmark: seeding time, index build time and 7-day report latency.
//
//   npx tsc -p tsconfig.build.json; node bench/reports.mjs
//
// (tsc still emits dist/ when an unrelated file has type errors.) Sizes are conversations per
// organization; `node bench/reports.mjs 5000 20000` picks other sizes. The report latency should
// not grow with the size: the reports read prefix sums (src/domain/reports/prefix-index.ts).
import { performance } from 'node:perf_hooks';
import { URLSearchParams } from 'node:url';
import {
  aggregateReport,
  createConversationIndex,
  generateReportingWorld,
  parseReportQuery,
  REPORT_KINDS,
} from '../dist/domain/reports/index.js';

const NOW = new Date('2026-01-15T00:00:00Z');
const SIZES = process.argv.slice(2).map(Number).filter(Number.isInteger);
const sizes = SIZES.length > 0 ? SIZES : [5_000, 50_000, 100_000];

/** Median wall time of `fn` in ms over `runs` runs (after one warm-up run). */
function median(runs, fn) {
  fn();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function ms(value) {
  return value < 1 ? `${(value * 1000).toFixed(0)} µs` : `${value.toFixed(1)} ms`;
}

function queryOf(search) {
  const parsed = parseReportQuery(new URLSearchParams(search), { now: NOW });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.query;
}

const defaultWorld = median(5, () => {
  for (const orgId of ['org_acme', 'org_globex']) {
    createConversationIndex(generateReportingWorld({ orgId, seed: 1, now: NOW }));
  }
});
console.log(`default world (2 orgs x 3000 conversations, generate + index): ${ms(defaultWorld)}`);

const sevenDays = queryOf('');
const sevenDaysTokyo = queryOf('timezone=Asia/Tokyo');
const rows = [];
for (const size of sizes) {
  const make = () =>
    generateReportingWorld({ orgId: 'org_acme', seed: 1, now: NOW, conversations: size });
  const seeding = median(3, make);
  const world = make();
  const indexing = median(3, () => createConversationIndex(world));
  const index = createConversationIndex(world);
  const overview = median(500, () => aggregateReport('overview', index, sevenDays, { now: NOW }));
  const allKinds = median(200, () => {
    for (const kind of REPORT_KINDS) aggregateReport(kind, index, sevenDaysTokyo, { now: NOW });
  });
  rows.push({
    conversations: size,
    seeding: ms(seeding),
    'index build': ms(indexing),
    '7-day overview': ms(overview),
    '7-day, all 7 reports (Asia/Tokyo)': ms(allKinds),
  });
}
console.table(rows);
