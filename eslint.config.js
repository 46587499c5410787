// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point inward (docs/decisions/0004-layers-and-import-direction.md). Each entry
 * lists the layers under src/ that a layer must never import, at any depth: a relative import is
 * refused when any of its path segments names a banned layer, so `../handlers/x.js` from
 * src/domain and `../../../handlers/x.js` from src/domain/builder/interpreter are both caught.
 */
const layers = {
  spec: [
    'db',
    'domain',
    'handlers',
    'server',
    'mock',
    'contract',
    'reconcile',
    'client',
    'cli',
    'usage',
  ],
  db: ['handlers', 'server', 'mock', 'contract', 'reconcile', 'client', 'cli', 'usage'],
  domain: ['handlers', 'server', 'mock', 'contract', 'reconcile', 'client', 'cli', 'usage'],
  handlers: ['server', 'mock', 'contract', 'reconcile', 'client', 'cli', 'usage'],
  server: ['db', 'domain', 'handlers', 'mock', 'contract', 'reconcile', 'client', 'cli', 'usage'],
  mock: ['contract', 'reconcile', 'client', 'cli'],
  contract: ['db', 'domain', 'handlers', 'server', 'mock', 'reconcile', 'client', 'cli'],
  // Reconcile reads recordings and openapi.yaml like the contract does, and never the mock.
  reconcile: ['db', 'domain', 'handlers', 'server', 'mock', 'client', 'cli'],
  client: [
    'db',
    'domain',
    'handlers',
    'server',
    'mock',
    'contract',
    'reconcile',
    'cli',
    'usage',
    'diff',
  ],
  // Diff compares two openapi.yaml documents: the contract's document helpers, never the mock.
  diff: ['spec', 'db', 'domain', 'handlers', 'server', 'mock', 'reconcile', 'client', 'cli'],
  // What a frontend uses (standin-usage.json): read by the contract's gate and written by the
  // mock's recorder, so it imports neither, nor anything they are built on.
  usage: [
    'db',
    'domain',
    'handlers',
    'server',
    'mock',
    'contract',
    'reconcile',
    'client',
    'cli',
    'diff',
  ],
};
/** Packages a layer must run without (msw and @msw/data are the mock's, express the server's). */
const packageBans = {
  spec: ['msw', '@mswjs', '@msw/data', 'express'],
  db: ['msw', '@mswjs', 'express'],
  domain: ['msw', '@mswjs', '@msw/data', 'express'],
  contract: ['msw', '@mswjs', '@msw/data', 'express'],
  reconcile: ['msw', '@mswjs', '@msw/data', 'express'],
  client: ['msw', '@mswjs', '@msw/data', 'express'],
  diff: ['msw', '@mswjs', '@msw/data', 'express'],
  usage: ['msw', '@mswjs', '@msw/data', 'express'],
};

const escape = (/** @type {string} */ name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A relative specifier with a path segment that names one of `names`, at any depth. */
const layerSpecifier = (/** @type {string[]} */ names) =>
  `^\\.{1,2}/(?:.*/)?(?:${names.map(escape).join('|')})(?:/|$)`;
/** A package specifier naming one of `names` or a subpath of it (`msw`, `msw/node`). */
const packageSpecifier = (/** @type {string[]} */ names) =>
  `^(?:${names.map(escape).join('|')})(?:/|$)`;

/**
 * The same bans for what `no-restricted-imports` does not see: `import('…')` and
 * `typeof import('…')` in types. esquery's regex literals cannot hold a `/`, hence `\x2F`.
 */
const dynamicImportBans = (/** @type {{ regex: string, message: string }[]} */ patterns) =>
  patterns.flatMap(({ regex, message }) => {
    const literal = `/${regex.replaceAll('/', '\\x2F')}/`;
    return [
      { selector: `ImportExpression > Literal.source[value=${literal}]`, message },
      { selector: `TSImportType Literal[value=${literal}]`, message },
    ];
  });

const layerRules = Object.entries(layers).map(([layer, banned]) => {
  const packages = packageBans[/** @type {keyof typeof packageBans} */ (layer)] ?? [];
  const patterns = [
    {
      regex: layerSpecifier(banned),
      message: `src/${layer} must not import ${banned.join(', ')}: dependencies point inward (docs/decisions/0004-layers-and-import-direction.md).`,
    },
    ...(packages.length > 0
      ? [
          {
            regex: packageSpecifier(packages),
            message: `src/${layer} must not depend on ${packages.join(', ')}: it has to run without them (docs/decisions/0004-layers-and-import-direction.md).`,
          },
        ]
      : []),
  ];
  return {
    files: [`src/${layer}/**/*.ts`],
    // Tests beside the code may wire layers together (e.g. createMock in a handler test).
    ignores: ['src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: patterns.map((pattern) => ({ ...pattern, caseSensitive: true })) },
      ],
      'no-restricted-syntax': ['error', ...dynamicImportBans(patterns)],
    },
  };
});

/** src/generated is openapi-typescript's output and imports nothing at all. */
const generatedImportsNothing = {
  files: ['src/generated/**/*.ts'],
  languageOptions: { parser: tseslint.parser },
  plugins: { '@typescript-eslint': tseslint.plugin },
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        'ImportDeclaration',
        'ExportAllDeclaration',
        'ExportNamedDeclaration[source]',
        'ImportExpression',
        'TSImportType',
        'TSImportEqualsDeclaration',
      ].map((selector) => ({
        selector,
        message:
          'src/generated imports nothing: it is written by scripts/generate.mjs from openapi.yaml (docs/decisions/0004-layers-and-import-direction.md).',
      })),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'bench/.peers/**',
      'bench/.out/**',
      'examples/web/dist/**',
      'examples/web/public/**',
      'coverage/**',
    ],
  },
  {
    // Generated code is not held to the style rules; only to generatedImportsNothing below.
    ignores: ['src/generated/**'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      // One logger with a prefix (src/logger.ts); no stray console in library code.
      'no-console': 'error',
    },
  },
  ...layerRules,
  generatedImportsNothing,
);
