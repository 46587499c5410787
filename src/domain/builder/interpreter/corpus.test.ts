/**
 * Scores the interpreter on test/fixtures/builder-corpus.json: instructions written the way people
 * type them, each with the suggestions it must give on the seeded demo board. A case is correct
 * when exactly the expected suggestions come back (skills, targets and key payload fields), partial
 * when some of them come back and nothing else, none when nothing comes back, and wrong when any
 * suggestion was not asked for. The bar: at least 90% correct and nothing wrong.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusBoard, type CorpusSetup } from '../../../../test/support/corpus-boards.js';
import { loadSkillInputValidators } from '../../../../test/support/skill-input-validators.js';
import { applySuggestion } from '../apply-suggestion.js';
import { createLogger } from '../../../logger.js';
import { interpretInstruction } from '../interpret-instruction.js';
import type { DraftSuggestion } from '../types.js';

interface ExpectedSuggestion {
  readonly skill: string;
  /** An existing item's id, a created item's name, '*' for any name, null for test mode. */
  readonly target: string | null;
  readonly payload?: Readonly<Record<string, unknown>>;
  readonly contains?: Readonly<Record<string, string>>;
  readonly excludes?: Readonly<Record<string, readonly string[]>>;
}

interface CorpusCase {
  readonly id: string;
  readonly category: string;
  readonly instruction: string;
  readonly setup?: CorpusSetup;
  readonly expect: readonly ExpectedSuggestion[];
  readonly reply?: string;
}

type Score = 'correct' | 'partial' | 'none' | 'wrong';

function loadCorpus(file: string): readonly CorpusCase[] {
  const url = new URL(`../../../../test/fixtures/${file}`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { readonly cases: readonly CorpusCase[] }).cases;
}

const NOW = new Date('2026-01-15T00:00:00.000Z');

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const lower = (value: unknown): string => String(value).toLowerCase();

function targetOf(suggestion: DraftSuggestion): string | null {
  if (suggestion.target.id !== null) return suggestion.target.id;
  const name = at(suggestion.payload, 'name');
  return typeof name === 'string' ? name : null;
}

/** Whether a suggestion is the one expected: skill and target first, then key payload fields. */
function sameAction(want: ExpectedSuggestion, got: DraftSuggestion): boolean {
  if (want.skill !== got.skillId) return false;
  const target = targetOf(got);
  if (want.target === '*') return target !== null;
  return want.target === null ? target === null : lower(want.target) === lower(target);
}

function goodPayload(want: ExpectedSuggestion, got: DraftSuggestion): boolean {
  for (const [path, value] of Object.entries(want.payload ?? {})) {
    const actual = at(got.payload, path);
    if (Array.isArray(value)) {
      if (!Array.isArray(actual)) return false;
      const have = actual.map(lower);
      if (!value.every((item) => have.includes(lower(item)))) return false;
    } else if (lower(actual) !== lower(value)) return false;
  }
  for (const [path, text] of Object.entries(want.contains ?? {})) {
    if (!lower(at(got.payload, path) ?? '').includes(lower(text))) return false;
  }
  for (const [path, items] of Object.entries(want.excludes ?? {})) {
    const actual = at(got.payload, path);
    const have = Array.isArray(actual) ? actual.map(lower) : [lower(actual ?? '')];
    if (items.some((item) => have.some((value) => value.includes(lower(item))))) return false;
  }
  return true;
}

interface Scored {
  readonly score: Score;
  readonly detail: string;
}

function scoreCase(testCase: CorpusCase): Scored {
  const { suggestions, reply } = interpretInstruction(
    testCase.instruction,
    corpusBoard(testCase.setup),
  );
  const got = suggestions.map((s) => `${s.skillId} ${targetOf(s) ?? '-'}`).join(', ') || 'nothing';
  const detail = `${testCase.id} [${testCase.category}] "${testCase.instruction}" → ${got} | ${reply}`;
  if (testCase.expect.length === 0) {
    if (suggestions.length > 0) return { score: 'wrong', detail };
    const replyOk = testCase.reply === undefined || lower(reply).includes(lower(testCase.reply));
    return { score: replyOk ? 'correct' : 'none', detail };
  }
  if (suggestions.length === 0) return { score: 'none', detail };
  // Greedy matching: each expected suggestion takes the first unused one that is the same action.
  const unused = [...suggestions];
  let matched = 0;
  let goodPayloads = 0;
  for (const want of testCase.expect) {
    const index = unused.findIndex((s) => sameAction(want, s) && goodPayload(want, s));
    const fallback = index >= 0 ? index : unused.findIndex((s) => sameAction(want, s));
    if (fallback < 0) continue;
    matched += 1;
    if (index >= 0) goodPayloads += 1;
    unused.splice(fallback, 1);
  }
  if (unused.length > 0) return { score: 'wrong', detail };
  const all = matched === testCase.expect.length && goodPayloads === matched;
  return { score: all ? 'correct' : 'partial', detail };
}

