/**
 * The layer rules of eslint.config.mjs, proved on small in-memory sources placed in each folder of src: a
 * wrong-way import fails the lint run, a right-way one passes. The table below is the design written as a
 * test (docs/decisions.md "Layers, checked by lint"): changing an arrow in the config without changing it
 * here, or dropping a rule, fails this file.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Each module of src and the others it may import (its own folder aside). */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  api: [
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
  workers: ['rates', 'entry-point', 'config', 'redis', 'metrics'],
  heavy: ['pages', 'mcp', 'dispatch', 'calculators', 'schemas', 'rates', 'metrics', 'errors', 'version'],
  pages: ['dispatch', 'calculators', 'schemas', 'errors', 'version'],
  mcp: ['dispatch', 'calculators', 'schemas', 'errors', 'version'],
  dispatch: ['calculators', 'schemas', 'rates', 'errors', 'version'],
  calculators: ['schemas', 'reference', 'errors'],
  rates: ['config', 'redis', 'metrics'],
  keys: ['budgets', 'config', 'redis'],
  budgets: ['redis'],
  schemas: ['reference', 'errors'],
  'entry-point': ['config'],
  config: ['redis'],
  redis: [],
  metrics: [],
  errors: [],
  reference: [],
  version: [],
};

const ROOT = path.resolve(__dirname, '../..');
const RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax']);

interface Source {
  code: string;
  filePath: string;
}
interface Finding {
  ruleId: string | null;
  message: string;
  line: number;
  fatal: boolean;
}

/** Lints every source in one ESLint process; returns the layer findings of each (a parse error fails the test). */
function lint(sources: readonly Source[]): Finding[][] {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lint-text.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(sources.map((s) => ({ ...s, filePath: path.join(ROOT, s.filePath) }))),
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const results = JSON.parse(out) as Finding[][];
  for (const [i, r] of results.entries()) {
    const fatal = r.find((f) => f.fatal);
    if (fatal) throw new Error(`${sources[i]!.filePath}: ${fatal.message}`);
  }
  return results.map((r) => r.filter((f) => f.ruleId !== null && RULES.has(f.ruleId)));
}

const entries = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true });
const folders = new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name));
const modules = entries.map((e) => e.name.replace(/\.tsx?$/, ''));

/** Where a probe of `from` sits, and the relative specifier from there to `to`: depth 2 is a subfolder (src/pages/charts). */
function probe(from: string, to: string, depth: 1 | 2): { filePath: string; specifier: string } {
  if (!folders.has(from)) return { filePath: `src/${from}.ts`, specifier: `./${to}${folders.has(to) ? '/x' : ''}` };
  const sub = depth === 2 ? 'sub/' : '';
  return {
    filePath: `src/${from}/${sub}probe.ts`,
    specifier: `${'../'.repeat(depth)}${to}${folders.has(to) ? '/x' : ''}`,
  };
}

