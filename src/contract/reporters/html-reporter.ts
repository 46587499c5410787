import { CHECK_NAMES } from '../check-names.js';
import type { ContractReport } from '../contract-types.js';
import { describeUsage } from './describe-usage.js';
import { digestReport, type DigestItem } from './digest-report.js';
import { tallyResults } from './tally-results.js';

/**
 * The report as one self-contained HTML page a QA engineer opens or a CI job attaches: the
 * verdict, seed violations, the differences from openapi.yaml's assumptions, a copyable curl
 * line per request that showed each one, what was skipped and the operations × checks table.
 * Inline CSS and one inline script (copy buttons); nothing is loaded from anywhere, so it works
 * offline and from `file://`. The report is redacted before it gets here (tokens, passwords).
 *
 * @example
 * await writeFile('report.html', formatHtmlReport(report));
 */
export function formatHtmlReport(report: ContractReport): string {
  const { target } = report;
  const verdict = report.fatal ? 'STOPPED' : report.ok ? 'PASSED' : 'FAILED';
  const digest = digestReport(report);
  const body: string[] = [
    `<header class="${verdict.toLowerCase()}">`,
    `<h1><span id="verdict">${verdict}</span> · Standin contract</h1>`,
    `<p>${esc(`${target.baseUrl}${target.prefix}`)} · prefix ${esc(JSON.stringify(target.prefix))}${target.prefixRequested === 'auto' ? ' (by --prefix auto)' : ''} · level ${esc(target.level)} · ${target.strict ? 'strict' : 'tolerant'} · mutating checks ${target.mutations.allowed ? 'on' : `off: ${esc(target.mutations.reason ?? '')}`}</p>`,
    `<p>${report.summary.passed} passed · ${report.summary.failed} failed · ${report.summary.skipped} skipped · ${report.summary.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s · profile shape ${esc(report.profileShape)} · started ${esc(report.startedAt)}</p>`,
    '</header>',
    '<main>',
  ];
  if (report.fatal) {
    body.push(
      `<section id="stopped"><h2>Stopped</h2><p class="fatal">${esc(report.fatal.message)}</p><p>Code: ${esc(report.fatal.code)}</p></section>`,
    );
  }
  if (report.diagnosis) {
    body.push(
      `<section id="diagnosis"><h2>Diagnosis</h2><p class="fatal">${esc(report.diagnosis)}</p><p>${report.summary.failures} failures share this cause; --reporter json lists them.</p></section>`,
    );
  }
  if (!report.fatal) {
    body.push(
      section(
        'seed-violations',
        'Seed violations',
        'The backend breaks what the service interface states.',
        digest.seedViolations,
        'None: every seed fact that was checked holds.',
        1,
      ),
      section(
        'differences',
        "Differences from openapi.yaml's assumptions",
        target.usage
          ? `By operation and schema. Only what the frontend uses fails (${target.usage.file}); the rest are warnings.`
          : target.level === 'core'
            ? 'By operation and schema. Warnings at --level core: they do not fail the run.'
            : 'By operation and schema.',
        digest.differences,
        'None.',
        digest.seedViolations.length + 1,
      ),
    );
    if (digest.skipped.length > 0) {
      body.push(
        '<section id="skipped"><h2>Skipped: not verified, and why</h2><ul>',
        ...digest.skipped.map(
          (skip) =>
            `<li><code>${esc(skip.check)}</code> on ${esc(skip.operations.join(', '))}: ${esc(skip.reason || 'no reason given')}</li>`,
        ),
        '</ul></section>',
      );
    }
    body.push(table(report));
  }
  body.push('</main>');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${verdict} · Standin contract · ${esc(target.baseUrl)}</title>
<style>${STYLE}</style>
</head>
<body>
${body.join('\n')}
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function section(
  id: string,
  title: string,
  note: string,
  items: readonly DigestItem[],
  empty: string,
  firstNumber: number,
): string {
  const list =
    items.length === 0
      ? `<p class="none">${esc(empty)}</p>`
      : `<ol start="${firstNumber}">${items.map(itemHtml).join('\n')}</ol>`;
  return `<section id="${id}"><h2>${esc(title)} (${items.length})</h2><p>${esc(note)}</p>${list}</section>`;
}

function itemHtml(item: DigestItem): string {
  const { example } = item;
  const curls = item.curls
    .map(
      (curl) =>
        `<div class="curl"><button type="button" class="copy">Copy</button><pre><code>${esc(curl)}</code></pre></div>`,
    )
    .join('');
  return `<li class="${item.severity}"><h3>${item.severity === 'failure' ? '✗' : '!'} ${esc(item.subject)}</h3>
<p class="summary">${esc(item.summary)}</p>
<p class="checks">Broke ${item.checks.map((check) => `<code>${esc(check)}</code>`).join(', ')}${item.findings.length > 1 ? ` (${item.findings.length} findings)` : ''} · ${esc(item.source === 'seed' ? 'seed fact' : 'assumption')}</p>
${item.seed ? `<p class="seed">The seed: <q>${esc(item.seed)}</q></p>\n` : ''}${item.usage ? `<p class="usage ${item.usage.verdict}">${esc(describeUsage(item.usage))}</p>\n` : ''}<p class="where">At <code>${esc(example.pointer || '/')}</code>: expected <code>${esc(example.expected)}</code>, received <code>${esc(example.received)}</code></p>
${curls}</li>`;
}

function table(report: ContractReport): string {
  const grid = tallyResults(report.results);
  const checks = CHECK_NAMES.filter((check) =>
    report.results.some((result) => result.check === check),
  );
  const head = checks
    .map((check, index) => `<th><abbr title="${esc(check)}">${index + 1}</abbr></th>`)
    .join('');
  const rows = [...grid.entries()].map(([operationId, row]) => {
    const cells = checks.map((check) => {
      const cell = row.get(check);
      if (!cell) return '<td class="na">·</td>';
      const warned = cell.results.some((result) => result.warnings.length > 0);
      const [mark, css] =
        cell.tally.failed > 0
          ? ['✗', 'failed']
          : warned
            ? ['!', 'warned']
            : cell.tally.passed > 0
              ? ['✓', 'passed']
              : ['–', 'skipped'];
      return `<td class="${css}" title="${esc(`${check}: ${cell.tally.passed} passed, ${cell.tally.failed} failed, ${cell.tally.skipped} skipped`)}">${mark}</td>`;
    });
    return `<tr><th scope="row">${esc(operationId)}</th>${cells.join('')}</tr>`;
  });
  const legend = checks.map((check, index) => `<li>${index + 1} <code>${esc(check)}</code></li>`);
  return `<section id="table"><h2>Operations × checks</h2>
<div class="scroll"><table><thead><tr><th>operation</th>${head}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table></div>
<p>Marks: ✓ passed · ✗ failed · ! passed with warnings · – skipped · · not applicable</p>
<ul class="legend">${legend.join('')}</ul></section>`;
}

/** Text for HTML content and attribute values. */
function esc(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:1rem 1.5rem;color:#fff}header.passed{background:#1b7f3b}header.failed{background:#b3261e}
header.stopped{background:#7a4b00}header h1{margin:0 0 .3rem;font-size:1.5rem}header p{margin:.2rem 0}
main{padding:0 1.5rem 2rem;max-width:70rem}h2{margin-top:2rem;border-bottom:1px solid #ccc}
li{margin:.8rem 0}li h3{margin:0;font-size:1.05rem}li.failure h3{color:#b3261e}li.warning h3{color:#8a5a00}p.usage{font-weight:600}p.usage.gate,p.usage.seed{color:#b3261e}
.summary{font-weight:600;margin:.2rem 0}.checks,.where{margin:.2rem 0;color:#444}
code{font:13px ui-monospace,monospace;background:#eee;padding:0 .2rem;border-radius:3px}
.curl{position:relative;margin:.3rem 0}.curl pre{background:#1d1d1f;color:#f5f5f5;padding:.5rem 4.5rem .5rem .7rem;
border-radius:4px;white-space:pre-wrap;word-break:break-all;margin:0}.curl pre code{background:none;color:inherit;padding:0}
.copy{position:absolute;top:.3rem;right:.3rem;font:12px system-ui;cursor:pointer}
.fatal{font-weight:600;color:#b3261e}.none{color:#1b7f3b}.scroll{overflow-x:auto}
table{border-collapse:collapse;font-size:13px}th,td{border:1px solid #ddd;padding:.15rem .4rem;text-align:center}
tbody th{text-align:left;font-weight:normal;white-space:nowrap}td.failed{background:#fde2e0;color:#b3261e}
td.warned{background:#fff4d6}td.passed{color:#1b7f3b}td.skipped,td.na{color:#888}
.legend{columns:3;font-size:13px;padding-left:1.2rem}.legend li{margin:0}
`;

/** Copy buttons: select the command when the clipboard is unavailable (file:// in some browsers). */
const SCRIPT = `
for (const button of document.querySelectorAll('button.copy')) {
  button.addEventListener('click', async () => {
    const code = button.parentElement.querySelector('code');
    try { await navigator.clipboard.writeText(code.textContent); button.textContent = 'Copied'; }
    catch { const range = document.createRange(); range.selectNodeContents(code);
      const selection = getSelection(); selection.removeAllRanges(); selection.addRange(range);
      button.textContent = 'Selected'; }
  });
}
`;