type Totals = Record<Score, number>;

/**
 * Scores every case and logs the table per category, then every case that was not correct. A
 * test half logs its table only: its misses are never read, so nobody tunes on them by accident.
 */
function scoreCorpus(
  name: string,
  cases: readonly CorpusCase[],
  { misses: logMisses = true } = {},
) {
  const results = cases.map((testCase) => ({ testCase, ...scoreCase(testCase) }));
  const table = new Map<string, Totals>();
  const total: Totals = { correct: 0, partial: 0, none: 0, wrong: 0 };
  for (const { testCase, score } of results) {
    const row = table.get(testCase.category) ?? { correct: 0, partial: 0, none: 0, wrong: 0 };
    row[score] += 1;
    total[score] += 1;
    table.set(testCase.category, row);
  }
  const line = (label: string, row: Totals): string =>
    `${label.padEnd(13)} ${String(row.correct).padStart(7)} ${String(row.partial).padStart(7)} ${String(row.none).padStart(4)} ${String(row.wrong).padStart(5)}`;
  const lines = [`${name}: ${cases.length} cases`, 'category      correct partial none wrong'];
  for (const [category, row] of table) lines.push(line(category, row));
  lines.push(line('total', total));
  const misses = logMisses
    ? results.filter((r) => r.score !== 'correct').map((r) => `${r.score}: ${r.detail}`)
    : [];
  createLogger({ stream: process.stdout }).info([...lines, ...misses].join('\n'));
  return { results, total };
}

const corpus = loadCorpus('builder-corpus.json');
const holdout = loadCorpus('builder-corpus-holdout.json');
const tuning = loadCorpus('builder-corpus-tuning.json');
const unseen = loadCorpus('builder-corpus-test.json');
const freshTuning = loadCorpus('builder-corpus-fresh-tuning.json');
const freshTest = loadCorpus('builder-corpus-fresh-test.json');
const blind = loadCorpus('builder-corpus-blind.json');
const thirdTuning = loadCorpus('builder-corpus-third-tuning.json');
const thirdTest = loadCorpus('builder-corpus-third-test.json');
const fourth = loadCorpus('builder-corpus-fourth.json');
const fifthTuning = loadCorpus('builder-corpus-fifth-tuning.json');
const fifthTest = loadCorpus('builder-corpus-fifth-test.json');
const sixthTuning = loadCorpus('builder-corpus-sixth-tuning.json');
const sixthTest = loadCorpus('builder-corpus-sixth-test.json');
const seventhTuning = loadCorpus('builder-corpus-seventh-tuning.json');
const seventhTest = loadCorpus('builder-corpus-seventh-test.json');
const eighthTuning = loadCorpus('builder-corpus-eighth-tuning.json');
const eighthTest = loadCorpus('builder-corpus-eighth-test.json');
const ninthTuning = loadCorpus('builder-corpus-ninth-tuning.json');
const ninthTest = loadCorpus('builder-corpus-ninth-test.json');
const tenthTuning = loadCorpus('builder-corpus-tenth-tuning.json');
const tenthTest = loadCorpus('builder-corpus-tenth-test.json');
const eleventhTuning = loadCorpus('builder-corpus-eleventh-tuning.json');
const eleventhTest = loadCorpus('builder-corpus-eleventh-test.json');
const twelfthTuning = loadCorpus('builder-corpus-twelfth-tuning.json');
const twelfthTest = loadCorpus('builder-corpus-twelfth-test.json');
const thirteenthTuning = loadCorpus('builder-corpus-thirteenth-tuning.json');
const thirteenthTest = loadCorpus('builder-corpus-thirteenth-test.json');
const fourteenthTuning = loadCorpus('builder-corpus-fourteenth-tuning.json');
const fourteenthTest = loadCorpus('builder-corpus-fourteenth-test.json');
const fifteenthTuning = loadCorpus('builder-corpus-fifteenth-tuning.json');
const fifteenthTest = loadCorpus('builder-corpus-fifteenth-test.json');
const sixteenthTuning = loadCorpus('builder-corpus-sixteenth-tuning.json');
const sixteenthTest = loadCorpus('builder-corpus-sixteenth-test.json');
const seventeenthTuning = loadCorpus('builder-corpus-seventeenth-tuning.json');
const seventeenthTest = loadCorpus('builder-corpus-seventeenth-test.json');
const eighteenthTuning = loadCorpus('builder-corpus-eighteenth-tuning.json');
const eighteenthTest = loadCorpus('builder-corpus-eighteenth-test.json');
const nineteenthTuning = loadCorpus('builder-corpus-nineteenth-tuning.json');
const nineteenthTest = loadCorpus('builder-corpus-nineteenth-test.json');
const twentiethTuning = loadCorpus('builder-corpus-twentieth-tuning.json');
const twentiethTest = loadCorpus('builder-corpus-twentieth-test.json');
const twentyfirstTuning = loadCorpus('builder-corpus-twentyfirst-tuning.json');
const twentyfirstTest = loadCorpus('builder-corpus-twentyfirst-test.json');
const twentysecondTuning = loadCorpus('builder-corpus-twentysecond-tuning.json');
const twentysecondTest = loadCorpus('builder-corpus-twentysecond-test.json');
const twentythirdTuning = loadCorpus('builder-corpus-twentythird-tuning.json');
const twentythirdTest = loadCorpus('builder-corpus-twentythird-test.json');
const twentyfourthTuning = loadCorpus('builder-corpus-twentyfourth-tuning.json');
const twentyfourthTest = loadCorpus('builder-corpus-twentyfourth-test.json');
const twentyfifthTuning = loadCorpus('builder-corpus-twentyfifth-tuning.json');
const twentyfifthTest = loadCorpus('builder-corpus-twentyfifth-test.json');
const twentysixthTuning = loadCorpus('builder-corpus-twentysixth-tuning.json');
const twentysixthTest = loadCorpus('builder-corpus-twentysixth-test.json');
const twentyseventhTuning = loadCorpus('builder-corpus-twentyseventh-tuning.json');
const twentyseventhTest = loadCorpus('builder-corpus-twentyseventh-test.json');
const twentyeighthTuning = loadCorpus('builder-corpus-twentyeighth-tuning.json');
const twentyeighthTest = loadCorpus('builder-corpus-twentyeighth-test.json');
const twentyninthTuning = loadCorpus('builder-corpus-twentyninth-tuning.json');
const twentyninthTest = loadCorpus('builder-corpus-twentyninth-test.json');
const thirtiethTuning = loadCorpus('builder-corpus-thirtieth-tuning.json');
const thirtiethTest = loadCorpus('builder-corpus-thirtieth-test.json');

