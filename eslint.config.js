// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point inward (see docs/decisions/0004-layers-and-import-direction.md).
 * Each entry lists what a layer must never import.
 */
const layers = {
  generated: ['spec', 'db', 'domain', 'handlers', 'server', 'mock', 'contract', 'cli'],
  spec: ['db', 'domain', 'handlers', 'server', 'mock', 'contract', 'cli'],
  db: ['handlers', 'server', 'mock', 'contract', 'cli'],
  domain: ['handlers', 'server', 'mock', 'contract', 'cli'],
  handlers: ['server', 'mock', 'contract', 'cli'],
  server: ['db', 'domain', 'handlers', 'mock', 'contract', 'cli'],
  mock: ['contract', 'cli'],
  contract: ['db', 'domain', 'handlers', 'server', 'mock', 'cli'],
  client: ['db', 'domain', 'handlers', 'server', 'mock', 'contract', 'cli'],
};
const packageBans = {
  contract: ['msw', 'msw/*', '@msw/data', 'express'],
  domain: ['msw', 'msw/*', 'express'],
  db: ['msw', 'msw/*', 'express'],
  spec: ['msw', 'msw/*', 'express', '@msw/data'],
  client: ['msw', 'msw/*', 'express', '@msw/data'],
};

const layerRules = Object.entries(layers).map(([layer, banned]) => ({
  files: [`src/${layer}/**/*.ts`],
  // Tests beside the code may wire layers together (e.g. createMock in a handler test).
  ignores: ['src/**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: banned.flatMap((name) => [`../${name}`, `../${name}/*`, `../../${name}/*`]),
            message: `src/${layer} must not import this layer: dependencies point inward (docs/decisions/0004-layers-and-import-direction.md).`,
          },
          ...(packageBans[/** @type {keyof typeof packageBans} */ (layer)]
            ? [
                {
                  group: packageBans[/** @type {keyof typeof packageBans} */ (layer)],
                  message: `src/${layer} must not depend on this package: it has to run without it.`,
                },
              ]
            : []),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'src/generated/**',
      'bench/.peers/**',
      'bench/.out/**',
      'examples/web/dist/**',
      'examples/web/public/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
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
);
