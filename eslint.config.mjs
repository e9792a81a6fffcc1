import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The layers of src, top to bottom: each folder (or top-level module) and what it may import besides itself. This
 * list is the layer diagram (drawn in docs/decisions.md, "Layers, checked by lint"); the import rules below derive
 * from it, and the config refuses to load if a layer names one above itself or a module of src has no place.
 * - `api` composes the service (the Express app, the server) and serves `/api/v1/rates`; `workers` refresh the rates.
 * - `pages` (HTML) and `mcp` (the protocol) are adapters over `dispatch`, which alone runs a calculation and maps the
 *   rates store to the live data calculators and pages see: below the composition roots only `dispatch` reads `rates`.
 * - A type counts as an import (`import type`, `export type … from`): a type two layers share lives in the lower one.
 */
const LAYERS = [
  [
    'api',
    [
      'heavy',
      'pages',
      'mcp',
      'dispatch',
      'calculators',
      'schemas',
      'rates',
      'keys',
      'budgets',
      'entry-point',
      'config',
      'redis',
      'metrics',
      'errors',
      'version',
    ],
  ],
  ['workers', ['rates', 'entry-point', 'config', 'redis', 'metrics']],
  // The heavy-work pool: threads that compute and encode large answers of the pages, MCP and the API.
  ['heavy', ['pages', 'mcp', 'dispatch', 'calculators', 'schemas', 'rates', 'metrics', 'errors', 'version']],
  ['pages', ['dispatch', 'calculators', 'schemas', 'errors', 'version']],
  ['mcp', ['dispatch', 'calculators', 'schemas', 'errors', 'version']],
  ['dispatch', ['calculators', 'schemas', 'rates', 'errors', 'version']],
  ['calculators', ['schemas', 'reference', 'errors']],
  ['rates', ['config', 'redis', 'metrics']],
  // API keys: who a key is (format, store, verification) and the operator's CLI; what keys count is in budgets.
  ['keys', ['budgets', 'config', 'redis']],
  // Request counting: per client and per key, in Redis (insured by this replica) or in memory; its Lua scripts.
  ['budgets', ['redis']],
  ['schemas', ['reference', 'errors']],
  ['entry-point', ['config']],
  ['config', ['redis']],
  ['redis', []],
  ['metrics', []],
  ['errors', []],
  ['reference', []],
  ['version', []],
];

/** Only the HTTP edge speaks HTTP: the protocol (`mcp`) and everything below it never import a web framework. */
const HTTP_EDGE = ['api', 'pages'];
const HTTP_PACKAGES = [
  'express',
  'express/*',
  'express-*',
  'body-parser',
  'compression',
  'cors',
  'helmet',
  'pino-http',
];

const names = LAYERS.map(([name]) => name);
for (const [i, [name, uses]] of LAYERS.entries()) {
  for (const used of uses) {
    if (names.indexOf(used) <= i)
      throw new Error(`eslint.config.mjs: '${name}' may only import layers listed below it, not '${used}'`);
  }
}
// Every folder and module of src has a place: a new one fails the lint run until the list says where it stands.
const folders = new Set();
for (const entry of readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })) {
  const name = entry.name.replace(/\.tsx?$/, '');
  if (!names.includes(name)) throw new Error(`eslint.config.mjs: src/${entry.name} has no place in LAYERS`);
  if (entry.isDirectory()) folders.add(name);
}

const CODE = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rule for the modules of `name` that sit `depth` folders below src (0: a top-level module like config.ts).
 * Relative specifiers are matched exactly: from src/pages/charts/x.ts, src/rates is `../../rates`.
 */
function layerBlock(name, uses, depth) {
  const up = depth === 0 ? '\\./' : `(\\.\\./){${depth}}`;
  const patterns = names
    .filter((other) => other !== name && !uses.includes(other))
    .map((other) => ({
      regex: `^${up}${escape(other)}(\\.[cm]?[jt]sx?)?(/|$)`,
      caseSensitive: true,
      message:
        `src/${name} may not import src/${other}: arrows point down (${name} may import ${uses.join(', ') || 'nothing else in src'}). ` +
        (other === 'rates' ? 'Rates are read through the dispatch context (src/dispatch/context.ts). ' : '') +
        'See LAYERS in eslint.config.mjs.',
    }));
  // `./a/../../x` would walk around the patterns above: relative specifiers are written normalised.
  patterns.push({
    regex: '(^|/)(?!\\.\\./)[^/]+/\\.\\.?(/|$)|/\\.(/|$)',
    caseSensitive: true,
    message: 'Write relative imports without inner ./ or ../ segments, so the layer rules can read them.',
  });
  if (!HTTP_EDGE.includes(name)) {
    patterns.push({
      group: HTTP_PACKAGES,
      message: `src/${name} does not speak HTTP: web frameworks belong to ${HTTP_EDGE.map((e) => `src/${e}`).join(' and ')}.`,
    });
  }
  const files = depth === 0 ? [`src/${name}.${CODE}`] : [`src/${name}/${'*/'.repeat(depth - 1)}*.${CODE}`];
  return { files, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } };
}

// A folder's modules are matched at every depth src has (src/api/routes/x.ts is two); a top-level module is its own layer.
const deepest = Math.max(
  ...readdirSync(new URL('./src', import.meta.url), { recursive: true }).map(
    (p) => String(p).split(/[\\/]/).length - 1,
  ),
);
const depths = Array.from({ length: Math.max(deepest, 2) }, (_, i) => i + 1);
const layerRules = LAYERS.flatMap(([name, uses]) =>
  folders.has(name) ? depths.map((d) => layerBlock(name, uses, d)) : [layerBlock(name, uses, 0)],
);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-prototype-builtins': 'error',
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
  ...layerRules,
  {
    // The browser script is bundled on its own and loads no framework: it imports only its own folder.
    files: [`src/pages/client/**/*.${CODE}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[^./])|/\\.\\.?(/|$)',
              caseSensitive: true,
              message:
                'src/pages/client runs in the browser: it imports only its own files (./name), never the server modules or a package.',
            },
          ],
        },
      ],
    },
  },
  {
    // The import rule sees declarations only: a module of src reaches another with a static import, never with
    // `import()`, `typeof import()` or `require()`.
    files: [`src/**/*.${CODE}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression',
          message: 'src modules import each other statically, so the layer rules see every arrow.',
        },
        { selector: 'TSImportType', message: 'Import the type with `import type`, so the layer rules see the arrow.' },
        {
          selector: "CallExpression[callee.name='require']",
          message: 'src modules import each other statically, so the layer rules see every arrow.',
        },
      ],
    },
  },
);
