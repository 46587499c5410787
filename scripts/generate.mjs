// Writes everything in src/generated/ from openapi.yaml:
//  - openapi.ts: openapi-typescript's output, byte for byte what `npx openapi-typescript openapi.yaml` prints;
//  - openapi-document.ts: the parsed document as a module, so handlers and validators need no YAML parser
//    or file system at run time (they also run in the browser under MSW's service worker).
// `node scripts/generate.mjs --check` exits 1 when either file is stale. Both first lint openapi.yaml
// with redocly.yaml (scripts/check-document.mjs) and write nothing when it fails.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const yamlText = readFileSync(`${root}/openapi.yaml`, 'utf8');

/** The generated files, by path relative to the project root. */
export function renderGenerated() {
  const types = execFileSync(
    process.execPath,
    [`${root}/node_modules/openapi-typescript/bin/cli.js`, 'openapi.yaml'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const sha = createHash('sha256').update(yamlText).digest('hex');
  const document =
    `// Generated from openapi.yaml (sha256 ${sha}) by scripts/generate.mjs.\n` +
    `// Do not edit: change openapi.yaml and run \`npm run generate\`.\n` +
    `// Typed as unknown on purpose: src/spec/openapi-document.ts gives it its type, so this file imports nothing.\n` +
    `export const openapiDocument: unknown = ${JSON.stringify(parse(yamlText))};\n`;
  return { 'src/generated/openapi.ts': types, 'src/generated/openapi-document.ts': document };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The document's own lint first (redocly.yaml): types from a document that fails it are not written.
  const { checkDocument } = await import('./check-document.mjs');
  const { lint: problems } = await checkDocument(`${root}/openapi.yaml`);
  if (problems.length > 0) {
    for (const line of problems) process.stderr.write(`[standin] openapi.yaml: ${line}\n`);
    process.exit(1);
  }
  const files = renderGenerated();
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [path, text] of Object.entries(files)) {
    const current = (() => {
      try {
        return readFileSync(`${root}/${path}`, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current === text) continue;
    if (check) {
      stale += 1;
      process.stderr.write(`[standin] ${path} is stale: run \`npm run generate\` and commit it.\n`);
    } else {
      writeFileSync(`${root}/${path}`, text);
      process.stdout.write(`[standin] wrote ${path}\n`);
    }
  }
  process.exitCode = stale ? 1 : 0;
}