describe('the layer table', () => {
  it('places every module of src', () => {
    expect([...modules].sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('points one way: every module can be ordered below the ones that import it', () => {
    const placed: string[] = [];
    const left = new Set(Object.keys(MAY_IMPORT));
    while (left.size > 0) {
      const bottom = [...left].filter((m) => MAY_IMPORT[m]!.every((u) => placed.includes(u)));
      expect(bottom).not.toEqual([]);
      for (const m of bottom) {
        placed.push(m);
        left.delete(m);
      }
    }
  });
});

describe('eslint.config.mjs', () => {
  const cases = Object.keys(MAY_IMPORT).flatMap((from) =>
    Object.keys(MAY_IMPORT)
      .filter((to) => to !== from)
      .flatMap((to) =>
        ([1, 2] as const)
          .filter((depth) => depth === 1 || folders.has(from))
          .map((depth) => ({ from, to, depth, allowed: MAY_IMPORT[from]!.includes(to), ...probe(from, to, depth) })),
      ),
  );
  // One source per probe file, one import per line: a finding belongs to the case of its line.
  const files = [...new Set(cases.map((c) => c.filePath))];
  const sources = files.map((filePath) => ({
    filePath,
    code: cases
      .filter((c) => c.filePath === filePath)
      .map((c, i) => `import type { X${i} } from '${c.specifier}';\n`)
      .join(''),
  }));
  const placeOf = cases.map((c) => ({
    source: files.indexOf(c.filePath),
    line: cases.filter((o) => o.filePath === c.filePath).indexOf(c) + 1,
  }));

  // Named shapes of one wrong-way import (pages reading the rates store), each of which the rules must see.
  const RATES = '../rates/rates-store';
  const shapes: Record<string, string> = {
    'a value import': `import { MemoryRatesStore } from '${RATES}';\nexport const s = MemoryRatesStore;\n`,
    'a type import': `import type { RatesStore } from '${RATES}';\nexport type S = RatesStore;\n`,
    'an inline type import': `import { type RatesStore } from '${RATES}';\nexport type S = RatesStore;\n`,
    'a type re-export': `export type { RatesStore } from '${RATES}';\n`,
    'a star re-export': `export * from '${RATES}';\n`,
    'a side-effect import': `import '${RATES}';\n`,
    'import = require': `import store = require('${RATES}');\nexport const s = store;\n`,
    'a detour through a sibling folder': `import type { RatesStore } from './charts/../../rates/rates-store';\nexport type S = RatesStore;\n`,
    'a dynamic import': `export const s = import('${RATES}');\n`,
    'an import type query': `export type S = typeof import('${RATES}');\n`,
    'require()': `// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const s = require('${RATES}');\n`,
  };
  const fine: Record<string, Source> = {
    'pages reading its own folder': {
      filePath: 'src/pages/probe.ts',
      code: `import { formatPercent } from './format';\nexport const f = formatPercent;\n`,
    },
    'pages reading the rates through dispatch': {
      filePath: 'src/pages/probe.ts',
      code: `import type { LiveData } from '../dispatch/context';\nexport type L = LiveData;\n`,
    },
    'api importing express': {
      filePath: 'src/api/probe.ts',
      code: `import express from 'express';\nexport const e = express;\n`,
    },
    'the browser script importing its own folder': {
      filePath: 'src/pages/client/probe.ts',
      code: `import { compactRows } from './rows';\nexport const c = compactRows;\n`,
    },
    'a subfolder reaching its parent folder': {
      filePath: 'src/pages/charts/probe.ts',
      code: `import { formatPercent } from '../format';\nexport const f = formatPercent;\n`,
    },
  };
  const client: Record<string, Source> = {
    'the browser script importing a server module of its own layer': {
      filePath: 'src/pages/client/probe.ts',
      code: `import { formatPercent } from '../format';\nexport const f = formatPercent;\n`,
    },
    'the browser script importing a package': {
      filePath: 'src/pages/client/probe.ts',
      code: `import { h } from 'preact';\nexport const x = h;\n`,
    },
    'the browser script taking a detour': {
      filePath: 'src/pages/client/probe.ts',
      code: `import { x } from './rows/../../format';\nexport const y = x;\n`,
    },
  };
  const http: Record<string, Source> = {
    'mcp importing express': {
      filePath: 'src/mcp/probe.ts',
      code: `import type { Request } from 'express';\nexport type R = Request;\n`,
    },
    'dispatch importing express': {
      filePath: 'src/dispatch/probe.ts',
      code: `import { Router } from 'express';\nexport const r = Router;\n`,
    },
    'calculators importing helmet': {
      filePath: 'src/calculators/probe.ts',
      code: `import helmet from 'helmet';\nexport const h = helmet;\n`,
    },
  };

  let results: Finding[][];
  let byShape: Record<string, Finding[]>;
  let byFine: Record<string, Finding[]>;
  let byHttp: Record<string, Finding[]>;
  let byClient: Record<string, Finding[]>;
  beforeAll(() => {
    const named = [
      ...Object.values(shapes).map((code) => ({ filePath: 'src/pages/probe.ts', code })),
      ...Object.values(fine),
      ...Object.values(http),
      ...Object.values(client),
    ];
    const all = lint([...sources, ...named]);
    results = placeOf.map(({ source, line }) => all[source]!.filter((f) => f.line === line));
    const rest = all.slice(sources.length);
    const take = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, rest.shift()!]));
    byShape = take(Object.keys(shapes));
    byFine = take(Object.keys(fine));
    byHttp = take(Object.keys(http));
    byClient = take(Object.keys(client));
    expect(rest).toEqual([]);
  });

  it('refuses every wrong-way import between two modules of src, from a folder and from its subfolders, and allows every right-way one', () => {
    const wrong = cases
      .filter((c, i) => results[i]!.length > 0 === c.allowed)
      .map((c) => `${c.from} -> ${c.to} (depth ${c.depth}, allowed: ${c.allowed})`);
    expect(wrong).toEqual([]);
    expect(cases.filter((c) => !c.allowed).length).toBeGreaterThan(100);
  });

  it('says which arrow is wrong and where the table is', () => {
    const i = cases.findIndex((c) => c.from === 'pages' && c.to === 'rates' && c.depth === 1);
    expect(results[i]![0]!.message).toMatch(
      /src\/pages may not import src\/rates.*dispatch context.*LAYERS in eslint\.config\.mjs/,
    );
  });

  it.each(Object.keys(shapes))('sees %s', (shape) => {
    expect(byShape[shape]!.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(fine))('allows %s', (name) => {
    expect(byFine[name]).toEqual([]);
  });

  it.each(Object.keys(http))('keeps web frameworks at the HTTP edge: refuses %s', (name) => {
    expect(byHttp[name]!.map((f) => f.message).join('\n')).toMatch(/does not speak HTTP/);
  });

  it.each(Object.keys(client))('keeps the browser script on its own: refuses %s', (name) => {
    expect(byClient[name]!.map((f) => f.message).join('\n')).toMatch(/runs in the browser/);
  });
});
