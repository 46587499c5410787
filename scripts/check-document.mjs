// Checks an OpenAPI document the way this repository checks its own openapi.yaml before
// `npm run generate`: the lint rules of redocly.yaml (errors only) and openapi-typescript.
//   node scripts/check-document.mjs [path/to/openapi.yaml]   (default: ./openapi.yaml)
// Prints one line per problem and exits 1 when there is any, 0 otherwise. Use it on a copy that
// `standin reconcile --apply` wrote, before replacing openapi.yaml with it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lint } from '@redocly/openapi-core';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Lint `path` with redocly.yaml and run openapi-typescript on it.
 * @param {string} path
 * @returns {Promise<{ lint: string[], types: string[] }>} the problems, one line each
 */
export async function checkDocument(path) {
  const config = await createConfig(readFileSync(`${root}redocly.yaml`, 'utf8'), {
    configPath: `${root}redocly.yaml`,
  });
  const problems = await lint({ ref: path, config });
  const lintErrors = problems
    .filter((problem) => problem.severity === 'error')
    .map(
      (problem) =>
        `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '#'}`,
    );
  const types = [];
  try {
    execFileSync(process.execPath, [`${root}node_modules/openapi-typescript/bin/cli.js`, path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const text = String(error.stderr || error.message).trim();
    types.push(`openapi-typescript: ${text.split('\n').slice(0, 5).join(' ')}`);
  }
  return { lint: lintErrors, types };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = resolve(process.argv[2] ?? 'openapi.yaml');
  const { lint: lintErrors, types } = await checkDocument(path);
  for (const line of [...lintErrors, ...types]) process.stderr.write(`[standin] ${line}\n`);
  if (lintErrors.length + types.length === 0)
    process.stdout.write(`[standin] ${path}: lint and openapi-typescript pass\n`);
  process.exitCode = lintErrors.length + types.length > 0 ? 1 : 0;
}