let validators: Awaited<ReturnType<typeof loadSkillInputValidators>>;
beforeAll(async () => {
  validators = await loadSkillInputValidators();
});

/** Every payload fits its skill's input schema, and the suggestions apply to the board in order. */
function problemsOf(testCase: CorpusCase): string[] {
  const board = corpusBoard(testCase.setup);
  const { suggestions } = interpretInstruction(testCase.instruction, board);
  const problems: string[] = [];
  let current = board;
  let counter = 0;
  for (const suggestion of suggestions) {
    const validate = validators.get(suggestion.skillId);
    if (!validate?.(suggestion.payload)) {
      problems.push(`${testCase.id} ${suggestion.title}: ${JSON.stringify(validate?.errors)}`);
    }
    const result = applySuggestion(current, suggestion, {
      now: NOW,
      newId: (prefix) => `${prefix}_corpus_${(counter += 1)}`,
      webhookBase: 'https://hooks.standin.test',
    });
    if (result.ok) current = result.board;
    else problems.push(`${testCase.id} ${suggestion.title}: ${result.message}`);
  }
  return problems;
}

/** Wrong actions on the fifth corpus's test half when it was scored. */
const FIFTH_TEST_WRONG = 3;
/** Wrong actions on the sixth corpus's test half when it was scored. */
const SIXTH_TEST_WRONG = 2;
/** Wrong actions on the seventh corpus's test half when it was scored. */
const SEVENTH_TEST_WRONG = 5;
/** Wrong actions on the eighth corpus's test half when it was scored. */
const EIGHTH_TEST_WRONG = 4;
/** Wrong actions on the ninth corpus's test half when it was scored. */
const NINTH_TEST_WRONG = 2;
/** Wrong actions on the tenth corpus's test half when it was scored. */
const TENTH_TEST_WRONG = 4;
/** Wrong actions on the eleventh corpus's test half when it was scored. */
const ELEVENTH_TEST_WRONG = 5;
/** Wrong actions on the twelfth corpus's test half when it was scored. */
const TWELFTH_TEST_WRONG = 6;
/** Wrong actions on the thirteenth corpus's test half when it was scored. */
const THIRTEENTH_TEST_WRONG = 2;
/** Wrong actions on the fourteenth corpus's test half when it was scored. */
const FOURTEENTH_TEST_WRONG = 7;
/** Wrong actions on the fifteenth corpus's test half when it was scored. */
const FIFTEENTH_TEST_WRONG = 5;
/** Wrong actions on the sixteenth corpus's test half when it was scored. */
const SIXTEENTH_TEST_WRONG = 4;
/** Wrong actions on the seventeenth corpus's test half when it was scored. */
const SEVENTEENTH_TEST_WRONG = 2;
/**
 * Wrong actions on the eighteenth corpus's halves: its test half when it was first scored, and its
 * tuning half after it was tuned on. The one left there routes a Japanese topic ("営業時間の質問")
 * that an English rule already covers; its writer expected no new rule.
 */
