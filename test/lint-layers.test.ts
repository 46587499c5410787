import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import-direction rule of eslint.config.js (docs/decisions/0004-layers-and-import-direction.md),
 * proved on small snippets linted as if they sat at several depths of each layer: each banned
 * import must be an error wherever the file is, and the allowed ones must stay clean.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LAYER_RULES = new Set([
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-syntax',
]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The layer-rule messages ESLint gives `code` as the file `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${filePath} did not parse: ${fatal[0]!.message}`);
  return result.messages
    .filter((message) => message.ruleId !== null && LAYER_RULES.has(message.ruleId))
    .map((message) => message.message);
}

interface Case {
  file: string;
  code: string;
}

const banned: Case[] = [
  // Reconcile reads recordings and openapi.yaml, never the mock.
  {
    file: 'src/reconcile/deep/probe.ts',
    code: "import { createDb } from '../../db/create-db.js';\nexport const x = createDb;\n",
  },
  { file: 'src/reconcile/probe.ts', code: "import { http } from 'msw';\nexport const x = http;\n" },
  {
    file: 'src/contract/probe.ts',
    code: "import { reconcile } from '../reconcile/reconcile.js';\nexport const x = reconcile;\n",
  },
  // Diff compares documents; it never reaches the mock or the mock's loaded document.
  {
    file: 'src/diff/probe.ts',
    code: "import { createMock } from '../mock/create-mock.js';\nexport const x = createMock;\n",
  },
  {
    file: 'src/diff/deep/probe.ts',
    code: "import { loadDocument } from '../../spec/openapi-document.js';\nexport const x = loadDocument;\n",
  },
  // The hole this rule closes: three levels down, past the old `../x`, `../../x/*` patterns.
  {
    file: 'src/domain/builder/interpreter/probe.ts',
    code: "import { served } from '../../../handlers/gate.js';\nexport const x = served;\n",
  },
  {
    file: 'src/domain/builder/interpreter/probe.ts',
    code: "import { Collection } from '@msw/data';\nexport const x = Collection;\n",
  },
  { file: 'src/domain/probe.ts', code: "import { http } from 'msw';\nexport const x = http;\n" },
  {
    file: 'src/domain/reports/probe.ts',
    code: "import { setupServer } from 'msw/node';\nexport const x = setupServer;\n",
  },
  { file: 'src/domain/reports/probe.ts', code: "export * from '../../mock/create-mock.js';\n" },
  {
    file: 'src/domain/reports/probe.ts',
    code: "export const load = () => import('../../server/create-app.js');\n",
  },
  {
    file: 'src/domain/probe.ts',
    code: "export type T = typeof import('../handlers/gate.js');\n",
  },
  // A detour through an allowed folder still names the banned one.
  {
    file: 'src/domain/probe.ts',
    code: "import { served } from '../domain/../handlers/gate.js';\nexport const x = served;\n",
  },
  {
    file: 'src/contract/run/deeper/probe.ts',
    code: "import { createDb } from '../../../db/create-db.js';\nexport const x = createDb;\n",
  },
  {
    file: 'src/contract/run/probe.ts',
    code: "import type { HandlerContext } from '../../handlers/handler-context.js';\nexport type X = HandlerContext;\n",
  },
  {
    file: 'src/contract/probe.ts',
    code: "import { createApp } from '../server/create-app.js';\nexport const x = createApp;\n",
  },
  {
    file: 'src/contract/flows/probe.ts',
    code: "import { createMock } from '../../mock/create-mock.js';\nexport const x = createMock;\n",
  },
  {
    file: 'src/contract/flows/probe.ts',
    code: "import { http } from 'msw';\nexport const x = http;\n",
  },
  {
    file: 'src/contract/schema/probe.ts',
    code: "import { Collection } from '@msw/data';\nexport const x = Collection;\n",
  },
  {
    file: 'src/spec/probe.ts',
    code: "import { createDb } from '../db/create-db.js';\nexport const x = createDb;\n",
  },
  {
    file: 'src/handlers/builder/probe.ts',
    code: "import { startServer } from '../../mock/start-server.js';\nexport const x = startServer;\n",
  },
  {
    file: 'src/mock/probe.ts',
    code: "import { runServeCommand } from '../cli/serve-command.js';\nexport const x = runServeCommand;\n",
  },
  // generated imports nothing, not even Node's own modules.
  {
    file: 'src/generated/probe.ts',
    code: "import { errorBody } from '../spec/error-body.js';\nexport const x = errorBody;\n",
  },
  {
    file: 'src/generated/probe.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
  },
  { file: 'src/generated/probe.ts', code: "export * from './openapi.js';\n" },
];

const allowed: Case[] = [
  {
    file: 'src/diff/probe.ts',
    code: "import { isJsonObject } from '../contract/document/json-values.js';\nexport const x = isJsonObject;\n",
  },
  {
    file: 'src/domain/builder/interpreter/probe.ts',
    code: "import { resolveTimeZone } from '../../reports/time-zone.js';\nimport type { components } from '../../../generated/openapi.js';\nexport const x = resolveTimeZone;\nexport type S = components['schemas'];\n",
  },
  {
    file: 'src/contract/run/probe.ts',
    code: "import type { paths } from '../../generated/openapi.js';\nimport { CHECKS } from '../check-names.js';\nexport type P = paths;\nexport const x = CHECKS;\n",
  },
  {
    file: 'src/handlers/probe.ts',
    code: "import { http } from 'msw';\nimport { createDb } from '../db/create-db.js';\nexport const x = [http, createDb];\n",
  },
  {
    file: 'src/db/probe.ts',
    code: "import { Collection } from '@msw/data';\nexport const x = Collection;\n",
  },
  // A file whose name merely contains a layer name is not that layer.
  {
    file: 'src/contract/probe.ts',
    code: "import type { ContractReport } from './contract-types.js';\nexport type R = ContractReport;\n",
  },
  { file: 'src/generated/probe.ts', code: 'export const openapiDocument: unknown = {};\n' },
];

describe('the import-direction rule holds at any depth', () => {
  it.each(banned)('refuses $file: $code', async ({ file, code }) => {
    const errors = await layerErrors(file, code);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(/must not|imports nothing/);
  });

  it.each(allowed)('allows $file: $code', async ({ file, code }) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
