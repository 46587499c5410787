import { collectChangeSites } from './collect-change-sites.js';
import { DIFF_CHECKS, type DiffCheck } from './diff-checks.js';
import type { DiffReport, Finding, OpenApiDocument } from './diff-types.js';
import { judgeUsage } from './judge-usage.js';
import type { UsageFile } from '../usage/read-usage.js';

/** What `diffDocuments` compares and how. */
export interface DiffOptions {
  /** Names of the two sides, as the report shows them. */
  baseLabel: string;
  headLabel: string;
  /** The frontend's usage: response-side changes it does not use stop being breaking. */
  usage?: { file: UsageFile; label: string };
  /** The checks to run; every one in DIFF_CHECKS by default. */
  checks?: readonly DiffCheck[];
}

/**
 * The breaking and non-breaking changes from `base` to `head`, two dereferenced openapi.yaml
 * documents. One engine: the walker pairs the documents into change sites, and every named check
 * of the site's kind judges it. Then two rules apply, in order: a change that touches a seed fact
 * (`x-standin-source: seed`) is breaking, quoting the seed's sentence; with a usage file, any
 * other change the frontend does not use is non-breaking ("unused by the frontend"), and a used
 * one names the frontend lines that read it. Findings are sorted by path, method, place, pointer
 * and check, so the output diffs well.
 *
 * @example
 * const report = diffDocuments(base, head, { baseLabel: 'main', headLabel: 'openapi.yaml' });
 * report.summary.breaking; // 2
 */
export function diffDocuments(
  base: OpenApiDocument,
  head: OpenApiDocument,
  options: DiffOptions,
): DiffReport {
  const checks = options.checks ?? DIFF_CHECKS;
  const findings: Finding[] = [];
  for (const site of collectChangeSites(base, head)) {
    for (const check of checks) {
      if (!check.on.includes(site.kind)) continue;
      const judged = check.judge(site);
      for (const judgement of judged === undefined ? [] : [judged].flat()) {
        const finding: Finding = {
          check: check.id,
          level: site.seed !== undefined ? 'breaking' : judgement.level,
          operation: site.operation,
          direction: site.direction,
          place: site.place,
          ...(site.pointer !== undefined ? { pointer: site.pointer } : {}),
          message: judgement.message,
          ...(site.seed !== undefined ? { seed: site.seed } : {}),
        };
        if (options.usage !== undefined && site.seed === undefined) {
          finding.usage = judgeUsage(site, options.usage.file);
          if (!finding.usage.used) finding.level = 'non-breaking';
        }
        findings.push(finding);
      }
    }
  }
  findings.sort(compareFindings);
  // Branches of a oneOf/anyOf share pointers: the same change in two shapes is one change.
  const unique = findings.filter(
    (finding, index) => index === 0 || compareFindings(finding, findings[index - 1]!) !== 0,
  );
  const breaking = unique.filter((finding) => finding.level === 'breaking').length;
  return {
    standinDiff: 1,
    base: options.baseLabel,
    head: options.headLabel,
    ...(options.usage !== undefined ? { usage: options.usage.label } : {}),
    summary: { breaking, nonBreaking: unique.length - breaking },
    changes: unique,
  };
}

function compareFindings(a: Finding, b: Finding): number {
  const keys = (finding: Finding) => [
    finding.operation.path,
    finding.operation.method,
    finding.place,
    finding.pointer ?? '',
    finding.check,
    finding.message,
    finding.level,
    finding.seed ?? '',
  ];
  const left = keys(a);
  const right = keys(b);
  for (const [index, value] of left.entries()) {
    const order = value < right[index]! ? -1 : value > right[index]! ? 1 : 0;
    if (order !== 0) return order;
  }
  return 0;
}