const EIGHTEENTH_TUNING_WRONG = 1;
const EIGHTEENTH_TEST_WRONG = 2;
/**
 * Wrong actions on the nineteenth corpus's halves: its test half when it was first scored, and its
 * tuning half after it was tuned on.
 */
const NINETEENTH_TUNING_WRONG = 0;
const NINETEENTH_TEST_WRONG = 6;
/**
 * Wrong actions on the twentieth corpus's halves: its test half when it was first scored, and its
 * tuning half after it was tuned on.
 */
const TWENTIETH_TUNING_WRONG = 0;
const TWENTIETH_TEST_WRONG = 4;
/**
 * Wrong actions on the twenty-first corpus's halves: its test half when it was first scored, and
 * its tuning half after it was tuned on.
 */
const TWENTYFIRST_TUNING_WRONG = 0;
const TWENTYFIRST_TEST_WRONG = 1;
/**
 * Wrong actions on the twenty-second corpus's halves: its test half when it was first scored, and
 * its tuning half after it was tuned on.
 */
const TWENTYSECOND_TUNING_WRONG = 1;
const TWENTYSECOND_TEST_WRONG = 1;
/**
 * Wrong actions on the twenty-third corpus's halves: its test half when it was first scored, and
 * its tuning half after it was tuned on.
 */
const TWENTYTHIRD_TUNING_WRONG = 0;
const TWENTYTHIRD_TEST_WRONG = 5;
/**
 * Wrong actions on the twenty-fourth corpus's halves: its tuning half after it was tuned on, its
 * test half as it stands (8 when it was first scored).
 */
const TWENTYFOURTH_TUNING_WRONG = 1;
const TWENTYFOURTH_TEST_WRONG = 6;
/**
 * Wrong actions on the twenty-fifth corpus's halves: its tuning half as it stands (13 when it was
 * first scored), its test half when it was first scored.
 */
const TWENTYFIFTH_TUNING_WRONG = 8;
const TWENTYFIFTH_TEST_WRONG = 9;
/**
 * Wrong actions on the twenty-sixth corpus's halves as they stand (5 and 7 when first scored).
 */
const TWENTYSIXTH_TUNING_WRONG = 0;
const TWENTYSIXTH_TEST_WRONG = 1;
/**
 * Wrong actions on the twenty-seventh corpus's halves as they stand (3 and 8 when first scored;
 * neither half was tuned on in the round it arrived, and its tuning half was the round after).
 */
const TWENTYSEVENTH_TUNING_WRONG = 0;
const TWENTYSEVENTH_TEST_WRONG = 4;
/** Wrong actions on the twenty-eighth corpus's halves as they stand (12 and 14 when first scored). */
const TWENTYEIGHTH_TUNING_WRONG = 0;
const TWENTYEIGHTH_TEST_WRONG = 13;
/**
 * Wrong actions on the twenty-ninth corpus's halves as they stand (5 and 10 when first scored);
 * neither half was tuned on in the round it arrived, its tuning half in the next.
 */
const TWENTYNINTH_TUNING_WRONG = 1;
const TWENTYNINTH_TEST_WRONG = 8;
/**
 * Wrong actions on the thirtieth corpus's halves as they stand (4 and 7 when first scored); its
 * tuning half was tuned on in the round it arrived, after both halves were first scored.
 */
const THIRTIETH_TUNING_WRONG = 1;
const THIRTIETH_TEST_WRONG = 7;

describe('the builder corpus', () => {
  it('has at least 200 cases, each category present', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const categories = new Set(corpus.map((c) => c.category));
    for (const category of ['phrasing', 'multi-step', 'typos', 'japanese', 'thai', 'no-change']) {
      expect(categories).toContain(category);
    }
  });

  it('scores at least 90% correct and never suggests a wrong action', () => {
    const { results, total } = scoreCorpus('builder-corpus.json', corpus);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
    expect(total.correct / results.length).toBeGreaterThanOrEqual(0.9);
  });

  // Written after tuning and never tuned for: its score is reported, and only a wrong action fails.
  it('never suggests a wrong action on phrasings it was not tuned for', () => {
    const { results } = scoreCorpus('builder-corpus-holdout.json', holdout);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  // builder-corpus-unseen.json, split once at random (scripts/split-builder-corpus.mjs): the
  // interpreter may be tuned on the tuning half; the test half is only scored.
  it('scores at least 90% on the tuning half of the unseen corpus, with no wrong action', () => {
    const { results, total } = scoreCorpus('builder-corpus-tuning.json', tuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
    expect(total.correct / results.length).toBeGreaterThanOrEqual(0.9);
  });

  // Its score is reported (test/fixtures/builder-corpus-scores.md); only a wrong action fails.
  it('never suggests a wrong action on the test half, which it was never tuned on', () => {
    const { results } = scoreCorpus('builder-corpus-test.json', unseen);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  // builder-corpus-fresh.json, written without sight of the interpreter or the other corpora after
  // the test half above had been read, and split once at random the same way.
  it('scores the tuning half of the fresh corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-fresh-tuning.json', freshTuning);
    expect(results.length).toBeGreaterThan(140);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('never suggests a wrong action on the test half of the fresh corpus', () => {
    const { results } = scoreCorpus('builder-corpus-fresh-test.json', freshTest);
    expect(results.length).toBeGreaterThan(140);
    // Counted, not listed: the cases themselves are never read while tuning.
    expect(results.filter((r) => r.score === 'wrong').length).toBe(0);
  });

  // builder-corpus-blind.json: written without sight of the interpreter or any other corpus and
  // scored blind (test/fixtures/builder-corpus-scores.md); after its last clean score it became
  // tuning material, so its misses are logged and a wrong action fails.
  it('suggests no wrong action on the retired blind corpus', () => {
    const { results } = scoreCorpus('builder-corpus-blind.json', blind);
    expect(results.length).toBeGreaterThanOrEqual(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  // builder-corpus-third.json: written without sight of the interpreter or any other corpus after
  // every change above, and split once at random. The tuning half may be read; the test half is
  // only scored, and its table (test/fixtures/builder-corpus-scores.md) is the clean measure.
  it('scores the tuning half of the third corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-third-tuning.json', thirdTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  // Scored once, unread, at the end of the round it was written for (test/fixtures/
  // builder-corpus-scores.md); read afterwards, so now tuning material like the others.
  it('suggests no wrong action on the test half of the third corpus', () => {
    const { results } = scoreCorpus('builder-corpus-third-test.json', thirdTest);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  // builder-corpus-fourth.json: written like the third, without sight of the interpreter, and kept
  // whole as tuning material: its misses are listed.
  it('scores the fourth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-fourth.json', fourth);
    expect(results.length).toBeGreaterThan(300);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  // builder-corpus-fifth.json: written like the third and fourth, without sight of the interpreter
  // or of any corpus, and split once at random. Its tuning half may be read; its test half is only
  // scored (its table in test/fixtures/builder-corpus-scores.md is the clean measure) and its wrong
  // actions counted, never listed. The bound is its count at that score and only goes down.
  it('scores the tuning half of the fifth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-fifth-tuning.json', fifthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the fifth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-fifth-test.json', fifthTest, { misses: false });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(FIFTH_TEST_WRONG);
  });

  // builder-corpus-sixth.json: two writers, the same rules, in the registers the others lack
  // (pasted tickets, forwarded mail, meeting notes, dictation, chat threads); split once at random
  // and kept like the fifth.
  it('scores the tuning half of the sixth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-sixth-tuning.json', sixthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the sixth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-sixth-test.json', sixthTest, { misses: false });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(SIXTH_TEST_WRONG);
  });

  // builder-corpus-seventh.json: two writers, the same rules, in everyday registers (a chat box's
  // hurried, new and polite users; requests to a colleague as wishes, end states and lists); split
  // once at random and kept like the fifth.
  it('scores the tuning half of the seventh corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-seventh-tuning.json', seventhTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the seventh corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-seventh-test.json', seventhTest, {
      misses: false,
    });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(
      SEVENTH_TEST_WRONG,
    );
  });

  // builder-corpus-eighth.json: written after every change of the seventh round, in the first
  // blind set's registers (English) and the common Japanese and Thai request forms; split once at
  // random and kept like the fifth.
  it('scores the tuning half of the eighth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-eighth-tuning.json', eighthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the eighth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-eighth-test.json', eighthTest, {
      misses: false,
    });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(
      EIGHTH_TEST_WRONG,
    );
  });

  // builder-corpus-ninth.json: written after every change of the eighth round and scored once
  // without tuning; then its tuning half was tuned on, and it is kept like the fifth.
  it('scores the tuning half of the ninth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-ninth-tuning.json', ninthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the ninth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-ninth-test.json', ninthTest, { misses: false });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(NINTH_TEST_WRONG);
  });

  // builder-corpus-tenth.json: people who describe the bot they want (specs, dictation, pasted
  // notes, commit messages) and Japanese and Thai operators in business mail, chat and voice
  // input; split once at random before any tuning and kept like the fifth.
  it('scores the tuning half of the tenth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-tenth-tuning.json', tenthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the tenth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-tenth-test.json', tenthTest, { misses: false });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(TENTH_TEST_WRONG);
  });

  // builder-corpus-eleventh.json: people reacting to what the bot did or a customer said (undo,
  // exceptions, comparisons, counts, quoted customer words), in English, Japanese and Thai;
  // written in the middle of a round and scored only, then its tuning half was tuned on; it is
  // kept like the fifth.
  it('scores the tuning half of the eleventh corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-eleventh-tuning.json', eleventhTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the eleventh corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-eleventh-test.json', eleventhTest, {
      misses: false,
    });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(
      ELEVENTH_TEST_WRONG,
    );
  });

  // builder-corpus-twelfth.json: people who think in the board's picture (cards, nodes, the
  // flow), compact notes and end states, and Japanese and Thai IT staff setting the bot up for a
  // client; split once at random before any tuning and kept like the fifth.
  it('scores the tuning half of the twelfth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-twelfth-tuning.json', twelfthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the twelfth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-twelfth-test.json', twelfthTest, {
      misses: false,
    });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(
      TWELFTH_TEST_WRONG,
    );
  });

  // builder-corpus-thirteenth.json: people who do not write like the docs (non-native English,
  // the story before the request, hedges, questions that are requests, e-mails to a vendor) and
  // Japanese and Thai small-business owners and staff; split once at random before any tuning and
  // kept like the fifth.
  it('scores the tuning half of the thirteenth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-thirteenth-tuning.json', thirteenthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the thirteenth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-thirteenth-test.json', thirteenthTest, {
      misses: false,
    });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(
      THIRTEENTH_TEST_WRONG,
    );
  });

  // builder-corpus-fourteenth.json: support and QA staff in a work chat (short commands, Slack
  // messages, test-run setups, items named by what they do) and Japanese and Thai shop, travel,
  // gym and repair staff; split once at random, scored before its tuning half was tuned on, and
  // kept like the fifth.
  it('scores the tuning half of the fourteenth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-fourteenth-tuning.json', fourteenthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the fourteenth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-fourteenth-test.json', fourteenthTest, {
      misses: false,
    });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(
      FOURTEENTH_TEST_WRONG,
    );
  });

  // builder-corpus-fifteenth.json: English the earlier corpora lacked (non-native speakers,
  // dictation, specs, tickets, pasted threads, values after "=" or in backticks) and Japanese and
  // Thai clinic, school, hotel, logistics, bank and shop staff; split once at random, scored
  // before its tuning half was tuned on, and kept like the fifth.
  it('scores the tuning half of the fifteenth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-fifteenth-tuning.json', fifteenthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the fifteenth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-fifteenth-test.json', fifteenthTest, {
      misses: false,
    });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(
      FIFTEENTH_TEST_WRONG,
    );
  });

  // builder-corpus-sixteenth.json: English from consultants, developers, managers forwarding
  // complaints, end states, verbless lines, the passive and British idioms, and Japanese and Thai
  // restaurant, real-estate, car, insurance, university and game staff; split once at random,
  // scored before its tuning half was tuned on, and kept like the fifth.
  it('scores the tuning half of the sixteenth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-sixteenth-tuning.json', sixteenthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the sixteenth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-sixteenth-test.json', sixteenthTest, {
      misses: false,
    });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(
      SIXTEENTH_TEST_WRONG,
    );
  });

  // builder-corpus-seventeenth.json: shop owners describing problems, trainers, security reviewers,
  // abbreviations, priority lists and undo requests, and Japanese and Thai pharmacy, airline, city
  // office, wedding, startup and delivery staff; split once at random, scored before its tuning
  // half was tuned on, and kept like the fifth.
  it('scores the tuning half of the seventeenth corpus with no wrong action', () => {
    const { results } = scoreCorpus('builder-corpus-seventeenth-tuning.json', seventeenthTuning);
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });

  it('scores the test half of the seventeenth corpus without listing a case', () => {
    const { results } = scoreCorpus('builder-corpus-seventeenth-test.json', seventeenthTest, {
      misses: false,
    });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(
      SEVENTEENTH_TEST_WRONG,
    );
  });

  // builder-corpus-eighteenth.json: dictation, hedging, acceptance criteria, non-native grammar,
  // checklists, answers to a question the builder might have asked, emoji names and long chains,
  // and Japanese and Thai hotel, gym, clinic, bank, ticketing and online-school staff.
  // builder-corpus-nineteenth.json: developer notes, tickets, forwarded e-mail, formal British,
  // voice-to-text, requests buried in context, steps that refer to what an earlier one creates,
  // and Japanese and Thai keigo e-mail, full-width and katakana names, Thai digits and Thai-script
  // names.
  // builder-corpus-twentieth.json: hurried phone typing, non-native English, goals instead of
  // operations, other names for items, Slack-style messages, counted and conditional asks, and
  // Japanese and Thai in casual, plain and formal registers, mixed scripts and code-switching.
  // builder-corpus-twentyfirst.json: an ordinary cross-section of English requests (polite,
  // passive, negative, needs, items by what they do, pronouns across sentences), and Japanese and
  // Thai business chat, keigo, Kansai-ben, full-width and katakana names and Thai-script words.
  // builder-corpus-twentysecond.json: English typed on phones and laptops by operators who are
  // often not native speakers (numbered steps, Markdown, emoji, ticket lines, a context sentence
  // first), and Japanese and Thai office chat, memos and lists.
  // builder-corpus-twentythird.json: English from operators editing the board while looking at it
  // (items by role, rule, place and pronoun, chains that build on each other, conditions on the
  // board as it is), and Japanese and Thai support staff from honorific to Kansai and spaceless.
  // builder-corpus-twentyfourth.json: English from people who bring another platform's words
  // (intent, handoff, sandbox, allowlist), voice dictation, forwarded requests and key: value
  // notes, and Japanese and Thai engineers' katakana, business mail, tickets, code-switching and
  // memos.
  // builder-corpus-twentyfifth.json: non-native English, phone typing, Slack threads, the screen's
  // words, checklists and support-operations words, and Japanese and Thai staff at sixteen new
  // kinds of workplace, from young casual chat and Kansai to keigo mail, Isan and Thai digits.
  // builder-corpus-twentysixth.json: English from people who set the bot up between other work
  // (team leads, product managers, developers, consultants, shop founders), non-native English
  // from eight first languages, e-mails and tickets, nicknames and references back, and Japanese
  // and Thai office chat, e-mail and engineers' notes at sixteen more kinds of workplace.
  // builder-corpus-twentyseventh.json: everyday users in five Englishes and Japanese and Thai
  // staff at sixteen more workplaces; kept whole as a measure in the round it arrived.
  // builder-corpus-twentyeighth.json: phone dictation, developers' shorthand, requests passed on,
  // six world Englishes, items named by what they do and hedged asks, and Japanese and Thai staff
  // at eight more workplaces (voice input, chat, letters to a vendor, meeting notes).
  // builder-corpus-twentyninth.json: half ordinary everyday requests, half British and Australian
  // casual English, six first languages, pasted threads, numbered plans, terse commands and
  // misspelt names, Kansai and casual Japanese, Thai chat spellings and code-switching, memos;
  // kept whole as a measure in the round it arrived.
  // builder-corpus-thirtieth.json: half ordinary everyday requests, half Indian and Singapore
  // English, product-manager jargon, voice dictation, autocorrect, pasted tickets, angry, formal and
  // gen-Z tones, keigo letters, LINE-style chat, katakana jargon and dialects, Thai in English loan
  // words, casual chat, text without spaces and government letters; both halves scored first, then
  // its tuning half tuned on in the round it arrived.
  // Each was split once at random before its first score, then its tuning half was tuned on.
  it.each([
    ['builder-corpus-eighteenth-tuning.json', eighteenthTuning, EIGHTEENTH_TUNING_WRONG],
    ['builder-corpus-eighteenth-test.json', eighteenthTest, EIGHTEENTH_TEST_WRONG],
    ['builder-corpus-nineteenth-tuning.json', nineteenthTuning, NINETEENTH_TUNING_WRONG],
    ['builder-corpus-nineteenth-test.json', nineteenthTest, NINETEENTH_TEST_WRONG],
    ['builder-corpus-twentieth-tuning.json', twentiethTuning, TWENTIETH_TUNING_WRONG],
    ['builder-corpus-twentieth-test.json', twentiethTest, TWENTIETH_TEST_WRONG],
    ['builder-corpus-twentyfirst-tuning.json', twentyfirstTuning, TWENTYFIRST_TUNING_WRONG],
    ['builder-corpus-twentyfirst-test.json', twentyfirstTest, TWENTYFIRST_TEST_WRONG],
    ['builder-corpus-twentysecond-tuning.json', twentysecondTuning, TWENTYSECOND_TUNING_WRONG],
    ['builder-corpus-twentysecond-test.json', twentysecondTest, TWENTYSECOND_TEST_WRONG],
    ['builder-corpus-twentythird-tuning.json', twentythirdTuning, TWENTYTHIRD_TUNING_WRONG],
    ['builder-corpus-twentythird-test.json', twentythirdTest, TWENTYTHIRD_TEST_WRONG],
    ['builder-corpus-twentyfourth-tuning.json', twentyfourthTuning, TWENTYFOURTH_TUNING_WRONG],
    ['builder-corpus-twentyfourth-test.json', twentyfourthTest, TWENTYFOURTH_TEST_WRONG],
    ['builder-corpus-twentyfifth-tuning.json', twentyfifthTuning, TWENTYFIFTH_TUNING_WRONG],
    ['builder-corpus-twentyfifth-test.json', twentyfifthTest, TWENTYFIFTH_TEST_WRONG],
    ['builder-corpus-twentysixth-tuning.json', twentysixthTuning, TWENTYSIXTH_TUNING_WRONG],
    ['builder-corpus-twentysixth-test.json', twentysixthTest, TWENTYSIXTH_TEST_WRONG],
    ['builder-corpus-twentyseventh-tuning.json', twentyseventhTuning, TWENTYSEVENTH_TUNING_WRONG],
    ['builder-corpus-twentyseventh-test.json', twentyseventhTest, TWENTYSEVENTH_TEST_WRONG],
    ['builder-corpus-twentyeighth-tuning.json', twentyeighthTuning, TWENTYEIGHTH_TUNING_WRONG],
    ['builder-corpus-twentyeighth-test.json', twentyeighthTest, TWENTYEIGHTH_TEST_WRONG],
    ['builder-corpus-twentyninth-tuning.json', twentyninthTuning, TWENTYNINTH_TUNING_WRONG],
    ['builder-corpus-twentyninth-test.json', twentyninthTest, TWENTYNINTH_TEST_WRONG],
    ['builder-corpus-thirtieth-tuning.json', thirtiethTuning, THIRTIETH_TUNING_WRONG],
    ['builder-corpus-thirtieth-test.json', thirtiethTest, THIRTIETH_TEST_WRONG],
  ] as const)('scores %s without listing a case', (file, cases, bound) => {
    const { results } = scoreCorpus(file, cases, { misses: false });
    expect(results.length).toBeGreaterThan(150);
    expect(results.filter((r) => r.score === 'wrong').length).toBeLessThanOrEqual(bound);
  });

  it('gives payloads that fit their skill input schema and apply to the board in order', () => {
    expect([...corpus, ...holdout].flatMap(problemsOf)).toEqual([]);
  });

  // builder-probes-no-change.json: messages a careless builder would act on wrongly (negations,
  // reports, questions, holds, take-backs, other apps, names inside values), written blind to
  // find wrong actions; every one found was fixed, and none may come back.
  it('suggests nothing for any message of the no-change probes', () => {
    const url = new URL('../../../../test/fixtures/builder-probes-no-change.json', import.meta.url);
    const { messages } = JSON.parse(readFileSync(url, 'utf8')) as {
      readonly messages: readonly { readonly id: string; readonly text: string }[];
    };
    expect(messages.length).toBeGreaterThan(100);
    const acted = messages
      .map(({ id, text }) => ({
        id,
        text,
        got: interpretInstruction(text, corpusBoard(undefined)),
      }))
      .filter(({ got }) => got.suggestions.length > 0)
      .map(({ id, got }) => `${id}: ${got.reply}`);
    expect(acted).toEqual([]);
  });

  // builder-probes-black-box.json: a tester who could run the builder (never read it) looked for
  // wrong actions in three languages, in four rounds; 130 of its 543 messages got one then, and none
  // may now.
  it('takes no wrong action on the black-box probes', () => {
    const probes = loadCorpus('builder-probes-black-box.json');
    expect(probes.length).toBeGreaterThan(540);
    const { results } = scoreCorpus('black-box probes', probes);
    expect(results.filter((r) => r.score === 'wrong').map((r) => r.detail)).toEqual([]);
  });
});
